import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './harness/browser';
import { freePort } from './harness/server';

/**
 * The development loop (README.md, `npm run dev`): `npm run dev` redraws a component edit and a
 * locale edit in the open page without reloading it (typed input survives), and restarts the API
 * server when a file of server/ changes. Each edit is undone right after, whatever happens.
 */
const ROOT = path.resolve(__dirname, '..');
const LOCALE_FILE = path.join(ROOT, 'src/features/session/locales/en.json');
const COMPONENT_FILE = path.join(ROOT, 'src/features/chrome/footer/Footer.tsx');
const SERVER_FILE = path.join(ROOT, 'server/main.ts');

let dev: ChildProcess;
let output = '';
let apiUrl: string;
let pageUrl: string;
let dataDir: string;
let browser: Browser;
const originals = new Map<string, string>();

function edit(file: string, from: string, to: string) {
  const text = originals.get(file) ?? readFileSync(file, 'utf8');
  originals.set(file, text);
  if (!text.includes(from)) throw new Error(`${file} no longer contains ${from}`);
  writeFileSync(file, text.replace(from, to));
}

function undoEdits() {
  for (const [file, text] of originals) writeFileSync(file, text);
  originals.clear();
}
process.on('exit', undoEdits);

async function answers(url: string, deadline: number): Promise<void> {
  for (;;) {
    if (dev.exitCode !== null) throw new Error(`npm run dev exited:\n${output}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer:\n${output.slice(-4000)}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

beforeAll(async () => {
  const [apiPort, devPort] = [await freePort(), await freePort()];
  apiUrl = `http://127.0.0.1:${apiPort}`;
  pageUrl = `http://127.0.0.1:${devPort}`;
  dataDir = mkdtempSync(path.join(tmpdir(), 'takeflow-dev-'));
  dev = spawn(process.execPath, ['scripts/dev.mjs'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(apiPort),
      DEV_PORT: String(devPort),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  dev.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  dev.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  browser = await launchBrowser();
  const deadline = Date.now() + 150_000;
  await answers(`${apiUrl}/app-config.json`, deadline);
  await answers(`${pageUrl}/login`, deadline);
}, 180_000);

afterAll(async () => {
  undoEdits();
  await browser?.close();
  if (dev?.pid && dev.exitCode === null) {
    const exited = new Promise((resolve) => dev.once('exit', resolve));
    process.kill(-dev.pid, 'SIGTERM');
    await exited;
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

afterEach(undoEdits);

/** /login from the dev server, with a username typed in, and a count of full page loads. */
async function loginWithInput(): Promise<{ page: Page; loads: () => number }> {
  const page = await browser.newPage({ viewport: { width: 1600, height: 900 } });
  let loads = 0;
  page.on('load', () => loads++);
  await page.goto(`${pageUrl}/login`);
  await page.getByRole('heading', { level: 1, name: 'Sign in to Takeflow' }).waitFor({ timeout: 60_000 });
  await page.getByLabel(/username/i).fill('kept@acme.test');
  return { page, loads: () => loads };
}

it('a locale edit shows in the open page without a reload, and the typed username stays', async () => {
  const { page, loads } = await loginWithInput();
  const before = loads();
  edit(LOCALE_FILE, '"Sign in to Takeflow"', '"Sign in to Takeflow, edited"');
  await page.getByRole('heading', { level: 1, name: 'Sign in to Takeflow, edited' }).waitFor({ timeout: 60_000 });
  expect(await page.getByLabel(/username/i).inputValue()).toBe('kept@acme.test');
  expect(loads()).toBe(before);
  await page.close();
});

it('a component edit is redrawn by Fast Refresh, state kept', async () => {
  const { page, loads } = await loginWithInput();
  const before = loads();
  edit(COMPONENT_FILE, '<footer className="tf-footer">', '<footer className="tf-footer" data-dev-loop="edited">');
  await page.locator('footer[data-dev-loop="edited"]').waitFor({ timeout: 60_000 });
  expect(await page.getByLabel(/username/i).inputValue()).toBe('kept@acme.test');
  expect(loads()).toBe(before);
  await page.close();
});

it('the API server restarts when a server file changes, and answers again', async () => {
  const restartsBefore = output.split("Restarting 'server/main.ts'").length;
  const now = new Date();
  utimesSync(SERVER_FILE, now, now);
  const deadline = Date.now() + 60_000;
  while (output.split("Restarting 'server/main.ts'").length === restartsBefore) {
    if (Date.now() > deadline) throw new Error(`No restart:\n${output.slice(-4000)}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  await answers(`${apiUrl}/app-config.json`, Date.now() + 90_000);
  const token = await fetch(`${apiUrl}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'grant_type=password&username=creator%40acme.test&password=Demo-2026!&client_id=takeflow-web',
  });
  expect(token.status).toBe(200);
});
