import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EditItem } from '../../../../../../contract/programs';
import type { MediaItem } from '../../../../../../contract/media';
import type { EditAction } from './editModel';
import { SequenceItem } from './SequenceItem';

/** What the builder calls an item: its file's name, or a card's words. */
export function nameOf(item: EditItem, media: ReadonlyMap<string, MediaItem>): string {
  return item.kind === 'title' ? item.text : (media.get(item.mediaKey)?.name ?? item.mediaKey.split('/').pop() ?? item.mediaKey);
}

/** The sequence in order; a moved item keeps focus and its new place is announced. */
export function SequenceList({
  items,
  media,
  dispatch,
}: {
  items: readonly EditItem[];
  media: ReadonlyMap<string, MediaItem>;
  dispatch: (action: EditAction) => void;
}) {
  const { t } = useTranslation();
  const refs = useRef(new Map<string, HTMLLIElement>());
  const dragged = useRef<string | null>(null);
  const [focusAfterMove, setFocusAfterMove] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    if (focusAfterMove === null) return;
    refs.current.get(focusAfterMove)?.focus();
    setFocusAfterMove(null);
  }, [focusAfterMove, items]);

  const move = (id: string, to: number) => {
    const item = items.find((candidate) => candidate.id === id);
    if (item === undefined) return;
    dispatch({ type: 'itemMoved', id, to });
    setFocusAfterMove(id);
    setAnnouncement(t('create.builder.sequence.moved', { name: nameOf(item, media), position: to + 1, count: items.length }));
  };

  return (
    <Box>
      <Typography id="builder-reorder-help" variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('create.builder.sequence.reorderHelp')}
      </Typography>
      {items.length === 0 ? (
        <Typography sx={{ p: 3, border: 1, borderStyle: 'dashed', borderColor: 'divider', borderRadius: 1, textAlign: 'center' }}>
          {t('create.builder.sequence.empty')}
        </Typography>
      ) : (
        <Box component="ol" aria-label={t('create.builder.sequence.label')} sx={{ p: 0, m: 0 }}>
          {items.map((item, index) => (
            <SequenceItem
              key={item.id}
              ref={(element) => {
                if (element) refs.current.set(item.id, element);
                else refs.current.delete(item.id);
              }}
              item={item}
              index={index}
              count={items.length}
              name={nameOf(item, media)}
              media={item.kind === 'title' ? undefined : media.get(item.mediaKey)}
              dispatch={dispatch}
              onMove={move}
              onDragStart={(id) => {
                dragged.current = id;
              }}
              onDropAt={(to) => {
                if (dragged.current !== null && dragged.current !== item.id) move(dragged.current, to);
                dragged.current = null;
              }}
            />
          ))}
        </Box>
      )}
      <Box role="status" aria-live="polite" sx={visuallyHidden}>
        {announcement}
      </Box>
    </Box>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
