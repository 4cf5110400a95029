import { API_PATHS, type Page, type ProgramPublication, type SubmitProgramResponse } from '../../contract';
import { PUBLISHING_CALLS } from '../../contract/calls';
import { refusalMessage } from '../access/routeAccess';
import { dumpDatabase } from '../testing/dbDump';
import { publishingFixtures } from '../testing/publishingFixtures';
import { openSse, type SseClient } from '../testing/sseClient';
import { TEST_VERSION, appForFile } from '../testing/testApp';
import { NOT_ORGANISATION_CHANNELS, NOT_ORGANISATION_MEMBERS } from './publishTargets';
import { NOT_A_DRAFT, NOT_YOUR_PROGRAM, NO_APPROVER, NO_VIDEO } from './submitProgram';

/** Create › Programs: an author submits a draft with a video for approval; each approver gets it, live. */
const t = appForFile({}, { listen: true });
const f = publishingFixtures(t);
const open: SseClient[] = [];
afterEach(() => {
  for (const stream of open.splice(0)) stream.close();
});

const submit = (token: string, request: object) => t.call(PUBLISHING_CALLS.submitProgram.path, token, request);
const approvals = (programId: number) =>
  t.ctx.db.query<{ approver: number; decided: boolean }>(
    'SELECT approver_id AS approver, decided_at IS NOT NULL AS decided FROM program_approvals WHERE program_id = $1 ORDER BY approver_id',
    [programId],
  );

