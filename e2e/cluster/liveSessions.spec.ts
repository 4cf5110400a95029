import type { Browser, BrowserContext, Page } from 'playwright-core';
import { API_PATHS } from '../../contract/config';
import { ROLE } from '../../contract/roles';
import { setMemberRoles } from '../../server/access/roleChanges';
import { deactivateUser, lockMembership } from '../../server/auth/accessChanges';
import { postgresBus, type LiveBus } from '../../server/live/bus';
import { STORAGE_KEYS } from '../../src/api/storageKeys';
import { PATHS } from '../../src/config/paths';
import { launchBrowser, signIn } from '../harness/browser';
import { mainMenu, recordedSidebars, recordSidebars, settledSidebarHrefs, sidebarHrefs, tokensFor } from '../menuHelpers';
import { pathOf, waitForSession } from '../sessionSupport';
import { startCluster, type Cluster } from './cluster';

/**
 * Administration changes reaching open tabs on two servers behind nginx: the server functions the
 * administration calls make the change and announce it through PostgreSQL NOTIFY, as a call on
 * either server would; each browser's one stream is held by whichever server nginx chose.
 */
jest.setTimeout(300_000);

let cluster: Cluster;
let browser: Browser;
let bus: LiveBus;
const announce = { publish: (notice: Parameters<LiveBus['publish']>[0]) => bus.publish(notice) };

beforeAll(async () => {
  [cluster, browser] = await Promise.all([startCluster(), launchBrowser()]);
  bus = await postgresBus(cluster.pg.url!, cluster.pg.db);
});

afterAll(async () => {
  await bus?.close();
  await browser?.close();
  await cluster?.stop();
});

const userId = async (username: string) =>
  (await cluster.pg.db.query<{ id: number }>('SELECT id FROM users WHERE username = $1', [username]))[0]!.id;
const accessToken = (page: Page) => page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.accessToken);
/** The organisation a tab's access token is for (claim `cid`). */
const organisationOf = async (page: Page): Promise<number | null> => {
  // The tab may be navigating (a status page, a reload): its storage is read once it has settled.
  const token = await accessToken(page).catch(async () => {
    await page.waitForLoadState();
    return accessToken(page);
  });
  if (token === null) return null;
  return (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as { cid: number | null }).cid;
};
const streamsHeld = async (token: string) => {
  let total = 0;
  for (const server of cluster.servers) {
    const answer = await fetch(`${server.url}${API_PATHS.liveStreams}`, { headers: { authorization: `Bearer ${token}` } });
    total += Number(((await answer.json()) as { clientResponse: { login: number } | null }).clientResponse?.login);
  }
  return total;
};
/** Waits until the browser's one stream is held (by either server). */
async function streamUp(page: Page): Promise<void> {
  const token = (await accessToken(page))!;
  for (const deadline = Date.now() + 15_000; Date.now() < deadline; await page.waitForTimeout(100)) {
    if ((await streamsHeld(token)) >= 1) return;
  }
  throw new Error('no live stream was opened');
}
async function tabsOf(username: string, count: number): Promise<{ context: BrowserContext; tabs: Page[] }> {
  const context = await browser.newContext({ viewport: { width: 1600, height: 900 } });
  const tabs: Page[] = [];
  for (let i = 0; i < count; i++) {
    const tab = await context.newPage();
    if (i === 0) await signIn(tab, cluster.nginx.url, username);
    else await tab.goto(`${cluster.nginx.url}/home/library`);
    await waitForSession(tab, 'active');
    tabs.push(tab);
  }
  await streamUp(tabs[0]!);
  return { context, tabs };
}

test('deactivating a user ends all three of their tabs at /login/status/inActive; another user’s tab goes on', async () => {
  const { context, tabs } = await tabsOf('viewer@acme.test', 3);
  const { context: otherContext, tabs: other } = await tabsOf('creator@acme.test', 1);

  const started = Date.now();
  await deactivateUser(cluster.pg.db, await userId('viewer@acme.test'), new Date(), announce);
  const ended = await Promise.all(
    tabs.map(async (tab) => {
      await tab.waitForURL('**/login/status/inActive', { timeout: 10_000 });
      return Date.now() - started;
    }),
  );
  process.stdout.write(
    `live sessions: deactivation → all three tabs at /login/status/inActive in ${Math.max(...ended)} ms (${ended.join(', ')})\n`,
  );
  // Another tab's copy of localStorage follows the clearing tab a moment later (Chromium).
  for (const tab of tabs)
    await tab.waitForFunction((key) => localStorage.getItem(key) === null, STORAGE_KEYS.accessToken, { timeout: 5_000 });
  expect(pathOf(other[0]!)).not.toMatch(/^\/login/);
  expect(await other[0]!.evaluate(() => document.documentElement.dataset.session)).toBe('active');
  await context.close();
  await otherContext.close();
});

