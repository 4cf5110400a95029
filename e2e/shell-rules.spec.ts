import type { Page, Request } from 'playwright-core';
import { API_PATHS, HEADERS } from '../contract/config';
import { STORAGE_KEYS } from '../src/api/storageKeys';
import { newDesktopPage, signIn } from './harness/browser';
import { mainMenu } from './menuHelpers';
import { waitForSettled } from './harness/settled';
import { serverAndBrowser } from './harness/suite';

/** §2 deep links, §4 logout and sign-in redirects, §5 profile search, §7 headers, §8 refresh refusals. */

const suite = serverAndBrowser();

const storage = (page: Page) =>
  page.evaluate(() => Object.fromEntries(Object.keys(localStorage).map((key) => [key, localStorage.getItem(key)])));

async function signedIn(username = 'creator@acme.test'): Promise<Page> {
  const page = await newDesktopPage(suite.browser);
  await signIn(page, suite.server.url, username);
  await mainMenu(page).waitFor();
  return page;
}

describe('deep links while signed in (§2)', () => {
  it.each([
    ['/no-support', '/no-support', 'Your browser is not supported'],
    ['/no-support/info/background-upload-clips', '/no-support/info/background-upload-clips', 'Background upload of clips'],
    ['/clips/backgroundUploadClips', '/no-support/info/background-upload-clips', 'Background upload of clips'],
  ])('%s opens, and stays open on reload', async (path, landing, heading) => {
    const page = await signedIn();
    await page.goto(`${suite.server.url}${path}`);
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    expect(new URL(page.url()).pathname).toBe(landing);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    await waitForSettled(page);
    expect(new URL(page.url()).pathname).toBe(landing);
    await page.context().close();
  });
});

describe('a refused refresh (§8)', () => {
  it.each([
    ['HTTP 400 (a spent refresh token)', null],
    ['HTTP 401', 401],
  ])('%s: session expired, storage cleared, the page reloaded', async (_name, status) => {
    const page = await signedIn();
    if (status) {
      await page.route(`**${API_PATHS.token}`, (route) =>
        route.fulfill({
          status,
          contentType: 'application/json',
          body: JSON.stringify({ error: 'invalid_client', error_description: 'Unknown client' }),
        }),
      );
    } else {
      // A refresh token the server no longer knows: the real server answers 400 'Invalid refresh token'.
      await page.evaluate((key) => localStorage.setItem(key, 'r'.repeat(64)), STORAGE_KEYS.refreshToken);
    }
    await page.evaluate((key) => localStorage.setItem(key, '1'), STORAGE_KEYS.tokenExpiry);
    const navigations: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations.push(new URL(frame.url()).pathname);
    });
    await page.reload();
    await page.waitForURL('**/login/status/sessionExpired');
    await page.getByText('Your session has expired. Please sign in again.').waitFor();
    // The boot refresh fails on the reload, and the ending reloads once more.
    await waitForSettled(page);
    expect(navigations.filter((path) => path === '/login/status/sessionExpired').length).toBeGreaterThanOrEqual(1);
    expect(navigations.length).toBeGreaterThanOrEqual(2);
    // Signed in without remember-me: only the flag stays.
    expect(await storage(page)).toEqual({ [STORAGE_KEYS.rememberMe]: 'false' });
    await page.context().close();
  });
});

describe('headers on every request (§7)', () => {
  it('config, translations, token and service calls carry Web-Version and the bypass header; only service calls a bearer', async () => {
    const page = await newDesktopPage(suite.browser);
    const seen: { path: string; headers: Record<string, string> }[] = [];
    page.on('request', (request: Request) => {
      const url = new URL(request.url());
      if (url.origin !== suite.server.url || !['fetch', 'xhr'].includes(request.resourceType())) return;
      seen.push({ path: url.pathname, headers: request.headers() });
    });
    await signIn(page, suite.server.url, 'creator@acme.test');
    await mainMenu(page).waitFor();
    await waitForSettled(page);
    await page.getByRole('button', { name: /Cody Creator/ }).click();
    await page.getByRole('menuitem', { name: 'Log Out' }).click();
    await page.waitForURL('**/login');
    await waitForSettled(page);

    const paths = new Set(seen.map((request) => request.path));
    for (const path of [
      API_PATHS.appConfig,
      '/assets/i18n/en.json',
      API_PATHS.token,
      API_PATHS.revoke,
      API_PATHS.getMenuNotificationCount,
    ]) {
      expect(paths).toContain(path);
    }
    const version = seen[0]?.headers[HEADERS.webVersion.toLowerCase()];
    expect(version).toMatch(/\S/);
    for (const request of seen) {
      expect([request.path, request.headers[HEADERS.webVersion.toLowerCase()]]).toEqual([request.path, version]);
      expect([request.path, request.headers[HEADERS.swBypass]]).toEqual([request.path, 'true']);
      const bearer = request.headers.authorization?.startsWith('Bearer ') ?? false;
      expect([request.path, bearer]).toEqual([request.path, request.path.startsWith('/rest/')]);
    }
    await page.context().close();
  });
});

describe('storage rules (§4)', () => {
  it('a stored chat channel leads one sign-in; logout keeps only the remembered user and the flag', async () => {
    const page = await newDesktopPage(suite.browser);
    await page.goto(`${suite.server.url}/login`);
    await page.evaluate((keys) => {
      localStorage.setItem(keys.chatChannel, '77');
      localStorage.setItem(keys.meetingUserId, 'zoom-user');
      localStorage.setItem(keys.language, 'fr');
    }, STORAGE_KEYS);
    await page.reload();
    await page.getByLabel(/utilisateur/i).fill('creator@acme.test');
    await page.getByLabel(/mot de passe/i).fill('Demo-2026!');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: /se connecter/i }).click();
    await page.waitForURL('**/channel/edit/77');
    const during = await storage(page);
    expect(during[STORAGE_KEYS.chatChannel]).toBeUndefined();
    expect(during[STORAGE_KEYS.meetingUserId]).toBeUndefined();

    await page.getByRole('button', { name: /Cody Creator/ }).click();
    await page.getByRole('menuitem', { name: 'Se déconnecter' }).click();
    await page.waitForURL('**/login');
    await waitForSettled(page);
    expect(await storage(page)).toEqual({ [STORAGE_KEYS.username]: 'creator@acme.test', [STORAGE_KEYS.rememberMe]: 'true' });

    // The next sign-in goes home, not to the channel again.
    await signIn(page, suite.server.url, 'creator@acme.test');
    expect(new URL(page.url()).pathname).toBe('/home/library');
    await page.context().close();
  });
});

describe('profile search (§5)', () => {
  it('finds a profile by the address it shows, placeholder included', async () => {
    const page = await signedIn('multi@acme.test');
    await mainMenu(page)
      .getByRole('button', { name: /Switch customer profile/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Switch customer profile' });
    await dialog.getByText('Denver, CO, N/A', { exact: true }).waitFor();
    await dialog.getByRole('combobox').fill('Denver, CO, N/A');
    const options = dialog.getByRole('option');
    await dialog.getByRole('option', { name: /Acme Media/ }).waitFor({ state: 'detached' });
    expect(await options.allTextContents()).toEqual([expect.stringContaining('Acme West')]);
    await page.context().close();
  });
});
