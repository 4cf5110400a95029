import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Slider from '@mui/material/Slider';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { ClipItem } from '../../../../../../contract/programs';
import type { MediaItem } from '../../../../../../contract/media';
import type { EditAction } from './editModel';
import { cueAt } from './spriteCues';
import { SpriteTile } from './SpriteTile';
import { formatTimecode, frameOf } from './timecode';
import { useSpriteCues } from './useSpriteCues';

const TILES = 8;

const hidden = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

/** A nudge button shows its short sign and is named by the whole sentence (its sign alone would name it “+1f”). */
function Nudge({ visible, label }: { visible: string; label: string }) {
  return (
    <>
      <span aria-hidden>{visible}</span>
      <Box component="span" sx={hidden}>
        {label}
      </Box>
    </>
  );
}
const TILE_HEIGHT = 40;

/**
 * A clip's in and out points: a range slider over its sprite previews (drag, or arrows when a
 * thumb has focus), one-frame nudges and numeric fields, all clamped by the edit model.
 */
export function TrimStrip({
  item,
  media,
  name,
  dispatch,
}: {
  item: ClipItem;
  media: MediaItem | undefined;
  name: string;
  dispatch: (action: EditAction) => void;
}) {
  const { t } = useTranslation();
  const source = media?.durationSeconds ?? null;
  const length = source ?? Math.max(item.outSeconds, 1);
  const cues = useSpriteCues(media?.previewsUrl);
  const frame = frameOf();
  const trim = (change: { inSeconds?: number; outSeconds?: number }) =>
    dispatch({ type: 'clipTrimmed', id: item.id, ...change, sourceSeconds: source });
  const tiles = cues.length === 0 ? [] : Array.from({ length: TILES }, (_, n) => cueAt(cues, ((n + 0.5) * length) / TILES)!);

  const point = (which: 'inSeconds' | 'outSeconds') => (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }}>
      <Button size="small" variant="outlined" sx={{ textTransform: 'none' }} onClick={() => trim({ [which]: item[which] - frame })}>
        <Nudge visible="−1f" label={t(`create.builder.trim.${which}.back`, { name })} />
      </Button>
      <TextField
        size="small"
        type="number"
        label={t(`create.builder.trim.${which}.label`)}
        value={item[which]}
        onChange={(event) => {
          const value = Number(event.target.value);
          if (event.target.value !== '' && Number.isFinite(value)) trim({ [which]: value });
        }}
        slotProps={{ htmlInput: { step: 0.001, min: 0, 'aria-label': t(`create.builder.trim.${which}.field`, { name }) } }}
        sx={{ width: 120 }}
      />
      <Button size="small" variant="outlined" sx={{ textTransform: 'none' }} onClick={() => trim({ [which]: item[which] + frame })}>
        <Nudge visible="+1f" label={t(`create.builder.trim.${which}.forward`, { name })} />
      </Button>
    </Box>
  );

  return (
    <Box sx={{ mt: 1 }}>
      <Box
        sx={{ position: 'relative', height: TILE_HEIGHT, display: 'flex', overflow: 'hidden', bgcolor: 'grey.900', borderRadius: 1 }}
        data-testid="trim-strip"
      >
        {tiles.map((cue, n) => (
          <SpriteTile key={n} cue={cue} height={TILE_HEIGHT} />
        ))}
        {/* What the cut leaves out is dimmed. */}
        <Box sx={{ position: 'absolute', inset: 0, left: 0, width: `${(item.inSeconds / length) * 100}%`, bgcolor: 'rgba(0,0,0,0.65)' }} />
        <Box
          sx={{
            position: 'absolute',
            top: 0,
            bottom: 0,
            right: 0,
            width: `${Math.max(0, 1 - item.outSeconds / length) * 100}%`,
            bgcolor: 'rgba(0,0,0,0.65)',
          }}
        />
      </Box>
      <Slider
        size="small"
        min={0}
        max={length}
        step={frame}
        value={[item.inSeconds, item.outSeconds]}
        onChange={(_event, value) => {
          const [inSeconds, outSeconds] = value as number[];
          trim(inSeconds !== item.inSeconds ? { inSeconds } : { outSeconds });
        }}
        disableSwap
        getAriaLabel={(index) => t(index === 0 ? 'create.builder.trim.inSeconds.field' : 'create.builder.trim.outSeconds.field', { name })}
        getAriaValueText={(value) => formatTimecode(value)}
        valueLabelDisplay="auto"
        valueLabelFormat={formatTimecode}
      />
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        {point('inSeconds')}
        {point('outSeconds')}
      </Box>
    </Box>
  );
}
