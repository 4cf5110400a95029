import type { ProbeFacts } from './probe';

/** Containers and codecs every browser the SPA supports plays without a rendition, per uploaded type. */
const PLAYABLE: Record<string, { container: string; video: string[]; audio: (string | null)[] }> = {
  'video/mp4': { container: 'mp4', video: ['h264'], audio: [null, 'aac', 'mp3'] },
  'video/webm': { container: 'webm', video: ['vp8', 'vp9', 'av1'], audio: [null, 'opus', 'vorbis'] },
};

/**
 * Whether a video original plays in the browser as uploaded, by its probe: a phone's HEVC file is
 * video/mp4 too, and plays only once its first rendition is made. Null while it has not been probed.
 */
export function playsAsUploaded(
  contentType: string,
  facts: Pick<ProbeFacts, 'kind' | 'container' | 'videoCodec' | 'audioCodec'> | null,
): boolean | null {
  if (facts === null) return null;
  const rule = PLAYABLE[contentType.split(';')[0]!.trim().toLowerCase()];
  if (rule === undefined || facts.kind !== 'video') return false;
  return (
    facts.container.split(',').includes(rule.container) &&
    rule.video.includes(facts.videoCodec ?? '') &&
    rule.audio.includes(facts.audioCodec)
  );
}
