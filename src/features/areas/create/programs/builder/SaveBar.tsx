import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { EditAction } from './editModel';
import type { SaveStatus } from './useAutosave';

/** Undo, Redo and where the saving stands. */
export function SaveBar({
  status,
  canUndo,
  canRedo,
  dispatch,
}: {
  status: SaveStatus;
  canUndo: boolean;
  canRedo: boolean;
  dispatch: (action: EditAction) => void;
}) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <Button
        size="small"
        variant="outlined"
        disabled={!canUndo}
        onClick={() => dispatch({ type: 'undone' })}
        aria-keyshortcuts="Control+Z"
      >
        {t('create.builder.undo')}
      </Button>
      <Button
        size="small"
        variant="outlined"
        disabled={!canRedo}
        onClick={() => dispatch({ type: 'redone' })}
        aria-keyshortcuts="Control+Shift+Z"
      >
        {t('create.builder.redo')}
      </Button>
      <Typography
        role="status"
        variant="body2"
        color={status === 'failed' || status === 'invalid' ? 'error' : 'text.secondary'}
        data-testid="save-status"
        data-status={status}
      >
        {t(`create.builder.save.${status}`)}
      </Typography>
    </Box>
  );
}
