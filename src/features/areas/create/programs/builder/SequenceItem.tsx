import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { forwardRef, type DragEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { EditItem } from '../../../../../../contract/programs';
import type { MediaItem } from '../../../../../../contract/media';
import type { EditAction } from './editModel';
import { itemDuration } from './sequence';
import { StillFields } from './StillFields';
import { formatTimecode } from './timecode';
import { TrimStrip } from './TrimStrip';

export interface SequenceItemProps {
  item: EditItem;
  index: number;
  count: number;
  name: string;
  media: MediaItem | undefined;
  dispatch: (action: EditAction) => void;
  onMove: (id: string, to: number) => void;
  onDragStart: (id: string) => void;
  onDropAt: (index: number) => void;
}

function Thumbnail({ item, media }: { item: EditItem; media: MediaItem | undefined }) {
  const box = { width: 96, height: 54, flex: 'none', bgcolor: 'common.black', borderRadius: 0.5, overflow: 'hidden' } as const;
  if (item.kind === 'title') {
    return (
      <Box
        sx={{ ...box, display: 'grid', placeItems: 'center', color: 'common.white', fontSize: 10, textAlign: 'center', p: 0.5 }}
        aria-hidden
      >
        {item.text}
      </Box>
    );
  }
  const src = media?.thumbnailUrl ?? (item.kind === 'image' ? media?.url : null);
  return <Box sx={box}>{src && <Box component="img" src={src} alt="" sx={{ width: '100%', height: '100%', objectFit: 'contain' }} />}</Box>;
}

/**
 * One piece of the sequence: dragged to a new place, or moved with Alt+↑/↓ or its buttons while
 * it has focus; removed; a clip's cut trimmed, a still's length and a card's words set.
 */
export const SequenceItem = forwardRef<HTMLLIElement, SequenceItemProps>(function SequenceItem(props, ref) {
  const { item, index, count, name, media, dispatch, onMove, onDragStart, onDropAt } = props;
  const { t } = useTranslation();
  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.target !== event.currentTarget || !event.altKey) return;
    if (event.key === 'ArrowUp' && index > 0) onMove(item.id, index - 1);
    else if (event.key === 'ArrowDown' && index < count - 1) onMove(item.id, index + 1);
    else return;
    event.preventDefault();
  };
  const missing = item.kind !== 'title' && media === undefined;
  return (
    <Box
      component="li"
      ref={ref}
      tabIndex={0}
      aria-label={t('create.builder.sequence.itemLabel', { position: index + 1, count, name })}
      aria-describedby="builder-reorder-help"
      data-testid="sequence-item"
      onKeyDown={onKeyDown}
      onDragOver={(event: DragEvent) => event.preventDefault()}
      onDrop={(event: DragEvent) => {
        event.preventDefault();
        onDropAt(index);
      }}
      sx={{
        listStyle: 'none',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        p: 1.5,
        mb: 1,
        bgcolor: 'background.paper',
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' },
      }}
    >
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
        {/* The handle is what drags, so the fields inside the piece select text as usual. */}
        <Box
          aria-hidden
          draggable
          onDragStart={(event: DragEvent) => {
            event.dataTransfer.effectAllowed = 'move';
            event.dataTransfer.setData('text/plain', item.id);
            onDragStart(item.id);
          }}
          data-testid="drag-handle"
          sx={{ cursor: 'grab', color: 'text.secondary', fontSize: 20, userSelect: 'none' }}
        >
          ⠿
        </Box>
        <Thumbnail item={item} media={media} />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography noWrap sx={{ fontWeight: 600 }}>
            {index + 1}. {name}
          </Typography>
          <Typography variant="body2" color={missing ? 'error' : 'text.secondary'}>
            {missing
              ? t('create.builder.sequence.missing')
              : `${t(`create.builder.kind.${item.kind}`)} · ${formatTimecode(itemDuration(item))}`}
          </Typography>
        </Box>
        <Button
          size="small"
          disabled={index === 0}
          onClick={() => onMove(item.id, index - 1)}
          aria-label={t('create.builder.sequence.moveUp', { name })}
        >
          ↑
        </Button>
        <Button
          size="small"
          disabled={index === count - 1}
          onClick={() => onMove(item.id, index + 1)}
          aria-label={t('create.builder.sequence.moveDown', { name })}
        >
          ↓
        </Button>
        <Button
          size="small"
          color="error"
          onClick={() => dispatch({ type: 'itemRemoved', id: item.id })}
          aria-label={t('create.builder.sequence.remove', { name })}
        >
          {t('create.builder.sequence.removeShort')}
        </Button>
      </Box>
      {item.kind === 'clip' ? (
        <TrimStrip item={item} media={media} name={name} dispatch={dispatch} />
      ) : (
        <StillFields item={item} name={name} dispatch={dispatch} />
      )}
    </Box>
  );
});
