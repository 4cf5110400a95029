// Compiles the API server (server/ and the contract/ it shares with the web app) to CommonJS in
// build/app/, so `npm start` runs plain JavaScript: no TypeScript hook at run time. Type-checking
// is `npm run typecheck`'s job; this only strips the types, file by file.
import { cpSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SERVER_OUT = path.join(root, 'build', 'app');
const SKIP = /(\.test\.tsx?$|\/(tests|testing)\/)/;

function* sources(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sources(full);
    else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') && !SKIP.test(full)) yield full;
  }
}

/** Compiles to `out`: build/app/ unless a test asks for a folder of its own. */
export async function buildServer(out = SERVER_OUT) {
  // Loaded here, not at the top: `npm start` imports this file on every start, and builds rarely.
  const { transformFile } = await import('@swc/core');
  rmSync(out, { recursive: true, force: true });
  const files = ['server', 'contract'].flatMap((dir) => [...sources(path.join(root, dir))]);
  await Promise.all(
    files.map(async (file) => {
      const { code } = await transformFile(file, {
        swcrc: false,
        jsc: { parser: { syntax: 'typescript' }, target: 'es2023' },
        module: { type: 'commonjs' },
        sourceMaps: false,
      });
      const target = path.join(out, path.relative(root, file)).replace(/\.tsx?$/, '.js');
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, code);
    }),
  );
  // Files the server reads next to its code: worker scripts (.cjs) and migrations (.sql).
  for (const dir of ['server', 'contract']) {
    cpSync(path.join(root, dir), path.join(out, dir), {
      recursive: true,
      filter: (source) => !SKIP.test(`${source}/`) && (statSync(source).isDirectory() || /\.(cjs|sql|json)$/.test(source)),
    });
  }
  return files.length;
}

// `node scripts/build-server.mjs [folder]`: a folder inside the repository, for node_modules.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  const out = process.argv[2] ? path.resolve(process.argv[2]) : SERVER_OUT;
  const count = await buildServer(out);
  console.log(`Server compiled: ${count} files to ${path.relative(root, out)}/ in ${Date.now() - started} ms`);
}
