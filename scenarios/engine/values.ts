/** Durations like "61s", "2m", "500ms", "1h" or a number of milliseconds. */
export function parseDuration(value: string | number): number {
  if (typeof value === 'number') return value;
  const match = /^(-?\d+(?:\.\d+)?)(ms|s|m|h)$/.exec(value.trim());
  if (!match) throw new Error(`Not a duration: "${value}" (use e.g. 500ms, 61s, 2m, 1h)`);
  const unit = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 }[match[2] as 'ms' | 's' | 'm' | 'h'];
  return Math.round(Number(match[1]) * unit);
}

/** "@now", "@now+5m" or "@now-10s" become epoch milliseconds (as a string); anything else stays. */
export function resolveValue(value: string, now: number): string {
  const match = /^@now(?:([+-])(.+))?$/.exec(value);
  if (!match) return value;
  const offset = match[2] ? parseDuration(match[2]) : 0;
  return String(match[1] === '-' ? now - offset : now + offset);
}

export function formatClock(ms: number): string {
  const sign = ms < 0 ? '-' : '+';
  const abs = Math.abs(ms);
  const minutes = Math.floor(abs / 60_000);
  const seconds = ((abs % 60_000) / 1000).toFixed(3).padStart(6, '0');
  return `${sign}${String(minutes).padStart(2, '0')}:${seconds}`;
}

export const show = (value: unknown) => (value === undefined ? 'nothing' : JSON.stringify(value));

/** True when actual holds everything expected holds (objects partially, the rest exactly). */
export function matches(expected: unknown, actual: unknown): boolean {
  if (expected === '*') return actual !== null && actual !== undefined;
  if (expected === null || typeof expected !== 'object') return expected === actual;
  if (typeof actual !== 'object' || actual === null) return false;
  if (Array.isArray(expected)) {
    return Array.isArray(actual) && expected.length === actual.length && expected.every((e, i) => matches(e, actual[i]));
  }
  return Object.entries(expected).every(([key, value]) => matches(value, (actual as Record<string, unknown>)[key]));
}
