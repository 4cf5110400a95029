import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import type { Page } from 'playwright-core';
import { API_PATHS } from '../contract/config';
import type { MediaItem } from '../contract/media';
import { axeViolations } from './harness/axe';
import { makeClip, makeStreamFixture, storeStreamFixture, type StoredStream } from './mediaFixtures';
import { signedInPage, tokensFor } from './menuHelpers';
import { serverAndBrowser } from './harness/suite';

/**
 * The player end to end: a 1080p MP4 uploaded on Footage shows its thumbnail and duration and
 * plays from an HLS stream through hls.js, with a quality switch, captions, a scrub preview and
 * the position resumed, all under the page's CSP.
 */

const suite = serverAndBrowser();

const SCREENSHOTS = process.env.SCREENSHOT_DIR ?? tmpdir();
const SECONDS = 12;
const CLIP = 'clip-1080p.mp4';

/** Every CSP violation the page reports, and the console's errors. */
async function watchPage(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return errors;
}

/**
 * The list answers, for the uploaded clip, what processing will have made of it: a stream, a
 * storyboard, a poster and captions stored in the organisation's object store.
 */
async function answerProcessedClip(page: Page, stream: StoredStream) {
  await page.route(`**${API_PATHS.listFootage}`, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { clientResponse: { items: MediaItem[] } | null };
    for (const item of body.clientResponse?.items ?? []) {
      if (item.name !== CLIP) continue;
      Object.assign(item, {
        streamUrl: stream.streamUrl,
        previewsUrl: stream.previewsUrl,
        thumbnailUrl: stream.thumbnailUrl,
        posterUrl: stream.thumbnailUrl,
        durationSeconds: SECONDS,
        width: 1920,
        height: 1080,
        captions: [{ language: 'en', label: 'English', url: stream.captionsUrl }],
      } satisfies Partial<MediaItem>);
    }
    await route.fulfill({ response, json: body });
  });
}

const videoState = (page: Page) =>
  page.evaluate(() => {
    const video = document.querySelector('[data-testid="footage-player"]') as HTMLVideoElement;
    return {
      src: video.currentSrc,
      time: video.currentTime,
      height: video.videoHeight,
      paused: video.paused,
      tracks: [...video.textTracks].map((track) => `${track.kind}:${track.label}:${track.mode}`),
    };
  });

it('a 1080p upload shows its thumbnail and duration, plays its stream, switches quality, shows captions and previews, resumes', async () => {
  const started = Date.now();
  const { dir, file } = makeClip(SECONDS);
  try {
    makeStreamFixture(dir, file, SECONDS);
    const stream = await storeStreamFixture(suite.server.url, await tokensFor(suite.server.url, 'manager@acme.test'), dir);
    console.info(`player: clip and its stream made and stored in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const page = await signedInPage(suite.browser, suite.server.url, 'manager@acme.test');
    const errors = await watchPage(page);
    await answerProcessedClip(page, stream);

    await page.goto(`${suite.server.url}/clips/list`);
    await page.getByRole('heading', { level: 1, name: 'Footage' }).waitFor();
    await page.getByTestId('upload-input').setInputFiles(file);
    await page.locator('[data-testid="upload-row"][data-status="stored"]').waitFor({ timeout: 60_000 });

    const row = page.getByTestId('paged-list').getByRole('row').filter({ hasText: CLIP });
    const thumbnail = row.getByTestId('thumbnail').locator('img');
    await thumbnail.waitFor();
    // Loaded from the embedded CDN with the signed cookies, not merely named.
    await page.waitForFunction((image) => (image as HTMLImageElement).naturalWidth === 280, await thumbnail.elementHandle());
    expect(await row.getByTestId('duration').textContent()).toBe('0:12');
    expect(await row.getByText('1920 × 1080').count()).toBe(1);
    await page.screenshot({ path: `${SCREENSHOTS}/player-list.png` });
    expect(await axeViolations(page)).toEqual([]);

    await row.getByRole('button', { name: `Play ${CLIP}` }).click();
    await page.waitForFunction(() => {
      const video = document.querySelector('[data-testid="footage-player"]') as HTMLVideoElement | null;
      return video !== null && video.readyState >= 2;
    });
    // hls.js feeds the video through a MediaSource: the stream plays, not the original.
    expect((await videoState(page)).src).toMatch(/^blob:/);
    await page.locator('media-play-button').click();
    await page.waitForFunction(() => (document.querySelector('[data-testid="footage-player"]') as HTMLVideoElement).currentTime > 0.5);

    await page.locator('media-rendition-menu-button').click();
    const qualities = page.locator('media-rendition-menu [role="menuitemradio"]');
    await qualities.first().waitFor();
    expect(await qualities.allTextContents()).toEqual(['720p', '360p', expect.stringMatching(/^Auto/)]);
    await page.screenshot({ path: `${SCREENSHOTS}/player-quality.png` });
    await qualities.filter({ hasText: '360p' }).click();
    await page.waitForFunction(() => (document.querySelector('[data-testid="footage-player"]') as HTMLVideoElement).videoHeight === 360);

    await page.locator('media-captions-menu-button').click();
    await page.locator('media-captions-menu [role="menuitemradio"]').filter({ hasText: 'English' }).click();
    await page.waitForFunction(() => {
      const video = document.querySelector('[data-testid="footage-player"]') as HTMLVideoElement;
      return [...video.textTracks].some((track) => track.kind === 'subtitles' && track.mode === 'showing');
    });

    const range = await page.locator('media-time-range').boundingBox();
    if (range === null) throw new Error('The seek bar is not drawn');
    await page.mouse.move(range.x + range.width * 0.8, range.y + range.height / 2);
    const preview = page.locator('media-preview-thumbnail[slot="preview"]');
    const spritePath = new URL(stream.spriteUrl, suite.server.url).pathname;
    await page.waitForFunction(
      ([element, sprite]) => (element as Element).getAttribute('mediapreviewimage')?.includes(sprite as string) ?? false,
      [await preview.elementHandle(), spritePath] as const,
    );
    expect(await preview.getAttribute('mediapreviewcoords')).toMatch(/^\d+ 0 160 90$/);
    await page.screenshot({ path: `${SCREENSHOTS}/player-preview.png` });

    // Left at 6 s, the clip starts there when opened again.
    await page.evaluate(async () => {
      const video = document.querySelector('[data-testid="footage-player"]') as HTMLVideoElement;
      video.pause();
      const seeked = new Promise((resolve) => video.addEventListener('seeked', resolve, { once: true }));
      video.currentTime = 6;
      await seeked;
    });
    await page.getByRole('button', { name: 'Close', exact: true }).click();
    await page.getByTestId('footage-player').waitFor({ state: 'detached' });
    await row.getByRole('button', { name: `Play ${CLIP}` }).click();
    await page.waitForFunction(() => {
      const video = document.querySelector('[data-testid="footage-player"]') as HTMLVideoElement | null;
      return video !== null && video.readyState >= 1 && Math.abs(video.currentTime - 6) < 0.5;
    });

    expect(errors).toEqual([]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}, 300_000);
