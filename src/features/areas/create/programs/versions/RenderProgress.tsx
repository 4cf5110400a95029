import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ProgramVersion } from '../../../../../../contract/schemas/programs';

/** The render under way: queued, its progress as ffmpeg reports it, then processing. */
export function RenderProgress({ version }: { version: ProgramVersion }) {
  const { t } = useTranslation();
  const text = t(`create.programVersions.progress.${version.state}`, { number: version.number, progress: version.progress });
  return (
    <Box data-testid="render-progress" data-state={version.state}>
      <Typography variant="body2">{text}</Typography>
      <LinearProgress
        variant={version.state === 'rendering' ? 'determinate' : 'indeterminate'}
        value={version.progress}
        aria-label={t('create.programVersions.progress.of', { number: version.number })}
      />
    </Box>
  );
}
