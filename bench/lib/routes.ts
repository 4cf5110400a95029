import type { ChunkGraph } from './compile';

/** A page the bundle and page benches load, and how to tell it is ready. */
export interface BenchRoute {
  path: string;
  signedIn: boolean;
  /** The accessible element that shows the route has rendered. */
  ready: { role: 'button' | 'navigation'; name: RegExp };
  /**
   * The import() targets (repository-relative module paths) the route loads eagerly, on top of
   * the entry point. The budget gate reads them from webpack's chunk graph; `npm run bench:bundle`
   * checks the result against what Chromium really downloads and fails when they disagree.
   */
  lazyTargets: string[];
}

export const BENCH_ROUTES: BenchRoute[] = [
  { path: '/login', signedIn: false, ready: { role: 'button', name: /sign in/i }, lazyTargets: [] },
  {
    path: '/home/library',
    signedIn: true,
    ready: { role: 'navigation', name: /^main menu$/i },
    lazyTargets: ['src/app/AppShell.tsx', 'src/features/areas/home/index.tsx'],
  },
];

/**
 * import() targets the app loads only once a page is stable (after the load event and an idle
 * moment), never for its first paint: they count on no route, in the gate or in the browser.
 * A target ending in '/' names every module below that folder.
 */
const DEFERRED_TARGETS = ['node_modules/workbox-window/'];

const matches = (target: string, pattern: string) => (pattern.endsWith('/') ? target.startsWith(pattern) : target === pattern);

/** Files only deferred import() targets load (shared files a route also needs are kept). */
export function deferredFiles(graph: Graph, route: Pick<BenchRoute, 'path' | 'lazyTargets'>, deferred = DEFERRED_TARGETS): string[] {
  const eager = eagerFiles(graph, route);
  return graph.lazy
    .filter((row) => deferred.some((pattern) => matches(row.target, pattern)))
    .flatMap((row) => row.files)
    .filter((file, index, all) => !eager.includes(file) && all.indexOf(file) === index);
}

/** The user the signed-in pages are measured for: a content manager sees the fullest menu. */
export const BENCH_USER = 'manager@acme.test';

type Graph = Pick<ChunkGraph, 'pageFiles' | 'entryFiles' | 'lazy'>;

/** What index.html loads, the entry's files, and every file behind the route's import() targets. */
export function eagerFiles(graph: Graph, route: Pick<BenchRoute, 'path' | 'lazyTargets'>): string[] {
  const files = new Set([...graph.pageFiles, ...graph.entryFiles]);
  for (const target of route.lazyTargets) {
    const rows = graph.lazy.filter((candidate) => matches(candidate.target, target));
    if (rows.length === 0) {
      const known = graph.lazy.map((candidate) => candidate.target).join(', ') || 'none';
      throw new Error(`${route.path}: no import() of ${target} in the build (import() targets: ${known})`);
    }
    rows.forEach((row) => row.files.forEach((file) => files.add(file)));
  }
  return [...files];
}

/** Which import() targets explain files the browser loaded beyond the entry point. */
export function targetsOf(graph: Graph, observed: string[]): string[] {
  const initial = eagerFiles(graph, { path: '', lazyTargets: [] });
  const extra = new Set(observed.filter((file) => !initial.includes(file)));
  return graph.lazy
    .filter((row) => row.files.some((file) => extra.has(file)) && row.files.every((file) => extra.has(file) || initial.includes(file)))
    .map((row) => row.target);
}
