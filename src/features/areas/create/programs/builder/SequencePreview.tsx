import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { PlayableMedia } from '../../../../../../contract/media';
import { PreviewVideo } from './PreviewVideo';
import { pieceAt, type Piece } from './sequence';
import { formatTimecode, frameOf } from './timecode';
import { usePreviewClock } from './usePreviewClock';

/** The clips mounted around the playing piece: it and the next clip, so the cut does not wait for a load. */
function mountedClips(pieces: readonly Piece[], index: number): Piece[] {
  const current = pieces[index];
  const next = pieces.slice(index + 1).find((piece) => piece.kind === 'clip');
  return [current, next].filter((piece): piece is Piece => piece?.kind === 'clip');
}

/**
 * The instant preview (§ program builder): the sequence plays in the page from the clips' own
 * streams, cut at their in and out points, stills for their length, cards as white words on black
 * — as the render will make it. Its own <video> per clip rather than the one player, which plays
 * one item with its own controls and cannot be cut from item to item.
 */
export default function SequencePreview({
  pieces,
  media,
  onUseFrame,
}: {
  pieces: readonly Piece[];
  media: ReadonlyMap<string, PlayableMedia>;
  onUseFrame: (seconds: number) => void;
}) {
  const { t } = useTranslation();
  const { time, playing, total, seek, toggle, register, ready } = usePreviewClock(pieces);
  const at = pieceAt(pieces, time);
  const current = at === null ? null : pieces[at.index]!;
  // A frame is a moment inside the program: at the very end, the last frame.
  const frameTime = Math.max(0, Math.round(Math.min(time, total - frameOf()) * 1000) / 1000);
  const image = current?.kind === 'image' && current.mediaKey ? media.get(current.mediaKey) : undefined;

  return (
    <Box data-testid="sequence-preview">
      <Box
        sx={{ position: 'relative', aspectRatio: '16 / 9', bgcolor: 'common.black', overflow: 'hidden', borderRadius: 1 }}
        role="img"
        aria-label={t('create.builder.preview.label')}
      >
        {at !== null &&
          mountedClips(pieces, at.index).map((piece) => {
            const item = piece.mediaKey ? media.get(piece.mediaKey) : undefined;
            return item ? (
              <PreviewVideo
                key={piece.id}
                media={item}
                visible={piece.id === current?.id}
                register={(video) => register(piece.id, video)}
                onReady={() => ready(piece)}
              />
            ) : null;
          })}
        {image && (
          <Box
            component="img"
            src={image.url}
            alt=""
            sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'contain' }}
          />
        )}
        {current?.kind === 'title' && (
          <Box
            sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', color: 'common.white', p: 4, textAlign: 'center' }}
            data-testid="preview-card"
          >
            <Typography variant="h4" component="p" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {current.text}
            </Typography>
          </Box>
        )}
        {pieces.length === 0 && (
          <Box sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', color: 'grey.400', p: 2 }}>
            {t('create.builder.preview.empty')}
          </Box>
        )}
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 1 }}>
        <Button variant="contained" size="small" onClick={toggle} disabled={pieces.length === 0} sx={{ minWidth: 80 }}>
          {playing ? t('create.builder.preview.pause') : t('create.builder.preview.play')}
        </Button>
        <Slider
          size="small"
          min={0}
          max={Math.max(total, 0.001)}
          step={0.01}
          value={Math.min(time, total)}
          onChange={(_event, value) => seek(value as number)}
          disabled={pieces.length === 0}
          aria-label={t('create.builder.preview.position')}
          // Moved every frame while playing: MUI's 150 ms ease restarted each frame would hold the thumb back.
          sx={{ '& .MuiSlider-thumb, & .MuiSlider-track': { transition: 'none' } }}
          getAriaValueText={formatTimecode}
          marks={pieces.slice(1).map((piece) => ({ value: piece.start }))}
        />
        <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }} data-testid="preview-time">
          {formatTimecode(time)} / {formatTimecode(total)}
        </Typography>
      </Box>
      <Button size="small" sx={{ mt: 0.5 }} disabled={pieces.length === 0} onClick={() => onUseFrame(frameTime)}>
        {t('create.builder.poster.useFrame', { time: formatTimecode(frameTime) })}
      </Button>
    </Box>
  );
}
