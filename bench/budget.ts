// `npm run bench:budget`: the deterministic bundle-size gate run by .ci/run. It measures the
// production build of `npm run build` (dist/, with the chunk graph webpack wrote beside it in
// build/web-graph.json) when the web app's sources are those of that build, and else compiles the
// app with the same settings. It reads which files /login and /home/library load eagerly from
// webpack's chunk graph (entry point + the route's import() targets, see bench/lib/routes.ts),
// gzips them at level 9 and fails when a route is over its budget.
// `npm run bench:bundle` measures the same routes in Chromium and checks that both agree.
import { BUDGETS, checkBudgets, describeVerdict, type RouteSize } from './lib/budgets';
import { compileGraph, lastBuildGraph, type ChunkGraph } from './lib/compile';
import { routeSize } from './lib/routeSize';
import { BENCH_ROUTES, eagerFiles } from './lib/routes';
import { kb } from './lib/sizes';
import { table } from './lib/table';

export function statsRouteSizes(graph: ChunkGraph): RouteSize[] {
  return BENCH_ROUTES.map((route) => routeSize(route.path, eagerFiles(graph, route), (file) => graph.bytes.get(file)));
}

export function sizeRows(sizes: RouteSize[]): (string | number)[][] {
  return sizes.map((size) => [
    size.route,
    size.js.files,
    kb(size.js.raw),
    kb(size.js.gzip),
    kb(size.js.brotli),
    size.css.files === 0 ? '—' : `${kb(size.css.gzip)} / ${kb(size.css.brotli)}`,
    size.largest ? `${size.largest.file.split('/').pop()} (${kb(size.largest.gzip)})` : '—',
    BUDGETS[size.route] === undefined ? '—' : kb(BUDGETS[size.route] as number),
  ]);
}

export const SIZE_HEADERS = [
  'route',
  'JS files',
  'JS raw',
  'JS gzip',
  'JS brotli',
  'CSS gzip / brotli',
  'largest chunk (gzip)',
  'budget (gzip JS)',
];

async function main(): Promise<void> {
  const built = lastBuildGraph();
  console.log(built ? 'Measuring the production build in dist/ (npm run build).' : 'Compiling the app (no current build in dist/).');
  const graph = built ?? (await compileGraph());
  const sizes = statsRouteSizes(graph);
  console.log(table(SIZE_HEADERS, sizeRows(sizes)));
  const gate = checkBudgets(sizes);
  console.log('\nBudgets:');
  gate.verdicts.forEach((verdict) => console.log(describeVerdict(verdict)));
  if (!gate.ok) {
    console.error('\nBundle budget exceeded: run `npm run bench:bundle` for the biggest contributors.');
    process.exitCode = 1;
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
