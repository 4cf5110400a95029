import { rmSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { newDesktopPage, signIn } from './harness/browser';
import { expectCspViolations } from './harness/cspWatch';
import { HOSTILE, HOSTILE_USER, hostileDataDir } from './hardeningSeed';
import { mainMenu } from './menuHelpers';
import { serverAndBrowser } from './harness/suite';

/**
 * Hostile content: organisation names, a user name and logo addresses stored by an attacker
 * render as text in the sidebar, the user menu and the profile selector, javascript: addresses
 * are never loaded, no script runs; and the Content-Security-Policy blocks injected script.
 */
let dataDir: string;

const suite = serverAndBrowser({
  server: async () => {
    dataDir = await hostileDataDir();
    return { dataDir };
  },
  cleanup: () => {
    rmSync(dataDir, { recursive: true, force: true });
  },
});

interface Watch {
  dialogs: string[];
  errors: string[];
}

/**
 * Any alert(), confirm() or prompt() and any uncaught error on the page is recorded, and so is
 * every javascript: address the page puts into a src or href, even for a moment.
 */
async function watch(page: Page): Promise<Watch> {
  await page.addInitScript(() => {
    const found: string[] = [];
    (window as unknown as { scriptAddresses: string[] }).scriptAddresses = found;
    const check = (el: Element) => {
      for (const name of ['src', 'href', 'srcset', 'action', 'formaction']) {
        const value = el.getAttribute(name);
        if (value !== null && /^\W*j\W*a\W*v\W*a\W*s\W*c\W*r\W*i\W*p\W*t\W*:/i.test(value)) found.push(`${el.tagName} ${name}=${value}`);
      }
    };
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'attributes') check(record.target as Element);
        for (const node of record.addedNodes) {
          if (node instanceof Element) [node, ...node.querySelectorAll('*')].forEach(check);
        }
      }
    }).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['src', 'href', 'srcset', 'action', 'formaction'],
    });
  });
  const seen: Watch = { dialogs: [], errors: [] };
  page.on('dialog', (dialog) => {
    seen.dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  page.on('pageerror', (error) => seen.errors.push(error.message));
  return seen;
}

/** What an injected script would leave behind in the document. */
const traces = (page: Page) =>
  page.evaluate(() => ({
    handlers: [...document.querySelectorAll('*')].flatMap((el) =>
      [...el.attributes].filter((a) => /^on/i.test(a.name)).map((a) => `${el.tagName} ${a.name}`),
    ),
    scriptUrls: (window as unknown as { scriptAddresses: string[] }).scriptAddresses,
    // The page's own first script is inline and carries the page's nonce; anything else counts.
    injected:
      document.querySelectorAll('img[src="x"]').length +
      [...document.querySelectorAll<HTMLScriptElement>('script:not([src])')].filter(
        (script) => script.nonce === '' || script.nonce !== document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content,
      ).length,
    pwned: (window as unknown as { __pwned?: number }).__pwned ?? null,
  }));

test('hostile names and logo addresses render as text everywhere in the shell, and nothing runs', async () => {
  const page = await newDesktopPage(suite.browser);
  const seen = await watch(page);
  await signIn(page, suite.server.url, HOSTILE_USER);
  const menu = mainMenu(page);
  await menu.waitFor();
  // Sidebar: the logo names the organisation in its label; the user menu shows the user's name.
  await menu.getByRole('button', { name: `Switch customer profile (current: ${HOSTILE.customer})` }).waitFor();
  await menu.getByText(HOSTILE.userName, { exact: true }).waitFor();
  // The javascript: logo and picture fall back to the default logo and the generic icon.
  await menu.getByTestId('generic-user-icon').waitFor();
  await menu.locator('img[src="/assets/images/takeflow-logo.svg"]').first().waitFor();

  // Profile selector: every hostile organisation and address is a plain option text.
  await menu.getByRole('button', { name: `Switch customer profile (current: ${HOSTILE.customer})` }).click();
  const selector = page.getByRole('dialog', { name: 'Switch customer profile' });
  await selector.getByText(HOSTILE.customer, { exact: true }).waitFor();
  await selector.getByText(HOSTILE.otherCustomer, { exact: true }).waitFor();
  await selector.getByText(`${HOSTILE.city}, TX, 78701`, { exact: true }).waitFor();
  expect(await traces(page)).toEqual({ handlers: [], scriptUrls: [], injected: 0, pwned: null });

  // Switching into the other hostile organisation renders its name as text too.
  await selector.getByRole('option', { name: new RegExp(HOSTILE.otherCustomer.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).click();
  await menu.getByRole('button', { name: `Switch customer profile (current: ${HOSTILE.otherCustomer})` }).waitFor({ timeout: 20_000 });
  expect(await traces(page)).toEqual({ handlers: [], scriptUrls: [], injected: 0, pwned: null });
  expect(seen).toEqual({ dialogs: [], errors: [] });
  await page.context().close();
});

test('the Content-Security-Policy blocks a script injected into the page, inline or as an attribute', async () => {
  const page = await newDesktopPage(suite.browser);
  expectCspViolations(page);
  const seen = await watch(page);
  const response = await page.goto(`${suite.server.url}/login`);
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await page.getByRole('button', { name: /sign in/i }).waitFor();
  const outcome = await page.evaluate(async () => {
    const violations: string[] = [];
    document.addEventListener('securitypolicyviolation', (event) => violations.push(event.violatedDirective));
    const script = document.createElement('script');
    script.textContent = 'window.__injected = "inline"; alert("inline")';
    document.head.appendChild(script);
    const button = document.createElement('button');
    button.setAttribute('onclick', 'window.__injected = "attribute"; alert("attribute")');
    document.body.appendChild(button);
    button.click();
    const image = document.createElement('img');
    image.setAttribute('src', 'x');
    image.setAttribute('onerror', 'window.__injected = "onerror"; alert("onerror")');
    document.body.appendChild(image);
    await new Promise((resolve) => setTimeout(resolve, 500));
    return { injected: (window as unknown as { __injected?: string }).__injected ?? null, violations: [...new Set(violations)].sort() };
  });
  expect(outcome).toEqual({ injected: null, violations: ['script-src-attr', 'script-src-elem'] });
  expect(seen).toEqual({ dialogs: [], errors: [] });
  await page.context().close();
});
