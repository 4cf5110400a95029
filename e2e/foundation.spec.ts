import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEMO_PASSWORD, newDesktopPage, signIn } from './harness/browser';
import { startServer, type RunningServer } from './harness/server';
import { fillLogin, pathOf, signOutFromMenu, storedKeys, waitForSession } from './sessionSupport';
import { serverAndBrowser } from './harness/suite';

/** The foundation: routes to /login, every demo account signs in, logout, wrong password, restarts. */

const suite = serverAndBrowser();

test('the empty path redirects to /login', async () => {
  const page = await newDesktopPage(suite.browser);
  await page.goto(`${suite.server.url}/`);
  await page.waitForURL(`${suite.server.url}/login`);
  await page.getByRole('heading', { name: 'Sign in to Takeflow' }).waitFor();
  await page.context().close();
});

test.each([
  ['support@takeflow.test', '/organization/customer/manage'],
  ['admin@acme.test', '/home/library'],
  ['manager@acme.test', '/home/library'],
  ['creator@acme.test', '/home/library'],
  ['viewer@acme.test', '/home/library'],
  ['creator@globex.test', '/home/library'],
  ['viewer@globex.test', '/home/library'],
  ['vendor@cutline.test', '/home/library'],
  ['multi@acme.test', '/home/library'],
])('%s signs in and lands on %s', async (username, home) => {
  const page = await newDesktopPage(suite.browser);
  await signIn(page, suite.server.url, username);
  await waitForSession(page, 'active');
  expect(pathOf(page)).toBe(home);
  const stored = await storedKeys(page);
  expect(stored['takeflow.accessToken']).toBeTruthy();
  expect(stored['takeflow.username']).toBe(username);
  await page.context().close();
});

test('logout returns to /login and keeps no tokens', async () => {
  const page = await newDesktopPage(suite.browser);
  await signIn(page, suite.server.url, 'creator@acme.test');
  await waitForSession(page, 'active');
  // Logout navigates to /login, then reloads it (§4): read storage from the reloaded page.
  const reloaded = page.waitForEvent('load');
  await signOutFromMenu(page, 'creator@acme.test');
  await reloaded;
  await page.waitForURL(`${suite.server.url}/login`);
  await waitForSession(page, 'anonymous');
  const stored = await storedKeys(page);
  expect(stored['takeflow.accessToken']).toBeUndefined();
  expect(stored['takeflow.refreshToken']).toBeUndefined();
  await page.context().close();
});

test('a wrong password gets a clear message and stays on /login', async () => {
  const page = await newDesktopPage(suite.browser);
  await page.goto(`${suite.server.url}/login`);
  await fillLogin(page, 'creator@acme.test', { password: 'not-the-password' });
  await page.getByRole('alert').filter({ hasText: 'Invalid username or password' }).waitFor();
  expect(pathOf(page)).toBe('/login');
  expect(await page.getByRole('button', { name: /sign in/i }).isEnabled()).toBe(true);
  await page.context().close();
});

test('a password change survives a restart of the server on the same data', async () => {
  // Both servers get the directory from here, so stopping the first does not delete it.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'takeflow-restart-'));
  const first = await startServer({ dataDir });
  let second: RunningServer | null = null;
  try {
    const page = await newDesktopPage(suite.browser);
    await signIn(page, first.url, 'newhire@acme.test');
    await page.waitForURL(`${first.url}/resetpassword`);
    await page.getByLabel(/^Current password/).fill(DEMO_PASSWORD);
    await page.getByLabel(/^New password/).fill('Restart-proof-2026');
    await page.getByLabel(/^Confirm new password/).fill('Restart-proof-2026');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.waitForURL(`${first.url}/home/library`);
    await page.context().close();
    await first.stop();

    second = await startServer({ dataDir });
    const again = await newDesktopPage(suite.browser);
    await again.goto(`${second.url}/login`);
    await fillLogin(again, 'newhire@acme.test', { password: DEMO_PASSWORD });
    await again.getByRole('alert').filter({ hasText: 'Invalid username or password' }).waitFor();
    await signIn(again, second.url, 'newhire@acme.test', 'Restart-proof-2026');
    await waitForSession(again, 'active');
    expect(pathOf(again)).toBe('/home/library');
    await again.context().close();
  } finally {
    await first.stop();
    await second?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
