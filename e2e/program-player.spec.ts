import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { API_PATHS } from '../contract/config';
import type { InboxProgram, Page as ListPage } from '../contract';
import { axeViolations } from './harness/axe';
import { serverAndBrowser } from './harness/suite';
import { captionsFor, makeClip } from './mediaFixtures';
import { signedInPage, tokensFor } from './menuHelpers';
import { call, footageWhen, waitForPlayerFrame } from './playerHelpers';

/**
 * A program plays in the same player as Footage: its author chooses a processed Footage item as
 * its video in Create › Programs, and a member who received it opens it in Home and plays the stream, with the poster,
 * the quality menu and the captions, under the page's CSP.
 */

const suite = serverAndBrowser();

const SCREENSHOTS = process.env.SCREENSHOT_DIR ?? tmpdir();
// One 360p rendition: about a CPU-second to make.
const SECONDS = 4;
const CLIP = 'briefing-360p.mp4';
const PROGRAM = 'Studio safety briefing';

it('a program whose author chose a Footage item plays its stream, poster and captions in the player', async () => {
  const { dir, file } = makeClip(SECONDS, '640x360', CLIP);
  try {
    // The author (Mia Manager) uploads the clip on Footage and makes it the program's video.
    const author = await tokensFor(suite.server.url, 'manager@acme.test');
    const authorPage = await signedInPage(suite.browser, suite.server.url, 'manager@acme.test');
    await authorPage.goto(`${suite.server.url}/clips/list`);
    await authorPage.getByRole('heading', { level: 1, name: 'Footage' }).waitFor();
    await authorPage.getByTestId('upload-input').setInputFiles(file);
    const clip = await footageWhen(suite.server.url, author, CLIP, (item) => item.processing.state === 'ready', 240_000);
    await call(suite.server.url, author, API_PATHS.uploadCaption, {
      key: clip.key,
      language: 'en',
      label: 'English',
      content: captionsFor(SECONDS).toString('utf8'),
    });
    // Create › Programs: the program's Video chooser offers the organisation's video footage.
    await authorPage.goto(`${suite.server.url}/myprograms/list`);
    const chooser = authorPage.getByRole('combobox', { name: `Video of ${PROGRAM}` });
    expect(await chooser.textContent()).toBe('No video');
    await chooser.click();
    await authorPage.getByRole('option', { name: CLIP }).click();
    // Saved, the list is read again and shows the choice.
    await chooser.filter({ hasText: CLIP }).waitFor();
    await authorPage.screenshot({ path: `${SCREENSHOTS}/program-video-chosen.png` });
    expect(await axeViolations(authorPage)).toEqual([]);
    await authorPage.context().close();
    const member = await tokensFor(suite.server.url, 'creator@acme.test');
    const inbox = await call<ListPage<InboxProgram>>(suite.server.url, member, API_PATHS.listInboxPrograms, {
      view: 'all',
      page: 1,
      pageSize: 25,
      sort: 'title',
      direction: 'asc',
      search: PROGRAM,
    });
    const programId = inbox.items[0]?.programId;
    if (programId === undefined) throw new Error(`${PROGRAM} is not in the member's inbox`);

    // A member who received it opens it from Home.
    const page = await signedInPage(suite.browser, suite.server.url, 'creator@acme.test');
    await page.goto(`${suite.server.url}/home/program/${programId}`);
    await page.getByRole('heading', { level: 1, name: PROGRAM }).waitFor();
    expect(await page.getByTestId('program-no-media').count()).toBe(0);
    await waitForPlayerFrame(page);
    expect(await page.locator('video').getAttribute('aria-label')).toBe(`Video of ${PROGRAM}`);
    const state = await page.evaluate(() => {
      const element = document.querySelector('video') as HTMLVideoElement;
      return {
        src: element.currentSrc,
        poster: element.poster,
        tracks: [...element.textTracks].map((track) => `${track.kind}:${track.label}`),
      };
    });
    // hls.js plays the stream processing made, not the original; the poster and tracks are the item's.
    expect(state.src).toMatch(/^blob:/);
    expect(state.poster).toBe(`${suite.server.url}${clip.posterUrl}`);
    expect(state.tracks).toEqual(['subtitles:English', 'metadata:thumbnails']);
    // The poster loads from the embedded CDN with the member's signed cookies.
    const poster = await page.request.get(state.poster);
    expect(poster.status()).toBe(200);

    await page.locator('media-play-button').click();
    await page.waitForFunction(() => (document.querySelector('video') as HTMLVideoElement).currentTime > 0.3);
    await page.locator('media-rendition-menu-button').click();
    const qualities = page.locator('media-rendition-menu [role="menuitemradio"]');
    await qualities.first().waitFor();
    expect(await qualities.allTextContents()).toEqual(['360p', expect.stringMatching(/^Auto/)]);
    await page.keyboard.press('Escape');
    await page.locator('media-captions-menu-button').click();
    await page.locator('media-captions-menu [role="menuitemradio"]').filter({ hasText: 'English' }).click();
    await page.waitForFunction(() =>
      [...(document.querySelector('video') as HTMLVideoElement).textTracks].some(
        (track) => track.kind === 'subtitles' && track.mode === 'showing',
      ),
    );
    await page.screenshot({ path: `${SCREENSHOTS}/program-player.png` });
    expect(await axeViolations(page)).toEqual([]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}, 300_000);
