import { API_PATHS, type Page, type ProgramPublication, type PublishedProgramItem } from '../../contract';
import { PUBLISHING_CALLS } from '../../contract/calls';
import { refusalMessage } from '../access/routeAccess';
import { dumpDatabase } from '../testing/dbDump';
import { publishingFixtures } from '../testing/publishingFixtures';
import { openSse, type SseClient } from '../testing/sseClient';
import { TEST_VERSION, appForFile } from '../testing/testApp';
import { NOT_ORGANISATION_CHANNELS, NOT_ORGANISATION_MEMBERS } from './publishTargets';
import { NOT_PUBLISHED, NO_SUCH_PROGRAM } from './publishingRoutes';

/** Tasks › Approvals: approving publishes to channels and people; content managers take it down and put it back. */
const t = appForFile({}, { listen: true });
const f = publishingFixtures(t);
const open: SseClient[] = [];
afterEach(() => {
  for (const stream of open.splice(0)) stream.close();
});

const TITLE = 'Brand guidelines walkthrough';

/** The creator's draft, with a video, submitted with a proposal: Customer stories (followed by Vera) and Alex by name. */
async function submitted(): Promise<number> {
  const creator = await t.login('creator@acme.test');
  const id = await f.programId(TITLE);
  await f.giveVideo(id);
  const proposal = { channelIds: [await f.channelId('Customer stories')], memberIds: [await f.memberId('admin@acme.test')] };
  const answer = await t.call(PUBLISHING_CALLS.submitProgram.path, creator.access_token, { programId: id, proposal });
  expect(answer.statusCode).toBe(200);
  return id;
}

const publication = async (token: string, programId: number) =>
  (await t.call(PUBLISHING_CALLS.getProgramPublication.path, token, { programId })).json<{ clientResponse: ProgramPublication }>()
    .clientResponse;

