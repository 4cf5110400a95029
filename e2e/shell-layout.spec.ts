import type { Page } from 'playwright-core';
import { API_PATHS } from '../contract/config';
import { newDesktopPage, signIn } from './harness/browser';
import { mainMenu, waitForRail } from './menuHelpers';
import { serverAndBrowser } from './harness/suite';

/**
 * The shell at every width and zoom (§2, §4; WCAG 1.4.4, 1.4.10): the screen notice never
 * blocks sign-in or Log Out; the organisation shows; switching confirms itself; the sidebar keeps
 * its collapsed state; a server that cannot be reached at load is said and retried.
 */

const suite = serverAndBrowser();

const notice = (page: Page) => page.getByRole('dialog', { name: 'Screen Resolution Unsupported' });

async function closeNotice(page: Page) {
  await notice(page).waitFor();
  await notice(page).getByRole('button', { name: 'Close' }).click();
  await notice(page).waitFor({ state: 'detached' });
}

async function logOutFromReducedMenu(page: Page) {
  const menu = mainMenu(page);
  await menu.waitFor();
  // §2: below 1280 only the profile item and log out remain; the rail shows the profile section.
  await menu.getByRole('button', { name: 'Show menu' }).click();
  const entries = await menu
    .locator('a[href], [role="button"]')
    .evaluateAll((nodes) =>
      nodes
        .filter((node) => (node as HTMLElement).offsetParent !== null)
        .map((node) => node.textContent?.trim() || node.getAttribute('aria-label')),
    );
  expect(entries).toEqual(expect.arrayContaining(['Profile', 'Log Out']));
  expect(entries).not.toContain('All');
  await menu.getByRole('button', { name: 'Log Out' }).click();
  await page.waitForURL('**/login');
}

describe('below 1280 pixels (§2, §4)', () => {
  it('at 1200 px the notice closes, sign-in works, and the reduced menu signs out', async () => {
    const page = await newDesktopPage(suite.browser, 1200, 800);
    await page.goto(`${suite.server.url}/login`);
    await closeNotice(page);
    await page.getByLabel(/username/i).fill('manager@acme.test');
    await page.getByLabel(/password/i).fill('Demo-2026!');
    await page.getByRole('button', { name: /sign in/i }).click();
    await page.waitForURL('**/home/library');
    // Closed once, it stays closed while the window stays narrow.
    expect(await notice(page).count()).toBe(0);
    await logOutFromReducedMenu(page);
    await page.context().close();
  });

  it('at 200 % zoom on a 1280 × 800 screen the shell reflows and Log Out works', async () => {
    const context = await suite.browser.newContext({ viewport: { width: 640, height: 400 }, deviceScaleFactor: 2 });
    const page = await context.newPage();
    await page.goto(`${suite.server.url}/login`);
    await closeNotice(page);
    await page.getByLabel(/username/i).fill('creator@acme.test');
    await page.getByLabel(/password/i).fill('Demo-2026!');
    await page.getByRole('button', { name: /sign in/i }).click();
    await page.waitForURL('**/home/library');
    // WCAG 1.4.10: no horizontal scrolling of the page at 320 CSS px per 1280 device px.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
    await logOutFromReducedMenu(page);
    await context.close();
  });

  it('the notice comes back when the window narrows again', async () => {
    const page = await newDesktopPage(suite.browser, 1200, 800);
    await page.goto(`${suite.server.url}/login`);
    await closeNotice(page);
    await page.setViewportSize({ width: 1400, height: 800 });
    // Resizes are read once per frame: let the wide one be seen before narrowing again.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await page.setViewportSize({ width: 1100, height: 800 });
    await notice(page).waitFor();
    await page.context().close();
  });
});

describe('the organisation in the sidebar', () => {
  it('without a custom logo, its name shows beside the default logo; in the rail, its initials', async () => {
    const page = await newDesktopPage(suite.browser, 1600, 900);
    await signIn(page, suite.server.url, 'creator@globex.test');
    const menu = mainMenu(page);
    await menu.getByTestId('organisation-name').waitFor();
    expect(await menu.getByTestId('organisation-name').textContent()).toBe('Globex Health');
    await page.setViewportSize({ width: 1400, height: 900 });
    // The wide logo carries the same name: read the mark only once the rail is drawn.
    await waitForRail(page);
    const logo = menu.getByRole('img', { name: 'Globex Health logo' });
    expect(await logo.textContent()).toBe('GH');
    expect(await logo.count()).toBe(1);
    expect(await menu.getByTestId('organisation-name').count()).toBe(0);
    await page.context().close();
  });

  it('a custom logo is shown whole: its drawing fits the box it is given', async () => {
    const page = await newDesktopPage(suite.browser, 1600, 900);
    await signIn(page, suite.server.url, 'vendor@cutline.test');
    const logo = mainMenu(page).getByRole('img', { name: 'Cutline Studios logo' });
    await logo.waitFor();
    // The SVG's own text must fit its viewBox (it used to read "Cutline Studi").
    const fits = await page.evaluate(async (src) => {
      const text = await (await fetch(src)).text();
      const holder = document.createElement('div');
      holder.innerHTML = text;
      document.body.append(holder);
      const svg = holder.querySelector('svg') as SVGSVGElement;
      const label = svg.querySelector('text') as SVGTextElement;
      const box = label.getBBox();
      const result = box.x + box.width <= svg.viewBox.baseVal.width;
      holder.remove();
      return result;
    }, '/assets/logos/cutline.svg');
    expect(fits).toBe(true);
    await page.context().close();
  });

  it('Globex users get an Integrations icon in the rail that shows its entries', async () => {
    const page = await newDesktopPage(suite.browser, 1400, 900);
    await signIn(page, suite.server.url, 'creator@globex.test');
    const menu = mainMenu(page);
    await menu.getByRole('button', { name: 'Show Integrations' }).click();
    await menu.getByRole('link', { name: /Slack/ }).waitFor();
    await page.context().close();
  });
});

