/** What the player needs of a media item (contract/media.ts MediaItem has all of it). */
export interface PlayableMedia {
  key: string;
  name: string;
  contentType: string;
  /** The original as uploaded, behind the signed cookies. */
  url: string;
  streamUrl?: string | null;
  /** The server's word, once it has probed the original; until then its type decides. */
  playsAsUploaded?: boolean | null;
  posterUrl?: string | null;
  previewsUrl?: string | null;
  captions?: readonly { language: string; label: string; url: string; generated?: boolean }[];
}

export type SourcePlan = { kind: 'hls.js' | 'native-hls' | 'file'; url: string };

/**
 * Originals a browser plays as they are (H.264 MP4, VP8/VP9 WebM): they play at once, before a
 * stream exists. A phone's HEVC MP4 is also video/mp4: the server's probe tells it apart
 * (`playsAsUploaded`), and such an item plays once its first rendition is ready.
 */
export const isBrowserPlayable = (contentType: string) => /^video\/(mp4|webm)\b/.test(contentType);

/** The original plays as it is: the probe's answer, else a guess by its type before the probe. */
export const playsAsUploaded = (item: Pick<PlayableMedia, 'contentType' | 'playsAsUploaded'>) =>
  item.playsAsUploaded ?? isBrowserPlayable(item.contentType);

/**
 * Where playback comes from. hls.js wherever Media Source Extensions exist: Chromium answers
 * "maybe" to canPlayType for an HLS playlist it cannot play, so that answer decides only where
 * MSE is missing (Safari on iOS plays HLS itself).
 */
export function planSource(item: PlayableMedia, browser: { mse: boolean; nativeHls: boolean }): SourcePlan | null {
  if (item.streamUrl) {
    if (browser.mse) return { kind: 'hls.js', url: item.streamUrl };
    if (browser.nativeHls) return { kind: 'native-hls', url: item.streamUrl };
  }
  return playsAsUploaded(item) ? { kind: 'file', url: item.url } : null;
}
