import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import type { Page } from 'playwright-core';
import { API_PATHS } from '../contract/config';
import type { TokenResponse } from '../contract/token';
import { axeViolations } from './harness/axe';
import { captionsFor, makeClip } from './mediaFixtures';
import { signedInPage, tokensFor } from './menuHelpers';
import { call, footageNamed, footageWhen, waitForPlayerFrame } from './playerHelpers';
import { serverAndBrowser } from './harness/suite';

/**
 * The player end to end: a 1080p MP4 uploaded on Footage shows its processing progress, then its
 * thumbnail and duration, and plays the stream processing made through hls.js, with a quality
 * switch, captions, a scrub preview and the position resumed, all under the page's CSP.
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

/** English captions for the clip, through the caption upload call. */
async function addCaptions(baseUrl: string, tokens: TokenResponse) {
  const clip = await footageNamed(baseUrl, tokens, CLIP);
  if (!clip) throw new Error('The clip is not listed');
  await call(baseUrl, tokens, API_PATHS.uploadCaption, {
    key: clip.key,
    language: 'en',
    label: 'English',
    content: captionsFor(SECONDS).toString('utf8'),
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

it('a 1080p upload shows its processing, thumbnail and duration, plays its stream, switches quality, shows captions and previews, resumes', async () => {
  const { dir, file } = makeClip(SECONDS);
  try {
    const tokens = await tokensFor(suite.server.url, 'manager@acme.test');
    const page = await signedInPage(suite.browser, suite.server.url, 'manager@acme.test');
    const errors = await watchPage(page);

    await page.goto(`${suite.server.url}/clips/list`);
    await page.getByRole('heading', { level: 1, name: 'Footage' }).waitFor();
    await page.getByTestId('upload-input').setInputFiles(file);
    await page.locator('[data-testid="upload-row"][data-status="stored"]').waitFor({ timeout: 60_000 });
    const stored = Date.now();
    // The first rendition is made alone: the stream plays while the rest of the ladder is made.
    const firstPlayable = footageWhen(suite.server.url, tokens, CLIP, (clip) => clip.streamUrl !== null, 300_000).then((clip) => ({
      clip,
      seconds: (Date.now() - stored) / 1000,
    }));

    // The worker's progress reaches the list and the uploader's row through the live stream.
    await page.locator('[data-testid="processing"][data-state="processing"]').waitFor({ timeout: 120_000 });
    await page.locator('[data-testid="upload-row"][data-processing="processing"]').waitFor();
    const shown = await page.getByTestId('processing').textContent();
    expect(shown).toMatch(/^Processing \d{1,3} %$/);
    await page.screenshot({ path: `${SCREENSHOTS}/player-processing.png` });
    console.info(`player: "${shown}" ${((Date.now() - stored) / 1000).toFixed(1)} s after the upload was stored`);

    const row = page.getByTestId('paged-list').getByRole('row').filter({ hasText: CLIP });
    // The original is browser-playable: it can be played at once, while the ladder is made.
    await row.getByRole('button', { name: `Play ${CLIP}` }).waitFor();
    const early = await firstPlayable;
    expect(early.clip.processing.state).toBe('processing');
    expect(early.clip.streamUrl).toMatch(/\/start\.m3u8$/);
    console.info(`player: first rendition playable ${early.seconds.toFixed(1)} s after the upload was stored`);
    await page.locator('[data-testid="upload-row"][data-processing="ready"]').waitFor({ timeout: 300_000 });
    console.info(`player: processed ${((Date.now() - stored) / 1000).toFixed(1)} s after the upload was stored`);
    await addCaptions(suite.server.url, tokens);
    await page.reload();
    const thumbnail = row.getByTestId('thumbnail').locator('img');
    await thumbnail.waitFor();
    // Loaded from the embedded CDN with the signed cookies, not merely named.
    await page.waitForFunction((image) => (image as HTMLImageElement).naturalWidth === 280, await thumbnail.elementHandle());
    expect(await row.getByTestId('duration').textContent()).toBe('0:12');
    expect(await row.getByText('1920 × 1080').count()).toBe(1);
    await page.screenshot({ path: `${SCREENSHOTS}/player-list.png` });
    expect(await axeViolations(page)).toEqual([]);

    await row.getByRole('button', { name: `Play ${CLIP}` }).click();
    await waitForPlayerFrame(page);
    // hls.js feeds the video through a MediaSource: the stream plays, not the original.
    expect((await videoState(page)).src).toMatch(/^blob:/);
    await page.locator('media-play-button').click();
    await page.waitForFunction(() => (document.querySelector('[data-testid="footage-player"]') as HTMLVideoElement).currentTime > 0.5);

    await page.locator('media-rendition-menu-button').click();
    const qualities = page.locator('media-rendition-menu [role="menuitemradio"]');
    await qualities.first().waitFor();
    expect(await qualities.allTextContents()).toEqual(['1080p', '720p', '360p', expect.stringMatching(/^Auto/)]);
    await page.screenshot({ path: `${SCREENSHOTS}/player-quality.png` });
    // Auto starts low on a fresh connection; the chosen level replaces it.
    await page.getByRole('menuitemradio', { name: '720p', exact: true }).click();
    await page.waitForFunction(() => (document.querySelector('[data-testid="footage-player"]') as HTMLVideoElement).videoHeight === 720);

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
    // A frame of the storyboard sprite the previews track names, from the embedded CDN.
    await page.waitForFunction(
      (element) => /\/cdn\/.+#xywh=\d+,\d+,\d+,\d+$/.test((element as Element).getAttribute('mediapreviewimage') ?? ''),
      await preview.elementHandle(),
    );
    expect(await preview.getAttribute('mediapreviewcoords')).toMatch(/^\d+ \d+ \d+ \d+$/);
    // The sprite itself loaded (behind the signed cookies) and is drawn.
    await page.waitForFunction(
      (element) => {
        const image = (element as Element).shadowRoot?.querySelector('img');
        return image !== null && image !== undefined && image.naturalWidth > 0 && getComputedStyle(image).display === 'block';
      },
      await preview.elementHandle(),
    );
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
}, 420_000);
