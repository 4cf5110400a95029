import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { isDeepStrictEqual } from 'node:util';
import { API_PATHS } from '../contract/config';
import type { MediaItem } from '../contract/media';
import type { TokenResponse } from '../contract/token';
import { serverAndBrowser } from './harness/suite';
import { makeClip } from './mediaFixtures';
import { signedInPage, tokensFor } from './menuHelpers';

/**
 * Captions edited in the page: the uploader opens a clip's English captions under the player,
 * changes a cue's words and timing, removes one, adds one, saves, and the player shows the
 * edited captions from the new track.
 */

const suite = serverAndBrowser();

const SCREENSHOTS = process.env.SCREENSHOT_DIR ?? tmpdir();
const CLIP = 'clip-1080p.mp4';
const USER = 'creator@acme.test';

async function call<T>(tokens: TokenResponse, path: string, clientRequest: unknown): Promise<T> {
  const answer = await fetch(`${suite.server.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${tokens.access_token}` },
    body: JSON.stringify({ clientRequest }),
  });
  const envelope = (await answer.json()) as { status: string; clientResponse: T };
  if (envelope.status !== 'Ok') throw new Error(`${path}: ${JSON.stringify(envelope)}`);
  return envelope.clientResponse;
}

/** The cues of the player's showing subtitles track, as `start-end text`. */
function showingCues(): string[] {
  const video = document.querySelector('[data-testid="footage-player"]') as HTMLVideoElement | null;
  const track = [...(video?.textTracks ?? [])].find((t) => t.kind === 'subtitles' && t.mode === 'showing');
  return [...(track?.cues ?? [])].map((c) => `${c.startTime}-${c.endTime} ${(c as VTTCue).text}`);
}

it('the uploader edits a clip’s captions under the player, and the player shows the edited ones', async () => {
  const { dir, file } = makeClip(4);
  try {
    const tokens = await tokensFor(suite.server.url, USER);
    const page = await signedInPage(suite.browser, suite.server.url, USER);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));

    await page.goto(`${suite.server.url}/clips/list`);
    await page.getByRole('heading', { level: 1, name: 'Footage' }).waitFor();
    await page.getByTestId('upload-input').setInputFiles(file);
    await page.locator('[data-testid="upload-row"][data-status="stored"]').waitFor({ timeout: 60_000 });
    const list = await call<{ items: MediaItem[] }>(tokens, API_PATHS.listFootage, {
      page: 1,
      pageSize: 25,
      sort: 'createdAt',
      direction: 'desc',
    });
    const clip = list.items.find((item) => item.name === CLIP)!;
    await call(tokens, API_PATHS.uploadCaption, {
      key: clip.key,
      language: 'en',
      label: 'English',
      content: 'WEBVTT\n\n00:00:00.000 --> 00:00:02.000\nFirst words\n\n00:00:02.000 --> 00:00:03.000\nSecond words\n',
    });

    await page.reload();
    const row = page.getByTestId('paged-list').getByRole('row').filter({ hasText: CLIP });
    await row.getByRole('button', { name: `Play ${CLIP}` }).click({ timeout: 120_000 });
    const dialog = page.getByRole('dialog', { name: CLIP });
    await dialog.getByRole('button', { name: `Edit captions of ${CLIP}` }).click();
    const editor = dialog.getByRole('region', { name: 'Captions' });
    const cue = (n: number) => editor.getByRole('group', { name: `Cue ${n}` });
    await cue(2).waitFor();

    await cue(1).getByRole('textbox', { name: 'Text' }).fill('Edited words');
    await cue(1).getByRole('textbox', { name: 'End' }).fill('00:00:01.500');
    await cue(2).getByRole('button', { name: 'Remove cue 2' }).click();
    await editor.getByRole('button', { name: 'Add a cue' }).click();
    await cue(2).getByRole('textbox', { name: 'Text' }).fill('A new cue');
    await dialog.screenshot({ path: `${SCREENSHOTS}/caption-editor.png` });

    await editor.getByRole('button', { name: 'Save captions' }).click();
    await editor.getByText('Captions saved.').waitFor();
    // The player is built again on the new track, the edited captions showing. Its cues arrive
    // as the track loads, so the page is asked until they are all there (or the wait ends).
    const expected = ['0-1.5 Edited words', '1.5-3.5 A new cue'];
    let shown = await page.evaluate(showingCues);
    for (const deadline = Date.now() + 30_000; !isDeepStrictEqual(shown, expected) && Date.now() < deadline;) {
      await page.waitForTimeout(100);
      shown = await page.evaluate(showingCues);
    }
    expect(shown).toEqual(expected);
    await dialog.screenshot({ path: `${SCREENSHOTS}/caption-editor-saved.png` });

    // The list's item names the new track: opened again, the editor reads the saved cues.
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await row.getByRole('button', { name: `Play ${CLIP}` }).click();
    await dialog.getByRole('button', { name: `Edit captions of ${CLIP}` }).click();
    await cue(2).waitFor();
    expect(await cue(1).getByRole('textbox', { name: 'Text' }).inputValue()).toBe('Edited words');
    expect(await editor.getByTestId('caption-cue').count()).toBe(2);
    expect(errors).toEqual([]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}, 300_000);
