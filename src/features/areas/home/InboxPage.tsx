import Box from '@mui/material/Box';
import type { TFunction } from 'i18next';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { linkSx } from './linkSx';
import type { InboxProgram, InboxSortKey, InboxView } from '../../../../contract/inbox';
import { PATHS } from '../../../config/paths';
import { PagedList, type ListColumn } from '../../../ui/list';
import { formatDate, formatDuration } from './format';
import { PageHeading } from '../PageHeading';
import { homeQueries } from './queries';
import { ProgramThumbnail } from './ProgramThumbnail';

interface InboxListDef {
  view: InboxView;
  params: { view: InboxView };
}

/** All, Not Viewed, Viewed: one list call each, read again when an inbox badge moves (queryTags.ts). */
const INBOX_LISTS: Record<'library' | 'newprograms' | 'completedprograms', InboxListDef> = {
  library: { view: 'all', params: { view: 'all' } },
  newprograms: { view: 'notViewed', params: { view: 'notViewed' } },
  completedprograms: { view: 'viewed', params: { view: 'viewed' } },
};

/** A small outlined label beside a title. */
export const tagSx = {
  px: 1,
  border: 1,
  borderColor: 'primary.main',
  color: 'primary.main',
  borderRadius: 4,
  fontSize: '0.75rem',
  lineHeight: '20px',
} as const;

const DEFAULT_SORT: { sort: InboxSortKey; direction: 'desc' } = { sort: 'sharedAt', direction: 'desc' };

function columnsFor(view: InboxView, language: string, t: TFunction, from: string): ListColumn<InboxProgram>[] {
  return [
    {
      id: 'thumbnail',
      labelKey: 'home.list.thumbnail',
      visuallyHiddenLabel: true,
      render: (program) => <ProgramThumbnail url={program.thumbnailUrl} />,
    },
    {
      id: 'title',
      labelKey: 'home.list.title',
      sortKey: 'title',
      render: (program) => (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Box
            component={RouterLink}
            to={`${PATHS.homeProgram}/${program.programId}`}
            state={{ from }}
            sx={{ ...linkSx, fontWeight: program.viewed ? 400 : 600 }}
          >
            {program.title}
          </Box>
          {view === 'all' && !program.viewed && (
            <Box component="span" sx={tagSx}>
              {t('home.list.notViewed')}
            </Box>
          )}
        </Box>
      ),
    },
    { id: 'sharedBy', labelKey: 'home.list.sharedBy', sortKey: 'sharedBy', render: (program) => program.sharedBy },
    { id: 'sharedAt', labelKey: 'home.list.sharedAt', sortKey: 'sharedAt', render: (program) => formatDate(program.sharedAt, language) },
    {
      id: 'duration',
      labelKey: 'home.list.duration',
      sortKey: 'duration',
      align: 'right',
      render: (program) => formatDuration(program.durationSeconds) ?? t('home.list.noDuration'),
    },
  ];
}

/** Home › All, Not Viewed or Viewed (§2): the programs shared with the member in this organisation. */
export function InboxPage({ list }: { list: keyof typeof INBOX_LISTS }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const { pathname } = useLocation();
  const def = INBOX_LISTS[list];
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ maxWidth: 1100 }}>
      <PageHeading id={headingId} />
      <PagedList<InboxProgram>
        listId={`home.${def.view}`}
        query={homeQueries.endpoints.listInboxPrograms}
        params={def.params}
        columns={columnsFor(def.view, i18n.language, t, pathname)}
        defaultSort={DEFAULT_SORT}
        rowKey={(program) => program.programId}
        labelKey={`home.list.label.${def.view}`}
        empty={{ titleKey: `home.empty.${def.view}.title`, bodyKey: `home.empty.${def.view}.body` }}
      />
    </Box>
  );
}
