import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { PATHS } from '../../../config/paths';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TaskItem } from '../../../../contract';
import { PagedList, useListState, type ListColumn } from '../../../ui/list';
import { pageTitleOf } from '../derive';
import { AREAS } from '../registry';
import { UploadQueue } from '../uploading/UploadQueue';
import { TaskActions } from './TaskActions';
import type { TaskListPage as Page } from './taskLists';
import { taskQueries } from './queries';
import { useTasksState } from './useTasksState';

function formatDate(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(iso));
}

/**
 * One list of §2 Tasks: the open items its badge counts (§3), each with requester, due date,
 * status and the action that closes it; above them, the uploads handing in files (retry, cancel). It is read again when its count moves (live updates, polling;
 * src/features/areas/queryTags.ts) and after each action, so the badge and the rows stay equal.
 */
export function TaskListPage({ page }: { page: Page }) {
  useListState();
  useTasksState();
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const title = pageTitleOf(page.route, AREAS);

  const columns: ListColumn<TaskItem>[] = [
    {
      id: 'title',
      labelKey: `tasks.columns.title.${page.list}`,
      sortKey: 'title',
      render: (item) =>
        page.action === 'review' ? (
          <Link component={RouterLink} to={PATHS.approvalReview(item.id)} aria-label={t('areas.review.openNamed', { title: item.title })}>
            {item.title}
          </Link>
        ) : (
          item.title
        ),
    },
    {
      id: 'requester',
      labelKey: `tasks.columns.requester.${page.list}`,
      sortKey: 'requester',
      render: (item) => item.requester ?? t('tasks.unknownRequester'),
    },
    {
      id: 'dueAt',
      labelKey: 'tasks.columns.due',
      sortKey: 'dueAt',
      render: (item) => (item.dueAt === null ? t('tasks.noDueDate') : formatDate(item.dueAt, i18n.language)),
    },
    {
      id: 'status',
      labelKey: 'tasks.columns.status',
      render: (item) => (
        <Chip
          size="small"
          variant="outlined"
          color={item.status === 'overdue' ? 'error' : 'default'}
          label={t(`tasks.status.${item.status}`)}
        />
      ),
    },
    { id: 'action', labelKey: 'tasks.columns.action', align: 'right', render: (item) => <TaskActions page={page} item={item} /> },
  ];

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ maxWidth: 1100 }}>
      <Typography component="p" variant="overline" color="text.secondary" data-testid="section-title">
        {t('menu.section.tasks')}
      </Typography>
      <Typography id={headingId} component="h1" variant="h4" sx={{ mb: 1 }}>
        {title ? t(title.titleKey) : t('areas.tasks.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t(`tasks.intro.${page.list}`)}
      </Typography>
      {page.action !== 'review' && page.action.upload && <UploadQueue purpose={page.action.upload.purpose} />}
      <PagedList<TaskItem>
        listId={`tasks.${page.list}`}
        query={taskQueries.endpoints.listTasks}
        params={{ listPath: page.listPath }}
        columns={columns}
        defaultSort={{ sort: 'dueAt', direction: 'asc' }}
        rowKey={(item) => item.id}
        labelKey={`tasks.table.${page.list}`}
        empty={{ titleKey: `tasks.empty.${page.list}.title`, bodyKey: `tasks.empty.${page.list}.body` }}
      />
    </Box>
  );
}
