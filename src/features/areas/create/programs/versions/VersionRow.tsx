import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ProgramVersion } from '../../../../../../contract/schemas/programs';
import { formatDuration } from '../../media/playable';
import { isPlayableVersion } from './versionStates';

const formatDate = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

interface VersionRowProps {
  version: ProgramVersion;
  current: boolean;
  chosen: boolean;
  onPlay: () => void;
  onChoose: (chosen: boolean) => void;
}

/** One version of the stack: its number, date, duration and state (a failure's reason in words), to play or compare. */
export function VersionRow({ version, current, chosen, onPlay, onChoose }: VersionRowProps) {
  const { t, i18n } = useTranslation();
  const name = t('create.programVersions.name', { number: version.number });
  const playable = isPlayableVersion(version);
  return (
    <Box component="li" data-testid={`version-${version.number}`} sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 1 }}>
      <Checkbox
        checked={chosen}
        disabled={!playable}
        onChange={(event) => onChoose(event.target.checked)}
        slotProps={{ input: { 'aria-label': t('create.programVersions.chooseToCompare', { name }) } }}
      />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="subtitle2" component="span">
          {name}
        </Typography>
        {current && <Chip size="small" color="primary" label={t('create.programVersions.current')} sx={{ ml: 1 }} />}
        <Typography variant="body2" color="text.secondary">
          {formatDate(version.createdAt, i18n.language)}
          {version.durationSeconds !== null && ` · ${formatDuration(version.durationSeconds)}`}
        </Typography>
        {version.state === 'failed' && (
          <Typography variant="body2" color="error">
            {t(`create.programVersions.error.${version.error ?? 'renderFailed'}`)}
          </Typography>
        )}
      </Box>
      <Chip size="small" variant="outlined" label={t(`create.programVersions.state.${version.state}`)} />
      <Button size="small" disabled={!playable} onClick={onPlay} aria-label={t('create.programVersions.playOf', { name })}>
        {t('create.programVersions.play')}
      </Button>
    </Box>
  );
}
