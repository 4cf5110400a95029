import type { Browser, Page } from 'playwright-core';
import { isPublicPath } from '../src/config/paths';
import { axeViolations, type AxeViolation } from './harness/axe';
import { newDesktopPage, signIn } from './harness/browser';
import { waitForSettled } from './harness/settled';
import { waitForRail } from './menuHelpers';

type Scheme = 'light' | 'dark';

export interface Found extends AxeViolation {
  where: string;
}

/** What one account's crawl checked: every route template it reached, in both schemes. */
export interface Crawl {
  templates: string[];
  /** The distinct paths its links led to (several per template: /users/list/1, /users/list/2 …). */
  paths: number;
  checks: number;
  found: Found[];
}

const MAX_TEMPLATES_PER_ACCOUNT = 80;

/**
 * A path's route template: segments that name one record (a number, a long id) read `:id`, so
 * /home/program/7 and /home/program/8 are one page to check — the same components on other data.
 */
export function routeTemplate(path: string): string {
  return path
    .split('/')
    .map((segment) => (/^\d+$/.test(segment) || /^[0-9a-f-]{16,}$/i.test(segment) ? ':id' : segment))
    .join('/');
}

async function schemeOf(page: Page): Promise<Scheme> {
  return (await page.evaluate(() => document.documentElement.dataset.theme)) === 'dark' ? 'dark' : 'light';
}

/** Switches the system's scheme, which the app follows in place, and waits for the repaint. */
async function switchScheme(page: Page, scheme: Scheme): Promise<void> {
  await page.emulateMedia({ colorScheme: scheme });
  await page.waitForFunction((wanted) => document.documentElement.dataset.theme === wanted, scheme);
  // React commits the new theme on the next task; two frames later it is painted.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/**
 * axe-core's violations on the page once it has settled, in the scheme it shows and then in the
 * other one, switched in the same page (a reload per scheme would double the cost of the crawl).
 */
export async function violationsInBothSchemes(page: Page, where: string): Promise<Found[]> {
  await waitForSettled(page);
  const first = await schemeOf(page);
  const found = (await axeViolations(page)).map((violation) => ({ where: `${where} (${first})`, ...violation }));
  const second: Scheme = first === 'light' ? 'dark' : 'light';
  await switchScheme(page, second);
  found.push(...(await axeViolations(page)).map((violation) => ({ where: `${where} (${second})`, ...violation })));
  return found;
}

async function sameSiteLinks(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLAnchorElement>('a[href]')]
      .map((link) => new URL(link.href, location.href))
      .filter((url) => url.origin === location.origin)
      .map((url) => url.pathname),
  );
}

/**
 * Opens path inside the running app, as a link does: the router follows the history entry (a
 * popstate), so the shell, the session and the live stream stay and only the page changes.
 */
async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
}

/**
 * Signs in once and checks every route template the account can reach by following same-site
 * links from its landing page (sidebar, flyouts, in-page links), breadth first, then the user
 * menu and the collapsed sidebar — each in both schemes. Pages are opened in the app, not
 * reloaded: a reload per page repeated the app's whole start-up for nothing the check reads.
 */
export async function crawlAccount(browser: Browser, baseUrl: string, account: string): Promise<Crawl> {
  const page = await newDesktopPage(browser, 1600, 900, true);
  await signIn(page, baseUrl, account);
  await page.getByRole('navigation').first().waitFor();
  const found: Found[] = [];
  const start = new URL(page.url()).pathname;
  const queue = [start];
  const templates = [routeTemplate(start)];
  const seen = new Set(templates);
  const paths = new Set(queue);
  for (let visited = 0; queue.length > 0 && visited < MAX_TEMPLATES_PER_ACCOUNT; visited += 1) {
    const path = queue.shift() as string;
    if (new URL(page.url()).pathname !== path) await openInApp(page, path);
    found.push(...(await violationsInBothSchemes(page, path)));
    for (const link of await sameSiteLinks(page)) {
      if (!isPublicPath(link)) paths.add(link);
      const template = routeTemplate(link);
      // Public pages are checked on their own; following them could end the session.
      if (!seen.has(template) && !isPublicPath(link)) {
        seen.add(template);
        templates.push(template);
        queue.push(link);
      }
    }
  }
  if (queue.length > 0) throw new Error(`${account}: more than ${MAX_TEMPLATES_PER_ACCOUNT} route templates, ${queue.length} left`);

  await page.locator('button[aria-haspopup="menu"]').last().click();
  await page.getByRole('menu').waitFor();
  found.push(...(await violationsInBothSchemes(page, 'user menu')));
  await page.keyboard.press('Escape');

  await page.setViewportSize({ width: 1400, height: 900 });
  await waitForRail(page);
  found.push(...(await violationsInBothSchemes(page, 'collapsed sidebar at 1400')));
  await page.context().close();
  return { templates, paths: paths.size, checks: 2 * (templates.length + 2), found };
}
