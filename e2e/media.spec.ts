import type { Page } from 'playwright-core';
import { newDesktopPage, signIn } from './harness/browser';
import { axeViolations } from './harness/axe';
import { signedInPage } from './menuHelpers';
import { serverAndBrowser } from './harness/suite';

/** Footage end to end: drop videos on /clips/list, watch them upload, play and seek, delete; another organisation gets 403. */

const suite = serverAndBrowser();

const SCREENSHOTS = process.env.SCREENSHOT_DIR;

/** The footage must-show's size: a video of at least 50 MiB. */
const VIDEO_BYTES = 50 * 1024 * 1024;

/**
 * WebM recorded from a canvas by Chromium's own MediaRecorder until it holds `minBytes` (noise
 * at a high bitrate, so a few seconds suffice), dropped on the zone under each of `names`.
 */
async function dropRecordedVideos(page: Page, names: string[], minBytes: number): Promise<number> {
  return page.evaluate(
    async ({ fileNames, atLeast }) => {
      const canvas = document.createElement('canvas');
      canvas.width = 1280;
      canvas.height = 720;
      const context = canvas.getContext('2d') as CanvasRenderingContext2D;
      // A few frames of noise drawn in turn: no frame predicts the next, so the encoder spends
      // its whole bitrate, and drawing stays cheap on a busy machine.
      const frames = Array.from({ length: 6 }, (_, n) => {
        const pixels = context.createImageData(canvas.width, canvas.height);
        for (let i = 0; i < pixels.data.length; i += 4) {
          pixels.data[i] = Math.random() * 255;
          pixels.data[i + 1] = n * 40;
          pixels.data[i + 2] = Math.random() * 255;
          pixels.data[i + 3] = 255;
        }
        return pixels;
      });
      const recorder = new MediaRecorder(canvas.captureStream(25), { mimeType: 'video/webm', videoBitsPerSecond: 100_000_000 });
      const chunks: Blob[] = [];
      let recorded = 0;
      recorder.ondataavailable = (event) => {
        chunks.push(event.data);
        recorded += event.data.size;
      };
      const stopped = new Promise((resolve) => (recorder.onstop = resolve));
      recorder.start(250);
      const started = performance.now();
      await new Promise<void>((resolve) => {
        let frame = 0;
        const draw = () => {
          const elapsed = performance.now() - started;
          context.putImageData(frames[frame++ % frames.length] as ImageData, 0, 0);
          // At least 3 s, so there is a middle to seek to; at most 60 s.
          if ((recorded < atLeast || elapsed < 3000) && elapsed < 60_000) requestAnimationFrame(draw);
          else resolve();
        };
        draw();
      });
      recorder.stop();
      await stopped;
      const blob = new Blob(chunks, { type: 'video/webm' });
      const transfer = new DataTransfer();
      for (const name of fileNames) transfer.items.add(new File([blob], name, { type: 'video/webm' }));
      const zone = document.querySelector('[data-testid="upload-drop-zone"]') as HTMLElement;
      zone.dispatchEvent(new DragEvent('dragover', { dataTransfer: transfer, bubbles: true, cancelable: true }));
      zone.dispatchEvent(new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true }));
      return blob.size;
    },
    { fileNames: names, atLeast: minBytes },
  );
}

