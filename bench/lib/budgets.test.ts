import { BUDGETS, checkBudgets, describeVerdict, type RouteSize } from './budgets';

const size = (route: string, gzip: number): RouteSize => ({
  route,
  js: { files: 3, raw: gzip * 3, gzip, brotli: Math.round(gzip * 0.85) },
  css: { files: 0, raw: 0, gzip: 0, brotli: 0 },
  largest: null,
  files: [],
});

describe('checkBudgets', () => {
  it('passes when every route is within its budget, the limit itself included', () => {
    const result = checkBudgets([size('/login', 152_000), size('/home/library', 120_000)]);
    expect(result.ok).toBe(true);
    expect(result.verdicts.map((verdict) => verdict.ok)).toEqual([true, true]);
  });

  it('fails when /login is one byte over 152 KB of gzip JavaScript', () => {
    const result = checkBudgets([size('/login', 152_001), size('/home/library', 120_000)]);
    expect(result.ok).toBe(false);
    expect(result.verdicts.find((verdict) => verdict.route === '/login')?.ok).toBe(false);
    expect(describeVerdict(result.verdicts[0]!)).toBe('/login: 152.0 KB gzip JS of 152.0 KB budget (OVER by 0.0 KB — FAIL)');
  });

  it('fails when /home/library is over 253 KB', () => {
    expect(checkBudgets([size('/login', 100_000), size('/home/library', 253_500)]).ok).toBe(false);
  });

  it('fails when a budgeted route was not measured at all', () => {
    const result = checkBudgets([size('/login', 100_000)]);
    expect(result.ok).toBe(false);
    expect(describeVerdict(result.verdicts[1]!)).toMatch(/\/home\/library: not measured .*FAIL/);
  });

  it('holds the bundle budgets in bytes', () => {
    expect(BUDGETS).toEqual({ '/login': 152_000, '/home/library': 253_000 });
  });
});
