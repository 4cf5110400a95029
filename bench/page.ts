// `npm run bench:page`: Lighthouse 12 (desktop preset) with Debian's Chromium against the
// production build served by the real server, for /login and for /home/library signed in;
// median of 3 runs each, with the audits that cost points.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { signIn } from '../e2e/harness/browser';
import { startServer } from '../e2e/harness/server';
import { launchDebuggable } from './lib/chromium';
import { compileGraph } from './lib/compile';
import { runLighthouse, type LighthouseRun } from './lib/lighthouse';
import { BENCH_ROUTES, BENCH_USER, type BenchRoute } from './lib/routes';
import { median, table } from './lib/table';

const RUNS = 3;
const TARGETS = { performance: 95, accessibility: 100, bestPractices: 100 };

interface PageFigures {
  route: string;
  runs: LighthouseRun[];
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Each audit that cost points, with how many of the runs it failed in. */
  failing: string[];
}

/** A cold start for every run: no HTTP cache, no service worker, local storage kept. */
async function coldStart(context: BrowserContext, origin: string): Promise<void> {
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'service_workers,cache_storage' });
  } finally {
    await page.close();
  }
}

function figures(route: BenchRoute, runs: LighthouseRun[]): PageFigures {
  const counts = new Map<string, number>();
  runs
    .flatMap((run) => run.failing)
    .forEach((audit) => counts.set(audit.replace(/ \(.*\)$/, ''), (counts.get(audit.replace(/ \(.*\)$/, '')) ?? 0) + 1));
  return {
    route: route.path,
    runs,
    performance: median(runs.map((run) => run.performance)),
    accessibility: median(runs.map((run) => run.accessibility)),
    bestPractices: median(runs.map((run) => run.bestPractices)),
    lcpMs: median(runs.map((run) => run.lcpMs)),
    tbtMs: median(runs.map((run) => run.tbtMs)),
    cls: median(runs.map((run) => run.cls)),
    failing: [...counts].map(([audit, count]) => `${audit} (${count}/${runs.length} runs)`),
  };
}

/** Lighthouse's own runtime errors ("Please run Lighthouse again", e.g. NO_NAVSTART) get this many tries. */
const LIGHTHOUSE_TRIES = 3;

async function withRetries<T>(what: string, attempt: () => Promise<T>): Promise<T> {
  for (let tried = 1; ; tried += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (tried >= LIGHTHOUSE_TRIES) throw error;
      console.info(`  ${what}: ${String(error).split('\n')[0]}; trying again (${tried + 1} of ${LIGHTHOUSE_TRIES})`);
    }
  }
}

export async function runPageBench(builtDir?: string): Promise<PageFigures[]> {
  const staticDir = builtDir ?? mkdtempSync(path.join(tmpdir(), 'takeflow-bench-dist-'));
  if (!builtDir) await compileGraph({}, staticDir);
  const server = await startServer({ env: { STATIC_DIR: staticDir } });
  const chromium = await launchDebuggable();
  try {
    const context = chromium.browser.contexts()[0];
    if (!context) throw new Error('Chromium has no default context');
    const results: PageFigures[] = [];
    // Signed-out routes first: Lighthouse clears storage for them, which would end a session.
    for (const route of [...BENCH_ROUTES].sort((a, b) => Number(a.signedIn) - Number(b.signedIn))) {
      if (route.signedIn) {
        const page = await context.newPage();
        // Wide enough not to raise the screen-width dialog (§5: 1280 px minimum).
        await page.setViewportSize({ width: 1600, height: 900 });
        await signIn(page, server.url, BENCH_USER);
        await page.getByRole(route.ready.role, { name: route.ready.name }).first().waitFor({ timeout: 30_000 });
        await page.close();
      }
      const runs: LighthouseRun[] = [];
      for (let i = 0; i < RUNS; i += 1) {
        const started = Date.now();
        const run = await withRetries(`Lighthouse ${route.path} run ${i + 1}`, async () => {
          await coldStart(context, server.url);
          return runLighthouse(`${server.url}${route.path}`, chromium.port, route.signedIn);
        });
        console.info(
          `  Lighthouse ${route.path} run ${i + 1}: performance ${run.performance} (${((Date.now() - started) / 1000).toFixed(0)} s)`,
        );
        if (new URL(run.finalUrl).pathname !== route.path) throw new Error(`Lighthouse audited ${run.finalUrl}, not ${route.path}`);
        runs.push(run);
      }
      results.push(figures(route, runs));
    }
    return results;
  } finally {
    await chromium.close();
    await server.stop();
    if (!builtDir) rmSync(staticDir, { recursive: true, force: true });
  }
}

const mark = (value: number, target: number) => `${value}${value >= target ? '' : ' ✗'}`;

export function pageMarkdown(pages: PageFigures[]): string {
  const rows = pages.map((page) => [
    page.route,
    mark(page.performance, TARGETS.performance),
    mark(page.accessibility, TARGETS.accessibility),
    mark(page.bestPractices, TARGETS.bestPractices),
    `${page.lcpMs.toFixed(0)} ms`,
    `${page.tbtMs.toFixed(0)} ms`,
    page.cls.toFixed(3),
  ]);
  return [
    `Lighthouse 12, desktop preset, Debian Chromium; median of ${RUNS} cold runs (targets: performance ≥ ${TARGETS.performance}, accessibility ${TARGETS.accessibility}, best practices ${TARGETS.bestPractices}).`,
    '',
    table(['route', 'performance', 'accessibility', 'best practices', 'LCP', 'TBT', 'CLS'], rows),
    '',
    ...pages.map(
      (page) =>
        `- ${page.route}: ${page.failing.length === 0 ? 'no audit costs points' : `audits costing points: ${page.failing.join('; ')}`}`,
    ),
  ].join('\n');
}

if (require.main === module) {
  runPageBench()
    .then((pages) => console.log(pageMarkdown(pages)))
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    });
}
