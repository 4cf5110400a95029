// What a production build loads, read from webpack's own compilation: the entry point's files and,
// for each import() target, the files of its chunk group. webpack.config.js writes it beside the
// build (build/web-graph.json) so `npm run bench:budget` measures that very build; bench/lib/
// compile.ts reads the same from the builds it makes itself.
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..');
const GRAPH_FILE = path.join(ROOT, 'build', 'web-graph.json');

const publicFile = (file) => `/${file}`;
const isCode = (file) => /\.(js|css)$/.test(file);

function lazyTargets(compilation) {
  const rows = new Map();
  for (const group of compilation.chunkGroups) {
    if (group.isInitial()) continue;
    const files = group.chunks.flatMap((chunk) => [...chunk.files].filter(isCode).map(publicFile));
    for (const block of group.blocksIterable) {
      for (const dependency of block.dependencies) {
        // Scope hoisting may wrap the target in a ConcatenatedModule; its root is the file.
        const module = compilation.moduleGraph.getModule(dependency);
        const resource = (module?.rootModule ?? module)?.resource;
        if (!resource) continue;
        const target = path.relative(ROOT, resource).split(path.sep).join('/');
        const row = rows.get(target) ?? new Set();
        files.forEach((file) => row.add(file));
        rows.set(target, row);
      }
    }
  }
  return [...rows].map(([target, files]) => ({ target, files: [...files].sort() }));
}

/** The entry point's files, each import() target's files, and every emitted JS and CSS file. */
function chunkGraphOf(compilation) {
  const entry = compilation.entrypoints.get('main') ?? [...compilation.entrypoints.values()][0];
  if (!entry) throw new Error('The build has no entry point');
  return {
    entryFiles: entry.getFiles().filter(isCode).map(publicFile),
    lazy: lazyTargets(compilation),
    codeFiles: compilation
      .getAssets()
      .map((asset) => asset.name)
      .filter(isCode),
  };
}

/** Writes build/web-graph.json after a successful build into `outputDir` (dist/, not a bench's scratch build). */
class ChunkGraphPlugin {
  constructor(outputDir) {
    this.outputDir = outputDir;
  }

  apply(compiler) {
    compiler.hooks.done.tap('ChunkGraph', (stats) => {
      if (stats.hasErrors() || path.resolve(compiler.options.output.path) !== this.outputDir) return;
      fs.mkdirSync(path.dirname(GRAPH_FILE), { recursive: true });
      fs.writeFileSync(GRAPH_FILE, JSON.stringify({ outputDir: this.outputDir, ...chunkGraphOf(stats.compilation) }, null, 2) + '\n');
    });
  }
}

module.exports = { ChunkGraphPlugin, GRAPH_FILE, chunkGraphOf, isCode, publicFile };
