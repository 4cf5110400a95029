/** Frames per second where the source's own rate is unknown (the contract carries none yet). */
export const DEFAULT_FPS = 30;

/** One frame at a rate, in seconds. */
export const frameOf = (fps: number = DEFAULT_FPS) => 1 / fps;

/** A time as m:ss.cc (h:mm:ss.cc past an hour), as the builder shows in and out points and lengths. */
export function formatTimecode(seconds: number): string {
  const centis = Math.round(Math.max(0, seconds) * 100);
  const hours = Math.floor(centis / 360_000);
  const minutes = Math.floor((centis % 360_000) / 6000);
  const secs = Math.floor((centis % 6000) / 100);
  const rest = `${String(secs).padStart(2, '0')}.${String(centis % 100).padStart(2, '0')}`;
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}