it('a manager uploads two 50 MiB videos by drag and drop with progress, plays one and seeks to its middle; Globex gets 403', async () => {
  const page = await signedInPage(suite.browser, suite.server.url, 'manager@acme.test');
  const ranges: number[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/cdn/')) ranges.push(response.status());
  });
  try {
    await page.goto(`${suite.server.url}/clips/list`);
    await page.getByRole('heading', { level: 1, name: 'Footage' }).waitFor();
    await page.getByTestId('list-empty').waitFor();

    // Uploads held to about 20 MB/s so the progress is seen between 0 and 100.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 20_000_000,
    });
    const size = await dropRecordedVideos(page, ['Launch day.webm', 'Interview.webm'], VIDEO_BYTES);
    expect(size).toBeGreaterThanOrEqual(VIDEO_BYTES);
    console.info(`media: recorded WebM of ${(size / 1024 / 1024).toFixed(1)} MiB, uploaded twice`);
    const uploadStarted = Date.now();

    await page.waitForFunction(
      () =>
        [...document.querySelectorAll('[data-testid="upload-row"] [role="progressbar"]')].some((bar) => {
          const value = Number(bar.getAttribute('aria-valuenow'));
          return value > 0 && value < 100;
        }),
      undefined,
      { timeout: 30_000 },
    );
    await page.screenshot({ path: `${SCREENSHOTS ?? '/tmp'}/media-uploading.png` });
    await page.waitForFunction(
      () => document.querySelectorAll('[data-testid="upload-row"][data-status="stored"]').length === 2,
      undefined,
      {
        timeout: 120_000,
      },
    );
    console.info(`media: both uploads stored ${((Date.now() - uploadStarted) / 1000).toFixed(1)} s after the drop`);
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });

    const table = page.getByTestId('paged-list');
    await table.getByRole('button', { name: 'Play Launch day.webm' }).waitFor();
    await table.getByRole('button', { name: 'Play Interview.webm' }).waitFor();
    await page.screenshot({ path: `${SCREENSHOTS ?? '/tmp'}/media-list.png` });
    expect(await axeViolations(page)).toEqual([]);

    await table.getByRole('button', { name: 'Play Launch day.webm' }).click();
    const player = page.getByTestId('footage-player');
    await player.waitFor();
    const seek = await player.evaluate(async (element) => {
      const video = element as HTMLVideoElement;
      const once = (event: string) => new Promise((resolve) => video.addEventListener(event, resolve, { once: true }));
      if (video.readyState < 1) await once('loadedmetadata');
      // A recorded WebM has no duration in its header: seeking past the end makes Chromium find it.
      if (!Number.isFinite(video.duration)) {
        const found = once('durationchange');
        video.currentTime = 1e101;
        await found;
        if (!Number.isFinite(video.duration)) await once('durationchange');
      }
      const middle = video.duration / 2;
      const seeked = once('seeked');
      video.currentTime = middle;
      await seeked;
      await video.play().catch(() => undefined);
      return { duration: video.duration, middle, at: video.currentTime, src: video.currentSrc };
    });
    console.info(`media: played ${seek.duration.toFixed(2)} s, seeked to ${seek.at.toFixed(2)} s`);
    expect(seek.duration).toBeGreaterThan(2);
    expect(Math.abs(seek.at - seek.middle)).toBeLessThan(0.6);
    expect(ranges).toContain(206);
    await page.screenshot({ path: `${SCREENSHOTS ?? '/tmp'}/media-player.png` });
    await page.getByRole('button', { name: 'Close', exact: true }).click();

    // Another organisation's user and a signed-out browser are refused the object.
    const objectUrl = new URL(seek.src).pathname;
    const globex = await newDesktopPage(suite.browser, 1600, 900);
    await signIn(globex, suite.server.url, 'creator@globex.test');
    await globex.getByRole('navigation', { name: 'Main menu' }).waitFor();
    expect(await globex.evaluate((url) => fetch(url).then((r) => r.status), objectUrl)).toBe(403);
    await globex.context().close();
    const stranger = await suite.browser.newContext();
    expect((await stranger.request.get(`${suite.server.url}${objectUrl}`)).status()).toBe(403);
    await stranger.close();

    // Delete asks first, then the row goes.
    await table.getByRole('button', { name: 'Delete Interview.webm' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await table.getByRole('button', { name: 'Play Interview.webm' }).waitFor({ state: 'detached' });
    await table.getByRole('button', { name: 'Play Launch day.webm' }).waitFor();
  } finally {
    await page.context().close();
  }
}, 300_000);

