import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { violationsInBothSchemes } from './a11yCrawl';
import { serverAndBrowser } from './harness/suite';
import { makeClip } from './mediaFixtures';
import { signedInPage, tokensFor } from './menuHelpers';
import { footageWhen } from './playerHelpers';

/**
 * Create › Programs › New program: the author builds a program from two uploaded clips, trims
 * one, reorders them, finds the edit saved after a reload, and the instant preview plays the
 * sequence across the cut from the clips' own streams.
 */

const suite = serverAndBrowser();

const SCREENSHOTS = process.env.SCREENSHOT_DIR ?? tmpdir();
const FIRST = 'builder-first.mp4';
const SECOND = 'builder-second.mp4';
const SECONDS = 3;
const TITLE = 'Builder walkthrough';

const saved = (page: Page) => page.locator('[data-testid="save-status"][data-status="saved"]').waitFor();
const itemLabels = (page: Page) =>
  page.getByTestId('sequence-item').evaluateAll((items) => items.map((item) => item.getAttribute('aria-label')));

async function addClip(page: Page, name: string) {
  await page.getByRole('button', { name: 'Add a clip' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a clip from Footage' });
  await dialog.getByRole('button', { name: new RegExp(name.replace('.', '\\.')) }).click();
  // The chosen clip plays in the one player beside the list.
  await dialog.locator('video').waitFor();
  await page.screenshot({ path: path.join(SCREENSHOTS, `program-builder-picker-${name}.png`) });
  await dialog.getByRole('button', { name: 'Add to the sequence' }).click();
  await dialog.waitFor({ state: 'detached' });
}

it('creates a program, adds, trims and reorders two clips, keeps them over a reload and previews across the cut', async () => {
  const first = makeClip(SECONDS, '640x360', FIRST);
  const second = makeClip(SECONDS, '640x360', SECOND);
  try {
    const author = await tokensFor(suite.server.url, 'manager@acme.test');
    const page = await signedInPage(suite.browser, suite.server.url, 'manager@acme.test');
    await page.goto(`${suite.server.url}/clips/list`);
    await page.getByRole('heading', { level: 1, name: 'Footage' }).waitFor();
    await page.getByTestId('upload-input').setInputFiles([first.file, second.file]);
    // Both stream before the preview plays them.
    for (const name of [FIRST, SECOND])
      await footageWhen(suite.server.url, author, name, (item) => item.processing.state === 'ready', 240_000);

    // New program: a title, then the builder opens on the draft.
    await page.goto(`${suite.server.url}/myprograms/list`);
    await page.getByRole('button', { name: 'New program' }).click();
    const dialog = page.getByRole('dialog', { name: 'New program' });
    await dialog.getByRole('textbox', { name: 'Title' }).fill(TITLE);
    await dialog.getByRole('button', { name: 'Create and open' }).click();
    await page.waitForURL(/\/myprograms\/edit\/\d+$/);
    await page.getByRole('heading', { level: 1, name: 'Program builder' }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Title' }).inputValue()).toBe(TITLE);

    await addClip(page, FIRST);
    await addClip(page, SECOND);
    expect(await itemLabels(page)).toEqual([`1 of 2: ${FIRST}`, `2 of 2: ${SECOND}`]);
    // Trim the first clip to its first 2 s, by the field and one frame back and forth.
    await page.getByRole('spinbutton', { name: `Out point of ${FIRST}` }).fill('2');
    await page.getByRole('button', { name: `Out point of ${FIRST} one frame earlier` }).click();
    await page.getByRole('button', { name: `Out point of ${FIRST} one frame later` }).click();
    // Move the second clip first with the keyboard.
    await page.getByLabel(`2 of 2: ${SECOND}`).focus();
    await page.keyboard.press('Alt+ArrowUp');
    expect(await itemLabels(page)).toEqual([`1 of 2: ${SECOND}`, `2 of 2: ${FIRST}`]);
    await page.getByText(`${SECOND} moved to position 1 of 2`).waitFor();
    await page.getByTestId('total-duration').filter({ hasText: 'Total 0:05.00' }).waitFor();
    await saved(page);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'program-builder.png'), fullPage: true });
    expect(await violationsInBothSchemes(page, 'program builder')).toEqual([]);

    // A reload finds the edit as it was left.
    await page.reload();
    await page.getByLabel(`1 of 2: ${SECOND}`).waitFor();
    expect(await itemLabels(page)).toEqual([`1 of 2: ${SECOND}`, `2 of 2: ${FIRST}`]);
    expect(await page.getByRole('spinbutton', { name: `Out point of ${FIRST}` }).inputValue()).toBe('2');
    expect(await page.getByTestId('total-duration').textContent()).toBe('Total 0:05.00');

    // The preview plays the second clip, then cuts to the first at 3 s, from its in point.
    await page.getByTestId('preview-video').first().waitFor();
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    await page.waitForFunction(
      () => {
        const [time] = (document.querySelector('[data-testid="preview-time"]')?.textContent ?? '').split(' / ');
        const [minutes, seconds] = (time ?? '0:0').split(':').map(Number);
        const active = document.querySelector('[data-testid="preview-video"][data-active="true"]') as HTMLVideoElement | null;
        return (
          (minutes ?? 0) * 60 + (seconds ?? 0) > 3.3 &&
          active !== null &&
          !active.paused &&
          active.currentTime > 0.2 &&
          active.currentTime < 2
        );
      },
      undefined,
      { timeout: 30_000 },
    );
    await page.screenshot({ path: path.join(SCREENSHOTS, 'program-builder-preview.png') });
    // The scrub bar's thumb follows the program as it plays (past 3.3 s of 5 s: past 60 % of the bar).
    const thumbAt = await page.evaluate(() => {
      const slider = document.querySelector('[data-testid="sequence-preview"] .MuiSlider-root') as HTMLElement;
      const thumb = slider.querySelector('.MuiSlider-thumb') as HTMLElement;
      const bar = slider.getBoundingClientRect();
      const knob = thumb.getBoundingClientRect();
      return (knob.left + knob.width / 2 - bar.left) / bar.width;
    });
    expect(thumbAt).toBeGreaterThan(0.6);
    // It stops at the end of the program.
    await page.getByRole('button', { name: 'Play', exact: true }).waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('preview-time').textContent()).toBe('0:05.00 / 0:05.00');

    // A title card plays as white words on black at its place; its last frame becomes the poster.
    await page.getByRole('button', { name: 'Add a title card' }).click();
    await page.getByTestId('total-duration').filter({ hasText: 'Total 0:08.00' }).waitFor();
    await page.getByRole('textbox', { name: 'Words on the card' }).fill('The end');
    await page.getByRole('slider', { name: 'Position in the program' }).focus();
    await page.keyboard.press('End');
    await page.getByTestId('preview-card').filter({ hasText: 'The end' }).waitFor();
    await page.getByRole('button', { name: 'Use the frame at 0:07.97 as the poster' }).click();
    await page.getByRole('radio', { name: 'The frame at 0:07.97' }).waitFor();
    await saved(page);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'program-builder-card.png'), fullPage: true });
  } finally {
    rmSync(first.dir, { recursive: true, force: true });
    rmSync(second.dir, { recursive: true, force: true });
  }
}, 360_000);
