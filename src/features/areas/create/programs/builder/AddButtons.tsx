import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { MAX_EDIT_ITEMS } from '../../../../../../contract/programs';
import { selectPermissionSet } from '../../../../session';
import type { EditAction } from './editModel';
import { newItemId } from './itemId';
import { MediaPickerDialog, type PickerKind } from './MediaPickerDialog';

/** How long a new still or title card shows. */
const STILL_SECONDS = 5;
const CARD_SECONDS = 3;

/** Adds a Footage clip (whole, trimmed afterwards), a Files image or a title card at the end of the sequence. */
export function AddButtons({ count, dispatch }: { count: number; dispatch: (action: EditAction) => void }) {
  const { t } = useTranslation();
  const [picking, setPicking] = useState<PickerKind | null>(null);
  const full = count >= MAX_EDIT_ITEMS;
  const permissions = useSelector(selectPermissionSet);
  const denied = (permission: 'footage.manage' | 'file.manage') => permissions !== null && !permissions.has(permission);
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', my: 1 }}>
      <Button variant="outlined" disabled={full || denied('footage.manage')} onClick={() => setPicking('footage')}>
        {t('create.builder.add.clip')}
      </Button>
      <Button variant="outlined" disabled={full || denied('file.manage')} onClick={() => setPicking('image')}>
        {t('create.builder.add.image')}
      </Button>
      <Button
        variant="outlined"
        disabled={full}
        onClick={() =>
          dispatch({
            type: 'itemAdded',
            item: { kind: 'title', id: newItemId(), text: t('create.builder.card.default'), durationSeconds: CARD_SECONDS },
          })
        }
      >
        {t('create.builder.add.card')}
      </Button>
      {picking && (
        <MediaPickerDialog
          kind={picking}
          onClose={() => setPicking(null)}
          onPick={(media) => {
            dispatch({
              type: 'itemAdded',
              item:
                picking === 'footage'
                  ? { kind: 'clip', id: newItemId(), mediaKey: media.key, inSeconds: 0, outSeconds: media.durationSeconds ?? STILL_SECONDS }
                  : { kind: 'image', id: newItemId(), mediaKey: media.key, durationSeconds: STILL_SECONDS },
            });
            setPicking(null);
          }}
        />
      )}
    </Box>
  );
}
