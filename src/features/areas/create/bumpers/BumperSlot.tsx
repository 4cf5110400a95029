import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Bumper } from '../../../../../contract/schemas/programs';
import { Player, playsAsUploaded } from '../../../../ui/player';
import { formatDuration } from '../media/playable';
import { FootagePicker, type FootageChoice } from './FootagePicker';

export type BumperName = 'intro' | 'outro';

/** One bumper: the Footage item chosen, playing in the one player, changed or cleared here. */
export function BumperSlot({
  slot,
  bumper,
  saving,
  onChoose,
}: {
  slot: BumperName;
  bumper: Bumper;
  saving: boolean;
  onChoose: (key: string | null) => void;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const media = bumper?.media ?? null;
  const plays = media !== null && (media.streamUrl !== null || playsAsUploaded(media));
  const value: FootageChoice | null =
    bumper === null ? null : { key: bumper.key, name: bumper.name, durationSeconds: bumper.durationSeconds };
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 2, flex: '1 1 360px', minWidth: 0 }}>
      <Typography id={headingId} component="h2" variant="h6">
        {t(`create.bumpers.${slot}.title`)}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t(`create.bumpers.${slot}.explain`)}
      </Typography>
      <FootagePicker
        label={t(`create.bumpers.${slot}.choose`)}
        value={value}
        disabled={saving}
        onChange={(choice) => onChoose(choice === null ? null : choice.key)}
      />
      <Box sx={{ mt: 2 }}>
        {bumper === null ? (
          <Typography color="text.secondary">{t(`create.bumpers.${slot}.none`)}</Typography>
        ) : (
          <>
            {plays ? (
              <Player item={media} label={t('create.bumpers.playerOf', { name: bumper.name })} />
            ) : (
              <Typography color="text.secondary">{t('create.bumpers.notPlayableYet')}</Typography>
            )}
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 1 }}>
              <Typography variant="body2" sx={{ flex: 1 }}>
                {bumper.durationSeconds === null
                  ? bumper.name
                  : t('create.bumpers.nameAndDuration', { name: bumper.name, duration: formatDuration(bumper.durationSeconds) })}
              </Typography>
              <Button color="error" disabled={saving} onClick={() => onChoose(null)}>
                {t(`create.bumpers.${slot}.clear`)}
              </Button>
            </Box>
          </>
        )}
      </Box>
    </Paper>
  );
}
