// `npm run bench:bundle`: the JavaScript and CSS a cold Chromium downloads to show /login and
// /home/library (signed in), measured for real against the production build, compared with the
// budget gate's figures from webpack's chunk graph, and with the "floor" of bench/floor/.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { launchBrowser } from '../e2e/harness/browser';
import { startServer } from '../e2e/harness/server';
import { SIZE_HEADERS, sizeRows, statsRouteSizes } from './budget';
import { recordRoute, signedInState } from './lib/browserBundle';
import { checkBudgets, describeVerdict, type RouteSize, type Verdict } from './lib/budgets';
import { ROOT, compileGraph, type ChunkGraph } from './lib/compile';
import { topContributors } from './lib/contributors';
import { routeSize } from './lib/routeSize';
import { BENCH_ROUTES, deferredFiles, eagerFiles, targetsOf } from './lib/routes';
import { kb, measure, type SizeTotals } from './lib/sizes';
import { table } from './lib/table';

interface BundleReport {
  browser: RouteSize[];
  agreement: string[];
  agrees: boolean;
  /** Per route, what the app loaded only once the page was stable (not counted). */
  deferred: string[];
  floor: SizeTotals;
  verdicts: Verdict[];
  contributors: Record<string, ReturnType<typeof topContributors>>;
}

async function measureInBrowser(graph: ChunkGraph, staticDir: string, deferred: Map<string, string[]>): Promise<RouteSize[]> {
  const server = await startServer({ env: { STATIC_DIR: staticDir } });
  const browser = await launchBrowser();
  try {
    const signedIn = BENCH_ROUTES.some((route) => route.signedIn) ? await signedInState(browser, server.url) : undefined;
    const sizes: RouteSize[] = [];
    for (const route of BENCH_ROUTES) {
      const bodies = await recordRoute(browser, server.url, route, route.signedIn ? signedIn : undefined);
      const late = deferredFiles(graph, route).filter((file) => bodies.delete(file));
      deferred.set(route.path, late);
      const initial = eagerFiles(graph, { path: route.path, lazyTargets: [] });
      const order = [...initial, ...[...bodies.keys()].filter((file) => !initial.includes(file))];
      sizes.push(
        routeSize(
          route.path,
          order.filter((file) => bodies.has(file)),
          (file) => bodies.get(file),
        ),
      );
    }
    return sizes;
  } finally {
    await browser.close();
    await server.stop();
  }
}

/** The browser and the gate agree when they name the same files with the same bytes. */
function compare(graph: ChunkGraph, browser: RouteSize[], stats: RouteSize[]): string[] {
  return browser.map((measured) => {
    const gate = stats.find((size) => size.route === measured.route);
    const seen = measured.files.map((file) => file.file).sort();
    const expected = (gate?.files ?? []).map((file) => file.file).sort();
    const onlyBrowser = seen.filter((file) => !expected.includes(file));
    const onlyGate = expected.filter((file) => !seen.includes(file));
    if (onlyBrowser.length === 0 && onlyGate.length === 0 && gate?.js.gzip === measured.js.gzip) {
      return `${measured.route}: agrees (${seen.length} files, ${kb(measured.js.gzip)} gzip JS)`;
    }
    const targets = targetsOf(graph, seen).join(', ') || 'none';
    return `${measured.route}: DISAGREES — only in the browser: ${onlyBrowser.join(', ') || '—'}; only in the gate: ${onlyGate.join(', ') || '—'}; the browser's files match these import() targets: ${targets} (update lazyTargets in bench/lib/routes.ts)`;
  });
}

/** Measures a production build: `built` when the caller already made one, else a fresh one. */
export async function runBundleBench(built?: { staticDir: string; graph: ChunkGraph }): Promise<BundleReport> {
  const staticDir = built?.staticDir ?? mkdtempSync(path.join(tmpdir(), 'takeflow-bench-dist-'));
  try {
    const graph = built?.graph ?? (await compileGraph({}, staticDir));
    const floorGraph = await compileGraph({ entry: { main: path.join(ROOT, 'bench/floor/login.tsx') } });
    // Only the floor's own bundle: the scripts public/ adds to every page are not a library cost.
    const floor = routeSize('floor', floorGraph.entryFiles, (file) => floorGraph.bytes.get(file)).js;
    const deferred = new Map<string, string[]>();
    const browser = await measureInBrowser(graph, staticDir, deferred);
    const agreement = compare(graph, browser, statsRouteSizes(graph));
    const contributors = Object.fromEntries(
      browser.map((size) => [
        size.route,
        topContributors(
          size.files.map((file) => ({
            code: graph.bytes.get(file.file)?.toString('utf8') ?? '',
            map: graph.maps.get(file.file),
            gzip: file.gzip,
          })),
        ),
      ]),
    );
    return {
      browser,
      agreement,
      agrees: agreement.every((line) => line.includes(': agrees')),
      deferred: [...deferred].map(
        ([route, files]) =>
          `${route}: ${files.map((file) => `${file.split('/').pop()} (${kb(measure(file, graph.bytes.get(file) ?? '').gzip)})`).join(', ') || 'none'}`,
      ),
      floor,
      verdicts: checkBudgets(browser).verdicts,
      contributors,
    };
  } finally {
    if (!built) rmSync(staticDir, { recursive: true, force: true });
  }
}

export function bundleMarkdown(report: BundleReport): string {
  const floorRow = [
    'floor (bench/floor/login.tsx)',
    report.floor.files,
    kb(report.floor.raw),
    kb(report.floor.gzip),
    kb(report.floor.brotli),
    '—',
    '—',
    '—',
  ];
  const ratios = report.browser.map((size) => `${size.route}: ${(size.js.gzip / report.floor.gzip).toFixed(2)}× the floor (gzip JS)`);
  const contributors = Object.entries(report.contributors).map(
    ([route, rows]) =>
      `Biggest contributors to ${route} (minified bytes from source maps; gzip shared pro rata):\n\n` +
      table(
        ['package or folder', 'minified', '≈ gzip'],
        rows.map((row) => [row.owner, kb(row.minified), kb(row.gzipEstimate)]),
      ),
  );
  return [
    'Measured in Chromium (cold cache, service workers blocked; gzip -9, brotli 11 via node:zlib):',
    '',
    table(SIZE_HEADERS, [...sizeRows(report.browser), floorRow]),
    '',
    ...ratios.map((line) => `- ${line}`),
    ...report.verdicts.map((verdict) => `- budget ${describeVerdict(verdict)}`),
    ...report.agreement.map((line) => `- gate vs browser ${line}`),
    ...report.deferred.map((line) => `- loaded once the page was stable, not counted: ${line}`),
    '',
    ...contributors.flatMap((block) => [block, '']),
  ].join('\n');
}

if (require.main === module) {
  runBundleBench()
    .then((report) => {
      console.log(bundleMarkdown(report));
      if (!report.agrees || report.verdicts.some((verdict) => !verdict.ok)) process.exitCode = 1;
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    });
}
