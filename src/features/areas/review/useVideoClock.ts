import { useCallback, useEffect, useState } from 'react';

/**
 * The player's <video> as the review page uses it: its current time and duration as state, and a
 * seek. Handed over by the player (PlayerProps.onVideo).
 */
export function useVideoClock() {
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(0);

  useEffect(() => {
    if (video === null) return undefined;
    const onTime = () => setTime(video.currentTime);
    const onDuration = () => setDuration(Number.isFinite(video.duration) ? video.duration : 0);
    onTime();
    onDuration();
    video.addEventListener('timeupdate', onTime);
    video.addEventListener('seeked', onTime);
    video.addEventListener('durationchange', onDuration);
    return () => {
      video.removeEventListener('timeupdate', onTime);
      video.removeEventListener('seeked', onTime);
      video.removeEventListener('durationchange', onDuration);
    };
  }, [video]);

  const seek = useCallback(
    (seconds: number) => {
      if (video === null) return;
      video.currentTime = seconds;
      setTime(seconds);
    },
    [video],
  );

  return { onVideo: setVideo, time, duration, seek };
}
