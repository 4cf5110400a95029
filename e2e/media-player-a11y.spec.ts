import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import type { Locator, Page } from 'playwright-core';
import { API_PATHS } from '../contract/config';
import { axeViolations, type AxeViolation } from './harness/axe';
import { serverAndBrowser } from './harness/suite';
import { captionsFor, makeClip } from './mediaFixtures';
import { signedInPage, tokensFor } from './menuHelpers';
import { call, footageWhen, waitForPlayerFrame } from './playerHelpers';

/**
 * The player with its controls open passes axe-core, in the light and the dark scheme: playing,
 * with the quality menu open and with the captions menu open, all under the page's CSP (the
 * suite fails a test in whose time the page reported a violation).
 */

const suite = serverAndBrowser();

const SCREENSHOTS = process.env.SCREENSHOT_DIR ?? tmpdir();
// Short and small: two renditions (720p, 360p) cost about 5 CPU-seconds to make.
const SECONDS = 6;
const CLIP = 'clip-720p.mp4';

type Scheme = 'light' | 'dark';

/** Switches the system's scheme, which the app follows in place, and waits for the repaint. */
async function showScheme(page: Page, scheme: Scheme): Promise<void> {
  await page.emulateMedia({ colorScheme: scheme });
  await page.waitForFunction((wanted) => document.documentElement.dataset.theme === wanted, scheme);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** The controls show while the pointer moves over the player; they hide a while after it stops. */
async function wakeControls(page: Page): Promise<void> {
  const box = await page.locator('media-controller').boundingBox();
  if (box === null) throw new Error('The player is not drawn');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 3);
  await page.mouse.move(box.x + box.width / 2 + 5, box.y + box.height / 3 + 5);
  await page.locator('media-controller:not([userinactive])').waitFor();
}

/** axe's violations in both schemes, with a screenshot of each: `what` names the state checked. */
async function checkBothSchemes(page: Page, what: string, open?: Locator): Promise<(AxeViolation & { where: string })[]> {
  const found: (AxeViolation & { where: string })[] = [];
  for (const scheme of ['light', 'dark'] as const) {
    await showScheme(page, scheme);
    await wakeControls(page);
    // The menu checked is the one shown: still open when axe has finished.
    await open?.waitFor({ state: 'visible', timeout: 1000 });
    await page.screenshot({ path: `${SCREENSHOTS}/player-a11y-${what}-${scheme}.png` });
    found.push(...(await axeViolations(page)).map((violation) => ({ where: `${what} (${scheme})`, ...violation })));
    await open?.waitFor({ state: 'visible', timeout: 1000 });
  }
  return found;
}

it('the playing player, its quality menu and its captions menu pass axe in both schemes', async () => {
  const { dir, file } = makeClip(SECONDS, '1280x720', CLIP);
  try {
    const tokens = await tokensFor(suite.server.url, 'manager@acme.test');
    const page = await signedInPage(suite.browser, suite.server.url, 'manager@acme.test');
    await page.goto(`${suite.server.url}/clips/list`);
    await page.getByRole('heading', { level: 1, name: 'Footage' }).waitFor();
    await page.getByTestId('upload-input').setInputFiles(file);
    const clip = await footageWhen(suite.server.url, tokens, CLIP, (item) => item.processing.state === 'ready', 240_000);
    await call(suite.server.url, tokens, API_PATHS.uploadCaption, {
      key: clip.key,
      language: 'en',
      label: 'English',
      content: captionsFor(SECONDS).toString('utf8'),
    });
    await page.reload();
    const row = page.getByTestId('paged-list').getByRole('row').filter({ hasText: CLIP });
    await row.getByRole('button', { name: `Play ${CLIP}` }).click();
    await waitForPlayerFrame(page);
    // Looping, it keeps playing through every check.
    await page.evaluate(() => {
      (document.querySelector('[data-testid="footage-player"]') as HTMLVideoElement).loop = true;
    });
    await page.locator('media-play-button').click();
    await page.waitForFunction(() => (document.querySelector('[data-testid="footage-player"]') as HTMLVideoElement).currentTime > 0.3);
    const found = await checkBothSchemes(page, 'playing');

    // Auto starts low and climbs; the menu rebuilds its items (and closes) when Auto's level
    // changes, so it is opened once the top level plays.
    await page.waitForFunction(() => (document.querySelector('[data-testid="footage-player"]') as HTMLVideoElement).videoHeight === 720);
    await wakeControls(page);
    await page.locator('media-rendition-menu-button').click();
    await page.getByRole('menuitemradio', { name: '720p', exact: true }).waitFor();
    found.push(...(await checkBothSchemes(page, 'quality-menu', page.locator('media-rendition-menu'))));
    // Escape closes the menu, not the dialog around the player.
    await page.keyboard.press('Escape');
    await page.locator('media-rendition-menu').waitFor({ state: 'hidden' });
    expect(await page.getByRole('dialog').count()).toBe(1);

    await wakeControls(page);
    await page.locator('media-captions-menu-button').click();
    await page.locator('media-captions-menu [role="menuitemradio"]').filter({ hasText: 'English' }).waitFor();
    found.push(...(await checkBothSchemes(page, 'captions-menu', page.locator('media-captions-menu'))));

    expect(await page.evaluate(() => (document.querySelector('[data-testid="footage-player"]') as HTMLVideoElement).paused)).toBe(false);
    expect(found).toEqual([]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}, 360_000);
