import { DEMO_PASSWORD, newDesktopPage, signIn } from './harness/browser';
import { fillLogin, pathOf, sessionState, storedKeys, waitForSession } from './sessionSupport';
import { serverAndBrowser } from './harness/suite';

/** §4 after login: the inactive user, the forced password change, deep links and /login/status/clear. */

const suite = serverAndBrowser();

test('an inactive user is sent to /login/status/inActive with its message', async () => {
  const page = await newDesktopPage(suite.browser);
  await page.goto(`${suite.server.url}/login`);
  await fillLogin(page, 'inactive@acme.test');
  await page.waitForURL(`${suite.server.url}/login/status/inActive`);
  await page.getByText('Your account is not active. Contact your administrator.').waitFor();
  expect(await sessionState(page)).toBe('inactive');
  await page.context().close();
});

test('newhire: /resetpassword, a refused attempt, the new password, then home', async () => {
  const page = await newDesktopPage(suite.browser);
  await signIn(page, suite.server.url, 'newhire@acme.test');
  await page.waitForURL(`${suite.server.url}/resetpassword`);
  expect(await sessionState(page)).toBe('mustChangePassword');

  await page.getByLabel(/^Current password/).fill('not-my-password');
  await page.getByLabel(/^New password/).fill('Newhire-start-2026');
  await page.getByLabel(/^Confirm new password/).fill('Newhire-start-2026');
  await page.getByRole('button', { name: 'Change password' }).click();
  // Named under its field, in the page's words rather than the server's English message.
  await page.getByText('The current password is incorrect.').waitFor();
  expect(await page.getByLabel(/^Current password/).getAttribute('aria-invalid')).toBe('true');
  expect(pathOf(page)).toBe('/resetpassword');

  await page.getByLabel(/^Current password/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
  await page.waitForURL(`${suite.server.url}/home/library`);
  await waitForSession(page, 'active');
  await page.context().close();
});

test('a deep link opened with valid tokens stays on its page after the refresh', async () => {
  const page = await newDesktopPage(suite.browser);
  await signIn(page, suite.server.url, 'manager@acme.test');
  await waitForSession(page, 'active');
  const refreshes: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/oauth/token') && request.postData()?.includes('grant_type=refresh_token')) refreshes.push(request.url());
  });
  await page.goto(`${suite.server.url}/tasks/ctr`);
  await waitForSession(page, 'active');
  expect(pathOf(page)).toBe('/tasks/ctr');
  expect(refreshes).toHaveLength(1);
  await page.context().close();
});

test('a signed-in route without a session is saved, and opens after sign-in', async () => {
  const page = await newDesktopPage(suite.browser);
  await page.goto(`${suite.server.url}/home/completedprograms`);
  await page.waitForURL(`${suite.server.url}/login`);
  await fillLogin(page, 'viewer@acme.test');
  await page.waitForURL(`${suite.server.url}/home/completedprograms`);
  await waitForSession(page, 'active');
  await page.context().close();
});

test('/login/status/clear wipes stored state', async () => {
  const page = await newDesktopPage(suite.browser);
  await signIn(page, suite.server.url, 'creator@acme.test');
  await waitForSession(page, 'active');
  await page.goto(`${suite.server.url}/login/status/clear`);
  await page.getByText('Stored data was cleared. Please sign in again.').waitFor();
  await waitForSession(page, 'anonymous');
  const stored = await storedKeys(page);
  expect(Object.keys(stored).filter((key) => key !== 'takeflow.language')).toEqual([]);
  await page.context().close();
});
