import fs from 'node:fs';
import path from 'node:path';
import { Refusal, SAFE_INPUT, type ProbeFacts } from './probe';
import { runTool, type MediaTools } from './tools';

/** HLS segments last exactly this long. */
export const SEGMENT_SECONDS = 4;

/** Video bitrate per rendition height (kbit/s), x264 veryfast at these sizes. */
const VIDEO_KBPS: Record<number, number> = { 144: 200, 240: 400, 360: 800, 480: 1400, 720: 2800, 1080: 5000, 1440: 9000, 2160: 16000 };
const AUDIO_KBPS = 128;

export interface Rendition {
  /** The playlist's file name in the output directory; its media is `<name>.m4s`. */
  playlist: string;
  media: string;
  width: number | null;
  height: number | null;
  bandwidth: number;
  codecs: string;
}

const even = (n: number) => Math.max(2, Math.round(n / 2) * 2);
const kbpsOf = (height: number) => VIDEO_KBPS[height] ?? Math.round(height * 2.6);

/** The rungs of the ladder a source gets: those up to its shorter side, at least one. */
export function rungsFor(facts: ProbeFacts, ladder: readonly number[]): number[] {
  const short = Math.min(facts.width ?? 0, facts.height ?? 0);
  const fitting = ladder.filter((height) => height <= short);
  return fitting.length > 0 ? fitting : [even(short)];
}

/** A steady frame rate: the source's, rounded, at most 60; 30 for a variable one (screen and camera recordings). */
export function outputFps(facts: ProbeFacts): number {
  const fps = facts.fps ?? 0;
  return fps >= 1 && fps <= 60 ? Math.round(fps) : 30;
}

function hlsOutput(name: string): string[] {
  return [
    '-f',
    'hls',
    '-hls_time',
    String(SEGMENT_SECONDS),
    '-hls_playlist_type',
    'vod',
    '-hls_list_size',
    '0',
    '-hls_segment_type',
    'fmp4',
    '-hls_flags',
    'single_file',
    name,
  ];
}

/**
 * The rung made first, alone, so the item plays soon (the first playable rendition first): the
 * smallest of at least 360 lines, which plays well enough on any screen and costs about 0.25
 * CPU-s per second of video, against 0.62 for a 720/480/360 ladder; else the largest there is.
 */
export function firstRung(rungs: readonly number[]): number {
  return rungs.find((height) => height >= 360) ?? rungs[rungs.length - 1]!;
}

/** The rendition made first, alone; the rest of the ladder is `r0`, `r1`… */
export const FIRST_RENDITION = 'first';

/**
 * The ffmpeg arguments after the input of one video pass: the rungs from one decode (a `split`),
 * each an fMP4 HLS playlist of 4 s segments in one file with byte ranges — `first.m3u8` for a
 * single rung made alone, else `r0.m3u8`, `r1.m3u8`… (the benchmark runs the same by hand).
 */
export function videoPassArgs(facts: ProbeFacts, rungs: readonly number[], alone: boolean): string[] {
  const fps = outputFps(facts);
  const portrait = (facts.height ?? 0) > (facts.width ?? 0);
  const splits = rungs.map((_, i) => `[s${i}]`).join('');
  const scales = rungs.map((h, i) => `[s${i}]scale=${portrait ? `${h}:-2` : `-2:${h}`},setsar=1[o${i}]`).join(';');
  const graph = `[0:v:0]fps=${fps},format=yuv420p,split=${rungs.length}${splits};${scales}`;
  const args = ['-filter_complex', graph];
  rungs.forEach((h, i) => {
    args.push('-map', `[o${i}]`);
    if (facts.hasAudio) args.push('-map', '0:a:0');
    const kbps = kbpsOf(h);
    args.push(`-b:v:${i}`, `${kbps}k`, `-maxrate:v:${i}`, `${Math.round(kbps * 1.1)}k`, `-bufsize:v:${i}`, `${kbps * 2}k`);
  });
  args.push(
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-profile:v',
    'high',
    // A keyframe every 2 s, none elsewhere: the 4 s segments cut exactly on one.
    '-g',
    String(2 * fps),
    '-keyint_min',
    String(2 * fps),
    '-sc_threshold',
    '0',
  );
  if (facts.hasAudio) args.push(...AUDIO);
  if (alone && rungs.length === 1) return [...args, ...hlsOutput(`${FIRST_RENDITION}.m3u8`)];
  const streams = rungs.map((_, i) => (facts.hasAudio ? `v:${i},a:${i}` : `v:${i}`)).join(' ');
  return [...args, '-var_stream_map', streams, ...hlsOutput('r%v.m3u8')];
}

/**
 * One video pass (videoPassArgs), its progress from ffmpeg's `-progress` as a fraction of the
 * probed duration; a file that ends before its probed duration is refused as truncated.
 */
export async function transcodeVideo(
  tools: MediaTools,
  input: string,
  outDir: string,
  facts: ProbeFacts,
  rungs: readonly number[],
  alone: boolean,
  onProgress: (fraction: number) => void,
): Promise<Rendition[]> {
  const args = ['-progress', 'pipe:1', '-nostats', ...videoPassArgs(facts, rungs, alone)];
  await runPass(tools, input, outDir, facts, args, onProgress);
  const names = alone && rungs.length === 1 ? [FIRST_RENDITION] : rungs.map((_, i) => `r${i}`);
  const renditions = names.map((name) => ({
    playlist: `${name}.m3u8`,
    media: `${name}.m4s`,
    width: null,
    height: null,
    bandwidth: 0,
    codecs: '',
  }));
  for (const rendition of renditions) await describe(tools, outDir, rendition, facts.durationSeconds ?? 0);
  return renditions;
}

