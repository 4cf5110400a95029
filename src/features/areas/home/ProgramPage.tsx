import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { Link as RouterLink, useLocation, useParams } from 'react-router-dom';
import { PATHS } from '../../../config/paths';
import { Player } from '../../../ui/player';
import { formatDate, formatDuration } from './format';
import { tagSx } from './InboxPage';
import { programOpened, selectOpenedProgram } from './programSlice';

/** Where "Back" goes: the list the program was opened from, else All. */
function backPathOf(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith(`${PATHS.home}/`) ? from : PATHS.homeLibrary;
}

/** One program opened from Home: it plays where it has media, and opening it marks it viewed. */
export function ProgramPage() {
  const { t, i18n } = useTranslation();
  const dispatch = useDispatch();
  const headingId = useId();
  const location = useLocation();
  const programId = Number(useParams().programId);
  const valid = Number.isSafeInteger(programId) && programId > 0;
  const opened = useSelector(selectOpenedProgram);

  useEffect(() => {
    if (valid) dispatch(programOpened({ programId }));
  }, [dispatch, programId, valid]);

  const back = (
    <Button component={RouterLink} to={backPathOf(location.state)} variant="text" sx={{ mb: 1, ml: -1 }}>
      {t('home.program.back')}
    </Button>
  );
  const current = valid && opened.status !== 'idle' && opened.programId === programId ? opened : null;

  if (!valid || current?.status === 'failed') {
    return (
      <Box component="section" aria-labelledby={headingId} sx={{ maxWidth: 960 }}>
        {back}
        <Typography id={headingId} component="h1" variant="h4" sx={{ mb: 2 }}>
          {t('home.program.unavailableTitle')}
        </Typography>
        <Box role="status" sx={{ ...panelSx, borderColor: 'warning.main' }} data-testid="program-failed">
          {(current?.status === 'failed' && current.message) || t('home.program.unavailable')}
        </Box>
      </Box>
    );
  }
  if (current?.status !== 'ready') {
    return (
      <Box aria-busy="true" sx={{ maxWidth: 960 }}>
        {back}
        <Typography role="status">{t('home.program.loading')}</Typography>
      </Box>
    );
  }
  const program = current.program;
  const duration = formatDuration(program.durationSeconds);
  return (
    <Box component="article" aria-labelledby={headingId} sx={{ maxWidth: 960 }} data-testid="program-detail">
      {back}
      <Typography id={headingId} component="h1" variant="h4" sx={{ mb: 1 }}>
        {program.title}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center', mb: 2, color: 'text.secondary' }}>
        <Typography>{t('home.program.sharedBy', { name: program.sharedBy })}</Typography>
        <Typography>{formatDate(program.sharedAt, i18n.language)}</Typography>
        {duration && <Typography>{t('home.program.duration', { duration })}</Typography>}
        {program.viewed && (
          <Box component="span" sx={tagSx}>
            {t('home.program.viewed')}
          </Box>
        )}
      </Box>
      {program.media ? (
        // The one player (src/ui/player): the stream, qualities, poster, previews and captions.
        <Player item={program.media} label={t('home.program.playerOf', { title: program.title })} />
      ) : (
        <Box sx={panelSx} data-testid="program-no-media">
          <Typography>{t('home.program.noMedia')}</Typography>
        </Box>
      )}
    </Box>
  );
}

const panelSx = { p: 3, border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: 'background.paper' } as const;
