import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../PageHeading';
import { BumperSlot, type BumperName } from './BumperSlot';
import { bumperQueries } from './queries';

const SLOTS: BumperName[] = ['intro', 'outro'];

/**
 * /bumpers (§2): a content manager chooses the organisation's intro and outro among its Footage,
 * watches them and clears them. A program's edit then puts them before and after its sequence.
 */
export function BumpersPage() {
  const { t } = useTranslation();
  const headingId = useId();
  const bumpers = bumperQueries.useGetBumpersQuery();
  const [setBumpers, saving] = bumperQueries.useSetBumpersMutation();
  const current = bumpers.data;

  const choose = (slot: BumperName, key: string | null) => {
    if (current === undefined) return;
    void setBumpers({
      introKey: slot === 'intro' ? key : (current.intro?.key ?? null),
      outroKey: slot === 'outro' ? key : (current.outro?.key ?? null),
    });
  };

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ maxWidth: 1100 }}>
      <PageHeading id={headingId} />
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('create.bumpers.explain')}
      </Typography>
      {saving.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t('create.bumpers.saveFailed')}
        </Alert>
      )}
      {bumpers.isError ? (
        <Alert severity="error">{t('create.bumpers.loadFailed')}</Alert>
      ) : current === undefined ? (
        <CircularProgress aria-label={t('create.bumpers.loading')} />
      ) : (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
          {SLOTS.map((slot) => (
            <BumperSlot key={slot} slot={slot} bumper={current[slot]} saving={saving.isLoading} onChoose={(key) => choose(slot, key)} />
          ))}
        </Box>
      )}
    </Box>
  );
}
