import type { Page } from 'playwright-core';
import { newDesktopPage, signIn } from './harness/browser';
import { expectCspViolations, takeCspViolations } from './harness/cspWatch';
import { openSignOut, waitForSession } from './sessionSupport';
import { serverAndBrowser } from './harness/suite';

/**
 * The Content Security Policy without 'unsafe-inline' for styles: the page's own stylesheet and
 * every <style> emotion inserts carry the page's nonce, so nothing the app draws is refused.
 */

const suite = serverAndBrowser();

/** Every violation the page reports, from its first script on, and the console's CSP complaints. */
async function watchViolations(page: Page) {
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) console.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  return {
    console,
    violations: () => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations),
  };
}

/** The page's style elements: how many, and how many without the page's nonce. */
const styleElements = (page: Page) =>
  page.evaluate(() => {
    const meta = document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content ?? '';
    const styles = [...document.querySelectorAll('style')];
    return {
      total: styles.length,
      emotion: styles.filter((style) => style.dataset.emotion !== undefined).length,
      withoutNonce: styles.filter((style) => style.nonce !== meta || meta === '').length,
    };
  });

test('no violation on /login, nor on a signed-in page with MUI drawn', async () => {
  const page = await newDesktopPage(suite.browser);
  const watch = await watchViolations(page);
  const response = await page.goto(`${suite.server.url}/login`);
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy).toMatch(/style-src 'self' 'nonce-[A-Za-z0-9+/=]{24}'/);
  expect(policy).not.toContain('unsafe-inline');
  expect(policy).toContain("img-src 'self' data:;");
  await page.getByRole('button', { name: /^sign in$/i }).waitFor();
  // The inline stylesheet was applied: the page is styled, not raw.
  expect(await page.evaluate(() => getComputedStyle(document.body).margin)).toBe('0px');
  expect(await watch.violations()).toEqual([]);

  await signIn(page, suite.server.url, 'creator@acme.test');
  await waitForSession(page, 'active');
  await page.getByRole('navigation').first().waitFor();
  await openSignOut(page); // an MUI menu: emotion inserts its styles now
  const styles = await styleElements(page);
  expect(styles.emotion).toBeGreaterThan(0);
  expect(styles.withoutNonce).toBe(0);
  await page.screenshot({ path: '/tmp/takeflow-csp-signed-in.png' });
  expect(await watch.violations()).toEqual([]);
  expect(watch.console).toEqual([]);
  console.log(`style elements ${styles.total} (emotion ${styles.emotion}), all with the page's nonce; 0 violations`);
  await page.context().close();
});

test('a style element without the nonce is refused', async () => {
  const page = await newDesktopPage(suite.browser);
  expectCspViolations(page);
  const watch = await watchViolations(page);
  await page.goto(`${suite.server.url}/login`);
  await page.getByRole('button', { name: /^sign in$/i }).waitFor();
  const applied = await page.evaluate(() => {
    const style = document.createElement('style');
    style.textContent = 'body { outline: 7px solid red !important; }';
    document.head.appendChild(style);
    return getComputedStyle(document.body).outlineWidth;
  });
  expect(applied).not.toBe('7px');
  await page.waitForFunction(() => (window as unknown as { __violations: string[] }).__violations.length > 0);
  expect((await watch.violations())[0]).toMatch(/^style-src/);
  await page.context().close();
});

test('the suite notices a violation no test looks for, and fails the test it happened in', async () => {
  const page = await newDesktopPage(suite.browser);
  await page.goto(`${suite.server.url}/login`);
  await page.getByRole('button', { name: /^sign in$/i }).waitFor();
  await page.evaluate(() => {
    const style = document.createElement('style');
    style.textContent = 'body { outline: 7px solid red !important; }';
    document.head.appendChild(style);
  });
  // The harness's watch (harness/cspWatch.ts) holds it; taken here, so this test's teardown passes.
  // One violation is reported twice (the DOM event and the console), not always together: what
  // arrives until the page is closed is taken too.
  const deadline = Date.now() + 5_000;
  const found: string[] = [];
  while (found.length === 0 && Date.now() < deadline) {
    found.push(...takeCspViolations());
    if (found.length === 0) await page.waitForTimeout(50);
  }
  await page.context().close();
  found.push(...takeCspViolations());
  expect(found.length).toBeGreaterThan(0);
  expect(found.join('\n')).toMatch(/style-src/);
});
