import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { API_PATHS } from '../contract/config';
import type { TokenResponse } from '../contract/token';
import { DEMO_PASSWORD, newDesktopPage, signIn } from './harness/browser';
import { badgeCounts, mainMenu, serverCounts, signedInPage } from './menuHelpers';
import { serverAndBrowser } from './harness/suite';

/** §4.4: the customer-profile selector and switching, as multi@acme.test. */

const MULTI = 'multi@acme.test';
const ACME_WEST_ID = 2;
const INITECH_ID = 5;

const suite = serverAndBrowser();

const logoButton = (page: Page, customer: string) =>
  mainMenu(page).getByRole('button', { name: `Switch customer profile (current: ${customer})` });
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Switch customer profile' });
const search = (page: Page) => dialog(page).getByRole('combobox', { name: 'Search company or location' });
const option = (page: Page, name: RegExp) => dialog(page).getByRole('option', { name });
/** Retries an assertion until it holds (jest has no expect.poll). */
async function eventually(assertion: () => Promise<void>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await assertion();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

const pathOf = (page: Page) => new URL(page.url()).pathname + new URL(page.url()).search;

/** The server's own answer for a customer, to compare the page's counts with. */
async function tokensIn(customerId: number): Promise<TokenResponse> {
  const { clientId } = (await (await fetch(`${suite.server.url}${API_PATHS.appConfig}`)).json()) as { clientId: string };
  const form = { grant_type: 'password', username: MULTI, password: DEMO_PASSWORD, client_id: clientId, customerId: String(customerId) };
  const response = await fetch(`${suite.server.url}${API_PATHS.token}`, { method: 'POST', body: new URLSearchParams(form) });
  return (await response.json()) as TokenResponse;
}

const newPrograms = async (customerId: number) => (await serverCounts(suite.server.url, await tokensIn(customerId))).inboxNewCount;

async function expectBadges(page: Page, customerId: number) {
  const expected = await newPrograms(customerId);
  await eventually(async () => expect((await badgeCounts(page))['/home/newprograms'] ?? 0).toBe(expected));
}

test('the logo opens a searchable selector; a switch moves logo, menu, counts and the other tab', async () => {
  // The two customers' counts differ, so the badges show which customer the page is in.
  expect(await newPrograms(1)).not.toBe(await newPrograms(ACME_WEST_ID));
  const page = await signedInPage(suite.browser, suite.server.url, MULTI);
  try {
    await page.goto(`${suite.server.url}/clips/list`);
    await logoButton(page, 'Acme Media').waitFor();
    await expectBadges(page, 1);
    const other = await page.context().newPage();
    await other.goto(`${suite.server.url}/storyboards/list`);
    await logoButton(other, 'Acme Media').waitFor();

    await logoButton(page, 'Acme Media').click();
    await dialog(page).waitFor();
    const box = await dialog(page).boundingBox();
    expect([box?.width, box?.height]).toEqual([400, 768]);
    expect((await new AxeBuilder({ page }).include('[role="dialog"]').analyze()).violations).toEqual([]);
    expect(await option(page, /Acme Media/).getAttribute('aria-selected')).toBe('true');

    await search(page).fill('denver');
    await eventually(async () =>
      expect(await dialog(page).getByRole('option').allTextContents()).toEqual([expect.stringContaining('Acme West')]),
    );
    expect(await option(page, /Acme West/).textContent()).toContain('Denver, CO, N/A');

    await search(page).fill('');
    const initech = option(page, /\(locked\) Initech/);
    expect(await initech.getAttribute('aria-disabled')).toBe('true');
    expect(await initech.isEnabled()).toBe(false);
    await initech.click({ force: true }); // a user clicks it anyway: nothing happens
    await page.waitForTimeout(300);
    expect(await dialog(page).isVisible()).toBe(true);
    expect(await option(page, /Acme Media/).getAttribute('aria-selected')).toBe('true');

    await option(page, /Acme West/).click();
    await dialog(page).waitFor({ state: 'hidden' });
    await logoButton(page, 'Acme West').waitFor();
    expect(pathOf(page)).toBe('/clips/list');
    // Acme West has storyboards and campaigns off: the menu follows the new customer's flags.
    await eventually(async () => expect(await mainMenu(page).locator('a[href="/storyboards/list"]').count()).toBe(0));
    expect(await mainMenu(page).locator('a[href="/clips/list"]').count()).toBeGreaterThan(0);
    await expectBadges(page, ACME_WEST_ID);

    // The other tab adopts the switch, and leaves a route the new customer does not offer.
    await logoButton(other, 'Acme West').waitFor();
    await other.waitForURL((url) => url.pathname === '/home/library');
    await eventually(async () => expect(await mainMenu(other).locator('a[href="/storyboards/list"]').count()).toBe(0));
  } finally {
    await page.context().close();
  }
});

test('keyboard: arrows move, Enter chooses, Escape closes', async () => {
  const page = await signedInPage(suite.browser, suite.server.url, MULTI);
  try {
    await logoButton(page, 'Acme Media').click();
    await search(page).waitFor();
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'hidden' });
    await logoButton(page, 'Acme Media').click();
    await search(page).waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await logoButton(page, 'Acme West').waitFor();
  } finally {
    await page.context().close();
  }
});