describe('publishing on approval', () => {
  it('refuses targets of another organisation (400) and changes nothing', async () => {
    const id = await submitted();
    const manager = await t.login('manager@acme.test');
    const creator = await t.login('creator@acme.test');
    const before = await dumpDatabase(t.ctx.db);
    for (const [publishTo, message] of [
      [{ channelIds: [await f.channelId('Clinic updates')], memberIds: [] }, NOT_ORGANISATION_CHANNELS],
      [{ channelIds: [await f.channelId('West region')], memberIds: [] }, NOT_ORGANISATION_CHANNELS],
      [{ channelIds: [], memberIds: [await f.memberId('viewer@globex.test', 3)] }, NOT_ORGANISATION_MEMBERS],
    ] as const) {
      const answer = await t.call(API_PATHS.decideProgramApproval, manager.access_token, {
        programId: id,
        decision: 'approved',
        publishTo,
      });
      expect([answer.statusCode, answer.json().errorMessage]).toEqual([400, message]);
    }
    // Creators submit; only content managers approve and publish.
    const own = await t.call(API_PATHS.decideProgramApproval, creator.access_token, { programId: id, decision: 'approved' });
    expect([own.statusCode, own.json().errorMessage]).toEqual([403, refusalMessage(['approval.program'])]);
    expect(await dumpDatabase(t.ctx.db)).toEqual(before);
  });

  it('approving with no targets given publishes to the proposal: the named member and the channel’s followers, live', async () => {
    const id = await f.programId(TITLE);
    const manager = await t.login('manager@acme.test');
    const viewer = await t.login('viewer@acme.test');
    const admin = await t.login('admin@acme.test');
    const live = await openSse(t.url, viewer.access_token, TEST_VERSION);
    open.push(live);
    const ready = (await live.next('stream.ready')).event;
    expect((await f.honestInbox(viewer)).notViewed).not.toContain(TITLE);
    const answer = await t.call(API_PATHS.decideProgramApproval, manager.access_token, { programId: id, decision: 'approved' });
    expect(answer.json()).toMatchObject({ clientResponse: { changed: true } });
    const changed = (await live.next('counts.changed')).event;
    if (changed.type !== 'counts.changed' || ready.type !== 'stream.ready') throw new Error('unexpected events');
    expect(changed.counts.inboxNewCount).toBe(ready.counts!.inboxNewCount + 1);
    // The follower and the named member find it in Not Viewed; a member named by neither does not.
    expect((await f.honestInbox(viewer)).notViewed).toContain(TITLE);
    expect((await f.honestInbox(admin)).notViewed).toContain(TITLE);
    expect((await f.honestInbox(await t.login('multi@acme.test'))).notViewed).not.toContain(TITLE);
    expect((await f.honestInbox(await t.login('creator@globex.test'))).notViewed).not.toContain(TITLE);
    const where = await publication(manager.access_token, id);
    expect(where).toMatchObject({
      status: 'published',
      publishedTo: { channels: [{ name: 'Customer stories' }], members: [{ name: 'Alex Admin' }] },
      followerCount: 1,
    });
    expect(where.publishedAt).not.toBeNull();
  });

  it('an approver’s own targets replace the proposal', async () => {
    const creator = await t.login('creator@acme.test');
    const manager = await t.login('manager@acme.test');
    const [row] = await t.ctx.db.query<{ id: number }>(
      `INSERT INTO programs (customer_id, author_id, title, kind, status) VALUES (1, $1, 'Lighting basics', 'standard', 'draft') RETURNING id`,
      [f.cuid(creator)],
    );
    await f.giveVideo(row!.id);
    const proposal = { channelIds: [await f.channelId('Company news')], memberIds: [] };
    await t.call(PUBLISHING_CALLS.submitProgram.path, creator.access_token, { programId: row!.id, proposal });
    const publishTo = { channelIds: [], memberIds: [await f.memberId('viewer@acme.test')] };
    await t.call(API_PATHS.decideProgramApproval, manager.access_token, { programId: row!.id, decision: 'approved', publishTo });
    const recipients = await t.ctx.db.query('SELECT customer_user_id AS member, named FROM program_recipients WHERE program_id = $1', [
      row!.id,
    ]);
    expect(recipients).toEqual([{ member: await f.memberId('viewer@acme.test'), named: true }]);
    expect(await publication(creator.access_token, row!.id)).toMatchObject({
      publishedTo: { channels: [], members: [{ name: 'Vera Viewer' }] },
    });
  });
});

