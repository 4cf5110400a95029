import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { signIn } from './harness/browser';
import { mainMenu } from './menuHelpers';
import { waitForSettled } from './harness/settled';
import { serverAndBrowser } from './harness/suite';

/** Skip link, focus ring, page titles and icons (WCAG 2.4.1, 2.4.2, 2.4.7); dark mode, axe-clean. */

const suite = serverAndBrowser();

async function newPage(colorScheme: 'light' | 'dark' = 'light'): Promise<Page> {
  const context = await suite.browser.newContext({ viewport: { width: 1600, height: 900 }, reducedMotion: 'reduce', colorScheme });
  return context.newPage();
}

async function axe(page: Page, where: string) {
  await waitForSettled(page);
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations.map((violation) => ({
    where,
    rule: violation.id,
    nodes: violation.nodes.map((node) => node.target.join(' ')).slice(0, 3),
  }));
}

describe('keyboard and titles', () => {
  it('the first Tab reaches a skip link that moves focus to the main content', async () => {
    const page = await newPage();
    await signIn(page, suite.server.url, 'creator@acme.test');
    await page.reload();
    await mainMenu(page).waitFor();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    expect(await skip.evaluate((link) => link === document.activeElement)).toBe(true);
    const box = await skip.boundingBox();
    expect(box && box.y >= 0).toBe(true);
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
    await page.context().close();
  });

  it('right after signing in, with no reload, the first Tab reaches the skip link', async () => {
    const page = await newPage();
    await signIn(page, suite.server.url, 'creator@acme.test');
    await mainMenu(page).waitFor();
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement;
      return element?.getAttribute('aria-label') ?? element?.textContent ?? '';
    });
    expect(focused).toBe('Skip to main content');
    await page.screenshot({ path: '/tmp/takeflow-skip-after-sign-in.png' });
    await page.context().close();
  });

  it('a focused control shows a ring at least 2 px wide, on plain and MUI parts alike', async () => {
    const page = await newPage();
    await page.goto(`${suite.server.url}/login`);
    await page.getByRole('button', { name: /sign in/i }).focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    const plain = await page.evaluate(() => getComputedStyle(document.activeElement as Element).outlineWidth);
    expect(Number.parseFloat(plain)).toBeGreaterThanOrEqual(2);
    await signIn(page, suite.server.url, 'creator@acme.test');
    const entry = mainMenu(page).getByRole('link', { name: /Not Viewed/ });
    await entry.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    const mui = await page.evaluate(() => ({
      width: getComputedStyle(document.activeElement as Element).outlineWidth,
      style: getComputedStyle(document.activeElement as Element).outlineStyle,
    }));
    expect(Number.parseFloat(mui.width)).toBeGreaterThanOrEqual(2);
    expect(mui.style).toBe('solid');
    await page.context().close();
  });

  it.each([
    ['/login', 'Sign in · Takeflow'],
    ['/login/status/sessionExpired', 'Session expired · Takeflow'],
    ['/login/status/inActive', 'Account not active · Takeflow'],
    ['/no-support', 'Your browser is not supported · Takeflow'],
    ['/no-support/info/background-upload-clips', 'Background upload of clips · Takeflow'],
  ])('%s is titled "%s"', async (path, title) => {
    const page = await newPage();
    await page.goto(`${suite.server.url}${path}`);
    await page.waitForFunction((expected) => document.title === expected, title);
    await page.context().close();
  });

  it('the reset-password and not-found pages are titled, and /resetpassword has the footer', async () => {
    const page = await newPage();
    await page.goto(`${suite.server.url}/login`);
    await page.getByLabel(/username/i).fill('newhire@acme.test');
    await page.getByLabel(/password/i).fill('Demo-2026!');
    await page.getByRole('button', { name: /sign in/i }).click();
    await page.waitForURL('**/resetpassword');
    await page.waitForFunction(() => document.title === 'Choose a new password · Takeflow');
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: /Terms of use/ })
      .waitFor();
    await page.context().close();
    // The not-found page belongs to the signed-in shell.
    const signedIn = await newPage();
    await signIn(signedIn, suite.server.url, 'creator@acme.test');
    await signedIn.goto(`${suite.server.url}/no-such-page`);
    await signedIn.waitForFunction(() => document.title === 'Page not found · Takeflow');
    await signedIn.context().close();
  });

  it('terms and privacy open in a new tab without handing it the app', async () => {
    const page = await newPage();
    await page.goto(`${suite.server.url}/login`);
    for (const name of [/Terms of use/, /Privacy policy/]) {
      const link = page.getByRole('link', { name });
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(await link.getAttribute('rel')).toContain('noopener');
    }
    await page.context().close();
  });

  it('PNG and apple-touch icons are served and linked beside the SVG favicon', async () => {
    const page = await newPage();
    await page.goto(`${suite.server.url}/login`);
    const links = await page
      .locator('link[rel~="icon"], link[rel="apple-touch-icon"]')
      .evaluateAll((nodes) => nodes.map((node) => `${node.getAttribute('rel')} ${node.getAttribute('href')}`));
    expect(links).toEqual(['icon /favicon.svg', 'icon /favicon-32.png', 'apple-touch-icon /apple-touch-icon.png']);
    for (const path of ['/favicon-32.png', '/apple-touch-icon.png', '/icon-192.png', '/icon-512.png', '/icon-maskable-512.png']) {
      const response = await fetch(`${suite.server.url}${path}`);
      expect([path, response.status, response.headers.get('content-type')]).toEqual([path, 200, 'image/png']);
    }
    await page.context().close();
  });
});

describe('dark mode', () => {
  it('follows the system, passes axe on /login and the signed-in home, and a choice in the profile menu is remembered', async () => {
    const page = await newPage('dark');
    await page.goto(`${suite.server.url}/login`);
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(18, 18, 24)');
    const found = await axe(page, '/login dark');
    await signIn(page, suite.server.url, 'manager@acme.test');
    await mainMenu(page).waitFor();
    found.push(...(await axe(page, '/home/library dark')));
    await page.goto(`${suite.server.url}/myprofile/changepassword`);
    await page.getByRole('navigation').last().waitFor();
    found.push(...(await axe(page, '/myprofile/changepassword dark')));
    expect(found).toEqual([]);

    await mainMenu(page)
      .getByRole('button', { name: /Mia Manager/ })
      .click();
    await page.getByRole('menuitemradio', { name: 'Light' }).click();
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'light');
    await page.reload();
    await mainMenu(page).waitFor();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
    await page.context().close();
  });
});
