import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { API_PATHS } from '../contract/config';
import type { Page as ListPage, MyProgramItem, ReviewCommentsResponse } from '../contract';
import { axeViolations } from './harness/axe';
import { serverAndBrowser } from './harness/suite';
import { makeClip } from './mediaFixtures';
import { signedInPage, tokensFor } from './menuHelpers';
import { call, footageWhen, waitForPlayerFrame } from './playerHelpers';

/**
 * Review at a timecode: a manager comments at 0:03 on a program awaiting approval, mentioning its
 * author; the author is told live, opens their review, sees the marker at 0:03 and the comment,
 * and replies; the manager sees the reply, resolves the thread and sends the program back.
 */

const suite = serverAndBrowser();

const SCREENSHOTS = process.env.SCREENSHOT_DIR ?? tmpdir();
const SECONDS = 6;
const CLIP = 'holiday-360p.mp4';
const PROGRAM = 'Holiday message';
const REVIEW_PATH = '/rest/secure/service/listReviewComments';

it('a manager comments at 0:03, the author sees the marker and replies, the manager resolves it and decides', async () => {
  const { dir, file } = makeClip(SECONDS, '640x360', CLIP);
  try {
    // The author (Cody Creator) uploads the clip on Footage and makes it the program's video.
    const author = await tokensFor(suite.server.url, 'creator@acme.test');
    const authorPage = await signedInPage(suite.browser, suite.server.url, 'creator@acme.test');
    await authorPage.goto(`${suite.server.url}/clips/list`);
    await authorPage.getByRole('heading', { level: 1, name: 'Footage' }).waitFor();
    await authorPage.getByTestId('upload-input').setInputFiles(file);
    const clip = await footageWhen(suite.server.url, author, CLIP, (item) => item.processing.state === 'ready', 240_000);
    const mine = await call<ListPage<MyProgramItem>>(suite.server.url, author, API_PATHS.getMyPrograms, {
      page: 1,
      pageSize: 25,
      sort: 'title',
      direction: 'asc',
      search: PROGRAM,
    });
    const programId = mine.items[0]!.id;
    await call(suite.server.url, author, API_PATHS.setProgramVideo, { programId, mediaKey: clip.key });
    // The author waits on My Programs, where the live notice will reach them.
    await authorPage.goto(`${suite.server.url}/myprograms/list`);
    await authorPage.getByRole('heading', { level: 1, name: 'Programs' }).waitFor();
    // Neither decided nor commented on yet: no review to open.
    expect(await authorPage.getByRole('link', { name: `Review ${PROGRAM}` }).count()).toBe(0);

    // The manager opens the program's review from Tasks › Approvals.
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
    const box = manager.getByRole('textbox', { name: 'Your comment' });
    await box.fill('@Cod');
    await manager.getByRole('list', { name: 'People to mention' }).getByRole('button', { name: 'Cody Creator' }).click();
    await box.pressSequentially('the greeting card comes in too early');
    await commentAt.click();
    const thread = manager.getByTestId('review-thread').filter({ hasText: 'the greeting card comes in too early' });
    await thread.waitFor();
    expect(await thread.getByRole('button', { name: 'Play from 0:03' }).count()).toBe(1);
    await manager.screenshot({ path: `${SCREENSHOTS}/program-review-manager.png` });

    // The author is told live, with a link to their review page.
    const toast = authorPage.getByText(`Mia Manager mentioned you on ${PROGRAM} at 0:03`);
    await toast.waitFor({ timeout: 20_000 });
    // The row now links to the review, read again on the same notice.
    await authorPage.getByRole('link', { name: `Review ${PROGRAM}` }).waitFor();
    await authorPage.screenshot({ path: `${SCREENSHOTS}/program-review-toast.png` });
    await authorPage.getByRole('button', { name: 'Open' }).click();
    await authorPage.waitForURL(`**/myprograms/review/${programId}`);
    await authorPage.getByRole('heading', { level: 1, name: PROGRAM }).waitFor();
    const marker = authorPage.getByRole('button', { name: 'Comment at 0:03 by Mia Manager' });
    await marker.waitFor();
    expect(await marker.getAttribute('data-at')).toMatch(/^3\.2/);
    await waitForPlayerFrame(authorPage);
    await marker.click();
    expect(
      await authorPage.evaluate(() => (document.querySelector('[data-testid="footage-player"]') as HTMLVideoElement).currentTime),
    ).toBeCloseTo(3.2, 1);
    const authorThread = authorPage.getByTestId('review-thread').filter({ hasText: 'the greeting card comes in too early' });
    expect(await authorThread.getAttribute('aria-current')).toBe('true');
    await authorThread.getByRole('button', { name: 'Reply' }).click();
    await authorThread.getByRole('textbox', { name: 'Your reply' }).fill('Moved it to 0:05 in the next render');
    await authorThread.getByRole('button', { name: 'Reply' }).click();
    await authorThread.getByTestId('review-reply').filter({ hasText: 'Moved it to 0:05' }).waitFor();
    await authorPage.screenshot({ path: `${SCREENSHOTS}/program-review-author.png` });
    expect(await axeViolations(authorPage)).toEqual([]);

    // The manager, told of the reply, sees it and resolves the thread.
    await thread.getByTestId('review-reply').filter({ hasText: 'Moved it to 0:05' }).waitFor({ timeout: 20_000 });
    await thread.getByRole('button', { name: 'Resolve' }).click();
    await manager.getByRole('button', { name: 'Resolved (1)' }).waitFor();
    expect(await manager.getByTestId('review-thread').count()).toBe(0);
    await manager.getByRole('button', { name: 'Resolved (1)' }).click();
    await manager.getByTestId('review-thread').getByText('Resolved by Mia Manager').waitFor();
    await manager.screenshot({ path: `${SCREENSHOTS}/program-review-resolved.png` });
    expect(await axeViolations(manager)).toEqual([]);

    // The manager sends it back from the review, through the Approvals' own dialog and call.
    const player = manager.getByTestId('footage-player');
    await player.evaluate((video: HTMLVideoElement) => {
      video.dataset.before = 'decision';
    });
    await manager.getByRole('button', { name: 'Reject', exact: true }).click();
    const dialog = manager.getByRole('dialog', { name: `Reject “${PROGRAM}”` });
    await dialog.getByRole('textbox', { name: 'Comment for the author' }).fill('Please render the fix first');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await manager.getByText('Sent back by Mia Manager. “Please render the fix first”').waitFor();
    expect(await manager.getByRole('button', { name: 'Approve', exact: true }).count()).toBe(0);
    await manager.screenshot({ path: `${SCREENSHOTS}/program-review-decided.png` });
    // Reading the review again does not rebuild the player: the video is the one it was.
    expect(await player.getAttribute('data-before')).toBe('decision');
    const stored = await call<ReviewCommentsResponse>(suite.server.url, author, REVIEW_PATH, { programId, version: null });
    expect(stored.threads.map((c) => [c.mentions.map((m) => m.name), c.resolvedBy?.name, c.replies.length])).toEqual([
      [['Cody Creator'], 'Mia Manager', 1],
    ]);
    expect(stored.threads[0]!.atSeconds).toBeCloseTo(3.2, 1);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}, 300_000);
