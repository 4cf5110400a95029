import { newDesktopPage } from './harness/browser';
import { fillLogin, pathOf, storedKeys, waitForSession } from './sessionSupport';
import { serverAndBrowser } from './harness/suite';

/** §4, §9 idle timeout with a 2-minute setting, on the page's controlled clock. */

const suite = serverAndBrowser({ server: { env: { IDLE_TIMEOUT_MINUTES: '2', ACCESS_TOKEN_TTL_SECONDS: '60' } } });

async function signedInWithClock() {
  const page = await newDesktopPage(suite.browser);
  await page.clock.install();
  await page.goto(`${suite.server.url}/login`);
  // Opening Home loads its list, a call the user made: the idle time counts from its answer.
  const homeList = page.waitForResponse((response) => response.url().endsWith('/inbox/listPrograms'));
  await fillLogin(page, 'creator@acme.test', { rememberMe: true });
  await page.waitForURL(`${suite.server.url}/home/library`);
  await waitForSession(page, 'active');
  await homeList;
  return page;
}

const secondsShown = async (text: string | null) => Number(/(\d+) seconds?/.exec(text ?? '')?.[1] ?? NaN);

test('the warning appears when 60 seconds remain, and "Stay signed in" closes it', async () => {
  const page = await signedInWithClock();
  const dialog = page.getByRole('dialog', { name: 'Are you still there?' });
  await page.clock.fastForward('00:50');
  await page.waitForTimeout(300);
  expect(await dialog.count()).toBe(0);
  await page.clock.fastForward('00:12');
  await dialog.waitFor();
  const left = await secondsShown(await dialog.textContent());
  expect(left).toBeLessThanOrEqual(60);
  expect(left).toBeGreaterThan(50);
  await page.clock.fastForward('00:05');
  await page.waitForFunction((before) => {
    const text = document.querySelector('[role="dialog"]')?.textContent ?? '';
    return Number(/(\d+) seconds?/.exec(text)?.[1]) <= before - 5;
  }, left);
  await dialog.getByRole('button', { name: 'Stay signed in' }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.clock.fastForward('00:50'); // 70 seconds left: no warning yet
  await page.waitForTimeout(300);
  expect(await dialog.count()).toBe(0);
  expect(pathOf(page)).toBe('/home/library');
  await page.context().close();
});

test('idle past the timeout: /login/status/sessionExpired with the username still remembered', async () => {
  const page = await signedInWithClock();
  await page.clock.fastForward('02:05');
  await page.waitForURL(`${suite.server.url}/login/status/sessionExpired`);
  await page.getByText('Your session has expired. Please sign in again.').waitFor();
  expect(await page.getByLabel(/username/i).inputValue()).toBe('creator@acme.test');
  expect(await page.getByLabel('Remember me').isChecked()).toBe(true);
  const stored = await storedKeys(page);
  expect(stored['takeflow.accessToken']).toBeUndefined();
  expect(stored['takeflow.username']).toBe('creator@acme.test');
  // An idle expiry keeps no route (docs/requirements.md): the next sign-in starts at home.
  expect(stored['takeflow.savedRoute']).toBeUndefined();
  await page.context().close();
});
