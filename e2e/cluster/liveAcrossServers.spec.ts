import type { Page } from 'playwright-core';
import { API_PATHS } from '../../contract/config';
import { STORAGE_KEYS } from '../../src/api/storageKeys';
import { signIn } from '../harness/browser';
import { waitForSession } from '../sessionSupport';
import { browserAnd } from '../harness/suite';
import { startCluster } from './cluster';

/**
 * Live updates across two servers behind nginx: a change made on either server reaches every tab
 * of the member it concerns, whichever server holds that browser's one stream.
 */
jest.setTimeout(300_000);

const CHANGES = 20;
const MEMBER = 'creator@acme.test';
const OTHER = 'manager@acme.test';
const suite = browserAnd('cluster', startCluster, (cluster) => cluster.stop());

/** Shares CHANGES new programs with the member, unviewed: what the test's actions then view. */
async function shareProgramsWith(username: string, count: number): Promise<number[]> {
  const rows = await suite.cluster.pg.db.query<{ id: number }>(
    `WITH member AS (
       SELECT cu.id, cu.customer_id FROM customer_users cu JOIN users u ON u.id = cu.user_id
       WHERE u.username = $1 ORDER BY cu.sequence LIMIT 1
     ), made AS (
       INSERT INTO programs (customer_id, author_id, title, kind, status)
       SELECT member.customer_id, member.id, 'Live update check ' || n, 'standard', 'published'
       FROM member, generate_series(1, $2::int) AS n RETURNING id
     )
     INSERT INTO program_recipients (program_id, customer_user_id) SELECT made.id, member.id FROM made, member
     RETURNING program_id AS id`,
    [username, count],
  );
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

const notViewed = (page: Page): Promise<number> =>
  page.evaluate(() => {
    const badge = document.querySelector('[role="img"][aria-label$="not viewed"]');
    return badge === null ? 0 : Number.parseInt(badge.getAttribute('aria-label') ?? '0', 10);
  });
/**
 * Records, in the page, when the not-viewed badge first shows each value: the time the change
 * reached the tab's DOM, whatever the test's own polling of the page adds.
 */
const watchBadge = (page: Page) =>
  page.evaluate(() => {
    const read = () => {
      const badge = document.querySelector('[role="img"][aria-label$="not viewed"]');
      return badge === null ? 0 : Number.parseInt(badge.getAttribute('aria-label') ?? '0', 10);
    };
    const shown: Record<number, number> = {};
    (window as unknown as { badgeShown: Record<number, number> }).badgeShown = shown;
    let last = read();
    new MutationObserver(() => {
      const now = read();
      if (now === last) return;
      last = now;
      shown[now] ??= Date.now();
    }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-label'] });
  });
const badgeShownAt = (page: Page, value: number) =>
  page.evaluate((wanted) => (window as unknown as { badgeShown: Record<number, number> }).badgeShown[wanted] ?? null, value);
const accessToken = (page: Page) => page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.accessToken);
async function call(baseUrl: string, token: string, path: string, clientRequest: unknown = null) {
  const answer = await fetch(`${baseUrl}${path}`, {
    method: clientRequest === null ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(clientRequest === null ? {} : { body: JSON.stringify({ clientRequest }) }),
  });
  return { status: answer.status, body: (await answer.json()) as { clientResponse: Record<string, unknown> | null } };
}
/** Streams of this login held by each server, asked of each server directly. */
const streamsPerServer = (token: string) =>
  Promise.all(
    suite.cluster.servers.map(async (server) => Number((await call(server.url, token, API_PATHS.liveStreams)).body.clientResponse?.login)),
  );
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

test('a change on either server reaches every tab of the member within the second; nobody else’s', async () => {
  const programs = await shareProgramsWith(MEMBER, CHANGES);
  const member = await suite.browser.newContext({ viewport: { width: 1600, height: 900 } });
  const tabs: Page[] = [];
  for (let i = 0; i < 3; i++) {
    const tab = await member.newPage();
    if (i === 0) await signIn(tab, suite.cluster.nginx.url, MEMBER);
    else await tab.goto(`${suite.cluster.nginx.url}/home/library`);
    await waitForSession(tab, 'active');
    tabs.push(tab);
  }
  const other = await (await suite.browser.newContext({ viewport: { width: 1600, height: 900 } })).newPage();
  await signIn(other, suite.cluster.nginx.url, OTHER);
  await waitForSession(other, 'active');
  const token = (await accessToken(tabs[0]!))!;

  // One stream for the browser, on whichever server nginx chose.
  let held = [0, 0];
  for (const deadline = Date.now() + 15_000; Date.now() < deadline; await tabs[0]!.waitForTimeout(200)) {
    held = await streamsPerServer(token);
    if (held[0]! + held[1]! >= 1) break;
  }
  await tabs[0]!.waitForTimeout(1000);
  held = await streamsPerServer(token);
  expect(held[0]! + held[1]!).toBe(1);
  const otherBefore = await notViewed(other);
  for (const tab of tabs) await watchBadge(tab);

  const delays: number[] = [];
  for (const [i, programId] of programs.entries()) {
    const before = await notViewed(tabs[0]!);
    // Alternate servers: half of the changes are made where the stream is not held.
    const server = suite.cluster.servers[i % 2]!;
    const sent = Date.now();
    const answer = await call(server.url, token, API_PATHS.markProgramViewed, { programId });
    expect(answer.body.clientResponse).toEqual({ changed: true });
    await Promise.all(
      tabs.map((tab) =>
        tab.waitForFunction(
          (want) => {
            const badge = document.querySelector('[role="img"][aria-label$="not viewed"]');
            return (badge === null ? 0 : Number.parseInt(badge.getAttribute('aria-label') ?? '0', 10)) === want;
          },
          before - 1,
          { timeout: 10_000, polling: 100 },
        ),
      ),
    );
    const shownAt = await Promise.all(tabs.map((tab) => badgeShownAt(tab, before - 1)));
    expect(shownAt).not.toContain(null);
    delays.push(Math.max(...(shownAt as number[])) - sent);
  }
  expect(delays).toHaveLength(CHANGES);
  expect(await notViewed(other)).toBe(otherBefore);
  const sorted = [...delays].sort((a, b) => a - b);
  process.stdout.write(
    `live across two servers: ${CHANGES} changes (alternating servers; stream held on server ${held[0] === 1 ? 'A' : 'B'}), ` +
      `action → badge in all three tabs p50 ${percentile(sorted, 50)} ms, p99 ${percentile(sorted, 99)} ms, max ${sorted.at(-1)} ms (in order: ${delays.join(', ')})\n`,
  );
  await member.close();
  await other.context().close();
});
