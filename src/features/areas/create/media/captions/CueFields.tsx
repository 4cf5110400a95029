import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

/** A cue as the editor holds it: the times as typed, checked when saved. */
export interface DraftCue {
  id: number;
  start: string;
  end: string;
  text: string;
}

export type CueProblems = Partial<Record<'start' | 'end' | 'text', string>>;

/** One cue of the editor: a group named by its number, with its start, end, words and removal. */
export function CueFields({
  cue,
  number,
  problems,
  onChange,
  onRemove,
}: {
  cue: DraftCue;
  number: number;
  problems: CueProblems;
  onChange: (cue: DraftCue) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const legendId = `cue-${cue.id}-legend`;
  return (
    <Box
      component="fieldset"
      aria-labelledby={legendId}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, m: 0, mb: 1.5 }}
      data-testid="caption-cue"
    >
      <Box component="legend" id={legendId} sx={{ px: 0.5, typography: 'body2', color: 'text.secondary' }}>
        {t('create.media.captions.cue', { number })}
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextField
          size="small"
          label={t('create.media.captions.start')}
          value={cue.start}
          onChange={(event) => onChange({ ...cue, start: event.target.value })}
          error={problems.start !== undefined}
          helperText={problems.start ?? ' '}
          sx={{ width: { sm: 150 } }}
          slotProps={{ htmlInput: { inputMode: 'decimal', spellCheck: false } }}
        />
        <TextField
          size="small"
          label={t('create.media.captions.end')}
          value={cue.end}
          onChange={(event) => onChange({ ...cue, end: event.target.value })}
          error={problems.end !== undefined}
          helperText={problems.end ?? ' '}
          sx={{ width: { sm: 150 } }}
          slotProps={{ htmlInput: { inputMode: 'decimal', spellCheck: false } }}
        />
        <TextField
          size="small"
          label={t('create.media.captions.text')}
          value={cue.text}
          onChange={(event) => onChange({ ...cue, text: event.target.value })}
          error={problems.text !== undefined}
          helperText={problems.text ?? ' '}
          multiline
          minRows={1}
          sx={{ flex: 1 }}
        />
        <Button color="error" onClick={onRemove} aria-label={t('create.media.captions.removeCue', { number })} sx={{ mt: { sm: 0.5 } }}>
          {t('create.media.captions.remove')}
        </Button>
      </Stack>
    </Box>
  );
}
