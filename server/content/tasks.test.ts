import { API_PATHS, type MenuCounts, type MyProgramItem, type Page, type TaskItem, type TokenResponse } from '../../contract';
import { refusalMessage } from '../access/routeAccess';
import { dumpDatabase } from '../testing/dbDump';
import { openSse, type SseClient } from '../testing/sseClient';
import { TEST_VERSION, appForFile } from '../testing/testApp';
import {
  APPROVAL_NOT_FOUND,
  DELIVERABLE_NOT_FOUND,
  FILE_REQUEST_NOT_FOUND,
  NOT_A_CLIP,
  NOT_A_FILE,
  REJECTION_NEEDS_COMMENT,
  TASK_NOT_FOUND,
} from './taskRoutes';
import { storedUpload } from '../testing/storedUpload';

/** §2 Tasks: the four lists (exactly what their §3 counts count) and their actions, on a real database. */
const open: SseClient[] = [];

const t = appForFile({}, { listen: true });
afterEach(() => {
  for (const stream of open.splice(0)) stream.close();
});

const FIRST_PAGE = { page: 1, pageSize: 25, sort: 'dueAt', direction: 'asc' } as const;
const cuid = (login: TokenResponse) => login.additionalDetails.CustomerUserDetails!.customerUserId;

async function list(url: string, login: TokenResponse, request: object = FIRST_PAGE): Promise<Page<TaskItem>> {
  const answer = await t.call(url, login.access_token, request);
  expect(answer.statusCode).toBe(200);
  return answer.json<{ clientResponse: Page<TaskItem> }>().clientResponse;
}
async function countsOf(login: TokenResponse): Promise<MenuCounts> {
  const answer = await t.call(API_PATHS.getMenuNotificationCount, login.access_token, { customerUserId: cuid(login) });
  return answer.json<{ clientResponse: MenuCounts }>().clientResponse;
}
const programId = async (title: string) =>
  (await t.ctx.db.query<{ id: number }>('SELECT id FROM programs WHERE title = $1', [title]))[0]!.id;
const itemId = async (table: string, title: string) =>
  (await t.ctx.db.query<{ id: number }>(`SELECT id FROM ${table} WHERE title = $1`, [title]))[0]!.id;
/** A clip or file the member uploaded for a task, stored whole by the embedded store. */
const clipOf = async (login: TokenResponse, send = true) =>
  (
    await storedUpload(t, login.access_token, 'taskRecording', 'video/webm', {
      send,
      fileName: 'clip.webm',
      taskId: await openTask(login, 'recording_tasks'),
    })
  ).key;
const fileOf = async (login: TokenResponse, send = true) =>
  (
    await storedUpload(t, login.access_token, 'taskFile', 'application/pdf', {
      send,
      fileName: 'photos.pdf',
      taskId: await openTask(login, 'asset_requests'),
    })
  ).key;
/** An open task of the member's, which a task upload must answer; a spare one when they have none left. */
async function openTask(login: TokenResponse, table: 'recording_tasks' | 'asset_requests'): Promise<number> {
  const open = table === 'recording_tasks' ? 'completed_at IS NULL' : 'fulfilled_at IS NULL';
  const rows = await t.ctx.db.query<{ id: number }>(`SELECT id FROM ${table} WHERE assignee_id = $1 AND ${open} ORDER BY id LIMIT 1`, [
    cuid(login),
  ]);
  if (rows[0] !== undefined) return rows[0].id;
  const customerId = login.additionalDetails.CustomerDetails!.customerId;
  const spare = await t.ctx.db.query<{ id: number }>(
    `INSERT INTO ${table} (customer_id, assignee_id, title) VALUES ($1, $2, 'Spare task for an upload') RETURNING id`,
    [customerId, cuid(login)],
  );
  return spare[0]!.id;
}
const handedIn = async (table: 'recording_tasks' | 'asset_requests', id: number) =>
  (
    await t.ctx.db.query(
      table === 'recording_tasks'
        ? 'SELECT completed_at IS NOT NULL AS done, clip_key AS key FROM recording_tasks WHERE id = $1'
        : 'SELECT fulfilled_at IS NOT NULL AS done, file_key AS key FROM asset_requests WHERE id = $1',
      [id],
    )
  )[0];

