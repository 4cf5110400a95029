import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { MyProgramItem } from '../../../../contract';
import { PATHS } from '../../../config/paths';
import { PagedList, useListState, type ListColumn } from '../../../ui/list';
import { PageHeading } from '../PageHeading';
import { ProgramPublishingCell, PublishedProgramsSection } from '../publishing';
import { useCan } from '../../session';
import { ProgramVideoChooser } from './ProgramVideoChooser';
import { BumpersLink } from './bumpers/BumpersLink';
import { createQueries } from './queries';

// The form and its schema check load when the dialog is first opened.
const NewProgramDialog = lazy(() =>
  import(/* webpackChunkName: "program-new" */ './programs/NewProgramDialog').then((m) => ({ default: m.NewProgramDialog })),
);

const formatDate = (iso: string, language: string) => new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(iso));

/**
 * Create › Programs: the programs the user wrote, with their status and, once an approver has
 * decided, the decision and comment (§2 Tasks, Approvals: the author sees the outcome).
 */
export function MyProgramsPage() {
  useListState();
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const can = useCan();
  const [creating, setCreating] = useState(false);

  const columns: ListColumn<MyProgramItem>[] = [
    {
      id: 'title',
      labelKey: 'create.myPrograms.columns.title',
      sortKey: 'title',
      render: (item) =>
        // A draft opens in the builder; a program under review or published is the approver's now.
        item.status === 'draft' ? (
          <Link component={RouterLink} to={PATHS.myProgramEdit(item.id)}>
            {item.title}
          </Link>
        ) : (
          item.title
        ),
    },
    {
      id: 'status',
      labelKey: 'create.myPrograms.columns.status',
      sortKey: 'status',
      render: (item) => <Chip size="small" variant="outlined" label={t(`create.myPrograms.status.${item.status}`)} />,
    },
    {
      id: 'review',
      labelKey: 'create.myPrograms.columns.review',
      sortKey: 'reviewedAt',
      render: (item) => (
        <>
          {reviewCell(item)}
          {(item.review !== null || item.reviewComments > 0) && (
            <Link
              component={RouterLink}
              to={PATHS.myProgramReview(item.id)}
              sx={{ display: 'block' }}
              aria-label={t('areas.review.openNamed', { title: item.title })}
            >
              {t('areas.review.open')}
            </Link>
          )}
        </>
      ),
    },
    {
      id: 'video',
      labelKey: 'create.myPrograms.columns.video',
      render: (item) => <ProgramVideoChooser program={item} />,
    },
    {
      id: 'publishing',
      labelKey: 'create.myPrograms.columns.publishing',
      render: (item) => <ProgramPublishingCell program={item} />,
    },
    {
      id: 'createdAt',
      labelKey: 'create.myPrograms.columns.created',
      sortKey: 'createdAt',
      render: (item) => formatDate(item.createdAt, i18n.language),
    },
  ];

  function reviewCell(item: MyProgramItem) {
    return item.review === null ? (
      t('create.myPrograms.notReviewed')
    ) : (
      <>
        <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
          {t(`create.myPrograms.decision.${item.review.decision}`, {
            reviewer: item.review.reviewer ?? t('create.myPrograms.unknownReviewer'),
            date: formatDate(item.review.reviewedAt, i18n.language),
          })}
        </Typography>
        {item.review.comment && (
          <Typography variant="body2" color="text.secondary">
            “{item.review.comment}”
          </Typography>
        )}
      </>
    );
  }

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ maxWidth: 1100 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <div>
          <PageHeading id={headingId} />
        </div>
        <Button variant="contained" onClick={() => setCreating(true)}>
          {t('create.builder.new.open')}
        </Button>
      </Box>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('create.myPrograms.intro')}
      </Typography>
      <BumpersLink />
      {creating && (
        <Suspense fallback={null}>
          <NewProgramDialog onClose={() => setCreating(false)} />
        </Suspense>
      )}
      <PagedList<MyProgramItem>
        listId="create.myPrograms"
        query={createQueries.endpoints.getMyPrograms}
        columns={columns}
        defaultSort={{ sort: 'createdAt', direction: 'desc' }}
        rowKey={(item) => item.id}
        labelKey="create.myPrograms.table"
        empty={{ titleKey: 'create.myPrograms.empty.title', bodyKey: 'create.myPrograms.empty.body' }}
      />
      {/* Content managers approve and publish: they take the organisation's programs down and put them back here. */}
      {can('approval.program') && <PublishedProgramsSection />}
    </Box>
  );
}
