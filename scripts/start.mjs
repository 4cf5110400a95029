// `npm start`: build the SPA for production when the build is missing or older than its sources,
// then serve it and the API on one port.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builtMarker = path.join(root, 'dist', 'index.html');
const sources = ['src', 'public', 'contract', 'webpack.config.js', 'package.json', 'scripts/i18n-bundle.js'];

function newestMtime(target) {
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

function buildIsStale() {
  if (!existsSync(builtMarker)) return true;
  const built = statSync(builtMarker).mtimeMs;
  return sources.some((source) => {
    const full = path.join(root, source);
    return existsSync(full) && newestMtime(full) > built;
  });
}

if (buildIsStale()) {
  console.log('Building the web app (production)…');
  const started = Date.now();
  const build = spawnSync(process.execPath, [path.join(root, 'node_modules/webpack/bin/webpack.js'), '--mode', 'production'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
  console.log(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

const server = spawn(process.execPath, ['-r', '@swc-node/register', path.join(root, 'server/main.ts')], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