test('locking the current membership switches the open tabs to the user’s other organisation at once', async () => {
  const { context, tabs } = await tabsOf('multi@acme.test', 2);
  const current = (await organisationOf(tabs[0]!))!;
  expect(current).not.toBeNull();

  const started = Date.now();
  await lockMembership(cluster.pg.db, await userId('multi@acme.test'), current, new Date(), announce);
  const outcomes = await Promise.all(
    tabs.map(async (tab) => {
      for (const deadline = Date.now() + 10_000; Date.now() < deadline; await tab.waitForTimeout(50)) {
        const organisation = await organisationOf(tab);
        if ((organisation !== null && organisation !== current) || pathOf(tab).startsWith('/login/status/'))
          return { path: pathOf(tab), organisation, ms: Date.now() - started };
      }
      return { path: pathOf(tab), organisation: await organisationOf(tab), ms: Date.now() - started };
    }),
  );
  process.stdout.write(`live sessions: lock of organisation ${current} → ${JSON.stringify(outcomes)}\n`);
  // §4: the login lives on in the user's other unlocked organisation; every tab switches there.
  for (const outcome of outcomes) {
    expect(outcome.path).not.toMatch(/^\/login/);
    expect(outcome.organisation).not.toBeNull();
    expect(outcome.organisation).not.toBe(current);
  }
  expect(outcomes[1]!.organisation).toBe(outcomes[0]!.organisation);
  await context.close();
});

test('a flag change and a role change update the menu of every open tab without a reload', async () => {
  const { context, tabs } = await tabsOf('manager@acme.test', 2);
  for (const tab of tabs) await mainMenu(tab).getByRole('link', { name: 'Storyboards' }).waitFor();
  const support = await tokensFor(cluster.nginx.url, 'support@takeflow.test');
  const call = async (server: number, path: string, clientRequest: unknown) => {
    const answer = await fetch(`${cluster.servers[server]!.url}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${support.access_token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ clientRequest }),
    });
    expect(answer.status).toBe(200);
    return ((await answer.json()) as { clientResponse: Record<string, unknown> }).clientResponse;
  };
  const record = await call(1, API_PATHS.getCustomer, { organisationId: 1 });
  const { createdAt: _created, members: _members, ...input } = record;
  const started = Date.now();
  await call(1, API_PATHS.updateCustomer, { ...input, storyboardEnabled: false });
  await Promise.all(
    tabs.map((tab) => mainMenu(tab).getByRole('link', { name: 'Storyboards' }).waitFor({ state: 'detached', timeout: 10_000 })),
  );
  process.stdout.write(`live sessions: flag change on server B → Storyboards gone from both tabs in ${Date.now() - started} ms\n`);
  await call(1, API_PATHS.updateCustomer, { ...input, storyboardEnabled: true });
  await Promise.all(tabs.map((tab) => mainMenu(tab).getByRole('link', { name: 'Storyboards' }).waitFor({ timeout: 10_000 })));

  // A viewer given the manager role sees the manager's entries, in every tab, without a reload.
  const { context: viewerContext, tabs: viewerTabs } = await tabsOf('viewer@globex.test', 2);
  const before = await settledSidebarHrefs(viewerTabs[0]!);
  expect(await settledSidebarHrefs(viewerTabs[1]!)).toEqual(before);
  const member = (
    await cluster.pg.db.query<{ id: number }>(
      `SELECT cu.id FROM customer_users cu JOIN users u ON u.id = cu.user_id WHERE u.username = 'viewer@globex.test'`,
    )
  )[0]!.id;
  expect(before).not.toContain(PATHS.clipsList);
  for (const tab of viewerTabs) await recordSidebars(tab);
  const granted = Date.now();
  expect(await setMemberRoles(cluster.pg.db, member, [ROLE.viewer, ROLE.manager], announce)).toBe('changed');
  // The new roles arrive with the token and the permissions of those roles a call later; the menu
  // shows them together, complete once an entry that needs a manager's permission (footage.manage)
  // is in it.
  const after = await Promise.all(
    viewerTabs.map(async (tab) => {
      for (const deadline = Date.now() + 10_000; Date.now() < deadline; await tab.waitForTimeout(50)) {
        const hrefs = await sidebarHrefs(tab);
        if (hrefs.includes(PATHS.clipsList)) {
          expect(before.filter((href) => !hrefs.includes(href))).toEqual([]);
          return hrefs;
        }
      }
      throw new Error(`the menu did not grow: ${JSON.stringify(await sidebarHrefs(tab))}`);
    }),
  );
  expect(after[1]).toEqual(after[0]);
  // One change, in every tab: no menu of the new roles without their permissions in between (§6).
  for (const tab of viewerTabs) expect(await recordedSidebars(tab)).toEqual([before, after[0]]);
  const added = after[0]!.filter((href) => !before.includes(href));
  process.stdout.write(`live sessions: role change → ${added.join(' ')} in both tabs in ${Date.now() - granted} ms\n`);
  for (const tab of [...tabs, ...viewerTabs]) {
    expect(await tab.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
  }
  await context.close();
  await viewerContext.close();
});
