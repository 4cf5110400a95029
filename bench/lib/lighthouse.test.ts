import { failingAudits, summarise } from './lighthouse';

const category = (score: number, refs: [string, number][]) => ({ score, auditRefs: refs.map(([id, weight]) => ({ id, weight })) });

const report = {
  categories: {
    performance: category(0.93, [
      ['largest-contentful-paint', 25],
      ['total-blocking-time', 30],
      ['cumulative-layout-shift', 25],
      ['unused-javascript', 0],
    ]),
    accessibility: category(0.98, [
      ['heading-order', 3],
      ['color-contrast', 7],
      ['label', 0],
    ]),
    'best-practices': category(1, [['errors-in-console', 1]]),
  },
  audits: {
    'largest-contentful-paint': { score: 0.95, numericValue: 812.4 },
    'total-blocking-time': { score: 0.62, numericValue: 240 },
    'cumulative-layout-shift': { score: 1, numericValue: 0.01 },
    'unused-javascript': { score: 0 },
    'heading-order': { score: 0 },
    'color-contrast': { score: 1 },
    label: { score: 0 },
    'errors-in-console': { score: 1 },
  },
  finalDisplayedUrl: 'http://127.0.0.1:4000/home/library',
};

describe('Lighthouse summary', () => {
  it('reports scores out of 100 and the three metrics', () => {
    expect(summarise(report)).toMatchObject({
      performance: 93,
      accessibility: 98,
      bestPractices: 100,
      lcpMs: 812.4,
      tbtMs: 240,
      cls: 0.01,
      finalUrl: 'http://127.0.0.1:4000/home/library',
    });
  });

  it('names the weighted audits that cost points: performance metrics below 0.9, others below 1', () => {
    expect(failingAudits(report)).toEqual(['performance: total-blocking-time (0.62)', 'accessibility: heading-order (0)']);
  });
});