describe('unpublish and republish', () => {
  const shelve = (call: 'unpublishProgram' | 'republishProgram', token: string, programId: number) =>
    t.call(PUBLISHING_CALLS[call].path, token, { programId });

  it('only content managers of the organisation take a published program down, and nothing changes otherwise', async () => {
    const id = await f.programId(TITLE);
    const creator = await t.login('creator@acme.test');
    const vendor = await t.login('vendor@cutline.test');
    const manager = await t.login('manager@acme.test');
    const before = await dumpDatabase(t.ctx.db);
    const refused = await shelve('unpublishProgram', creator.access_token, id);
    expect([refused.statusCode, refused.json().errorMessage]).toEqual([403, refusalMessage(['approval.program'])]);
    for (const call of ['unpublishProgram', 'republishProgram'] as const) {
      const foreign = await shelve(call, vendor.access_token, id);
      expect([foreign.statusCode, foreign.json().errorMessage]).toEqual([404, NO_SUCH_PROGRAM]);
    }
    const read = await t.call(PUBLISHING_CALLS.getProgramPublication.path, vendor.access_token, { programId: id });
    expect([read.statusCode, read.json().errorMessage]).toEqual([404, NO_SUCH_PROGRAM]);
    const pending = await shelve('unpublishProgram', manager.access_token, await f.programId('Product demo v2'));
    expect([pending.statusCode, pending.json().errorMessage]).toEqual([409, NOT_PUBLISHED]);
    const notDown = await shelve('republishProgram', manager.access_token, id);
    expect(notDown.json()).toMatchObject({ clientResponse: { changed: false } });
    expect(await dumpDatabase(t.ctx.db)).toEqual(before);
  });

  it('unpublishing takes it out of every list and count, keeping viewed history; republishing restores the same', async () => {
    const id = await f.programId(TITLE);
    const manager = await t.login('manager@acme.test');
    const viewer = await t.login('viewer@acme.test');
    const admin = await t.login('admin@acme.test');
    const view = await t.call(API_PATHS.markProgramViewed, admin.access_token, { programId: id });
    expect(view.json()).toMatchObject({ clientResponse: { changed: true } });
    const live = await openSse(t.url, viewer.access_token, TEST_VERSION);
    open.push(live);
    const ready = (await live.next('stream.ready')).event;

    expect((await shelve('unpublishProgram', manager.access_token, id)).json()).toMatchObject({ clientResponse: { changed: true } });
    const down = (await live.next('counts.changed')).event;
    if (down.type !== 'counts.changed' || ready.type !== 'stream.ready') throw new Error('unexpected events');
    expect(down.counts.inboxNewCount).toBe(ready.counts!.inboxNewCount - 1);
    expect((await f.honestInbox(viewer)).notViewed).not.toContain(TITLE);
    expect((await f.honestInbox(admin)).viewed).not.toContain(TITLE);
    // Its page is gone for its recipients too; a viewer never reads where it went.
    expect((await t.call(API_PATHS.getInboxProgram, viewer.access_token, { programId: id })).statusCode).toBe(404);
    expect((await t.call(PUBLISHING_CALLS.getProgramPublication.path, viewer.access_token, { programId: id })).statusCode).toBe(403);
    const channel = await t.call(API_PATHS.listFollowedChannels, viewer.access_token, {
      page: 1,
      pageSize: 25,
      sort: 'name',
      direction: 'asc',
    });
    expect(JSON.stringify(channel.json())).not.toContain(TITLE);
    const listed = await t.call(PUBLISHING_CALLS.getPublishedPrograms.path, manager.access_token, {
      page: 1,
      pageSize: 50,
      sort: 'title',
      direction: 'asc',
      search: 'brand',
    });
    expect(listed.json<{ clientResponse: Page<PublishedProgramItem> }>().clientResponse.items).toEqual([
      expect.objectContaining({ id, title: TITLE, status: 'unpublished', author: 'Cody Creator' }),
    ]);

    expect((await shelve('republishProgram', manager.access_token, id)).json()).toMatchObject({ clientResponse: { changed: true } });
    const back = (await live.next('counts.changed')).event;
    if (back.type !== 'counts.changed') throw new Error('unexpected event');
    expect(back.counts.inboxNewCount).toBe(ready.counts!.inboxNewCount);
    expect((await f.honestInbox(viewer)).notViewed).toContain(TITLE);
    expect((await f.honestInbox(admin)).viewed).toContain(TITLE);
    expect(await publication(manager.access_token, id)).toMatchObject({
      status: 'published',
      publishedTo: { channels: [{ name: 'Customer stories' }], members: [{ name: 'Alex Admin' }] },
    });
  });

  it('the target picker offers only the organisation’s channels and active members', async () => {
    const creator = await t.login('creator@acme.test');
    const answer = await t.call(PUBLISHING_CALLS.getPublishTargetOptions.path, creator.access_token, {});
    const options = answer.json<{ clientResponse: { channels: { name: string }[]; members: { name: string }[] } }>().clientResponse;
    expect(options.channels.map((channel) => channel.name)).toEqual(['Company news', 'Customer stories', 'Studio and safety']);
    expect(options.members.map((member) => member.name)).not.toContain('Ian Inactive');
    expect(options.members.map((member) => member.name)).not.toContain('Gus Viewer');
    const searched = await t.call(PUBLISHING_CALLS.getPublishTargetOptions.path, creator.access_token, { search: 'VIEW' });
    expect(searched.json()).toMatchObject({ clientResponse: { channels: [], members: [{ name: 'Vera Viewer' }] } });
  });
});
