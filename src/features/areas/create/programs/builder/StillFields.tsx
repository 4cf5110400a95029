import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import {
  MAX_STILL_SECONDS,
  MAX_TITLE_LENGTH,
  MIN_PIECE_SECONDS,
  type ImageItem,
  type TitleItem,
} from '../../../../../../contract/programs';
import type { EditAction } from './editModel';

/** A still image's or title card's length, and a card's words. */
export function StillFields({
  item,
  name,
  dispatch,
}: {
  item: ImageItem | TitleItem;
  name: string;
  dispatch: (action: EditAction) => void;
}) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', gap: 2, mt: 1, flexWrap: 'wrap' }}>
      {item.kind === 'title' && (
        <TextField
          size="small"
          required
          label={t('create.builder.card.text')}
          value={item.text}
          error={item.text.trim() === ''}
          helperText={item.text.trim() === '' ? t('create.builder.problems.cardEmpty') : undefined}
          onChange={(event) => dispatch({ type: 'cardWorded', id: item.id, text: event.target.value })}
          slotProps={{ htmlInput: { maxLength: MAX_TITLE_LENGTH } }}
          sx={{ flex: '1 1 240px' }}
        />
      )}
      <TextField
        size="small"
        type="number"
        label={t('create.builder.still.duration')}
        value={item.durationSeconds}
        onChange={(event) => {
          const value = Number(event.target.value);
          if (event.target.value !== '' && Number.isFinite(value)) dispatch({ type: 'stillTimed', id: item.id, durationSeconds: value });
        }}
        slotProps={{
          htmlInput: {
            step: 0.1,
            min: MIN_PIECE_SECONDS,
            max: MAX_STILL_SECONDS,
            'aria-label': t('create.builder.still.durationOf', { name }),
          },
        }}
        sx={{ width: 140 }}
      />
    </Box>
  );
}
