import Hls from 'hls.js/light';
import { RenditionList } from './renditions';
import { planSource, type PlayableMedia } from './source';

export interface Attached {
  kind: 'hls.js' | 'native-hls' | 'file';
  detach(): void;
}

/**
 * Gives the video its source (source.ts decides which) and, through hls.js, the stream's
 * qualities as `videoRenditions` for the quality menu. Requests carry the signed cookies as the
 * browser's own media requests do (§3 preSignedCookie).
 */
export function attachSource(video: HTMLVideoElement, item: PlayableMedia): Attached | null {
  const plan = planSource(item, { mse: Hls.isSupported(), nativeHls: video.canPlayType('application/vnd.apple.mpegurl') !== '' });
  if (plan === null) return null;
  if (plan.kind !== 'hls.js') {
    video.src = plan.url;
    return { kind: plan.kind, detach: () => video.removeAttribute('src') };
  }
  const hls = new Hls({
    // A worker would start from a blob: script, which the page's policy refuses.
    enableWorker: false,
    xhrSetup: (xhr) => {
      xhr.withCredentials = true;
    },
    fetchSetup: (context, init: RequestInit) => new Request(context.url, { ...init, credentials: 'include' }),
  });
  const renditions = new RenditionList((index) => {
    hls.currentLevel = index;
  });
  // Before the video joins the controller (buildVideo.ts).
  (video as HTMLVideoElement & { videoRenditions?: RenditionList }).videoRenditions = renditions;
  hls.on(Hls.Events.MANIFEST_PARSED, (_event, data) => {
    renditions.replace(
      data.levels.map((level, index) => ({ id: String(index), width: level.width, height: level.height, bitrate: level.bitrate })),
    );
  });
  hls.on(Hls.Events.ERROR, (_event, data) => {
    if (!data.fatal) return;
    if (data.type === Hls.ErrorTypes.MEDIA_ERROR) hls.recoverMediaError();
    else if (data.type === Hls.ErrorTypes.NETWORK_ERROR) hls.startLoad();
  });
  hls.loadSource(plan.url);
  hls.attachMedia(video);
  return {
    kind: 'hls.js',
    detach: () => {
      hls.destroy();
      renditions.replace([]);
    },
  };
}