test('single-profile users never see the selector', async () => {
  const page = await signedInPage(suite.browser, suite.server.url, 'creator@acme.test');
  try {
    expect(
      await mainMenu(page)
        .getByRole('button', { name: /Switch customer profile/ })
        .count(),
    ).toBe(0);
    await mainMenu(page).getByRole('img', { name: 'Acme Media logo' }).first().click();
    await page.waitForTimeout(500);
    expect(await page.getByRole('dialog').count()).toBe(0);
  } finally {
    await page.context().close();
  }
});

test('?cust= switches to a valid profile, refuses a locked one, and leaves the address', async () => {
  const page = await signedInPage(suite.browser, suite.server.url, MULTI);
  try {
    await page.goto(`${suite.server.url}/clips/list?cust=${ACME_WEST_ID}&view=grid`);
    await logoButton(page, 'Acme West').waitFor();
    await page.waitForURL((url) => !url.searchParams.has('cust'));
    expect(pathOf(page)).toBe('/clips/list?view=grid');

    await page.goto(`${suite.server.url}/clips/list?cust=${INITECH_ID}`);
    await page.getByText('The customer profile in this link is not available to you.').waitFor();
    expect(await logoButton(page, 'Acme West').count()).toBe(1);
    expect(pathOf(page)).toBe('/clips/list');
  } finally {
    await page.context().close();
  }
});

test('?cust= before sign-in: the password grant asks for that customer', async () => {
  const page = await newDesktopPage(suite.browser);
  try {
    const grants: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith(API_PATHS.token)) grants.push(request.postData() ?? '');
    });
    await page.goto(`${suite.server.url}/clips/list?cust=${ACME_WEST_ID}`);
    await page.waitForURL((url) => url.pathname === '/login');
    await signIn(page, suite.server.url, MULTI);
    await logoButton(page, 'Acme West').waitFor();
    expect(new URLSearchParams(grants[0]).get('customerId')).toBe(String(ACME_WEST_ID));
    await page.waitForURL((url) => url.pathname === '/clips/list' && !url.searchParams.has('cust'));
  } finally {
    await page.context().close();
  }
});

test.each([
  ['the login link names the customer', `/login/ftl/${MULTI}/${DEMO_PASSWORD}/${ACME_WEST_ID}`, 'Acme West'],
  ['without one, the default-login profile', null, 'Acme Media'],
])('sign-in starts where %s', async (_case, link, customer) => {
  const page = await newDesktopPage(suite.browser);
  try {
    if (link) await page.goto(`${suite.server.url}${link}`);
    else await signIn(page, suite.server.url, MULTI);
    await logoButton(page, customer).waitFor({ timeout: 30_000 });
  } finally {
    await page.context().close();
  }
});
