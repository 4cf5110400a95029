import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { signIn } from './harness/browser';
import { waitForSettled } from './harness/settled';
import { waitForSession } from './sessionSupport';
import { serverAndBrowser } from './harness/suite';

/** §2 Tasks in Chromium: each list page shows what its badge counts, and acting there moves the badge in every tab. */
const SHOTS = process.env.TASKS_SHOTS_DIR;
/** Wide enough for the full sidebar, whose entries show the badges. */
const WIDE = { width: 1600, height: 900 };

const suite = serverAndBrowser();

/** The number the sidebar badge of the entry leading to `href` shows; no badge: 0. */
const badge = (page: Page, href: string): Promise<number> =>
  page.evaluate((target) => {
    const found = document.querySelector(`nav a[href="${target}"] [role="img"][aria-label]`);
    return found === null ? 0 : Number.parseInt(found.getAttribute('aria-label') ?? '0', 10);
  }, href);
const waitForBadge = (page: Page, href: string, want: number, timeout = 10_000) =>
  page.waitForFunction(
    ([target, value]) => {
      const found = document.querySelector(`nav a[href="${target}"] [role="img"][aria-label]`);
      return (found === null ? 0 : Number.parseInt(found.getAttribute('aria-label') ?? '0', 10)) === value;
    },
    [href, want] as const,
    { timeout, polling: 20 },
  );
const rows = (page: Page) => page.locator('[data-testid="paged-list"] tbody tr');

async function expectAxeClean(page: Page) {
  await waitForSettled(page);
  const result = await new AxeBuilder({ page }).analyze();
  expect(result.violations.map((v) => ({ rule: v.id, nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 3) }))).toEqual([]);
}

const PAGES = [
  { path: '/tasks/ctr', heading: 'Recording Tasks' },
  { path: '/tasks/file', heading: 'File Requests' },
  { path: '/tasks/deliverable', heading: 'Deliverables' },
  { path: '/tasks/approvals', heading: 'Programs' },
];

test('as the manager, each task page lists as many rows as its badge counts, with requester, due date and status; axe-clean', async () => {
  const context = await suite.browser.newContext({ viewport: WIDE });
  const page = await context.newPage();
  await signIn(page, suite.server.url, 'manager@acme.test');
  await waitForSession(page, 'active');
  for (const target of PAGES) {
    await page.goto(`${suite.server.url}${target.path}`);
    await page.getByRole('heading', { level: 1, name: target.heading }).waitFor();
    await page.locator('[data-testid="paged-list"]').waitFor();
    await waitForSettled(page);
    expect(await rows(page).count()).toBe(await badge(page, target.path));
    expect(await page.getByRole('columnheader', { name: /requested by|submitted by/i }).count()).toBe(1);
    expect(await page.getByRole('columnheader', { name: /due/i }).count()).toBe(1);
    expect(await page.getByRole('columnheader', { name: /status/i }).count()).toBe(1);
    if (SHOTS) {
      // The sidebar shows its badges from 1536 px; the pages are looked at 1440 px wide too.
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.screenshot({ path: `${SHOTS}${target.path.replace(/\//g, '_')}.png`, fullPage: true });
      await page.setViewportSize(WIDE);
    }
    await expectAxeClean(page);
  }
  await context.close();
});

test('approving a program in /tasks/approvals by keyboard drops the Approvals badge by one in this tab and a second tab within a second', async () => {
  const context = await suite.browser.newContext({ viewport: WIDE });
  const first = await context.newPage();
  await signIn(first, suite.server.url, 'manager@acme.test');
  await waitForSession(first, 'active');
  const second = await context.newPage();
  await second.goto(`${suite.server.url}/home/library`);
  await waitForSession(second, 'active');
  await first.goto(`${suite.server.url}/tasks/approvals`);
  await first.locator('[data-testid="paged-list"]').waitFor();
  await waitForSettled(first);
  const suffix = '/tasks/approvals';
  const before = await badge(first, suffix);
  expect(before).toBeGreaterThan(0);
  await waitForBadge(second, suffix, before);
  const listed = await rows(first).count();
  expect(listed).toBe(before);

  // Keyboard only: focus the first row's Approve, open the dialog, write a comment, confirm.
  const approve = first.getByRole('button', { name: /^Approve: / }).first();
  const title = (await approve.getAttribute('aria-label'))!.replace(/^Approve: /, '');
  await approve.focus();
  await first.keyboard.press('Enter');
  const dialog = first.getByRole('dialog');
  await dialog.waitFor();
  await expectAxeClean(first);
  if (SHOTS) await first.screenshot({ path: `${SHOTS}_tasks_approvals_dialog.png` });
  await first.keyboard.type('Ready to publish');
  // Past the publish targets and Cancel, Tab reaches Approve.
  const focused = () => first.evaluate(() => document.activeElement?.textContent);
  for (let tabs = 0; tabs < 6 && (await focused()) !== 'Approve'; tabs += 1) await first.keyboard.press('Tab');
  expect(await focused()).toBe('Approve');
  const sent = Date.now();
  await first.keyboard.press('Enter');
  await Promise.all([waitForBadge(first, suffix, before - 1), waitForBadge(second, suffix, before - 1)]);
  const delay = Date.now() - sent;
  process.stdout.write(`tasks e2e: approve → Approvals badge ${before} → ${before - 1} in both tabs in ${delay} ms\n`);
  expect(delay).toBeLessThan(1000);
  // The page lists what the badge counts, without the approved program.
  await first.waitForFunction(
    (want) =>
      document.querySelectorAll('[data-testid="paged-list"] tbody tr').length === want ||
      (want === 0 && document.querySelector('[data-testid="list-empty"]') !== null),
    before - 1,
  );
  expect(await first.getByText(title, { exact: true }).count()).toBe(0);
  await context.close();
});

