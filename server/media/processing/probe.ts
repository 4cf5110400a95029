import type { MediaProcessingError } from '../../../contract';
import type { ProcessingConfig } from '../../config';
import { runTool, ToolError, type MediaTools } from './tools';

/**
 * The only demuxers a probe or transcode may open. Playlists (hls), concat lists, lavfi graphs,
 * image2 patterns, tty and the like name other files or URLs or run filters: an upload that is
 * one of those must never be followed, so ffmpeg is not allowed to recognise it at all.
 */
export const ALLOWED_DEMUXERS = [
  'mov,mp4,m4a,3gp,3g2,mj2',
  'matroska,webm',
  'avi',
  'flv',
  'mpegts',
  'mpeg',
  'asf',
  'mp3',
  'aac',
  'wav',
  'ogg',
  'flac',
  'png_pipe',
  'jpeg_pipe',
  'webp_pipe',
  'gif',
  'bmp_pipe',
];

/** ffmpeg options placed before every `-i`: known demuxers only, local files only. */
export const SAFE_INPUT = ['-protocol_whitelist', 'file,pipe', '-format_whitelist', ALLOWED_DEMUXERS.join(',')];

const IMAGE_FORMATS = new Set(['png_pipe', 'jpeg_pipe', 'webp_pipe', 'bmp_pipe']);

export interface ProbeFacts {
  kind: 'video' | 'audio' | 'image';
  container: string;
  videoCodec: string | null;
  audioCodec: string | null;
  durationSeconds: number | null;
  /** As displayed: rotation applied. */
  width: number | null;
  height: number | null;
  rotation: number;
  fps: number | null;
  hasAudio: boolean;
}

export class Refusal extends Error {
  constructor(
    readonly code: MediaProcessingError,
    message: string,
  ) {
    super(message);
    this.name = 'Refusal';
  }
}

interface Stream {
  codec_type?: string;
  codec_name?: string;
  width?: number;
  height?: number;
  avg_frame_rate?: string;
  r_frame_rate?: string;
  bit_rate?: string;
  disposition?: { attached_pic?: number };
  tags?: { rotate?: string };
  side_data_list?: { rotation?: number }[];
}
interface Probe {
  format?: { format_name?: string; duration?: string; size?: string };
  streams?: Stream[];
}

const TRUNCATED = /moov atom not found|partial file|truncat|unexpected end|end of file|EBML header parsing failed/i;

const rate = (text: string | undefined): number | null => {
  const [num, den] = (text ?? '').split('/').map(Number);
  if (num === undefined || den === undefined || !Number.isFinite(num) || !Number.isFinite(den) || den === 0 || num === 0) return null;
  return Math.round((num / den) * 1000) / 1000;
};

/** ffprobe's facts about a stored file, or a Refusal saying why it is not media we take. */
export async function probe(tools: MediaTools, file: string, size: number): Promise<ProbeFacts> {
  if (size === 0) throw new Refusal('not_media', 'The file is empty');
  let output: string;
  try {
    output = await runTool(tools, tools.ffprobe, [
      '-v',
      'error',
      ...SAFE_INPUT,
      '-print_format',
      'json',
      '-show_format',
      '-show_streams',
      '-i',
      `file:${file}`,
    ]);
  } catch (error) {
    if (error instanceof ToolError && !error.timedOut) {
      throw TRUNCATED.test(error.stderr)
        ? new Refusal('truncated', 'The file ends before its media does')
        : new Refusal('not_media', 'Not a video, audio or image file we can read');
    }
    throw error;
  }
  const probed = JSON.parse(output) as Probe;
  if (probed.format && probed.format.duration === undefined && !IMAGE_FORMATS.has(probed.format.format_name ?? '')) {
    probed.format.duration = await measuredDuration(tools, file);
  }
  return factsOf(probed, size);
}

