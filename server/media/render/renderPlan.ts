import { SAFE_INPUT } from '../processing/probe';

/** Every piece of a program is brought to this one format before the pieces are joined. */
export const RENDER_FORMAT = { width: 1280, height: 720, fps: 30, sampleRate: 48_000 } as const;

/** One piece of the program in the order it plays, its source resolved to a file of the store. */
export type RenderPiece =
  /** A Footage clip or a bumper, cut to [fromSeconds, fromSeconds + seconds) of its source. */
  | { kind: 'video'; path: string; fromSeconds: number; seconds: number; hasAudio: boolean }
  | { kind: 'image'; path: string; seconds: number }
  /** A title card; its words are in `textFile`, a file in the render's working directory. */
  | { kind: 'title'; textFile: string; seconds: number };

/** A piece's length cut at the nearest frame, at least one frame. */
export function framesOf(seconds: number): number {
  return Math.max(1, Math.round(seconds * RENDER_FORMAT.fps));
}

/** The program's length once rendered: its pieces' frames end to end. */
export function renderedSeconds(pieces: readonly RenderPiece[]): number {
  return pieces.reduce((sum, piece) => sum + framesOf(piece.seconds), 0) / RENDER_FORMAT.fps;
}

const { width: W, height: H, fps: FPS, sampleRate: RATE } = RENDER_FORMAT;

/** Letterboxed into the frame, square pixels, a steady frame rate, and exactly `frames` long (a short source holds its last frame). */
const fitVideo = (frames: number) =>
  `scale=${W}:${H}:force_original_aspect_ratio=decrease:force_divisible_by=2,pad=${W}:${H}:(ow-iw)/2:(oh-ih)/2:color=black,` +
  `setsar=1,fps=${FPS},format=yuv420p,tpad=stop=-1:stop_mode=clone,trim=end_frame=${frames},setpts=PTS-STARTPTS`;

/** Stereo at the one sample rate, exactly as long as the piece's frames (padded with silence when short). */
const fitAudio = (frames: number) =>
  `aresample=${RATE},aformat=sample_fmts=fltp:channel_layouts=stereo,apad,atrim=end_sample=${samplesOf(frames)},asetpts=N/SR/TB`;

const silence = (frames: number) => `anullsrc=r=${RATE}:cl=stereo,atrim=end_sample=${samplesOf(frames)},asetpts=N/SR/TB`;

const samplesOf = (frames: number) => Math.round((frames * RATE) / FPS);

/**
 * A title card: the words centred in white on black. `expansion=none`: the author's words are
 * drawn as written, never read as drawtext's %{…} expressions.
 */
const titleCard = (textFile: string, frames: number) =>
  `color=c=black:s=${W}x${H}:r=${FPS},format=yuv420p,trim=end_frame=${frames},` +
  `drawtext=textfile=${textFile}:expansion=none:fontcolor=white:fontsize=56:line_spacing=14:x=(w-text_w)/2:y=(h-text_h)/2,setsar=1`;

/**
 * The ffmpeg arguments that render the program in one run: each source an input cut with
 * -ss/-t (accurate seeking, so the cut falls on the frame asked for), each piece normalised to
 * one size, frame rate and sound by its branch of the filter graph and cut there to a whole number
 * of frames, and the pieces joined by `concat` into one H.264/AAC MP4. Run with the render's
 * working directory as cwd (title cards name their text files relative to it).
 */
export function renderArgs(pieces: readonly RenderPiece[], output: string): string[] {
  if (pieces.length === 0) throw new Error('a render needs at least one piece');
  const inputs: string[] = [];
  const branches: string[] = [];
  let inputCount = 0;
  pieces.forEach((piece, i) => {
    const frames = framesOf(piece.seconds);
    if (piece.kind === 'title') {
      branches.push(`${titleCard(piece.textFile, frames)}[v${i}]`, `${silence(frames)}[a${i}]`);
      return;
    }
    const input = inputCount++;
    if (piece.kind === 'video') {
      // A second more than the piece: its last frames are cut by the graph, at the frame.
      inputs.push('-ss', seconds(piece.fromSeconds), '-t', seconds(frames / FPS + 1), ...SAFE_INPUT, '-i', `file:${piece.path}`);
      branches.push(`[${input}:v:0]${fitVideo(frames)}[v${i}]`);
      branches.push(piece.hasAudio ? `[${input}:a:0]${fitAudio(frames)}[a${i}]` : `${silence(frames)}[a${i}]`);
    } else {
      // One picture, held for the piece's frames by the graph (the safe demuxers have no image2 -loop).
      inputs.push(...SAFE_INPUT, '-i', `file:${piece.path}`);
      branches.push(`[${input}:v:0]${fitVideo(frames)}[v${i}]`, `${silence(frames)}[a${i}]`);
    }
  });
  const joined = pieces.map((_, i) => `[v${i}][a${i}]`).join('');
  const graph = [...branches, `${joined}concat=n=${pieces.length}:v=1:a=1[v][a]`].join(';');
  return [
    '-hide_banner',
    '-nostdin',
    '-y',
    ...inputs,
    '-filter_complex',
    graph,
    '-map',
    '[v]',
    '-map',
    '[a]',
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-crf',
    '20',
    '-profile:v',
    'high',
    '-pix_fmt',
    'yuv420p',
    '-r',
    String(FPS),
    '-g',
    String(2 * FPS),
    '-c:a',
    'aac',
    '-b:a',
    '160k',
    '-ar',
    String(RATE),
    '-ac',
    '2',
    '-movflags',
    '+faststart',
    '-threads',
    '2',
    '-progress',
    'pipe:1',
    '-nostats',
    output,
  ];
}

const seconds = (value: number) => value.toFixed(6);

/** Title words broken into lines of at most `width` characters, for a card that fits the frame. */
export function wrapTitle(text: string, width = 36): string {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      if (line !== '' && line.length + 1 + word.length > width) {
        lines.push(line);
        line = '';
      }
      line = line === '' ? word : `${line} ${word}`;
    }
    lines.push(line);
  }
  return lines.join('\n');
}
