import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import type { Page } from 'playwright-core';
import type { ProgramEditor } from '../contract/schemas/programs';
import { serverAndBrowser } from './harness/suite';
import { makeClip } from './mediaFixtures';
import { signedInPage, tokensFor } from './menuHelpers';
import { call, footageWhen, waitForPlayerFrame } from './playerHelpers';

/**
 * A program's whole life: a creator builds it from two uploaded clips with a trim, previews and
 * renders it, and submits it; a content manager comments at 0:03 and sends it back; the creator
 * sees the comment on the timeline, shortens the trim, renders version 2 and submits again; the
 * manager approves it to a channel, and a viewer who follows that channel, with Home › Not Viewed
 * open, sees it arrive without reloading, plays it, and finds it in Viewed.
 */

const suite = serverAndBrowser();

const SCREENSHOTS = process.env.SCREENSHOT_DIR ?? tmpdir();
const OPENING = 'loop-opening.mp4';
const CLOSING = 'loop-closing.mp4';
const SECONDS = 4;
const PROGRAM = 'Quarterly update';
const CHANNEL = 'Customer stories';
const FRAME = 1 / 30;
const RENDERED = 300_000;

const saved = (page: Page) => page.locator('[data-testid="save-status"][data-status="saved"]').waitFor();

async function addClip(page: Page, name: string) {
  await page.getByRole('button', { name: 'Add a clip' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a clip from Footage' });
  await dialog.getByRole('button', { name: new RegExp(name.replace('.', '\\.')) }).click();
  await dialog.getByRole('button', { name: 'Add to the sequence' }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** Renders the saved edit and waits, in the builder's versions panel, for the version to be ready. */
async function renderVersion(page: Page, number: number) {
  await saved(page);
  await page.getByRole('button', { name: 'Render', exact: true }).click();
  await page.getByTestId(`version-${number}`).getByText('Ready', { exact: true }).waitFor({ timeout: RENDERED });
}

async function submitForApproval(page: Page) {
  await page.goto(`${suite.server.url}/myprograms/list`);
  await page.getByRole('button', { name: `Submit ${PROGRAM} for approval` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: /Propose channels and people/ }).fill('Customer');
  await page.getByRole('option', { name: CHANNEL }).click();
  await dialog.getByRole('button', { name: 'Submit', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.getByText('Awaiting approval', { exact: true }).first().waitFor();
}

it('builds, renders, reviews, revises, approves and publishes a program that a follower watches', async () => {
  const opening = makeClip(SECONDS, '640x360', OPENING);
  const closing = makeClip(SECONDS, '640x360', CLOSING);
  try {
    // The viewer (who follows Customer stories) keeps Home › Not Viewed open throughout.
    const viewer = await signedInPage(suite.browser, suite.server.url, 'viewer@acme.test');
    await viewer.goto(`${suite.server.url}/home/newprograms`);
    await viewer.getByRole('heading', { level: 1, name: 'Not Viewed' }).waitFor();

    // The creator uploads two clips and builds the program from them, the first cut to 2 s.
    const creatorTokens = await tokensFor(suite.server.url, 'creator@acme.test');
    const creator = await signedInPage(suite.browser, suite.server.url, 'creator@acme.test');
    await creator.goto(`${suite.server.url}/clips/list`);
    await creator.getByRole('heading', { level: 1, name: 'Footage' }).waitFor();
    await creator.getByTestId('upload-input').setInputFiles([opening.file, closing.file]);
    for (const name of [OPENING, CLOSING])
      await footageWhen(suite.server.url, creatorTokens, name, (item) => item.processing.state === 'ready', 240_000);
    await creator.goto(`${suite.server.url}/myprograms/list`);
    await creator.getByRole('button', { name: 'New program' }).click();
    const create = creator.getByRole('dialog', { name: 'New program' });
    await create.getByRole('textbox', { name: 'Title' }).fill(PROGRAM);
    await create.getByRole('button', { name: 'Create and open' }).click();
    await creator.waitForURL(/\/myprograms\/edit\/\d+$/);
    const programId = Number(new URL(creator.url()).pathname.split('/').pop());
    await addClip(creator, OPENING);
    await addClip(creator, CLOSING);
    await creator.getByRole('spinbutton', { name: `Out point of ${OPENING}` }).fill('2');
    await creator.getByTestId('total-duration').filter({ hasText: 'Total 0:06.00' }).waitFor();

    // The preview plays the sequence from the clips' streams before anything is rendered.
    await saved(creator);
    await creator.getByRole('button', { name: 'Play', exact: true }).click();
    await creator.waitForFunction(() => {
      const active = document.querySelector('[data-testid="preview-video"][data-active="true"]') as HTMLVideoElement | null;
      return active !== null && !active.paused && active.currentTime > 0.3;
    });
    await creator.getByRole('button', { name: 'Pause', exact: true }).click();

    await renderVersion(creator, 1);
    await creator.screenshot({ path: `${SCREENSHOTS}/program-loop-version-1.png`, fullPage: true });
    await submitForApproval(creator);

    // The manager reviews version 1: a comment at 0:03, then sends it back.
    const manager = await signedInPage(suite.browser, suite.server.url, 'manager@acme.test');
    await manager.goto(`${suite.server.url}/tasks/approvals`);
    await manager.getByRole('link', { name: `Review ${PROGRAM}` }).click();
    await manager.getByRole('heading', { level: 1, name: PROGRAM }).waitFor();
    await waitForPlayerFrame(manager);
    await manager.evaluate(() => {
      (document.querySelector('[data-testid="footage-player"]') as HTMLVideoElement).currentTime = 3.2;
    });
    const commentAt = manager.getByRole('button', { name: 'Comment at 0:03' });
    await commentAt.waitFor();
    await manager.getByRole('textbox', { name: 'Your comment' }).fill('The opening runs too long');
    await commentAt.click();
    await manager.getByTestId('review-thread').filter({ hasText: 'The opening runs too long' }).waitFor();
    await manager.getByRole('button', { name: 'Reject', exact: true }).click();
    const reject = manager.getByRole('dialog', { name: `Reject “${PROGRAM}”` });
    await reject.getByRole('textbox', { name: 'Comment for the author' }).fill('Shorten the opening, please');
    await reject.getByRole('button', { name: 'Reject' }).click();
    await reject.waitFor({ state: 'detached' });

    // The creator finds the comment on the timeline of their review page.
    await creator.goto(`${suite.server.url}/myprograms/list`);
    await creator.getByRole('link', { name: `Review ${PROGRAM}` }).click();
    await creator.getByRole('heading', { level: 1, name: PROGRAM }).waitFor();
    await creator.getByRole('button', { name: 'Comment at 0:03 by Mia Manager' }).waitFor();
    await creator.getByTestId('review-thread').filter({ hasText: 'The opening runs too long' }).waitFor();
    await creator.screenshot({ path: `${SCREENSHOTS}/program-loop-comment.png` });

    // The fix: the opening cut to 1.5 s, rendered as version 2, submitted again.
    await creator.goto(`${suite.server.url}/myprograms/edit/${programId}`);
    await creator.getByRole('spinbutton', { name: `Out point of ${OPENING}` }).fill('1.5');
    await creator.getByTestId('total-duration').filter({ hasText: 'Total 0:05.50' }).waitFor();
    await renderVersion(creator, 2);
    await submitForApproval(creator);

    // Each version lasts what its pieces add up to, within a frame per cut (one cut here).
    const editor = await call<ProgramEditor>(suite.server.url, creatorTokens, '/rest/secure/service/getProgramEditor', { programId });
    expect(editor.currentVersion).toBe(2);
    const durations = Object.fromEntries(editor.versions.map((version) => [version.number, version.durationSeconds ?? -1]));
    expect(Math.abs(durations[1]! - 6)).toBeLessThanOrEqual(FRAME + 0.001);
    expect(Math.abs(durations[2]! - 5.5)).toBeLessThanOrEqual(FRAME + 0.001);

    // The manager approves version 2, publishing it to the channel the creator proposed.
    await manager.goto(`${suite.server.url}/tasks/approvals`);
    await manager.getByRole('button', { name: `Approve: ${PROGRAM}` }).click();
    const approval = manager.getByRole('dialog');
    await approval.getByText(`#${CHANNEL}`).waitFor();
    await approval
      .getByRole('button', { name: /Approve/ })
      .last()
      .click();
    await approval.waitFor({ state: 'detached' });

    // Without a reload, the follower's Not Viewed shows it; they play it, and it moves to Viewed.
    const arrived = viewer.getByRole('link', { name: PROGRAM });
    await arrived.waitFor({ timeout: 15_000 });
    await arrived.click();
    await viewer.getByRole('heading', { level: 1, name: PROGRAM }).waitFor();
    await waitForPlayerFrame(viewer);
    await viewer.locator('media-play-button').click();
    await viewer.waitForFunction(() => (document.querySelector('video') as HTMLVideoElement).currentTime > 0.3);
    await viewer.screenshot({ path: `${SCREENSHOTS}/program-loop-viewer.png` });
    await viewer.goto(`${suite.server.url}/home/completedprograms`);
    await viewer.getByRole('link', { name: PROGRAM }).waitFor();
  } finally {
    rmSync(opening.dir, { recursive: true, force: true });
    rmSync(closing.dir, { recursive: true, force: true });
  }
}, 900_000);
