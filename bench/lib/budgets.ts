import { kb, type FileSize, type SizeTotals } from './sizes';

/** Gzip bytes of JavaScript a route needs before it can paint (1 KB = 1000 bytes). */
export const BUDGETS: Record<string, number> = {
  // 150 KB until Programs (builder, renders, review, publishing) added their routes, paths and
  // live events to the shell every page loads: 149.4 → 150.6 KB.
  '/login': 152_000,
  // 230 KB until the data-fetching layer (RTK Query, 13.6 KB gzip, and its own copies of the
  // toolkit core and immer, 4.4 KB, which keep /login under 150 KB) joined every signed-in page;
  // 250 KB until Programs: 247.9 → 250.5 KB.
  '/home/library': 253_000,
};

export interface RouteSize {
  route: string;
  js: SizeTotals;
  css: SizeTotals;
  largest: FileSize | null;
  files: FileSize[];
}

export interface Verdict {
  route: string;
  gzipJs: number | null;
  limit: number;
  ok: boolean;
}

/** Over budget, or not measured at all, both fail: a gate that cannot see a route must not pass. */
export function checkBudgets(sizes: RouteSize[], budgets: Record<string, number> = BUDGETS): { ok: boolean; verdicts: Verdict[] } {
  const verdicts = Object.entries(budgets).map(([route, limit]): Verdict => {
    const measured = sizes.find((size) => size.route === route);
    const gzipJs = measured ? measured.js.gzip : null;
    return { route, gzipJs, limit, ok: gzipJs !== null && gzipJs <= limit };
  });
  return { ok: verdicts.every((verdict) => verdict.ok), verdicts };
}

export function describeVerdict(verdict: Verdict): string {
  if (verdict.gzipJs === null) return `${verdict.route}: not measured (budget ${kb(verdict.limit)}) — FAIL`;
  const margin = verdict.limit - verdict.gzipJs;
  const status = verdict.ok ? `ok, ${kb(margin)} to spare` : `OVER by ${kb(-margin)} — FAIL`;
  return `${verdict.route}: ${kb(verdict.gzipJs)} gzip JS of ${kb(verdict.limit)} budget (${status})`;
}