describe('switching organisation (§4)', () => {
  it('says where the user is now, keeps the page inert while it runs, and says why a route gave way', async () => {
    const page = await newDesktopPage(suite.browser, 1600, 900);
    await signIn(page, suite.server.url, 'multi@acme.test');
    await page.goto(`${suite.server.url}/storyboards/list`);
    await mainMenu(page).waitFor();
    // Hold the switch for a moment so the page can be seen inert.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**${API_PATHS.token}`, async (route) => {
      if (route.request().postData()?.includes('customerId')) await held;
      await route.continue();
    });
    await mainMenu(page)
      .getByRole('button', { name: /Switch customer profile/ })
      .click();
    await page.getByRole('option', { name: /Acme West/ }).click();
    await page.locator('[inert]').first().waitFor({ state: 'attached' });
    expect(await page.evaluate(() => document.querySelector('[inert]')?.contains(document.querySelector('main')))).toBe(true);
    release();
    await page
      .getByText('Now in Acme West')
      .or(page.getByText(/Acme West does not give you access to \/storyboards\/list/))
      .first()
      .waitFor();
    await page.getByText('Acme West does not give you access to /storyboards/list, so you are on your home page.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/home/library');
    expect(await page.locator('[inert]').count()).toBe(0);

    // A route the new organisation offers stays, and the switch is confirmed.
    await mainMenu(page)
      .getByRole('button', { name: /Switch customer profile/ })
      .click();
    await page.getByRole('option', { name: /Acme Media/ }).click();
    await page.getByText('Now in Acme Media').waitFor();
    await page.context().close();
  });
});

describe('the sidebar', () => {
  it('collapsed at 1600 px stays collapsed after a reload, and expands again', async () => {
    const page = await newDesktopPage(suite.browser, 1600, 900);
    await signIn(page, suite.server.url, 'manager@acme.test');
    const menu = mainMenu(page);
    await menu.getByRole('link', { name: /Recording Tasks/ }).waitFor();
    await menu.getByRole('button', { name: 'Collapse menu' }).click();
    await menu.getByRole('link', { name: /Recording Tasks/ }).waitFor({ state: 'detached' });
    await page.reload();
    await menu.getByRole('button', { name: 'Expand menu' }).waitFor();
    expect(await menu.getByRole('link', { name: /Recording Tasks/ }).count()).toBe(0);
    await menu.getByRole('button', { name: 'Expand menu' }).click();
    await menu.getByRole('link', { name: /Recording Tasks/ }).waitFor();
    await page.context().close();
  });

  it.each([900, 1000])('Log Out is on screen without scrolling at %i px height', async (height) => {
    const page = await newDesktopPage(suite.browser, 1600, height);
    await signIn(page, suite.server.url, 'multi@acme.test');
    const logout = mainMenu(page).getByRole('button', { name: 'Log Out' });
    await logout.waitFor();
    const box = await logout.boundingBox();
    expect(box && box.y >= 0 && box.y + box.height <= height).toBe(true);
    await page.context().close();
  });

  it.each([
    ['fr', 1600],
    ['es', 1680],
    ['fr', 1680],
  ])('the profile flyout keeps clear of the footer in %s at %i px', async (language, width) => {
    const page = await newDesktopPage(suite.browser, width, 900);
    await signIn(page, suite.server.url, 'creator@acme.test');
    await page.evaluate((lang) => localStorage.setItem('takeflow.language', lang), language);
    await page.goto(`${suite.server.url}/myprofile/changepassword`);
    const flyout = page.getByRole('navigation').last();
    await flyout.waitFor();
    await page.getByRole('contentinfo').waitFor();
    const flyoutBox = await flyout.boundingBox();
    const footerParts = await page
      .getByRole('contentinfo')
      .locator('p, a')
      .evaluateAll((nodes) =>
        nodes.map((node) => {
          const r = node.getBoundingClientRect();
          return { x: r.x, y: r.y, right: r.right, bottom: r.bottom };
        }),
      );
    expect(flyoutBox).not.toBeNull();
    const overlaps = footerParts.filter(
      (part) =>
        flyoutBox &&
        part.x < flyoutBox.x + flyoutBox.width &&
        part.right > flyoutBox.x &&
        part.y < flyoutBox.y + flyoutBox.height &&
        part.bottom > flyoutBox.y,
    );
    expect(overlaps).toEqual([]);
    await page.context().close();
  });
});

describe('a server that cannot be reached at load', () => {
  it('is said, retried visibly, and the app carries on once it answers', async () => {
    const page = await newDesktopPage(suite.browser, 1600, 900);
    await signIn(page, suite.server.url, 'creator@acme.test');
    await mainMenu(page).waitFor();
    await page.route(`**${API_PATHS.token}`, (route) => route.abort('connectionrefused'));
    await page.reload();
    const unreachable = page.getByTestId('server-unreachable');
    await unreachable.waitFor();
    expect(await unreachable.textContent()).toMatch(/The Takeflow server cannot be reached\.\s*Trying again/);
    await page.unroute(`**${API_PATHS.token}`);
    await unreachable.getByRole('button', { name: 'Try now' }).click();
    await mainMenu(page).waitFor();
    await unreachable.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/home/library');
    await page.context().close();
  });
});
