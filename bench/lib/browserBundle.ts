import type { Browser, BrowserContext } from 'playwright-core';
import { signIn } from '../../e2e/harness/browser';
import { BENCH_USER, type BenchRoute } from './routes';

const VIEWPORT = { width: 1600, height: 900 };
type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * Signs in through the login form in a throw-away context and returns its storage (the stored
 * tokens), so a fresh context — with an empty HTTP cache — can open signed-in pages cold.
 */
export async function signedInState(browser: Browser, baseUrl: string, username = BENCH_USER): Promise<StorageState> {
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: VIEWPORT });
  try {
    const page = await context.newPage();
    await signIn(page, baseUrl, username);
    return await context.storageState();
  } finally {
    await context.close();
  }
}

/** Scripts and style sheets a cold load of the route fetched, by path, with their decoded bytes. */
export async function recordRoute(
  browser: Browser,
  baseUrl: string,
  route: BenchRoute,
  storageState?: StorageState,
): Promise<Map<string, Buffer>> {
  // Blocking service workers keeps the worker's background precache out of the figures.
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: VIEWPORT, storageState });
  const bodies = new Map<string, Buffer>();
  const pending: Promise<unknown>[] = [];
  try {
    const page = await context.newPage();
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      const file = new URL(response.url()).pathname;
      pending.push(response.body().then((body) => bodies.set(file, body)));
    });
    await page.goto(`${baseUrl}${route.path}`);
    await page.getByRole(route.ready.role, { name: route.ready.name }).first().waitFor({ timeout: 30_000 });
    if (new URL(page.url()).pathname !== route.path) {
      throw new Error(`${route.path} ended on ${page.url()} instead`);
    }
    // Chunks requested right after the first render (e.g. by effects) still belong to the page.
    await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
    await Promise.all(pending);
    return bodies;
  } finally {
    await context.close();
  }
}