/** An audio-only source: one AAC rendition, `audio.m3u8`. */
export async function transcodeAudio(
  tools: MediaTools,
  input: string,
  outDir: string,
  facts: ProbeFacts,
  onProgress: (fraction: number) => void,
): Promise<Rendition[]> {
  await runPass(
    tools,
    input,
    outDir,
    facts,
    ['-map', '0:a:0', '-vn', ...AUDIO, '-progress', 'pipe:1', '-nostats', ...hlsOutput('audio.m3u8')],
    onProgress,
  );
  return [{ playlist: 'audio.m3u8', media: 'audio.m4s', width: null, height: null, bandwidth: AUDIO_KBPS * 1000, codecs: 'mp4a.40.2' }];
}

const AUDIO = ['-c:a', 'aac', '-b:a', `${AUDIO_KBPS}k`, '-ac', '2', '-ar', '48000'];

/** Runs one ffmpeg pass over the input, reporting progress; a file that ends early is truncated. */
async function runPass(
  tools: MediaTools,
  input: string,
  outDir: string,
  facts: ProbeFacts,
  output: string[],
  onProgress: (fraction: number) => void,
): Promise<void> {
  const duration = facts.durationSeconds ?? 0;
  let written = 0;
  const progress = (chunk: string) => {
    for (const match of chunk.matchAll(/out_time_(?:us|ms)=(\d+)/g)) {
      written = Math.max(written, Number(match[1]) / 1e6);
      if (duration > 0) onProgress(Math.min(1, written / duration));
    }
  };
  const args = ['-hide_banner', '-nostdin', '-y', '-threads', '2', ...SAFE_INPUT, '-i', `file:${input}`, ...output];
  await runTool(tools, tools.ffmpeg, args, { cwd: outDir, onStdout: progress, keepStdout: false });
  // A file whose header promised more than its data held ends early.
  if (duration > 0 && written < duration * 0.9 - 1) throw new Refusal('truncated', 'The file ends before its media does');
}

/** Size, codec string and peak bandwidth of a finished rendition, for the master playlist. */
async function describe(tools: MediaTools, outDir: string, rendition: Rendition, duration: number): Promise<void> {
  const probed = JSON.parse(
    await runTool(tools, tools.ffprobe, [
      '-v',
      'error',
      ...SAFE_INPUT,
      '-show_entries',
      'stream=codec_type,width,height,level',
      '-of',
      'json',
      '-i',
      `file:${path.join(outDir, rendition.media)}`,
    ]),
  ) as { streams?: { codec_type?: string; width?: number; height?: number; level?: number }[] };
  const video = probed.streams?.find((s) => s.codec_type === 'video');
  const hasAudio = probed.streams?.some((s) => s.codec_type === 'audio') ?? false;
  rendition.width = video?.width ?? null;
  rendition.height = video?.height ?? null;
  const level = (video?.level ?? 40).toString(16).padStart(2, '0');
  rendition.codecs = [`avc1.6400${level}`, ...(hasAudio ? ['mp4a.40.2'] : [])].join(',');
  rendition.bandwidth = peakBandwidth(fs.readFileSync(path.join(outDir, rendition.playlist), 'utf8'), duration, outDir, rendition);
}

/** The largest segment's bit rate (BANDWIDTH is a peak bit rate in HLS). */
function peakBandwidth(playlist: string, duration: number, outDir: string, rendition: Rendition): number {
  let peak = 0;
  let seconds = 0;
  for (const line of playlist.split('\n')) {
    const inf = /^#EXTINF:([\d.]+)/.exec(line);
    if (inf) seconds = Number(inf[1]);
    const range = /^#EXT-X-BYTERANGE:(\d+)/.exec(line);
    if (range && seconds > 0) peak = Math.max(peak, (Number(range[1]) * 8) / seconds);
  }
  if (peak > 0) return Math.round(peak);
  const size = fs.statSync(path.join(outDir, rendition.media)).size;
  return Math.round((size * 8) / Math.max(duration, 1));
}

/** A master playlist naming these renditions, lowest bandwidth first; its file name. */
export function writeMaster(outDir: string, renditions: readonly Rendition[], name: string): string {
  const lines = ['#EXTM3U', '#EXT-X-VERSION:7', '#EXT-X-INDEPENDENT-SEGMENTS'];
  for (const r of [...renditions].sort((a, b) => (a.height ?? 0) - (b.height ?? 0) || a.bandwidth - b.bandwidth)) {
    const resolution = r.width !== null && r.height !== null ? `,RESOLUTION=${r.width}x${r.height}` : '';
    lines.push(`#EXT-X-STREAM-INF:BANDWIDTH=${r.bandwidth}${resolution},CODECS="${r.codecs}"`, r.playlist);
  }
  fs.writeFileSync(path.join(outDir, name), lines.join('\n') + '\n');
  return name;
}
