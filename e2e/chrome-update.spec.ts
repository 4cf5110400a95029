import { AxeBuilder } from '@axe-core/playwright';
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { launchPersistent } from './harness/browser';
import { deriveNextVersion } from './harness/nextVersion';
import { serverAndBrowser } from './harness/suite';

/**
 * §4 new app version: with a tab open, a new build is deployed to the running server; the
 * page checks every 30 seconds, the banner appears, and clicking it reloads into the new version.
 * The new build is the current one restamped (harness/nextVersion.ts): what a webpack run with
 * another APP_VERSION would change, without the minutes of CPU it takes.
 */
const ROOT = path.resolve(__dirname, '..');
const NEW_VERSION = '1.0.1';

/** A deployment: the served directory's content is replaced by the new build. */
function deploy(from: string, to: string) {
  for (const entry of readdirSync(to)) rmSync(path.join(to, entry), { recursive: true, force: true });
  cpSync(from, to, { recursive: true });
}

async function controlledByServiceWorker(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 60_000 });
}

let staticDir: string;
let newBuildDir: string;

const suite = serverAndBrowser({
  server: () => {
    staticDir = mkdtempSync(path.join(tmpdir(), 'takeflow-static-'));
    newBuildDir = mkdtempSync(path.join(tmpdir(), 'takeflow-build-'));
    cpSync(path.join(ROOT, 'dist'), staticDir, { recursive: true });
    deriveNextVersion(path.join(ROOT, 'dist'), newBuildDir, NEW_VERSION);
    return { env: { STATIC_DIR: staticDir } };
  },
  browser: () => launchPersistent(true),
  cleanup: () => {
    for (const dir of [staticDir, newBuildDir]) if (dir) rmSync(dir, { recursive: true, force: true });
  },
  timeoutMs: 120_000,
});

it('shows the update banner within 35 s of a deployment and reloads into the new version', async () => {
  const page = await suite.browser.newPage();
  await page.goto(`${suite.server.url}/login`);
  await controlledByServiceWorker(page);
  const version = page.getByTestId('app-version');
  const before = await version.textContent();
  expect(before).not.toContain(NEW_VERSION);

  deploy(newBuildDir, staticDir);
  const deployedAt = Date.now();

  const reload = page.getByRole('button', { name: 'Reload to update' });
  await reload.waitFor({ state: 'visible', timeout: 35_000 });
  console.info(`Update banner after ${((Date.now() - deployedAt) / 1000).toFixed(1)} s`);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  // A half-typed form is never lost without asking.
  await page.getByLabel(/username/i).fill('half typed');
  await reload.click();
  const confirm = page.getByRole('dialog', { name: 'Unsaved changes' });
  await confirm.waitFor({ state: 'visible' });
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await confirm.getByRole('button', { name: 'Keep editing' }).click();
  await confirm.waitFor({ state: 'detached' });
  expect(await page.getByLabel(/username/i).inputValue()).toBe('half typed');

  await reload.click();
  await confirm.getByRole('button', { name: 'Update and reload' }).click();
  await page.waitForFunction(
    (expected) => document.querySelector('[data-testid="app-version"]')?.textContent?.includes(expected),
    `Version ${NEW_VERSION}`,
    { timeout: 30_000 },
  );
  expect(await version.textContent()).toBe(`Version ${NEW_VERSION}`);
  expect(await page.getByRole('button', { name: 'Reload to update' }).count()).toBe(0);
}, 240_000);
