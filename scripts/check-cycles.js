// `npm run lint:cycles`: fails on any import cycle between the repository's own modules. It
// replaces eslint-plugin-import's import/no-cycle, which re-parsed the module graph from every
// file and took most of `npm run lint`. The same edges count: static imports and re-exports, side-
// effect imports and import(), but not type-only imports (they vanish from the compiled code).
// Cycles of any length count, where the lint rule stopped at ten hops.
const fs = require('node:fs');
const path = require('node:path');
const ts = require('typescript');

const ROOT = path.resolve(__dirname, '..');
/** What `npm run lint` ignores (eslint.config.js), and folders that are not sources. */
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'data', 'coverage', 'build', '.git', '.tmp']);
const SKIPPED_PATHS = ['bench/results'];
const SOURCE = /\.(ts|tsx|js|mjs|cjs)$/;
const RESOLVED = ['.ts', '.tsx', '.js', '.json'];

function sourceFiles(root, dir = root) {
  const found = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    const relative = path.relative(root, full).split(path.sep).join('/');
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name) && !SKIPPED_PATHS.includes(relative)) found.push(...sourceFiles(root, full));
    } else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) {
      found.push(full);
    }
  }
  return found;
}

const typeOnlyNames = (elements) => elements.length > 0 && elements.every((element) => element.isTypeOnly);

/** The module names a file loads at run time, with the line of each. */
function runtimeImports(file) {
  const text = fs.readFileSync(file, 'utf8');
  const kind = /\.tsx$/.test(file) ? ts.ScriptKind.TSX : /\.ts$/.test(file) ? ts.ScriptKind.TS : ts.ScriptKind.JSX;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const found = [];
  const add = (specifier, node) => {
    if (specifier && ts.isStringLiteralLike(specifier)) {
      found.push({ name: specifier.text, line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1 });
    }
  };
  const visit = (node) => {
    if (ts.isImportDeclaration(node)) {
      const clause = node.importClause;
      const typeOnly =
        clause !== undefined &&
        (clause.isTypeOnly ||
          (clause.name === undefined &&
            clause.namedBindings !== undefined &&
            ts.isNamedImports(clause.namedBindings) &&
            typeOnlyNames(clause.namedBindings.elements)));
      if (!typeOnly) add(node.moduleSpecifier, node);
    } else if (ts.isExportDeclaration(node)) {
      const typeOnly =
        node.isTypeOnly ||
        (node.exportClause !== undefined && ts.isNamedExports(node.exportClause) && typeOnlyNames(node.exportClause.elements));
      if (node.moduleSpecifier && !typeOnly) add(node.moduleSpecifier, node);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      add(node.arguments[0], node);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** A relative import resolved as the lint's node resolver did: the file, a known extension, an index. */
function resolve(from, name) {
  if (!name.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), name);
  const candidates = [base, ...RESOLVED.map((ext) => base + ext), ...RESOLVED.map((ext) => path.join(base, `index${ext}`))];
  // A compiled-style specifier ('./x.js') may name a TypeScript file.
  if (/\.js$/.test(base)) candidates.push(base.replace(/\.js$/, '.ts'), base.replace(/\.js$/, '.tsx'));
  return candidates.find((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile()) ?? null;
}

/** The module graph of `files`: for each file, the project files it loads at run time. */
function moduleGraph(files) {
  const known = new Set(files);
  const graph = new Map();
  for (const file of files) {
    const edges = [];
    for (const { name, line } of runtimeImports(file)) {
      const target = resolve(file, name);
      if (target !== null && target !== file && known.has(target)) edges.push({ target, line });
    }
    graph.set(file, edges);
  }
  return graph;
}

/** Tarjan's strongly connected components with more than one file: each holds a cycle. */
function cyclicComponents(graph) {
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const components = [];
  const connect = (start) => {
    // Iterative, so a long chain of imports cannot overflow the call stack.
    const work = [{ file: start, next: 0 }];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      const edges = graph.get(frame.file);
      if (frame.next < edges.length) {
        const { target } = edges[frame.next++];
        if (!index.has(target)) {
          index.set(target, counter);
          low.set(target, counter++);
          stack.push(target);
          onStack.add(target);
          work.push({ file: target, next: 0 });
        } else if (onStack.has(target)) {
          low.set(frame.file, Math.min(low.get(frame.file), index.get(target)));
        }
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1].file;
        low.set(parent, Math.min(low.get(parent), low.get(frame.file)));
      }
      if (low.get(frame.file) === index.get(frame.file)) {
        const component = [];
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          component.push(member);
        } while (member !== frame.file);
        if (component.length > 1) components.push(component.sort());
      }
    }
  };
  for (const file of graph.keys()) if (!index.has(file)) connect(file);
  return components;
}

/** One shortest cycle through the component's first file, as `file:line` hops. */
function cycleThrough(graph, component) {
  const members = new Set(component);
  const start = component[0];
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift();
    for (const edge of graph.get(file)) {
      if (!members.has(edge.target)) continue;
      if (edge.target === start) {
        const hops = [{ file, line: edge.line }];
        for (let step = previous.get(file); step !== null; step = previous.get(step.file)) hops.unshift(step);
        return hops;
      }
      if (!previous.has(edge.target)) {
        previous.set(edge.target, { file, line: edge.line });
        queue.push(edge.target);
      }
    }
  }
  return [];
}

/** Every import cycle among the sources under `root`, each as the hops of one cycle. */
function findCycles(root = ROOT) {
  const graph = moduleGraph(sourceFiles(root));
  return cyclicComponents(graph).map((component) =>
    cycleThrough(graph, component).map((hop) => `${path.relative(root, hop.file).split(path.sep).join('/')}:${hop.line}`),
  );
}

module.exports = { findCycles };

if (require.main === module) {
  const root = path.resolve(process.argv[2] ?? ROOT);
  const started = Date.now();
  const cycles = findCycles(root);
  for (const cycle of cycles) console.error(`Import cycle: ${cycle.join(' -> ')} -> back to the first`);
  if (cycles.length > 0) {
    console.error(`${cycles.length} import cycle(s): a module must not load, through others, a module that loads it.`);
    process.exitCode = 1;
  } else {
    console.log(`No import cycle (${Date.now() - started} ms)`);
  }
}
