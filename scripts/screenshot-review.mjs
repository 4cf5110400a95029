// The screenshot review of the shell: every demo account that can sign in, on its home page at
// 1280, 1440 and 1920 pixels in the light and the dark theme, and /login in English, French and
// Spanish. Runs the compiled server (`npm run build` first) on a free port with its own data
// directory and writes PNGs to OUT_DIR (default build/screenshots) for a person to look at.
//   node scripts/screenshot-review.mjs [OUT_DIR]
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.resolve(process.argv[2] ?? path.join(root, 'build', 'screenshots'));
const PASSWORD = 'Demo-2026!';
const ACCOUNTS = [
  'support@takeflow.test',
  'admin@acme.test',
  'manager@acme.test',
  'creator@acme.test',
  'viewer@acme.test',
  'multi@acme.test',
  'creator@globex.test',
  'viewer@globex.test',
  'vendor@cutline.test',
];
const WIDTHS = [1280, 1440, 1920];
const THEMES = ['light', 'dark'];
const LANGUAGES = ['en', 'fr', 'es'];

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function startServer() {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'takeflow-review-'));
  const child = spawn(process.execPath, [path.join(root, 'build/app/server/main.js')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: 'true', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 90_000; ;) {
    if (child.exitCode !== null) throw new Error('The server exited early');
    if (
      await fetch(`${url}/app-config.json`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (Date.now() > deadline) throw new Error('The server did not start');
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  const stop = () =>
    new Promise((resolve) => {
      child.once('exit', () => {
        rmSync(dataDir, { recursive: true, force: true });
        resolve();
      });
      child.kill('SIGTERM');
    });
  return { url, stop };
}

/** Waits until no request is open for half a second (the live stream aside). */
async function settle(page) {
  let open = 0;
  let last = Date.now();
  const count = (delta) => (request) => {
    if (request.url().includes('/stream')) return;
    open += delta;
    last = Date.now();
  };
  page.on('request', count(1));
  page.on('requestfinished', count(-1));
  page.on('requestfailed', count(-1));
  for (const deadline = Date.now() + 15_000; Date.now() < deadline;) {
    if (open <= 0 && Date.now() - last > 500) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await page.evaluate(() => document.fonts.ready);
}

const server = await startServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
});
mkdirSync(outDir, { recursive: true });
try {
  for (const language of LANGUAGES) {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: language });
    const page = await context.newPage();
    await page.goto(`${server.url}/login`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await settle(page);
    await page.screenshot({ path: path.join(outDir, `login-${language}.png`) });
    await context.close();
  }
  for (const username of ACCOUNTS) {
    for (const colorScheme of THEMES) {
      const context = await browser.newContext({ viewport: { width: WIDTHS[0], height: 900 }, colorScheme, reducedMotion: 'reduce' });
      const page = await context.newPage();
      await page.goto(`${server.url}/login`);
      await page.getByLabel(/username/i).fill(username);
      await page.getByLabel(/password/i).fill(PASSWORD);
      await page.getByRole('button', { name: /^sign in$/i }).click();
      await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 30_000 });
      await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 30_000 });
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        await settle(page);
        const name = `${username.replace(/[@.]/g, '-')}-${width}-${colorScheme}.png`;
        await page.screenshot({ path: path.join(outDir, name) });
        console.log(name, new URL(page.url()).pathname);
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
