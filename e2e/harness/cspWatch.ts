import type { Browser, BrowserContext, Page } from 'playwright-core';

/**
 * Every Content Security Policy violation of every page a browser spec opens. A refused style
 * leaves text on the page (a toast fell, unstyled, below the footer while its text was found), so
 * a spec checking text cannot see it: the suite (suite.ts) fails the test in whose time one was
 * reported.
 */

const reported: string[] = [];
/** Pages whose test provokes a violation on purpose, to show the policy refuses it. */
const provoking = new WeakSet<Page>();

/** A page that is expected to be refused something: its violations are the test's to check. */
export function expectCspViolations(page: Page): void {
  provoking.add(page);
}

const BINDING = '__takeflowCspViolation';

function record(page: Page | null | undefined, what: string): void {
  if (page && provoking.has(page)) return;
  reported.push(`${page?.url() ?? 'a page'}: ${what}`);
}

/** Listens on one context: the DOM's securitypolicyviolation event, and the console's complaint. */
export async function watchContext(context: BrowserContext): Promise<void> {
  await context.exposeBinding(BINDING, ({ page }, what: string) => record(page, what));
  await context.addInitScript((binding) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as Record<string, (what: string) => Promise<void>>)[binding];
      void report?.(`${event.effectiveDirective} refused ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`);
    });
  }, BINDING);
  context.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) record(message.page(), `console: ${message.text()}`);
  });
}

/** Every context the browser makes from now on (newPage makes one too) is watched. */
export function watchBrowser(browser: Browser): void {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (...args: Parameters<Browser['newContext']>) => {
    const context = await newContext(...args);
    await watchContext(context);
    return context;
  };
}

/** The violations reported since the last call, and forgets them. */
export function takeCspViolations(): string[] {
  return reported.splice(0, reported.length);
}
