import { useEffect, useRef } from 'react';
import type { PlayableMedia } from '../../../../../../contract/media';
import { attachSource } from '../../../../../ui/player/attachSource';

/**
 * One clip's video in the preview, fed as the one player feeds its own (source.ts: hls.js, native
 * HLS or the original). It stays mounted while its piece plays or plays next, so a cut is quick.
 */
export function PreviewVideo({
  media,
  visible,
  register,
  onReady,
}: {
  media: PlayableMedia;
  visible: boolean;
  register: (video: HTMLVideoElement | null) => void;
  onReady: () => void;
}) {
  const element = useRef<HTMLVideoElement>(null);
  // The parent's callback is new each render; the video is fed once per item.
  const registered = useRef(register);
  useEffect(() => {
    registered.current = register;
  });
  useEffect(() => {
    const video = element.current;
    if (!video) return undefined;
    registered.current(video);
    const attached = attachSource(video, media);
    return () => {
      attached?.detach();
      registered.current(null);
    };
  }, [media]);
  return (
    <video
      ref={element}
      playsInline
      preload="auto"
      onLoadedMetadata={onReady}
      aria-hidden
      data-testid="preview-video"
      data-active={visible ? 'true' : 'false'}
      style={{
        position: 'absolute',
        inset: 0,
        width: '100%',
        height: '100%',
        objectFit: 'contain',
        visibility: visible ? 'visible' : 'hidden',
      }}
    />
  );
}
