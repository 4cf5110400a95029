import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { publishingQueries } from './queries';

/** What approvers of earlier rounds decided and said: kept for the author when they resubmit. */
export function EarlierReviews({ programId }: { programId: number }) {
  const { t, i18n } = useTranslation();
  const publication = publishingQueries.useGetProgramPublicationQuery({ programId });
  const reviews = (publication.data?.earlierReviews ?? []).filter((review) => review.decision !== null);
  if (reviews.length === 0) return null;
  const date = (iso: string | null) =>
    iso === null ? '' : new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(iso));
  return (
    <>
      <Typography variant="subtitle2" sx={{ mt: 2 }}>
        {t('publishing.earlier.title')}
      </Typography>
      <List dense>
        {reviews.map((review, index) => (
          <ListItem key={index} disableGutters>
            <ListItemText
              primary={t(`publishing.earlier.${review.decision ?? 'rejected'}`, {
                round: review.round,
                reviewer: review.reviewer ?? t('publishing.earlier.unknown'),
                date: date(review.decidedAt),
              })}
              secondary={review.comment === null ? null : `“${review.comment}”`}
            />
          </ListItem>
        ))}
      </List>
    </>
  );
}
