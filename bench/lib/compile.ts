import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import webpack, { type Compilation, type Configuration, type NormalModule } from 'webpack';

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

/** The project's own production settings (webpack.config.js), with entry and output overridden. */
function projectConfig(overrides: Partial<Configuration> = {}): Configuration {
  const load = createRequire(path.join(ROOT, 'package.json'));
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

const publicFile = (file: string) => `/${file}`;
const isCode = (file: string) => /\.(js|css)$/.test(file);

function lazyTargets(compilation: Compilation): ChunkGraph['lazy'] {
  const rows = new Map<string, Set<string>>();
  for (const group of compilation.chunkGroups) {
    if (group.isInitial()) continue;
    const files = group.chunks.flatMap((chunk) => [...chunk.files].filter(isCode).map(publicFile));
    for (const block of group.blocksIterable) {
      for (const dependency of block.dependencies) {
        // Scope hoisting may wrap the target in a ConcatenatedModule; its root is the file.
        const module = compilation.moduleGraph.getModule(dependency) as (NormalModule & { rootModule?: NormalModule }) | null;
        const resource = (module?.rootModule ?? module)?.resource;
        if (!resource) continue;
        const target = path.relative(ROOT, resource).split(path.sep).join('/');
        const row = rows.get(target) ?? new Set<string>();
        files.forEach((file) => row.add(file));
        rows.set(target, row);
      }
    }
  }
  return [...rows].map(([target, files]) => ({ target, files: [...files].sort() }));
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
    const entry = compilation.entrypoints.get('main') ?? [...compilation.entrypoints.values()][0];
    if (!entry) throw new Error('The build has no entry point');
    const entryFiles = entry.getFiles().filter(isCode).map(publicFile);
    const pageFiles = htmlFiles(path.join(target, 'index.html'));
    const bytes = new Map<string, Buffer>();
    const maps = new Map<string, string>();
    for (const asset of compilation.getAssets()) {
      if (!isCode(asset.name)) continue;
      bytes.set(publicFile(asset.name), readFileSync(path.join(target, asset.name)));
      const map = path.join(target, `${asset.name}.map`);
      if (existsSync(map)) maps.set(publicFile(asset.name), readFileSync(map, 'utf8'));
    }
    return { pageFiles, entryFiles, lazy: lazyTargets(compilation), bytes, maps };
  } finally {
    if (outDir === undefined) rmSync(target, { recursive: true, force: true });
  }
}
