import type { Page } from 'playwright-core';
import { API_PATHS } from '../contract/config';
import type { MediaItem } from '../contract/media';
import type { TokenResponse } from '../contract/token';

/** A service call of the signed-in account's, made by the test itself. */
export async function call<T>(baseUrl: string, tokens: TokenResponse, path: string, clientRequest: unknown): Promise<T> {
  const answer = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${tokens.access_token}` },
    body: JSON.stringify({ clientRequest }),
  });
  const envelope = (await answer.json()) as { status: string; clientResponse: T };
  if (envelope.status !== 'Ok') throw new Error(`${path}: ${JSON.stringify(envelope)}`);
  return envelope.clientResponse;
}

/** The Footage item named `name` as the list answers it now, if listed. */
export async function footageNamed(baseUrl: string, tokens: TokenResponse, name: string): Promise<MediaItem | undefined> {
  const page = await call<{ items: MediaItem[] }>(baseUrl, tokens, API_PATHS.listFootage, {
    page: 1,
    pageSize: 25,
    sort: 'createdAt',
    direction: 'desc',
  });
  return page.items.find((item) => item.name === name);
}

/** The Footage item named `name`, once `ready` says so (asked every 250 ms, at most `timeoutMs`). */
export async function footageWhen(
  baseUrl: string,
  tokens: TokenResponse,
  name: string,
  ready: (item: MediaItem) => boolean,
  timeoutMs: number,
): Promise<MediaItem> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const item = await footageNamed(baseUrl, tokens, name);
    if (item !== undefined && ready(item)) return item;
    if (Date.now() > deadline) throw new Error(`${name} did not get there: ${JSON.stringify(item?.processing)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The player's <video> has a frame to show. */
export async function waitForPlayerFrame(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const video = document.querySelector('[data-testid="footage-player"]') as HTMLVideoElement | null;
    return video !== null && video.readyState >= 2;
  });
}
