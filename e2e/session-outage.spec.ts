import { API_PATHS } from '../contract/config';
import { STORAGE_KEYS } from '../src/api/storageKeys';
import { signIn } from './harness/browser';
import { throwawayCluster, type Cluster } from './harness/postgres';
import { pathOf, sessionState, waitForSession } from './sessionSupport';
import { serverAndBrowser } from './harness/suite';

/**
 * PostgreSQL stopped for 30 s under a signed-in tab: the server answers 503 with Retry-After,
 * the tab stays signed in, says it is reconnecting, and carries on when the database is back.
 * The access token lives 30 s, so its refresh falls inside the outage.
 */
const OUTAGE_MS = 30_000;
let cluster: Cluster;

const suite = serverAndBrowser({
  server: () => {
    cluster = throwawayCluster();
    return { env: { DATABASE_URL: cluster.url, ACCESS_TOKEN_TTL_SECONDS: '30' } };
  },
  cleanup: () => cluster?.remove(),
  timeoutMs: 120_000,
});

test('a signed-in tab stays signed in through a 30 s database outage and continues when it is back', async () => {
  const page = await (await suite.browser.newContext({ viewport: { width: 1600, height: 900 } })).newPage();
  const statuses: number[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/rest/') || response.url().endsWith(API_PATHS.token)) statuses.push(response.status());
  });
  await signIn(page, suite.server.url, 'creator@acme.test');
  await waitForSession(page, 'active');
  await page.getByRole('navigation').first().waitFor();
  const signedInAt = pathOf(page);

  cluster.stop();
  const stoppedAt = Date.now();
  await page.getByTestId('reconnecting').waitFor({ state: 'visible', timeout: OUTAGE_MS + 5_000 });
  await page.screenshot({ path: '/tmp/takeflow-reconnecting.png' });
  // Signed in for the whole outage, sampled every second: the token's refresh falls inside it and
  // is retried while the database answers 503, so the tab is 'active' or 'refreshing', never out.
  while (Date.now() - stoppedAt < OUTAGE_MS) {
    expect(['active', 'refreshing']).toContain(await sessionState(page));
    expect(pathOf(page)).toBe(signedInAt);
    await page.waitForTimeout(1_000);
  }
  expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.refreshToken)).not.toBeNull();
  cluster.start();
  const startedAt = Date.now();

  await page.getByTestId('reconnecting').waitFor({ state: 'hidden', timeout: 60_000 });
  const recoveredInMs = Date.now() - startedAt;
  // The notice goes with the first answer; the token refresh the outage held back follows it.
  await waitForSession(page, 'active', 5_000);
  expect(pathOf(page)).toBe(signedInAt);
  expect(statuses).toContain(503);
  expect(statuses).not.toContain(500);
  await page.getByRole('navigation').first().waitFor();
  await page.screenshot({ path: '/tmp/takeflow-reconnected.png' });

  // It continues: a reload refreshes with the refresh token the tab kept, and is answered.
  const answer = page.waitForResponse((response) => response.url().endsWith(API_PATHS.token) && response.status() === 200);
  await page.reload();
  await answer;
  await waitForSession(page, 'active');
  expect(pathOf(page)).toBe(signedInAt);
  console.log(
    `outage ${OUTAGE_MS} ms; answers ${statuses.length} (503: ${statuses.filter((s) => s === 503).length}); notice gone ${recoveredInMs} ms after the database started`,
  );
}, 180_000);