describe('task lists', () => {
  it('list exactly what the counts count, with requester, due date and status', async () => {
    const manager = await t.login('manager@acme.test');
    const counts = await countsOf(manager);
    const recording = await list(API_PATHS.getRecordingTasks, manager);
    expect(recording.total).toBe(counts.clipsToRecordCount);
    expect((await list(API_PATHS.getFileRequests, manager)).total).toBe(counts.assetReqToRecordCount);
    expect((await list(API_PATHS.getDeliverables, manager)).total).toBe(counts.deliverablesCount);
    const approvals = await list(API_PATHS.getProgramApprovals, manager);
    expect(approvals.total).toBe(counts.programsForApprovalCount);
    expect(approvals.items.map((item) => [item.title, item.requester])).toEqual([
      ['Holiday message', 'Cody Creator'],
      ['Product demo v2', 'Max Multi'],
    ]);
    expect(recording.items.map((item) => item.title)).toEqual(['Record intro for the Q4 kickoff', 'Record team shout-out']);
    const [first, second] = recording.items;
    expect(first).toMatchObject({ requester: 'Alex Admin', status: 'open' });
    expect(Date.parse(first!.dueAt!)).toBeGreaterThan(Date.now());
    // No due date sorts last, ascending or descending.
    expect(second!.dueAt).toBeNull();
    const descending = await list(API_PATHS.getRecordingTasks, manager, { ...FIRST_PAGE, direction: 'desc' });
    expect(descending.items.map((item) => item.title)).toEqual(['Record intro for the Q4 kickoff', 'Record team shout-out']);
  });

  it('an item past its due date reads as overdue', async () => {
    const creator = await t.login('creator@acme.test');
    const id = await itemId('recording_tasks', 'Record customer testimonial');
    await t.ctx.db.query("UPDATE recording_tasks SET due_at = now() - interval '1 day' WHERE id = $1", [id]);
    const item = (await list(API_PATHS.getRecordingTasks, creator)).items.find((row) => row.id === id);
    expect(item?.status).toBe('overdue');
  });

  it('pages, sorts and searches', async () => {
    const multi = await t.login('multi@acme.test');
    const byTitle = { page: 1, pageSize: 2, sort: 'title', direction: 'asc' };
    const first = await list(API_PATHS.getRecordingTasks, multi, byTitle);
    const second = await list(API_PATHS.getRecordingTasks, multi, { ...byTitle, page: 2 });
    expect(first).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect([...first.items, ...second.items].map((item) => item.title)).toEqual([
      'Record B-roll of the studio',
      'Record launch teaser',
      'Record partner interview',
    ]);
    expect((await list(API_PATHS.getRecordingTasks, multi, { ...byTitle, page: 3 })).items).toEqual([]);
    const searched = await list(API_PATHS.getRecordingTasks, multi, { ...byTitle, search: 'PARTNER  record' });
    expect(searched.items.map((item) => item.title)).toEqual(['Record partner interview']);
    // The requester's name is searched too.
    expect((await list(API_PATHS.getRecordingTasks, multi, { ...byTitle, search: 'mia' })).total).toBe(3);
    const bad = await t.call(API_PATHS.getRecordingTasks, multi.access_token, { ...byTitle, sort: 'title; drop table users' });
    expect(bad.statusCode).toBe(400);
  });

  it('show only the current organisation’s items of the caller', async () => {
    const multi = await t.login('multi@acme.test');
    const titles = (await list(API_PATHS.getRecordingTasks, multi)).items.map((item) => item.title);
    expect(titles).not.toContain('Record Denver office greeting');
    expect(titles).not.toContain('Record TPS report explainer');
    const vendor = await t.login('vendor@cutline.test');
    const approvals = await list(API_PATHS.getProgramApprovals, vendor);
    expect(approvals.items.map((item) => item.title)).toEqual(['Acme launch cut, rough edit']);
  });
});

