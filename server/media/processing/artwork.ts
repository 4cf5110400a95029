import fs from 'node:fs';
import path from 'node:path';
import { SAFE_INPUT, type ProbeFacts } from './probe';
import { runTool, type MediaTools } from './tools';

export const THUMBNAIL_WIDTH = 280;
export const POSTER_WIDTH = 850;
export const TILE_WIDTH = 160;
export const MAX_TILES = 100;
const SPRITE_COLUMNS = 10;

/** Output files of a poster run, in the output directory. */
export const POSTER_FILES = { thumbnail: 'thumbnail.jpg', poster: 'poster.jpg', webp: 'image.webp' };
export const SPRITE_FILES = { sprite: 'storyboard.jpg', index: 'storyboard.vtt' };

const even = (n: number) => Math.max(2, Math.round(n / 2) * 2);

/**
 * Posters 280 and 850 wide from a frame that is not black: the `thumbnail` filter picks the most
 * typical frame of a batch (a fade from black is rarely it), taken after the first tenth of the
 * video where a title card or a black lead-in usually sits. Images get the same two sizes and a
 * WebP; nothing is ever scaled up.
 */
export async function makePosters(tools: MediaTools, input: string, outDir: string, facts: ProbeFacts): Promise<void> {
  const width = facts.width ?? POSTER_WIDTH;
  const scale = (target: number) => `scale=${Math.min(target, even(width))}:-2`;
  const seek = facts.kind === 'video' && facts.durationSeconds !== null ? ['-ss', (facts.durationSeconds * 0.1).toFixed(3)] : [];
  const pick = facts.kind === 'video' ? 'thumbnail=50,' : '';
  const outputs = facts.kind === 'image' ? 3 : 2;
  const labels = ['[t]', '[p]', '[w]'].slice(0, outputs);
  const graph =
    `[0:v:0]${pick}format=yuvj420p,split=${outputs}${labels.map((l) => l.replace(']', '0]')).join('')};` +
    `[t0]${scale(THUMBNAIL_WIDTH)}[t];[p0]${scale(POSTER_WIDTH)}[p]` +
    (outputs === 3 ? `;[w0]${scale(1920)},format=yuv420p[w]` : '');
  const args = ['-hide_banner', '-nostdin', '-y', '-threads', '2', ...seek, ...SAFE_INPUT, '-i', `file:${input}`, '-filter_complex', graph];
  args.push('-map', '[t]', '-frames:v', '1', '-q:v', '3', POSTER_FILES.thumbnail);
  args.push('-map', '[p]', '-frames:v', '1', '-q:v', '3', POSTER_FILES.poster);
  if (outputs === 3) args.push('-map', '[w]', '-frames:v', '1', '-c:v', 'libwebp', '-quality', '80', POSTER_FILES.webp);
  await runTool(tools, tools.ffmpeg, args, { cwd: outDir });
}

/** One tile every `interval` seconds, at most MAX_TILES of them. */
export function spriteLayout(durationSeconds: number, width: number, height: number) {
  const interval = Math.max(1, Math.ceil(durationSeconds / MAX_TILES));
  const count = Math.max(1, Math.min(MAX_TILES, Math.ceil(durationSeconds / interval)));
  const columns = Math.min(SPRITE_COLUMNS, count);
  const rows = Math.ceil(count / columns);
  const tileHeight = even((TILE_WIDTH * height) / Math.max(width, 1));
  return { interval, count, columns, rows, tileWidth: TILE_WIDTH, tileHeight };
}

const timestamp = (seconds: number) => {
  const ms = Math.round(seconds * 1000);
  const hh = String(Math.floor(ms / 3_600_000)).padStart(2, '0');
  const mm = String(Math.floor(ms / 60_000) % 60).padStart(2, '0');
  const ss = String(Math.floor(ms / 1000) % 60).padStart(2, '0');
  return `${hh}:${mm}:${ss}.${String(ms % 1000).padStart(3, '0')}`;
};

/**
 * The storyboard: one sprite sheet of tiles ≤ 192 px wide and its WebVTT index, whose cues are
 * `<sprite address>#xywh=x,y,w,h` (the media fragment players read for scrub previews).
 */
export async function makeStoryboard(
  tools: MediaTools,
  input: string,
  outDir: string,
  facts: ProbeFacts,
  spriteUrl: string,
): Promise<void> {
  const duration = facts.durationSeconds ?? 0;
  const layout = spriteLayout(duration, facts.width ?? 16, facts.height ?? 9);
  const graph = `fps=1/${layout.interval},scale=${layout.tileWidth}:${layout.tileHeight},setsar=1,tile=${layout.columns}x${layout.rows}`;
  await runTool(
    tools,
    tools.ffmpeg,
    ['-hide_banner', '-nostdin', '-y', '-threads', '2', ...SAFE_INPUT, '-i', `file:${input}`, '-an', '-vf', graph].concat([
      '-frames:v',
      '1',
      '-q:v',
      '4',
      SPRITE_FILES.sprite,
    ]),
    { cwd: outDir },
  );
  const cues = ['WEBVTT', ''];
  for (let i = 0; i < layout.count; i += 1) {
    const start = i * layout.interval;
    const end = Math.min(duration, start + layout.interval);
    if (end <= start) break;
    const x = (i % layout.columns) * layout.tileWidth;
    const y = Math.floor(i / layout.columns) * layout.tileHeight;
    cues.push(`${timestamp(start)} --> ${timestamp(end)}`, `${spriteUrl}#xywh=${x},${y},${layout.tileWidth},${layout.tileHeight}`, '');
  }
  fs.writeFileSync(path.join(outDir, SPRITE_FILES.index), cues.join('\n'));
}
