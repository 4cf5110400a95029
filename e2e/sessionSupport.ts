import type { Locator, Page } from 'playwright-core';
import { API_PATHS } from '../contract/config';
import { STORAGE_KEYS } from '../src/api/storageKeys';
import { PATHS } from '../src/config/paths';
import { DEMO_PASSWORD } from './harness/browser';

/** The pages anyone may open signed out: the sign-in page, its status pages and the unsupported-browser pages. */
export const PUBLIC_PAGES = [
  PATHS.login,
  PATHS.loginStatus('sessionExpired'),
  PATHS.loginStatus('inActive'),
  PATHS.loginStatus('clear'),
  PATHS.noSupport,
  PATHS.backgroundUploadInfo,
];

/** Display names of the demo accounts (the sidebar's sign-out dropdown shows them). */
const DEMO_NAMES: Record<string, string> = {
  'support@takeflow.test': 'Sam Support',
  'admin@acme.test': 'Alex Admin',
  'manager@acme.test': 'Mia Manager',
  'creator@acme.test': 'Cody Creator',
  'viewer@acme.test': 'Vera Viewer',
  'creator@globex.test': 'Gina Creator',
  'viewer@globex.test': 'Gus Viewer',
  'vendor@cutline.test': 'Val Vendor',
  'multi@acme.test': 'Max Multi',
};

/** The session state the app marks on <html data-session>. */
export async function sessionState(page: Page): Promise<string | undefined> {
  return page.evaluate(() => document.documentElement.dataset.session);
}

export async function waitForSession(page: Page, state: string, timeout = 15_000): Promise<void> {
  await page.waitForFunction((wanted) => document.documentElement.dataset.session === wanted, state, { timeout });
}

export const pathOf = (page: Page) => new URL(page.url()).pathname;

export async function storedKeys(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => ({ ...window.localStorage }));
}

/** Fills the login form by hand (the harness's signIn does not tick remember-me). */
export async function fillLogin(page: Page, username: string, options: { password?: string; rememberMe?: boolean } = {}) {
  await page.getByLabel(/username/i).fill(username);
  await page.getByLabel(/password/i).fill(options.password ?? DEMO_PASSWORD);
  if (options.rememberMe) await page.getByLabel('Remember me').check();
  await page.getByRole('button', { name: /sign in/i }).click();
}

/** Opens the sidebar's sign-out dropdown and returns its "Log Out" item. */
export async function openSignOut(page: Page, username = 'creator@acme.test'): Promise<Locator> {
  await page.getByRole('button', { name: DEMO_NAMES[username] ?? username }).click();
  const item = page.getByRole('menuitem', { name: 'Log Out' });
  await item.waitFor();
  return item;
}

/** Signs out through the sidebar's sign-out dropdown. */
export async function signOutFromMenu(page: Page, username: string): Promise<void> {
  await (await openSignOut(page, username)).click();
}

/**
 * Waits until the server holds the tab's live-update stream, asked with the tab's own token:
 * from then on a change made elsewhere reaches the tab.
 */
export async function waitForLiveStream(page: Page, baseUrl: string, timeoutMs = 15_000): Promise<void> {
  const token = await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.accessToken);
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 100))) {
    const answer = await fetch(`${baseUrl}${API_PATHS.liveStreams}`, { headers: { authorization: `Bearer ${token}` } });
    const held = ((await answer.json()) as { clientResponse: { login: number } | null }).clientResponse?.login ?? 0;
    if (held >= 1) return;
  }
  throw new Error(`no live stream held for the tab at ${pathOf(page)} within ${timeoutMs} ms`);
}
