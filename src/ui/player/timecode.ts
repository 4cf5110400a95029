/**
 * A time in a video as reviewers write it: m:ss under an hour, h:mm:ss from one, whole seconds
 * (3.9 s is still 0:03, as a player's clock shows it).
 */
export function formatTimecode(seconds: number): string {
  const whole = Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0));
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = String(whole % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** A range as "0:03–0:07", or the one time when it has no end. */
export function formatTimeRange(at: number, end: number | null): string {
  return end === null ? formatTimecode(at) : `${formatTimecode(at)}–${formatTimecode(end)}`;
}
