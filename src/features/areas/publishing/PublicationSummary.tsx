import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../session';
import { publishingQueries } from './queries';

/**
 * Where a published program went (channels, named people, how many followers), and for content
 * managers (approval.program) the Unpublish or Republish button: they approve and publish.
 */
export function PublicationSummary({ programId, title }: { programId: number; title: string }) {
  const { t } = useTranslation();
  const can = useCan();
  const publication = publishingQueries.useGetProgramPublicationQuery({ programId });
  const [unpublish, unpublishing] = publishingQueries.useUnpublishProgramMutation();
  const [republish, republishing] = publishingQueries.useRepublishProgramMutation();
  const data = publication.data;
  if (data === undefined) return null;
  const names = [
    ...data.publishedTo.channels.map((channel) => `#${channel.name}`),
    ...data.publishedTo.members.map((member) => member.name),
  ];
  const busy = unpublishing.isLoading || republishing.isLoading;
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="body2">
        {names.length === 0 ? t('publishing.where.nowhere') : t('publishing.where.to', { names: names.join(', ') })}
      </Typography>
      {data.followerCount > 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('publishing.where.others', { count: data.followerCount })}
        </Typography>
      )}
      {can('approval.program') && data.status === 'published' && (
        <Button
          size="small"
          color="error"
          disabled={busy}
          aria-label={t('publishing.unpublishNamed', { title })}
          onClick={() => void unpublish({ programId })}
        >
          {t('publishing.unpublish')}
        </Button>
      )}
      {can('approval.program') && data.status === 'unpublished' && (
        <Button
          size="small"
          disabled={busy}
          aria-label={t('publishing.republishNamed', { title })}
          onClick={() => void republish({ programId })}
        >
          {t('publishing.republish')}
        </Button>
      )}
    </Stack>
  );
}
