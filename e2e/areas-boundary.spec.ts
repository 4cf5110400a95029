import type { Page } from 'playwright-core';
import { signIn } from './harness/browser';
import { mainMenu } from './menuHelpers';
import { pathOf, sessionState } from './sessionSupport';
import { serverAndBrowser } from './harness/suite';

/** Every area runs inside its own error boundary: a failure stays in the area, the shell lives on. */

/**
 * A signed-in manager without a service worker: the chunks must come from the network for a routed
 * 404 to reach the page (a worker would answer them from its precache).
 */
async function signedInPage(): Promise<Page> {
  const context = await suite.browser.newContext({ serviceWorkers: 'block', viewport: { width: 1600, height: 900 } });
  const page = await context.newPage();
  await signIn(page, suite.server.url, 'manager@acme.test');
  await mainMenu(page).waitFor();
  return page;
}

const suite = serverAndBrowser();

/** A client-side navigation, as a link in the app makes (the router follows popstate). */
async function openInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

/** The Reload button is enabled once the page has checked whether a new version was deployed. */
async function reloadEnabled(page: Page) {
  await page.waitForFunction(() =>
    [...document.querySelectorAll('button')].some((button) => button.textContent?.trim() === 'Reload' && !button.disabled),
  );
}

async function homeStillWorks(page: Page) {
  await mainMenu(page).locator('a[href="/home/library"]').first().click();
  await heading(page, 'All').waitFor({ timeout: 15_000 });
  expect(pathOf(page)).toBe('/home/library');
}

it('an area whose chunk answers 404 shows the boundary and a working Reload; the sidebar still works', async () => {
  const page = await signedInPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  try {
    await page.route('**/static/js/audience.*.js', (route) => route.fulfill({ status: 404, body: 'gone' }));
    await openInApp(page, '/audience/contacts');
    await heading(page, 'This page could not be loaded').waitFor({ timeout: 15_000 });
    await reloadEnabled(page);
    expect(errors.some((text) => text.includes('Area "audience" failed to load'))).toBe(true);
    await homeStillWorks(page);

    // Back to the broken area, and the chunk is there again: Reload brings the page.
    await openInApp(page, '/audience/contacts');
    await heading(page, 'This page could not be loaded').waitFor({ timeout: 15_000 });
    // Unrouting while the version check is on its way through the route could leave it hanging.
    await reloadEnabled(page);
    await page.unroute('**/static/js/audience.*.js');
    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Reload' }).click()]);
    await heading(page, 'Contacts').waitFor({ timeout: 20_000 });
    expect(pathOf(page)).toBe('/audience/contacts');
  } finally {
    await page.context().close();
  }
});

it('when a new version has been deployed, a missing chunk reloads the page once by itself', async () => {
  const page = await signedInPage();
  try {
    let loads = 0;
    page.on('load', () => {
      loads += 1;
    });
    await page.route('**/static/js/audience.*.js', (route) => route.fulfill({ status: 404, body: 'gone' }));
    await page.route('**/version.json', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ version: '99.0.0-next' }) }),
    );
    await openInApp(page, '/audience/contacts');
    // One reload by itself; after it the chunk is still missing, so the page offers Reload instead of looping.
    await page.waitForEvent('load', { timeout: 15_000 });
    await heading(page, 'This page could not be loaded').waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Reload' }).waitFor();
    await expect(page.getByRole('button', { name: 'Reload' }).isEnabled()).resolves.toBe(true);
    expect(loads).toBe(1);
    expect(pathOf(page)).toBe('/audience/contacts');
  } finally {
    await page.context().close();
  }
});

it('a throwing area component shows a clear message with the way home; the sidebar and session stay alive', async () => {
  const page = await signedInPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  try {
    // The tasks area's page, as served, is replaced by one that throws while rendering.
    await page.route('**/static/js/tasks.*.js', async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(
        /default:\(\)=>[A-Za-z_$][\w$]*/,
        'default:()=>function(){throw new Error("tasks page broke")}',
      );
      await route.fulfill({ response, body });
    });
    await openInApp(page, '/tasks/ctr');
    await heading(page, 'Something went wrong on this page').waitFor({ timeout: 15_000 });
    expect(errors.some((text) => text.includes('Area "tasks" failed to render'))).toBe(true);
    await page.getByRole('link', { name: 'Go to your home page' }).click();
    await heading(page, 'All').waitFor({ timeout: 15_000 });
    await openInApp(page, '/tasks/ctr');
    await heading(page, 'Something went wrong on this page').waitFor({ timeout: 15_000 });
    await homeStillWorks(page);
    // The session is untouched.
    expect(await sessionState(page)).toBe('active');
  } finally {
    await page.context().close();
  }
});