describe('task actions', () => {
  it('uploading its clip completes a recording task once, keeps the clip on the task and tells the member’s tabs', async () => {
    const creator = await t.login('creator@acme.test');
    const live = await openSse(t.url, creator.access_token, TEST_VERSION);
    open.push(live);
    const ready = (await live.next('stream.ready')).event;
    const before = await countsOf(creator);
    const id = await itemId('recording_tasks', 'Record customer testimonial');
    const clip = await clipOf(creator);
    const answer = await t.call(API_PATHS.completeRecordingTask, creator.access_token, { taskId: id, clipKey: clip });
    expect(answer.json()).toMatchObject({ status: 'Ok', clientResponse: { changed: true } });
    expect(await handedIn('recording_tasks', id)).toEqual({ done: true, key: clip });
    expect((await countsOf(creator)).clipsToRecordCount).toBe(before.clipsToRecordCount - 1);
    const changed = (await live.next('counts.changed')).event;
    if (changed.type !== 'counts.changed' || ready.type !== 'stream.ready') throw new Error('unexpected events');
    expect(changed.counts.clipsToRecordCount).toBe(ready.counts!.clipsToRecordCount - 1);
    expect((await list(API_PATHS.getRecordingTasks, creator)).items.map((item) => item.id)).not.toContain(id);
    // A second clip for a completed task changes nothing: the first one stays.
    const again = await t.call(API_PATHS.completeRecordingTask, creator.access_token, { taskId: id, clipKey: await clipOf(creator) });
    expect(again.json()).toMatchObject({ clientResponse: { changed: false } });
    expect(await handedIn('recording_tasks', id)).toEqual({ done: true, key: clip });
  });

  it('uploading the file fulfils a file request once and keeps the file on the request', async () => {
    const creator = await t.login('creator@acme.test');
    const before = await countsOf(creator);
    const id = await itemId('asset_requests', 'Upload event photos');
    const file = await fileOf(creator);
    const answer = await t.call(API_PATHS.fulfilFileRequest, creator.access_token, { requestId: id, fileKey: file });
    expect(answer.json()).toMatchObject({ status: 'Ok', clientResponse: { changed: true } });
    expect(await handedIn('asset_requests', id)).toEqual({ done: true, key: file });
    expect((await countsOf(creator)).assetReqToRecordCount).toBe(before.assetReqToRecordCount - 1);
    expect((await list(API_PATHS.getFileRequests, creator)).items.map((item) => item.id)).not.toContain(id);
    const again = await t.call(API_PATHS.fulfilFileRequest, creator.access_token, { requestId: id, fileKey: await fileOf(creator) });
    expect(again.json()).toMatchObject({ clientResponse: { changed: false } });
    expect(await handedIn('asset_requests', id)).toEqual({ done: true, key: file });
  });

  it('refuses anything but an upload of the caller for the task’s purpose in this organisation, and changes nothing', async () => {
    const manager = await t.login('manager@acme.test');
    // multi@acme.test acts in Acme; the same user signed in to West (customer 2) uploads there too.
    const multi = await t.login('multi@acme.test');
    const inWest = await t.login('multi@acme.test', { customerId: '2' });
    expect(inWest.additionalDetails.CustomerDetails?.customerId).toBe(2);
    const task = await itemId('recording_tasks', 'Record launch teaser');
    const request = await itemId('asset_requests', 'Upload partner agreement scans');
    const clips: Record<string, string> = {
      'wrong purpose (footage)': (await storedUpload(t, multi.access_token, 'footage', 'video/webm')).key,
      'wrong purpose (taskFile)': await fileOf(multi),
      'another user’s clip': await clipOf(manager),
      'signed, never stored': await clipOf(multi, false),
      'no such object': 'customers/1/uploads/nothing',
      'another organisation’s clip': await clipOf(inWest),
    };
    const files: Record<string, string> = {
      'wrong purpose (file)': (await storedUpload(t, multi.access_token, 'file', 'application/pdf')).key,
      'wrong purpose (taskRecording)': await clipOf(multi),
      'another user’s file': await fileOf(manager),
      'signed, never stored': await fileOf(multi, false),
      'no such object': 'customers/1/uploads/nothing',
      'another organisation’s file': await fileOf(inWest),
    };
    const before = await dumpDatabase(t.ctx.db);
    for (const [why, clipKey] of Object.entries(clips)) {
      const answer = await t.call(API_PATHS.completeRecordingTask, multi.access_token, { taskId: task, clipKey });
      expect([why, answer.statusCode, answer.json().errorMessage]).toEqual([why, 400, NOT_A_CLIP]);
    }
    for (const [why, fileKey] of Object.entries(files)) {
      const answer = await t.call(API_PATHS.fulfilFileRequest, multi.access_token, { requestId: request, fileKey });
      expect([why, answer.statusCode, answer.json().errorMessage]).toEqual([why, 400, NOT_A_FILE]);
    }
    // Without a key, or with an empty one, the schema refuses.
    for (const body of [{ taskId: task }, { taskId: task, clipKey: '' }]) {
      expect((await t.call(API_PATHS.completeRecordingTask, multi.access_token, body)).statusCode).toBe(400);
    }
    expect(await dumpDatabase(t.ctx.db)).toEqual(before);
    // The same clip, uploaded in Acme, completes the task: the refusals were the keys alone.
    const answer = await t.call(API_PATHS.completeRecordingTask, multi.access_token, { taskId: task, clipKey: await clipOf(multi) });
    expect(answer.json()).toMatchObject({ clientResponse: { changed: true } });
  });

  it('marking a deliverable delivered lowers its count', async () => {
    const manager = await t.login('manager@acme.test');
    const before = await countsOf(manager);
    const id = await itemId('deliverables', 'Captions file');
    const answer = await t.call(API_PATHS.markDeliverableDelivered, manager.access_token, { deliverableId: id });
    expect(answer.json()).toMatchObject({ status: 'Ok', clientResponse: { changed: true } });
    expect((await countsOf(manager)).deliverablesCount).toBe(before.deliverablesCount - 1);
  });

  it('approving publishes the program, closes it for every approver and tells each of them', async () => {
    const manager = await t.login('manager@acme.test');
    const multi = await t.login('multi@acme.test');
    const multiLive = await openSse(t.url, multi.access_token, TEST_VERSION);
    open.push(multiLive);
    const multiBefore = (await multiLive.next('stream.ready')).event;
    const before = await countsOf(manager);
    const id = await programId('Holiday message');
    const answer = await t.call(API_PATHS.decideProgramApproval, manager.access_token, {
      programId: id,
      decision: 'approved',
      comment: '  Lovely  ',
    });
    expect(answer.json()).toMatchObject({ status: 'Ok', clientResponse: { changed: true } });
    expect((await countsOf(manager)).programsForApprovalCount).toBe(before.programsForApprovalCount - 1);
    const changed = (await multiLive.next('counts.changed')).event;
    if (changed.type !== 'counts.changed' || multiBefore.type !== 'stream.ready') throw new Error('unexpected events');
    expect(changed.counts.programsForApprovalCount).toBe(multiBefore.counts!.programsForApprovalCount - 1);
    const [program] = await t.ctx.db.query('SELECT status, review_decision, review_comment, reviewed_by FROM programs WHERE id = $1', [id]);
    expect(program).toEqual({ status: 'published', review_decision: 'approved', review_comment: 'Lovely', reviewed_by: cuid(manager) });
    // The other approver's decision comes too late: it changes nothing.
    const late = await t.call(API_PATHS.decideProgramApproval, multi.access_token, { programId: id, decision: 'rejected', comment: 'No' });
    expect(late.json()).toMatchObject({ clientResponse: { changed: false } });
    const [after] = await t.ctx.db.query('SELECT status, review_decision FROM programs WHERE id = $1', [id]);
    expect(after).toEqual({ status: 'published', review_decision: 'approved' });
  });

  it('a rejection needs a comment, returns the program to draft and keeps the comment for its author', async () => {
    const manager = await t.login('manager@acme.test');
    const id = await programId('Product demo v2');
    for (const comment of [undefined, '   ']) {
      const refused = await t.call(API_PATHS.decideProgramApproval, manager.access_token, { programId: id, decision: 'rejected', comment });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ status: 'Error', errorMessage: REJECTION_NEEDS_COMMENT });
    }
    expect((await t.ctx.db.query('SELECT status FROM programs WHERE id = $1', [id]))[0]).toEqual({ status: 'pending_approval' });
    const answer = await t.call(API_PATHS.decideProgramApproval, manager.access_token, {
      programId: id,
      decision: 'rejected',
      comment: 'The ending needs a call to action',
    });
    expect(answer.json()).toMatchObject({ clientResponse: { changed: true } });
    const [program] = await t.ctx.db.query('SELECT status, review_decision, review_comment FROM programs WHERE id = $1', [id]);
    expect(program).toEqual({ status: 'draft', review_decision: 'rejected', review_comment: 'The ending needs a call to action' });
    const [approval] = await t.ctx.db.query('SELECT decision, comment FROM program_approvals WHERE program_id = $1', [id]);
    expect(approval).toEqual({ decision: 'rejected', comment: 'The ending needs a call to action' });

    // The author reads the outcome among their programs; another member does not see them.
    const author = await t.login('multi@acme.test');
    const mine = await t.call(API_PATHS.getMyPrograms, author.access_token, { ...FIRST_PAGE, sort: 'reviewedAt', direction: 'desc' });
    const page = mine.json<{ clientResponse: Page<MyProgramItem> }>().clientResponse;
    expect(page.items[0]).toMatchObject({
      id,
      title: 'Product demo v2',
      status: 'draft',
      review: { decision: 'rejected', comment: 'The ending needs a call to action', reviewer: 'Mia Manager' },
    });
    const creator = await t.login('creator@acme.test');
    const theirs = await t.call(API_PATHS.getMyPrograms, creator.access_token, { ...FIRST_PAGE, sort: 'title' });
    const titles = theirs.json<{ clientResponse: Page<MyProgramItem> }>().clientResponse.items.map((item) => item.title);
    expect(titles).toEqual(['Brand guidelines walkthrough', 'Customer story: Northwind', 'Holiday message', 'Q3 launch recap']);
  });
});

