import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import webpack, { type Compilation, type Configuration } from 'webpack';

export const ROOT = path.resolve(__dirname, '..', '..');

/** What a production build loads: the entry's files, and the files behind each import(). */
export interface ChunkGraph {
  /** What index.html loads, in order: the entry point's files and any script of public/. */
  pageFiles: string[];
  /** The webpack entry point's own files. */
  entryFiles: string[];
  /** One row per import() target (repository-relative module path). */
  lazy: { target: string; files: string[] }[];
  /** Emitted bytes of every JS and CSS file, by public path (e.g. /static/js/main.1a2b.js). */
  bytes: Map<string, Buffer>;
  /** Source maps of those files (for attributing bytes to packages). */
  maps: Map<string, string>;
}

type ConfigFactory = (env: unknown, argv: { mode: string }) => Configuration;

interface BuiltGraph {
  entryFiles: string[];
  lazy: ChunkGraph['lazy'];
  /** Every emitted JS and CSS file, relative to the output folder. */
  codeFiles: string[];
}
const load = createRequire(path.join(ROOT, 'package.json'));
// The one reading of webpack's chunk graph, shared with the production build (webpack.config.js).
const shared = load('./scripts/chunk-graph.js') as {
  chunkGraphOf: (compilation: Compilation) => BuiltGraph;
  publicFile: (file: string) => string;
  GRAPH_FILE: string;
};
const { publicFile } = shared;

/** The project's own production settings (webpack.config.js), with entry and output overridden. */
function projectConfig(overrides: Partial<Configuration> = {}): Configuration {
  const factory = load('./webpack.config.js') as ConfigFactory;
  const base = factory({}, { mode: 'production' });
  return { ...base, ...overrides, output: { ...base.output, ...overrides.output } };
}

function run(config: Configuration): Promise<Compilation> {
  return new Promise((resolve, reject) => {
    webpack(config, (error, stats) => {
      if (error) return reject(error);
      if (!stats) return reject(new Error('webpack returned no stats'));
      if (stats.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true })));
      resolve(stats.compilation);
    });
  });
}

/** Scripts and style sheets index.html loads itself (webpack's entry files and public/ ones). */
export function htmlFiles(indexHtml: string): string[] {
  if (!existsSync(indexHtml)) return [];
  const html = readFileSync(indexHtml, 'utf8');
  const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
  return tags.flatMap((tag) => {
    const attribute = (name: string) => new RegExp(`\\b${name}=(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`).exec(tag)?.slice(1).find(Boolean);
    const url = tag.startsWith('<script') ? attribute('src') : attribute('rel') === 'stylesheet' ? attribute('href') : undefined;
    return url && !/^[a-z]+:\/\//i.test(url) ? [new URL(url, 'http://x/').pathname] : [];
  });
}

/**
 * Compiles with the project's settings into outDir (a scratch directory when omitted, removed
 * afterwards) and reads the chunk graph straight from webpack's compilation — the same graph
 * the browser's runtime follows.
 */
export async function compileGraph(overrides: Partial<Configuration> = {}, outDir?: string): Promise<ChunkGraph> {
  const target = outDir ?? mkdtempSync(path.join(tmpdir(), 'takeflow-bench-build-'));
  try {
    // The maps of a measured build sit beside its files, inside its own scratch directory.
    const output = { ...overrides.output, path: target, sourceMapFilename: '[file].map' };
    const compilation = await run(projectConfig({ ...overrides, output }));
    return readGraph(target, shared.chunkGraphOf(compilation));
  } finally {
    if (outDir === undefined) rmSync(target, { recursive: true, force: true });
  }
}

/** The graph of a build in `outputDir`: index.html's files, the bytes of its code and the maps beside it. */
function readGraph(outputDir: string, built: BuiltGraph): ChunkGraph {
  const pageFiles = htmlFiles(path.join(outputDir, 'index.html'));
  const bytes = new Map<string, Buffer>();
  const maps = new Map<string, string>();
  for (const file of built.codeFiles) {
    bytes.set(publicFile(file), readFileSync(path.join(outputDir, file)));
    const map = path.join(outputDir, `${file}.map`);
    if (existsSync(map)) maps.set(publicFile(file), readFileSync(map, 'utf8'));
  }
  return { pageFiles, entryFiles: built.entryFiles, lazy: built.lazy, bytes, maps };
}

/**
 * The graph `npm run build` wrote for dist/ (build/web-graph.json), or null when there is none,
 * when the web app's sources changed since that build (scripts/build.mjs), or when it no longer
 * matches dist/ (a file it names is gone: another build replaced it).
 */
export function lastBuildGraph(): ChunkGraph | null {
  if (!existsSync(shared.GRAPH_FILE)) return null;
  const stale = spawnSync(
    process.execPath,
    ['--input-type=module', '-e', "import { staleParts } from './scripts/build.mjs'; process.stdout.write(JSON.stringify(staleParts()));"],
    { cwd: ROOT, encoding: 'utf8' },
  );
  if (stale.status !== 0 || (JSON.parse(stale.stdout) as string[]).includes('web')) return null;
  const built = JSON.parse(readFileSync(shared.GRAPH_FILE, 'utf8')) as BuiltGraph & { outputDir: string };
  if (built.codeFiles.length === 0 || !built.codeFiles.every((file) => existsSync(path.join(built.outputDir, file)))) return null;
  return readGraph(built.outputDir, built);
}
