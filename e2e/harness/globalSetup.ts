import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { API_PATHS } from '../../contract';
import { CHROMIUM_PATH } from './browser';
import { COMPILED_SERVER_ENV, SEEDED_TEMPLATE_ENV, startServer } from './server';

const ROOT = path.resolve(__dirname, '..', '..');

/**
 * The browser suite runs against the production build; build once if it is missing. Every spec's
 * server then runs the compiled server (rebuilt here when its sources changed) and, unless
 * `seeded` is false, starts from a copy of one data dir migrated and seeded here.
 */
export async function prepareSuite({ seeded }: { seeded: boolean }) {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium not found at ${CHROMIUM_PATH}: apt-get install chromium (or set CHROME_PATH)`);
  }
  if (!existsSync(path.join(ROOT, 'dist', 'index.html')) || process.env.E2E_BUILD === '1') {
    const result = spawnSync(process.execPath, ['node_modules/webpack/bin/webpack.js', '--mode', 'production'], {
      cwd: ROOT,
      stdio: 'inherit',
    });
    if (result.status !== 0) throw new Error('The production build failed');
  }
  // scripts/build.mjs compares the server's sources with those of its last build.
  const server = spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `import { build, PARTS, staleParts } from './scripts/build.mjs';
       if (staleParts().includes('server') && !(await build(['server'], { quiet: true }))) process.exit(1);
       console.log(PARTS.server.output);`,
    ],
    { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
  );
  if (server.status !== 0) throw new Error('The server build failed');
  process.env[COMPILED_SERVER_ENV] = server.stdout.trim();
  if (seeded) await seedTemplate();
}

async function seedTemplate() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'takeflow-e2e-seeded-'));
  const running = await startServer({ dataDir, fresh: true });
  let ready = false;
  for (const deadline = Date.now() + 60_000; !ready && Date.now() < deadline;) {
    ready = (await fetch(`${running.url}${API_PATHS.ready}`)).ok;
    if (!ready) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  // A clean stop: PGlite closes its files, so every copy opens without a recovery.
  const code = await running.stop();
  if (!ready || code !== 0) throw new Error(`The seeding server was not ready or did not stop cleanly (${code}):\n${running.output()}`);
  process.env[SEEDED_TEMPLATE_ENV] = dataDir;
}

export default async function globalSetup() {
  await prepareSuite({ seeded: true });
}
