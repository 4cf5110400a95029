import type { Page, Request } from 'playwright-core';
import { API_PATHS } from '../../contract';

/** Requests that stay open for as long as the user is signed in: the live-update stream. */
const LONG_LIVED = new Set<string>([API_PATHS.liveStream]);

const openRequests = new WeakMap<Page, Set<Request>>();

/** The page's requests under way, tracked from the first call on. */
function requestsUnderWay(page: Page): Set<Request> {
  const known = openRequests.get(page);
  if (known !== undefined) return known;
  const open = new Set<Request>();
  page.on('request', (request) => {
    if (!LONG_LIVED.has(new URL(request.url()).pathname)) open.add(request);
  });
  const done = (request: Request) => open.delete(request);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  openRequests.set(page, open);
  return open;
}

/**
 * Playwright's 'networkidle' never comes for a signed-in page, which holds the live-update stream
 * open: this waits for the load and then for no other request under way during `quietMs`.
 */
export async function waitForSettled(page: Page, { quietMs = 500, timeoutMs = 30_000 } = {}): Promise<void> {
  const open = requestsUnderWay(page);
  await page.waitForLoadState('load', { timeout: timeoutMs });
  const deadline = Date.now() + timeoutMs;
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    if (open.size > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= quietMs) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`the page did not settle within ${timeoutMs} ms: ${[...open].map((request) => request.url()).join(', ')}`);
}
