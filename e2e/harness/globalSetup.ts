import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { CHROMIUM_PATH } from './browser';

const ROOT = path.resolve(__dirname, '..', '..');

/** The browser suite runs against the production build; build once if it is missing. */
export default async function globalSetup() {
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
}
