import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublishedProgramItem } from '../../../../contract';
import { PagedList, type ListColumn } from '../../../ui/list';
import { PublicationSummary } from './PublicationSummary';
import { publishingQueries } from './queries';

/** For content managers: every published or unpublished program of the organisation, to take down or put back. */
export function PublishedProgramsSection() {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const columns: ListColumn<PublishedProgramItem>[] = [
    { id: 'title', labelKey: 'publishing.published.columns.title', sortKey: 'title', render: (item) => item.title },
    { id: 'author', labelKey: 'publishing.published.columns.author', render: (item) => item.author ?? '' },
    {
      id: 'status',
      labelKey: 'publishing.published.columns.status',
      render: (item) => <Chip size="small" variant="outlined" label={t(`create.myPrograms.status.${item.status}`)} />,
    },
    {
      id: 'publishedAt',
      labelKey: 'publishing.published.columns.publishedAt',
      sortKey: 'publishedAt',
      render: (item) =>
        item.publishedAt === null ? '' : new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(item.publishedAt)),
    },
    {
      id: 'where',
      labelKey: 'publishing.published.columns.where',
      render: (item) => <PublicationSummary programId={item.id} title={item.title} />,
    },
  ];
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 4 }}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('publishing.published.title')}
      </Typography>
      <PagedList<PublishedProgramItem>
        listId="publishing.published"
        query={publishingQueries.endpoints.getPublishedPrograms}
        columns={columns}
        defaultSort={{ sort: 'publishedAt', direction: 'desc' }}
        rowKey={(item) => item.id}
        labelKey="publishing.published.table"
        empty={{ titleKey: 'publishing.published.empty.title', bodyKey: 'publishing.published.empty.body' }}
      />
    </Box>
  );
}
