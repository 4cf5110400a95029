import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Bumpers } from '../../../../../../contract/schemas/programs';
import type { Draft, EditAction } from './editModel';

interface Props {
  draft: Draft;
  bumpers: Bumpers;
  dispatch: (action: EditAction) => void;
}

/** A bumper's switch; without a bumper of the organisation it is off and says why. */
function BumperSwitch({ which, draft, bumpers, dispatch }: Props & { which: 'intro' | 'outro' }) {
  const { t } = useTranslation();
  const hintId = useId();
  const own = bumpers[which];
  return (
    <div>
      <FormControlLabel
        control={
          <Switch
            checked={own !== null && draft.edit[which]}
            disabled={own === null}
            onChange={(event) => dispatch({ type: 'bumperToggled', which, on: event.target.checked })}
            slotProps={{ input: { 'aria-describedby': hintId } }}
          />
        }
        label={t(`create.builder.bumpers.${which}`)}
      />
      <Typography id={hintId} variant="body2" color="text.secondary" sx={{ ml: 6, mt: -0.5 }}>
        {own === null ? t(`create.builder.bumpers.${which}None`) : own.name}
      </Typography>
    </div>
  );
}

/** The program's title and description, and whether the organisation's bumpers open and close it. */
export function DetailsFields({ draft, bumpers, dispatch }: Props) {
  const { t } = useTranslation();
  const blank = draft.title.trim() === '';
  return (
    <Stack spacing={2}>
      <TextField
        required
        label={t('create.builder.fields.title')}
        value={draft.title}
        error={blank}
        helperText={blank ? t('create.builder.problems.titleMissing') : undefined}
        onChange={(event) => dispatch({ type: 'titleChanged', title: event.target.value })}
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      <TextField
        multiline
        minRows={2}
        label={t('create.builder.fields.description')}
        value={draft.description}
        onChange={(event) => dispatch({ type: 'descriptionChanged', description: event.target.value })}
        slotProps={{ htmlInput: { maxLength: 5000 } }}
      />
      <Stack direction="row" spacing={4} sx={{ flexWrap: 'wrap' }}>
        <BumperSwitch which="intro" bumpers={bumpers} draft={draft} dispatch={dispatch} />
        <BumperSwitch which="outro" bumpers={bumpers} draft={draft} dispatch={dispatch} />
      </Stack>
    </Stack>
  );
}
