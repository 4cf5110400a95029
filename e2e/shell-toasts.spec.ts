import type { Page } from 'playwright-core';
import { API_PATHS } from '../contract/config';
import { signedInPage } from './menuHelpers';
import { serverAndBrowser } from './harness/suite';

/**
 * Every kind of toast (§8) is seen: inside the window, on its own coloured surface, with no style
 * refused by the Content Security Policy, in the light and the dark scheme. notistack inserts its
 * styles at run time; without the page's nonce they were refused and the message fell, unstyled,
 * below the footer.
 */

const MULTI = 'multi@acme.test';
const ACME_WEST_ID = 2;
const INITECH_ID = 5; // a locked membership of multi@acme.test

const suite = serverAndBrowser();

/** Every violation the page reports, from its first script on. */
async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __toastViolations: string[] }).__toastViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  return () => page.evaluate(() => (window as unknown as { __toastViolations: string[] }).__toastViolations);
}

/** Where the toast with this text is and how it is drawn. */
async function toastLook(page: Page, text: string) {
  const content = page.locator('.notistack-Snackbar [role="alert"]').filter({ hasText: text });
  await content.waitFor();
  // Let the entering slide finish: its position is checked, not a frame of it.
  await page.waitForTimeout(600);
  return content.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const container = element.closest('.notistack-SnackbarContainer');
    return {
      box: { top: box.top, left: box.left, bottom: box.bottom, right: box.right },
      viewport: { width: window.innerWidth, height: window.innerHeight },
      background: getComputedStyle(element).backgroundColor,
      color: getComputedStyle(element).color,
      containerPosition: container ? getComputedStyle(container).position : null,
    };
  });
}

function expectSeen(look: Awaited<ReturnType<typeof toastLook>>) {
  expect(look.containerPosition).toBe('fixed');
  expect(look.background).not.toBe('rgba(0, 0, 0, 0)');
  expect(look.background).not.toBe(look.color);
  expect(look.box.top).toBeGreaterThanOrEqual(0);
  expect(look.box.left).toBeGreaterThanOrEqual(0);
  expect(look.box.bottom).toBeLessThanOrEqual(look.viewport.height);
  expect(look.box.right).toBeLessThanOrEqual(look.viewport.width);
  expect(look.box.bottom - look.box.top).toBeGreaterThan(20);
}

test.each(['light', 'dark'] as const)('success, warning and error toasts are seen in the %s scheme', async (scheme) => {
  const page = await signedInPage(suite.browser, suite.server.url, MULTI);
  try {
    await page.emulateMedia({ colorScheme: scheme });
    const violations = await watchViolations(page);
    const looks: Record<string, Awaited<ReturnType<typeof toastLook>>> = {};

    // success: a ?cust= link to another profile switches and says where the user is now.
    await page.goto(`${suite.server.url}/clips/list?cust=${ACME_WEST_ID}`);
    looks.success = await toastLook(page, 'Now in Acme West');
    await page.screenshot({ path: `/tmp/takeflow-toast-success-${scheme}.png` });

    // warning: a link to a locked profile is refused.
    await page.goto(`${suite.server.url}/clips/list?cust=${INITECH_ID}`);
    looks.warning = await toastLook(page, 'The customer profile in this link is not available to you.');
    await page.screenshot({ path: `/tmp/takeflow-toast-warning-${scheme}.png` });

    // error: the list cannot reach the server.
    await page.route(`**${API_PATHS.listFootage}`, (route) => route.abort('connectionfailed'));
    await page.goto(`${suite.server.url}/clips/list`);
    looks.error = await toastLook(page, 'The server could not be reached.');
    await page.screenshot({ path: `/tmp/takeflow-toast-error-${scheme}.png` });

    const refused = await violations();
    console.log(`${scheme}: ${refused.length} style violations during three toasts`);
    for (const look of Object.values(looks)) expectSeen(look);
    // Three kinds, three colours.
    expect(new Set(Object.values(looks).map((look) => look.background)).size).toBe(3);
    expect(refused).toEqual([]);
  } finally {
    await page.context().close();
  }
});