describe('submitProgram', () => {
  it('refuses another member’s program (404), a program under review (409), one without a video (400) and foreign targets (400), changing nothing', async () => {
    const creator = await t.login('creator@acme.test');
    const viewer = await t.login('viewer@acme.test');
    const brand = await f.programId('Brand guidelines walkthrough');
    const globexChannel = await f.channelId('Clinic updates');
    const globexMember = await f.memberId('viewer@globex.test', 3);
    const before = await dumpDatabase(t.ctx.db);
    const cases: [string, object, number, string][] = [
      [creator.access_token, { programId: await f.programId('Welcome to Acme Media') }, 404, NOT_YOUR_PROGRAM],
      [creator.access_token, { programId: await f.programId('Patient privacy refresher') }, 404, NOT_YOUR_PROGRAM],
      [creator.access_token, { programId: await f.programId('Holiday message') }, 409, NOT_A_DRAFT],
      [creator.access_token, { programId: await f.programId('Q3 launch recap') }, 409, NOT_A_DRAFT],
      [creator.access_token, { programId: brand }, 400, NO_VIDEO],
      [viewer.access_token, { programId: brand }, 403, refusalMessage(['program.create'])],
    ];
    for (const [token, request, status, message] of cases) {
      const answer = await submit(token, request);
      expect([answer.statusCode, answer.json().errorMessage]).toEqual([status, message]);
    }
    expect(await dumpDatabase(t.ctx.db)).toEqual(before);
    await f.giveVideo(brand);
    const withVideo = await dumpDatabase(t.ctx.db);
    for (const [proposal, message] of [
      [{ channelIds: [globexChannel], memberIds: [] }, NOT_ORGANISATION_CHANNELS],
      [{ channelIds: [], memberIds: [globexMember] }, NOT_ORGANISATION_MEMBERS],
      [{ channelIds: [999_999], memberIds: [] }, NOT_ORGANISATION_CHANNELS],
      [{ channelIds: [], memberIds: [await f.memberId('inactive@acme.test')] }, NOT_ORGANISATION_MEMBERS],
    ] as const) {
      const answer = await submit(creator.access_token, { programId: brand, proposal });
      expect([answer.statusCode, answer.json().errorMessage]).toEqual([400, message]);
    }
    expect(await dumpDatabase(t.ctx.db)).toEqual(withVideo);
  });

  it('asks every approver of the organisation but the author, and their Approvals badge goes up live', async () => {
    const creator = await t.login('creator@acme.test');
    const manager = await t.login('manager@acme.test');
    const multi = await t.login('multi@acme.test');
    const live = await openSse(t.url, manager.access_token, TEST_VERSION);
    open.push(live);
    const ready = (await live.next('stream.ready')).event;
    const id = await f.programId('Brand guidelines walkthrough');
    await f.giveVideo(id);
    const proposal = { channelIds: [await f.channelId('Customer stories')], memberIds: [f.cuid(await t.login('admin@acme.test'))] };
    const answer = await submit(creator.access_token, { programId: id, proposal });
    expect(answer.json<{ clientResponse: SubmitProgramResponse }>().clientResponse).toEqual({
      programId: id,
      approvers: 2,
      selfApproval: false,
    });
    const changed = (await live.next('counts.changed')).event;
    if (changed.type !== 'counts.changed' || ready.type !== 'stream.ready') throw new Error('unexpected events');
    expect(changed.counts.programsForApprovalCount).toBe(ready.counts!.programsForApprovalCount + 1);
    expect(await approvals(id)).toEqual([
      { approver: f.cuid(manager), decided: false },
      { approver: f.cuid(multi), decided: false },
    ]);
    const listed = await t.call(API_PATHS.getProgramApprovals, multi.access_token, {
      page: 1,
      pageSize: 25,
      sort: 'title',
      direction: 'asc',
    });
    const titles = listed.json<{ clientResponse: Page<{ title: string }> }>().clientResponse.items.map((item) => item.title);
    expect(titles).toContain('Brand guidelines walkthrough');
    const publication = await t.call(PUBLISHING_CALLS.getProgramPublication.path, manager.access_token, { programId: id });
    expect(publication.json<{ clientResponse: ProgramPublication }>().clientResponse).toMatchObject({
      status: 'pending_approval',
      round: 1,
      proposal: { channels: [{ name: 'Customer stories' }], members: [{ name: 'Alex Admin' }] },
      publishedTo: { channels: [], members: [] },
    });
    // Submitting again is refused: it is no longer a draft.
    expect((await submit(creator.access_token, { programId: id })).statusCode).toBe(409);
  });

  it('a resubmission after a rejection starts a new round and keeps the earlier comments for the author', async () => {
    const creator = await t.login('creator@acme.test');
    const manager = await t.login('manager@acme.test');
    const id = await f.programId('Brand guidelines walkthrough');
    const rejected = await t.call(API_PATHS.decideProgramApproval, manager.access_token, {
      programId: id,
      decision: 'rejected',
      comment: 'Shorter intro, please',
    });
    expect(rejected.json()).toMatchObject({ clientResponse: { changed: true } });
    const again = await submit(creator.access_token, { programId: id });
    expect(again.statusCode).toBe(200);
    expect((await approvals(id)).map((row) => row.decided)).toEqual([false, false]);
    const [program] = await t.ctx.db.query('SELECT status, review_decision, review_comment, review_round FROM programs WHERE id = $1', [
      id,
    ]);
    expect(program).toEqual({ status: 'pending_approval', review_decision: null, review_comment: null, review_round: 2 });
    const read = await t.call(PUBLISHING_CALLS.getProgramPublication.path, creator.access_token, { programId: id });
    expect(read.json<{ clientResponse: ProgramPublication }>().clientResponse).toMatchObject({
      round: 2,
      earlierReviews: [{ round: 1, reviewer: 'Mia Manager', decision: 'rejected', comment: 'Shorter intro, please' }],
    });
    // Another creator's program reads as missing, even to read where it goes.
    const other = await t.call(PUBLISHING_CALLS.getProgramPublication.path, creator.access_token, {
      programId: await f.programId('Product demo v2'),
    });
    expect(other.statusCode).toBe(404);
  });

  it('the only approver approves their own program; with no approver at all it is refused', async () => {
    const vendor = await t.login('vendor@cutline.test');
    const [own] = await t.ctx.db.query<{ id: number }>(
      `INSERT INTO programs (customer_id, author_id, title, kind, status) VALUES (4, $1, 'Vendor reel', 'standard', 'draft') RETURNING id`,
      [f.cuid(vendor)],
    );
    await f.giveVideo(own!.id);
    const answer = await submit(vendor.access_token, { programId: own!.id });
    expect(answer.json()).toMatchObject({ clientResponse: { approvers: 1, selfApproval: true } });
    expect(await approvals(own!.id)).toEqual([{ approver: f.cuid(vendor), decided: false }]);

    const gina = await t.login('creator@globex.test');
    const [globex] = await t.ctx.db.query<{ id: number }>(
      `INSERT INTO programs (customer_id, author_id, title, kind, status) VALUES (3, $1, 'Clinic tour', 'standard', 'draft') RETURNING id`,
      [f.cuid(gina)],
    );
    await f.giveVideo(globex!.id);
    const before = await dumpDatabase(t.ctx.db);
    const refused = await submit(gina.access_token, { programId: globex!.id });
    expect([refused.statusCode, refused.json().errorMessage]).toEqual([409, NO_APPROVER]);
    expect(await dumpDatabase(t.ctx.db)).toEqual(before);
  });
});
