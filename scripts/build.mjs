// `npm run build` and the build step of `npm start`: the web app (webpack, production) into dist/
// and the compiled server into build/app/. A stamp written after a successful build records a
// hash of each part's sources, so a start rebuilds only what changed — an edited test, a touched
// file or an output webpack left unchanged cannot fool it.
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer, SERVER_OUT } from './build-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const STAMP = path.join(root, 'build', 'stamp.json');
const TESTS = /(\.test\.tsx?$|\.spec\.tsx?$|\/(tests|testing|__snapshots__)\/)/;

export const PARTS = {
  web: {
    sources: ['src', 'public', 'contract', 'webpack.config.js', 'package-lock.json', 'scripts/i18n-bundle.js', 'scripts/app-version.js'],
    output: path.join(root, 'dist', 'index.html'),
  },
  server: {
    sources: ['server', 'contract', 'package-lock.json', 'scripts/build-server.mjs'],
    output: path.join(SERVER_OUT, 'server', 'main.js'),
  },
};

function* files(target) {
  const full = path.join(root, target);
  if (!existsSync(full)) return;
  if (!statSync(full).isDirectory()) {
    if (!TESTS.test(full)) yield target;
    return;
  }
  for (const entry of readdirSync(full).sort()) yield* files(path.join(target, entry));
}

export function sourceHash(part) {
  const hash = createHash('sha256');
  for (const source of PARTS[part].sources) {
    for (const file of files(source))
      hash
        .update(`${file}\0`)
        .update(readFileSync(path.join(root, file)))
        .update('\0');
  }
  return hash.digest('hex');
}

const readStamp = () => {
  try {
    return JSON.parse(readFileSync(STAMP, 'utf8'));
  } catch {
    return {};
  }
};

/** The parts whose sources changed since their last successful build (or that have no output). */
export function staleParts() {
  const stamp = readStamp();
  return Object.keys(PARTS).filter((part) => !existsSync(PARTS[part].output) || stamp[part] !== sourceHash(part));
}

export async function build(parts = Object.keys(PARTS), { quiet = false } = {}) {
  const hashes = Object.fromEntries(parts.map((part) => [part, sourceHash(part)]));
  if (parts.includes('web')) {
    const web = spawnSync(process.execPath, [path.join(root, 'node_modules/webpack/bin/webpack.js'), '--mode', 'production'], {
      cwd: root,
      stdio: ['ignore', quiet ? 'ignore' : 'inherit', 'inherit'],
    });
    if (web.status !== 0) return false;
  }
  if (parts.includes('server')) await buildServer();
  mkdirSync(path.dirname(STAMP), { recursive: true });
  writeFileSync(STAMP, JSON.stringify({ ...readStamp(), ...hashes }, null, 2) + '\n');
  return true;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (!(await build())) process.exit(1);
}
