import Box from '@mui/material/Box';
import type { SpriteCue } from './spriteCues';

/** One tile of a storyboard sprite, scaled to a height. */
export function SpriteTile({ cue, height }: { cue: SpriteCue; height: number }) {
  const scale = height / cue.h;
  return (
    <Box aria-hidden sx={{ width: cue.w * scale, height, overflow: 'hidden', flex: 'none' }}>
      <Box
        sx={{
          width: cue.w,
          height: cue.h,
          backgroundImage: `url("${cue.url}")`,
          backgroundPosition: `-${cue.x}px -${cue.y}px`,
          transform: `scale(${scale})`,
          transformOrigin: 'top left',
        }}
      />
    </Box>
  );
}
