import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** The headless flags Debian's Chromium needs on this machine (also Lighthouse's, bench/lib/chromium.ts). */
export const HEADLESS_CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

/** Those flags, plus quiet and offline-safe extras for the browser tests. */
const CHROMIUM_ARGS = [...HEADLESS_CHROMIUM_FLAGS, '--disable-quic', '--disable-sync'];

/** Debian's Chromium with CHROMIUM_ARGS and any `extraArgs` (a host-resolver rule, say). */
export async function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, ...extraArgs], headless: true });
}

/** A persistent profile (needed for service workers across restarts of the server); `still` as below. */
export async function launchPersistent(still = false): Promise<BrowserContext> {
  const userDataDir = mkdtempSync(path.join(tmpdir(), 'takeflow-chromium-'));
  return chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    headless: true,
    viewport: { width: 1600, height: 900 },
    reducedMotion: still ? 'reduce' : 'no-preference',
  });
}

/**
 * A desktop page. `still` asks for reduced motion: the app then renders dialogs without their
 * fade, so colour checks never read a half-transparent frame.
 */
export async function newDesktopPage(browser: Browser, width = 1600, height = 900, still = false): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height }, reducedMotion: still ? 'reduce' : 'no-preference' });
  return context.newPage();
}

export const DEMO_PASSWORD = 'Demo-2026!';

/** Signs in through the real login form and waits to leave /login. */
export async function signIn(page: Page, baseUrl: string, username: string, password = DEMO_PASSWORD) {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel(/username/i).fill(username);
  await page.getByLabel(/password/i).fill(password);
  // Exactly the form's button: "Sign in with Google" may stand beside it.
  await page.getByRole('button', { name: /^sign in$/i }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 30_000 });
}
