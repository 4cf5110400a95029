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

export async function buildServer() {
  // Loaded here, not at the top: `npm start` imports this file on every start, and builds rarely.
  const { transformFile } = await import('@swc/core');
  rmSync(SERVER_OUT, { recursive: true, force: true });
  const files = ['server', 'contract'].flatMap((dir) => [...sources(path.join(root, dir))]);
  await Promise.all(
    files.map(async (file) => {
      const { code } = await transformFile(file, {
        swcrc: false,
        jsc: { parser: { syntax: 'typescript' }, target: 'es2023' },
        module: { type: 'commonjs' },
        sourceMaps: false,
      });
      const out = path.join(SERVER_OUT, path.relative(root, file)).replace(/\.tsx?$/, '.js');
      mkdirSync(path.dirname(out), { recursive: true });
      writeFileSync(out, code);
    }),
  );
  // Files the server reads next to its code: worker scripts (.cjs) and migrations (.sql).
  for (const dir of ['server', 'contract']) {
    cpSync(path.join(root, dir), path.join(SERVER_OUT, dir), {
      recursive: true,
      filter: (source) => !SKIP.test(`${source}/`) && (statSync(source).isDirectory() || /\.(cjs|sql|json)$/.test(source)),
    });
  }
  return files.length;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  const count = await buildServer();
  console.log(`Server compiled: ${count} files to ${path.relative(root, SERVER_OUT)}/ in ${Date.now() - started} ms`);
}