describe('task isolation and permissions', () => {
  it('another member’s or organisation’s item reads as missing and stays as it was', async () => {
    const creator = await t.login('creator@acme.test');
    const manager = await t.login('manager@acme.test');
    // The caller's own valid uploads: the item, not the upload, is what is missing.
    const file = await fileOf(creator);
    const clip = await clipOf(creator);
    const before = await dumpDatabase(t.ctx.db);
    const headshot = await itemId('asset_requests', 'Upload your headshot');
    const consent = await itemId('asset_requests', 'Upload consent forms');
    for (const requestId of [headshot, consent]) {
      const answer = await t.call(API_PATHS.fulfilFileRequest, creator.access_token, { requestId, fileKey: file });
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toMatchObject({ status: 'Error', errorMessage: FILE_REQUEST_NOT_FOUND });
    }
    for (const title of ['Record a 30-second hello', 'Record clinic walkthrough']) {
      const taskId = await itemId('recording_tasks', title);
      const answer = await t.call(API_PATHS.completeRecordingTask, creator.access_token, { taskId, clipKey: clip });
      expect([answer.statusCode, answer.json().errorMessage]).toEqual([404, TASK_NOT_FOUND]);
    }
    const cutline = await itemId('deliverables', 'Acme launch cut');
    const delivered = await t.call(API_PATHS.markDeliverableDelivered, manager.access_token, { deliverableId: cutline });
    expect(delivered.json()).toMatchObject({ errorMessage: DELIVERABLE_NOT_FOUND });
    for (const title of ['Acme launch cut, rough edit', 'Brand guidelines walkthrough']) {
      const decided = await t.call(API_PATHS.decideProgramApproval, manager.access_token, {
        programId: await programId(title),
        decision: 'approved',
      });
      expect(decided.statusCode).toBe(404);
      expect(decided.json()).toMatchObject({ errorMessage: APPROVAL_NOT_FOUND });
    }
    expect(await dumpDatabase(t.ctx.db)).toEqual(before);
  });

  it('a viewer cannot reach the deliverable or approval calls, and nothing changes', async () => {
    const viewer = await t.login('viewer@acme.test');
    const before = await dumpDatabase(t.ctx.db);
    const attempts: [string, object, string][] = [
      [API_PATHS.getDeliverables, FIRST_PAGE, 'task.deliverable'],
      [API_PATHS.markDeliverableDelivered, { deliverableId: await itemId('deliverables', 'Social cut-downs') }, 'task.deliverable'],
      [API_PATHS.getProgramApprovals, FIRST_PAGE, 'approval.program'],
      [
        API_PATHS.decideProgramApproval,
        { programId: await programId('Acme launch cut, rough edit'), decision: 'approved' },
        'approval.program',
      ],
    ];
    for (const [url, request, permission] of attempts) {
      const answer = await t.call(url, viewer.access_token, request);
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toMatchObject({ status: 'Error', errorMessage: refusalMessage([permission as 'task.deliverable']) });
    }
    expect(await dumpDatabase(t.ctx.db)).toEqual(before);
    // A viewer's own lists answer.
    expect((await list(API_PATHS.getRecordingTasks, viewer)).total).toBe((await countsOf(viewer)).clipsToRecordCount);
  });
});