it('a creator chooses a document from the keyboard on /files/list, sees it listed and may delete only their own', async () => {
  const page = await signedInPage(suite.browser, suite.server.url, 'creator@acme.test');
  try {
    await page.goto(`${suite.server.url}/files/list`);
    await page.getByRole('heading', { level: 1, name: 'Files' }).waitFor();
    const choose = page.getByRole('button', { name: 'Choose files' });
    // Listening first: Playwright turns on file-chooser interception without waiting for it, and
    // a key press sent straight after could open the real (headless, invisible) chooser instead.
    const chooser = page.waitForEvent('filechooser');
    await choose.focus();
    await page.keyboard.press('Enter');
    await (await chooser).setFiles({ name: 'Script.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
    await page.waitForFunction(() => document.querySelector('[data-testid="upload-row"][data-status="stored"]') !== null, undefined, {
      timeout: 60_000,
    });
    const table = page.getByTestId('paged-list');
    await table.getByRole('link', { name: 'Script.pdf' }).waitFor({ timeout: 60_000 });
    await table.getByRole('button', { name: 'Delete Script.pdf' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SCREENSHOTS ?? '/tmp'}/media-files.png` });

    // The manager's footage is listed for the creator, without a delete button.
    await page.goto(`${suite.server.url}/clips/list`);
    const footage = page.getByTestId('paged-list');
    await footage.getByRole('button', { name: 'Play Launch day.webm' }).waitFor({ timeout: 60_000 });
    expect(await footage.getByRole('button', { name: 'Delete Launch day.webm' }).count()).toBe(0);
  } finally {
    await page.context().close();
  }
}, 120_000);

it('a file that is not media is refused: the uploader’s row and the list say why, nothing plays', async () => {
  const page = await signedInPage(suite.browser, suite.server.url, 'creator@acme.test');
  try {
    await page.goto(`${suite.server.url}/clips/list`);
    await page.getByRole('heading', { level: 1, name: 'Footage' }).waitFor();
    await page.evaluate(() => {
      const transfer = new DataTransfer();
      transfer.items.add(new File(['these are meeting notes, not a video\n'.repeat(40)], 'Notes.mp4', { type: 'video/mp4' }));
      const zone = document.querySelector('[data-testid="upload-drop-zone"]') as HTMLElement;
      zone.dispatchEvent(new DragEvent('dragover', { dataTransfer: transfer, bubbles: true, cancelable: true }));
      zone.dispatchEvent(new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true }));
    });
    const row = page.getByTestId('upload-row').filter({ hasText: 'Notes.mp4' });
    await row.and(page.locator('[data-processing="failed"]')).waitFor({ timeout: 60_000 });
    await row.getByText('Not processed: this file is not a video or audio file', { exact: false }).waitFor();
    const listed = page.getByTestId('paged-list').getByRole('row').filter({ hasText: 'Notes.mp4' });
    await listed.getByTestId('processing-failed').waitFor({ timeout: 30_000 });
    expect(await listed.getByTestId('processing-failed').textContent()).toBe('Not processed: this file is not a video or audio file.');
    expect(await listed.getByRole('button', { name: 'Play Notes.mp4' }).count()).toBe(0);
    await page.screenshot({ path: `${SCREENSHOTS ?? '/tmp'}/media-refused.png` });
  } finally {
    await page.context().close();
  }
}, 120_000);

it('a video among the files plays in the same player as footage', async () => {
  const page = await signedInPage(suite.browser, suite.server.url, 'creator@acme.test');
  try {
    await page.goto(`${suite.server.url}/files/list`);
    await page.getByRole('heading', { level: 1, name: 'Files' }).waitFor();
    const table = page.getByTestId('paged-list');
    await dropRecordedVideos(page, ['Walkthrough.webm'], 0);
    await table.getByRole('button', { name: 'Play Walkthrough.webm' }).click({ timeout: 60_000 });
    const player = page.getByTestId('footage-player');
    await player.waitFor();
    const loaded = await player.evaluate(async (element) => {
      const video = element as HTMLVideoElement;
      if (video.readyState < 1) await new Promise((resolve) => video.addEventListener('loadedmetadata', resolve, { once: true }));
      return { width: video.videoWidth, height: video.videoHeight };
    });
    // The original (1280×720) or, once made, its first rendition.
    expect(loaded.width).toBeGreaterThan(0);
    expect(loaded.width / loaded.height).toBeCloseTo(16 / 9, 1);
    await page.screenshot({ path: `${SCREENSHOTS ?? '/tmp'}/media-files-player.png` });
    await page.getByRole('button', { name: 'Close', exact: true }).click();
  } finally {
    await page.context().close();
  }
}, 120_000);
