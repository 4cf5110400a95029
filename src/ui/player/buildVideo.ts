import type { PlayableMedia } from './source';

/**
 * The <video> with its tracks, made before it joins the media controller: media-chrome reads the
 * element's rendition list once, when the element arrives, so the list must be on it already.
 */
export function buildVideo(
  item: PlayableMedia,
  label: string,
  showCaptions?: string,
  trackLabel: (caption: NonNullable<PlayableMedia['captions']>[number]) => string = (caption) => caption.label,
): HTMLVideoElement {
  const video = document.createElement('video');
  video.slot = 'media';
  video.preload = 'metadata';
  video.playsInline = true;
  // Tracks and streams from a CDN on another origin need CORS with the cookies.
  video.crossOrigin = 'use-credentials';
  video.setAttribute('aria-label', label);
  video.dataset.testid = 'footage-player';
  if (item.posterUrl) video.poster = item.posterUrl;
  for (const caption of item.captions ?? []) {
    const track = document.createElement('track');
    track.kind = 'subtitles';
    track.srclang = caption.language;
    track.label = trackLabel(caption);
    track.src = caption.url;
    // Captions just edited show at once, as the editor left them.
    if (caption.language === showCaptions) track.default = true;
    video.append(track);
  }
  if (item.previewsUrl) {
    const track = document.createElement('track');
    track.kind = 'metadata';
    track.label = 'thumbnails';
    track.src = item.previewsUrl;
    track.default = true;
    video.append(track);
  }
  return video;
}
