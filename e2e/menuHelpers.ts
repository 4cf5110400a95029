import type { Browser, Page } from 'playwright-core';
import { API_PATHS } from '../contract/config';
import type { MenuNotificationCountResponse } from '../contract/counts';
import type { TokenResponse } from '../contract/token';
import { DEMO_PASSWORD, newDesktopPage, signIn } from './harness/browser';

/** A password grant made by the test itself, to ask the server what the page should show. */
export async function tokensFor(baseUrl: string, username: string): Promise<TokenResponse> {
  const config = (await (await fetch(`${baseUrl}${API_PATHS.appConfig}`)).json()) as { clientId: string };
  const response = await fetch(`${baseUrl}${API_PATHS.token}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', username, password: DEMO_PASSWORD, client_id: config.clientId }),
  });
  if (!response.ok) throw new Error(`password grant for ${username}: HTTP ${response.status}`);
  return (await response.json()) as TokenResponse;
}

export async function serverCounts(baseUrl: string, tokens: TokenResponse): Promise<MenuNotificationCountResponse> {
  const customerUserId = tokens.additionalDetails.CustomerUserDetails?.customerUserId;
  const response = await fetch(`${baseUrl}${API_PATHS.getMenuNotificationCount}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${tokens.access_token}` },
    body: JSON.stringify({ clientRequest: { customerUserId } }),
  });
  const envelope = (await response.json()) as { status: string; clientResponse: MenuNotificationCountResponse };
  if (envelope.status !== 'Ok') throw new Error(`counts for ${customerUserId}: ${JSON.stringify(envelope)}`);
  return envelope.clientResponse;
}

/** Signs in through the real form in a fresh 1600-pixel window and waits for the sidebar. */
export async function signedInPage(browser: Browser, baseUrl: string, username: string): Promise<Page> {
  const page = await newDesktopPage(browser, 1600, 900);
  await signIn(page, baseUrl, username);
  await mainMenu(page).waitFor();
  return page;
}

export const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

/** After a resize to a rail width: resizes are read once per frame, so wait until the sidebar is the rail. */
export async function waitForRail(page: Page): Promise<void> {
  const menu = await mainMenu(page).elementHandle();
  await page.waitForFunction((nav) => nav !== null && nav.getBoundingClientRect().width < 100, menu);
}

/** Every distinct href in the sidebar. */
export async function sidebarHrefs(page: Page): Promise<string[]> {
  const hrefs = await mainMenu(page)
    .locator('a[href]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return [...new Set(hrefs)].sort();
}

/** The sidebar's hrefs once the page has drawn it and it has not changed for half a second. */
export async function settledSidebarHrefs(page: Page, timeoutMs = 10_000): Promise<string[]> {
  let last: string[] = [];
  let since = Date.now();
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; await page.waitForTimeout(100)) {
    const hrefs = await sidebarHrefs(page);
    if (JSON.stringify(hrefs) !== JSON.stringify(last)) [last, since] = [hrefs, Date.now()];
    else if (hrefs.length > 0 && Date.now() - since >= 500) return hrefs;
  }
  throw new Error(`the sidebar did not settle: ${JSON.stringify(last)}`);
}

/**
 * Starts noting every sidebar the page draws from now on (its sorted, distinct hrefs, each time
 * they change), so a test can see the steps a change went through, not only where it ended.
 */
export async function recordSidebars(page: Page): Promise<void> {
  await mainMenu(page).evaluate((nav) => {
    const seen: string[][] = [];
    const note = () => {
      const hrefs = [...new Set([...nav.querySelectorAll('a[href]')].map((link) => link.getAttribute('href') ?? ''))].sort();
      if (JSON.stringify(hrefs) !== JSON.stringify(seen.at(-1))) seen.push(hrefs);
    };
    note();
    new MutationObserver(note).observe(nav, { subtree: true, childList: true, attributes: true });
    Object.assign(window, { takeflowSidebars: seen });
  });
}

/** The sidebars noted since recordSidebars, in order. */
export async function recordedSidebars(page: Page): Promise<string[][]> {
  return page.evaluate(() => (window as unknown as { takeflowSidebars: string[][] }).takeflowSidebars);
}

/** The counts the badges show, by the href of their entry. */
export async function badgeCounts(page: Page): Promise<Record<string, number>> {
  const badges = await mainMenu(page)
    .locator('a[href] [role="img"][aria-label]')
    .evaluateAll((nodes) =>
      nodes.map((node) => [node.closest('a')?.getAttribute('href') ?? '', node.getAttribute('aria-label') ?? ''] as const),
    );
  return Object.fromEntries(badges.map(([href, label]) => [href, Number.parseInt(label, 10)]));
}