test('completing a recording task by uploading its clip, chosen by keyboard, drops the Recording Tasks badge and the row', async () => {
  const context = await suite.browser.newContext({ viewport: WIDE });
  const page = await context.newPage();
  await signIn(page, suite.server.url, 'creator@acme.test');
  await waitForSession(page, 'active');
  await page.goto(`${suite.server.url}/tasks/ctr`);
  await page.locator('[data-testid="paged-list"]').waitFor();
  await waitForSettled(page);
  const suffix = '/tasks/ctr';
  const before = await badge(page, suffix);
  expect(before).toBeGreaterThan(0);
  expect(await rows(page).count()).toBe(before);
  // Nothing closes a recording task without its clip.
  expect(await page.getByRole('button', { name: /^Mark done/ }).count()).toBe(0);
  const upload = page.getByRole('button', { name: /^Upload clip: / }).first();
  const title = (await upload.getAttribute('aria-label'))!.replace(/^Upload clip: /, '');
  // Listening first: Playwright turns on file-chooser interception without waiting for it, and
  // a key press sent straight after could open the real (headless, invisible) chooser instead.
  const chooser = page.waitForEvent('filechooser');
  await upload.focus();
  await page.keyboard.press('Enter');
  // A WebM file begins with the EBML magic number; the rest is filler.
  const clip = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(4096, 1)]);
  const sent = Date.now();
  await (await chooser).setFiles({ name: 'hello.webm', mimeType: 'video/webm', buffer: clip });
  await waitForBadge(page, suffix, before - 1, 60_000);
  process.stdout.write(`tasks e2e: clip chosen → Recording Tasks badge ${before} → ${before - 1} in ${Date.now() - sent} ms\n`);
  await page.waitForFunction(
    (want) =>
      document.querySelectorAll('[data-testid="paged-list"] tbody tr').length === want ||
      (want === 0 && document.querySelector('[data-testid="list-empty"]') !== null),
    before - 1,
  );
  expect(await page.getByText(title, { exact: true }).count()).toBe(0);
  // The upload queue above the list shows the clip stored.
  await page.locator('[data-testid="upload-row"][data-status="stored"]', { hasText: 'hello.webm' }).waitFor();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}_tasks_ctr_uploaded.png`, fullPage: true });
  await expectAxeClean(page);
  await context.close();
});

test('a viewer sees no deliverable or approval pages, and empty task lists say what will appear', async () => {
  const context = await suite.browser.newContext({ viewport: WIDE });
  const page = await context.newPage();
  await signIn(page, suite.server.url, 'viewer@globex.test');
  await waitForSession(page, 'active');
  await page.goto(`${suite.server.url}/tasks/ctr`);
  const empty = page.locator('[data-testid="list-empty"]');
  await empty.waitFor();
  expect(await empty.textContent()).toContain('When someone in this organisation asks you to record a clip');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}_tasks_ctr_empty.png`, fullPage: true });
  await expectAxeClean(page);
  expect(await page.getByRole('link', { name: /^Programs/ }).count()).toBe(0);
  expect(await page.getByRole('link', { name: /^Deliverables/ }).count()).toBe(0);
  await context.close();
});

test('a rejection with its comment reaches the program’s author in Create › Programs', async () => {
  const managerContext = await suite.browser.newContext({ viewport: WIDE });
  const manager = await managerContext.newPage();
  await signIn(manager, suite.server.url, 'manager@acme.test');
  await waitForSession(manager, 'active');
  await manager.goto(`${suite.server.url}/tasks/approvals`);
  const reject = manager.getByRole('button', { name: 'Reject: Product demo v2' });
  await reject.waitFor();
  await reject.click();
  const dialog = manager.getByRole('dialog');
  await dialog.waitFor();
  // Without a comment the dialog refuses and says why; nothing is sent.
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await dialog.getByText('Tell the author why the program is rejected.').waitFor();
  await dialog.getByLabel(/comment for the author/i).fill('The ending needs a call to action');
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await manager.getByRole('button', { name: 'Reject: Product demo v2' }).waitFor({ state: 'detached' });
  await managerContext.close();

  const authorContext = await suite.browser.newContext({ viewport: { width: 1440, height: 900 } });
  const author = await authorContext.newPage();
  await signIn(author, suite.server.url, 'multi@acme.test');
  await waitForSession(author, 'active');
  await author.goto(`${suite.server.url}/myprograms/list`);
  const row = author.locator('[data-testid="paged-list"] tbody tr', { hasText: 'Product demo v2' });
  await row.waitFor();
  expect(await row.textContent()).toMatch(/Draft.*Rejected by Mia Manager on .*“The ending needs a call to action”/);
  if (SHOTS) await author.screenshot({ path: `${SHOTS}_myprograms_list.png`, fullPage: true });
  await expectAxeClean(author);
  await authorContext.close();
});