/**
 * A browser's MediaRecorder writes WebM without a duration (it is not known until the recording
 * stops), so ffprobe has none to report: the length is read by passing over every packet once,
 * copied to nowhere (no decoding; a 50 MiB recording takes well under a second). A file that
 * cannot be read to its end keeps no duration, and is refused as truncated.
 */
async function measuredDuration(tools: MediaTools, file: string): Promise<string | undefined> {
  try {
    const output = await runTool(tools, tools.ffmpeg, [
      '-hide_banner',
      '-nostdin',
      '-v',
      'error',
      ...SAFE_INPUT,
      '-i',
      `file:${file}`,
      '-map',
      '0',
      '-c',
      'copy',
      '-f',
      'null',
      '-progress',
      'pipe:1',
      '-',
    ]);
    const last = [...output.matchAll(/^out_time_us=(\d+)$/gm)].pop();
    return last ? String(Number(last[1]) / 1e6) : undefined;
  } catch (error) {
    if (error instanceof ToolError && !error.timedOut) return undefined;
    throw error;
  }
}

export function factsOf(probed: Probe, size: number): ProbeFacts {
  const container = probed.format?.format_name ?? '';
  if (!ALLOWED_DEMUXERS.includes(container)) throw new Refusal('not_media', 'Not a video, audio or image file we can read');
  const streams = probed.streams ?? [];
  // Cover art in an audio file is a video stream too; it is not the file's picture.
  const video = streams.find((s) => s.codec_type === 'video' && s.disposition?.attached_pic !== 1 && (s.width ?? 0) > 0);
  const audio = streams.find((s) => s.codec_type === 'audio');
  const image = video !== undefined && IMAGE_FORMATS.has(container);
  if (video === undefined && audio === undefined) throw new Refusal('not_media', 'The file has no picture or sound');
  const duration = Number(probed.format?.duration);
  const durationSeconds = Number.isFinite(duration) && duration > 0 ? duration : null;
  if (!image && durationSeconds === null) throw new Refusal('truncated', 'The file does not say how long it lasts');
  // A file cut short keeps the header of the whole: its streams announce more bytes than it has.
  const announced = streams.reduce((sum, s) => sum + (Number(s.bit_rate) || 0), 0);
  if (durationSeconds !== null && announced > 0 && (announced * durationSeconds) / 8 > size * 1.05 + 64 * 1024) {
    throw new Refusal('truncated', 'The file ends before its media does');
  }
  const rotation =
    Math.abs(Number(video?.side_data_list?.find((d) => d.rotation !== undefined)?.rotation ?? video?.tags?.rotate ?? 0)) % 360;
  const turned = rotation === 90 || rotation === 270;
  const width = video === undefined ? null : ((turned ? video.height : video.width) ?? null);
  const height = video === undefined ? null : ((turned ? video.width : video.height) ?? null);
  return {
    kind: image ? 'image' : video !== undefined ? 'video' : 'audio',
    container,
    videoCodec: video?.codec_name ?? null,
    audioCodec: audio?.codec_name ?? null,
    durationSeconds: image ? null : durationSeconds,
    width,
    height,
    rotation,
    fps: video === undefined || image ? null : (rate(video.avg_frame_rate) ?? rate(video.r_frame_rate)),
    hasAudio: audio !== undefined,
  };
}

/** The limits (defaults in server/README.md, Environment) and what a purpose needs. */
export function validate(facts: ProbeFacts, purpose: string, size: number, limits: ProcessingConfig): void {
  if ((purpose === 'footage' || purpose === 'taskRecording') && facts.kind !== 'video') {
    throw new Refusal('no_video', 'Footage needs a picture');
  }
  if (size > limits.maxBytes) throw new Refusal('too_big', 'The file is larger than the limit');
  if (facts.durationSeconds !== null && facts.durationSeconds > limits.maxDurationSeconds) {
    throw new Refusal('too_long', 'The media lasts longer than the limit');
  }
  if (Math.max(facts.width ?? 0, facts.height ?? 0) > limits.maxDimension) {
    throw new Refusal('too_large_resolution', 'The picture is larger than the limit');
  }
}
