/** What the compare view needs of a <video>: play, pause, and its position. */
export interface Playable extends EventTarget {
  paused: boolean;
  currentTime: number;
  play(): Promise<void> | void;
  pause(): void;
}

/** Positions closer than this are taken as the same: a seek is not echoed back and forth. */
const SAME_POSITION_SECONDS = 0.15;

/**
 * Links two videos: playing, pausing or seeking one does the same to the other. A change made to
 * follow the other is not followed back (the events it raises are ignored while they are due).
 * Returns the unlinking.
 */
export function linkPlayback(a: Playable, b: Playable): () => void {
  const pairs: [Playable, Playable][] = [
    [a, b],
    [b, a],
  ];
  const removers = pairs.flatMap(([from, to]) => {
    const onPlay = () => {
      if (to.paused) void Promise.resolve(to.play()).catch(() => undefined);
    };
    const onPause = () => {
      if (!to.paused) to.pause();
    };
    const onSeeked = () => {
      if (Math.abs(to.currentTime - from.currentTime) > SAME_POSITION_SECONDS) to.currentTime = from.currentTime;
    };
    from.addEventListener('play', onPlay);
    from.addEventListener('pause', onPause);
    from.addEventListener('seeked', onSeeked);
    return [
      () => from.removeEventListener('play', onPlay),
      () => from.removeEventListener('pause', onPause),
      () => from.removeEventListener('seeked', onSeeked),
    ];
  });
  return () => removers.forEach((remove) => remove());
}

/** Plays both, or pauses both, from the shared button. */
export function togglePair(a: Playable, b: Playable): void {
  if (a.paused || b.paused) {
    b.currentTime = a.currentTime;
    void Promise.resolve(a.play()).catch(() => undefined);
    void Promise.resolve(b.play()).catch(() => undefined);
  } else {
    a.pause();
    b.pause();
  }
}
