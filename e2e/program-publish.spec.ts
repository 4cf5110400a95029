import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { axeViolations } from './harness/axe';
import { serverAndBrowser } from './harness/suite';
import { makeClip } from './mediaFixtures';
import { signedInPage, tokensFor } from './menuHelpers';
import { footageWhen, waitForPlayerFrame } from './playerHelpers';

/**
 * A program from submission to a viewer's Home: a creator gives a draft a video and submits it,
 * proposing a channel; a content manager approves it, publishing to that channel; a viewer who
 * follows the channel, with Not Viewed open in another browser, sees it arrive without reloading,
 * plays it, and finds it in Viewed; unpublished and republished, it leaves that list and returns.
 */

const suite = serverAndBrowser();

const SCREENSHOTS = process.env.SCREENSHOT_DIR ?? tmpdir();
const CLIP = 'guidelines-360p.mp4';
const PROGRAM = 'Brand guidelines walkthrough';
const CHANNEL = 'Customer stories';

it('a creator submits, a manager approves to a channel, and its follower sees it arrive live and plays it', async () => {
  const { dir, file } = makeClip(4, '640x360', CLIP);
  try {
    // The viewer (who follows Customer stories) keeps Home › Not Viewed open throughout.
    const viewer = await signedInPage(suite.browser, suite.server.url, 'viewer@acme.test');
    await viewer.goto(`${suite.server.url}/home/newprograms`);
    await viewer.getByRole('heading', { level: 1, name: 'Not Viewed' }).waitFor();
    expect(await viewer.getByRole('link', { name: PROGRAM }).count()).toBe(0);

    // The creator uploads a clip, makes it the draft's video and submits it, proposing the channel.
    const creatorTokens = await tokensFor(suite.server.url, 'creator@acme.test');
    const creator = await signedInPage(suite.browser, suite.server.url, 'creator@acme.test');
    await creator.goto(`${suite.server.url}/clips/list`);
    await creator.getByRole('heading', { level: 1, name: 'Footage' }).waitFor();
    await creator.getByTestId('upload-input').setInputFiles(file);
    await footageWhen(suite.server.url, creatorTokens, CLIP, (item) => item.processing.state === 'ready', 240_000);
    await creator.goto(`${suite.server.url}/myprograms/list`);
    await creator.getByRole('combobox', { name: `Video of ${PROGRAM}` }).click();
    await creator.getByRole('option', { name: CLIP }).click();
    const submit = creator.getByRole('button', { name: `Submit ${PROGRAM} for approval` });
    await submit.click();
    const dialog = creator.getByRole('dialog');
    await dialog.getByRole('combobox', { name: /Propose channels and people/ }).fill('Customer');
    await creator.getByRole('option', { name: CHANNEL }).click();
    await creator.screenshot({ path: `${SCREENSHOTS}/program-submit.png` });
    await dialog.getByRole('button', { name: 'Submit', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await creator.getByText('Awaiting approval', { exact: true }).first().waitFor();
    await creator.context().close();

    // The manager approves it; the dialog holds the creator's proposal.
    const manager = await signedInPage(suite.browser, suite.server.url, 'manager@acme.test');
    await manager.goto(`${suite.server.url}/tasks/approvals`);
    await manager.getByRole('button', { name: `Approve: ${PROGRAM}` }).click();
    const approval = manager.getByRole('dialog');
    await approval.getByText(`#${CHANNEL}`).waitFor();
    await manager.screenshot({ path: `${SCREENSHOTS}/program-approve.png` });
    expect(await axeViolations(manager)).toEqual([]);
    await approval
      .getByRole('button', { name: /Approve/ })
      .last()
      .click();
    await approval.waitFor({ state: 'detached' });

    // Without a reload, the viewer's Not Viewed list shows it; they play it, and it moves to Viewed.
    const arrived = viewer.getByRole('link', { name: PROGRAM });
    await arrived.waitFor({ timeout: 15_000 });
    await viewer.screenshot({ path: `${SCREENSHOTS}/program-arrived.png` });
    await arrived.click();
    await viewer.getByRole('heading', { level: 1, name: PROGRAM }).waitFor();
    await waitForPlayerFrame(viewer);
    await viewer.locator('media-play-button').click();
    await viewer.waitForFunction(() => (document.querySelector('video') as HTMLVideoElement).currentTime > 0.3);
    await viewer.goto(`${suite.server.url}/home/completedprograms`);
    await viewer.getByRole('link', { name: PROGRAM }).waitFor();
    await viewer.screenshot({ path: `${SCREENSHOTS}/program-viewed.png` });

    // Published where the manager decided: the manager's My Programs shows it, with Unpublish.
    await manager.goto(`${suite.server.url}/myprograms/list`);
    await manager.getByText(`Published to #${CHANNEL}`).first().waitFor();
    await manager.screenshot({ path: `${SCREENSHOTS}/program-published.png`, fullPage: true });
    expect(await axeViolations(manager)).toEqual([]);

    // Unpublished, it leaves the viewer's open Viewed list live; republished, it comes back.
    await manager.getByRole('button', { name: `Unpublish ${PROGRAM}` }).click();
    await viewer.getByRole('link', { name: PROGRAM }).waitFor({ state: 'detached', timeout: 15_000 });
    await manager.getByRole('button', { name: `Republish ${PROGRAM}` }).click();
    await viewer.getByRole('link', { name: PROGRAM }).waitFor({ timeout: 15_000 });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}, 300_000);
