import { API_PATHS, type ProgramReview, type ReviewCommentsResponse, type TokenResponse } from '../../contract';
import { REVIEW_CALLS } from '../../contract/calls';
import { appForFile } from '../testing/testApp';

/** Review at a timecode: who may read and write a program's comments, and what each refusal leaves. PGlite, and PostgreSQL with TEST_DATABASE_URL. */

const t = appForFile();
const P = {
  review: REVIEW_CALLS.getProgramReview.path,
  list: REVIEW_CALLS.listReviewComments.path,
  add: REVIEW_CALLS.addReviewComment.path,
  edit: REVIEW_CALLS.editReviewComment.path,
  resolve: REVIEW_CALLS.setReviewCommentResolved.path,
  candidates: REVIEW_CALLS.listMentionCandidates.path,
};

const memberOf = (login: TokenResponse) => login.additionalDetails.CustomerUserDetails!.customerUserId;
async function programId(title: string): Promise<number> {
  const [row] = await t.ctx.db.query<{ id: number }>('SELECT id FROM programs WHERE title = $1', [title]);
  return row!.id;
}
/** Everything the review stores: a refusal must leave it as it was. */
async function stored(): Promise<string> {
  const comments = await t.ctx.db.query('SELECT * FROM program_review_comments ORDER BY id');
  const mentions = await t.ctx.db.query('SELECT * FROM program_review_mentions ORDER BY comment_id, customer_user_id');
  return JSON.stringify({ comments, mentions });
}
async function ok<T>(url: string, login: TokenResponse, body: unknown): Promise<T> {
  const answer = await t.call(url, login.access_token, body);
  expect({ url, status: answer.statusCode, body: answer.statusCode === 200 ? null : answer.body }).toEqual({
    url,
    status: 200,
    body: null,
  });
  return answer.json<{ clientResponse: T }>().clientResponse;
}
/** Calls that must be refused with `status`, changing nothing. */
async function refused(status: number, login: TokenResponse, calls: [string, unknown][]): Promise<void> {
  const before = await stored();
  for (const [url, body] of calls) {
    const answer = await t.call(url, login.access_token, body);
    expect({ url, status: answer.statusCode }).toEqual({ url, status });
  }
  expect(await stored()).toBe(before);
}

let holiday: number;
let demo: number;
let author: TokenResponse;
let approver: TokenResponse;
beforeAll(async () => {
  holiday = await programId('Holiday message');
  demo = await programId('Product demo v2');
  author = await t.login('creator@acme.test');
  approver = await t.login('manager@acme.test');
});

describe('review/getProgramReview', () => {
  it('opens to the author and to approvers, with the program’s own video as the round before any render', async () => {
    const mine = await ok<ProgramReview>(P.review, author, { programId: holiday });
    expect(mine).toMatchObject({
      programId: holiday,
      title: 'Holiday message',
      status: 'pending_approval',
      author: { name: 'Cody Creator' },
      currentVersion: null,
      versions: [{ number: null, media: null, comments: 0 }],
      decision: null,
      mayDecide: false,
      isAuthor: true,
    });
    const theirs = await ok<ProgramReview>(P.review, approver, { programId: holiday });
    expect(theirs).toMatchObject({ mayDecide: true, isAuthor: false });
  });

  it('lists versions newest first, and keeps each round’s comments on its own version', async () => {
    await t.ctx.db.query(
      `INSERT INTO program_versions (program_id, number, state, edit) VALUES ($1, 1, 'ready', '{}'), ($1, 2, 'ready', '{}')`,
      [demo],
    );
    await t.ctx.db.query('UPDATE programs SET current_version = 1 WHERE id = $1', [demo]);
    const demoAuthor = await t.login('multi@acme.test');
    await ok(P.add, approver, { programId: demo, version: 1, body: 'Logo too small', atSeconds: 3 });
    await t.ctx.db.query('UPDATE programs SET current_version = 2 WHERE id = $1', [demo]);
    const review = await ok<ProgramReview>(P.review, demoAuthor, { programId: demo });
    expect(review.currentVersion).toBe(2);
    expect(review.versions.map((v) => [v.number, v.comments])).toEqual([
      [2, 0],
      [1, 1],
    ]);
    expect((await ok<ReviewCommentsResponse>(P.list, demoAuthor, { programId: demo, version: 2 })).threads).toEqual([]);
    const first = await ok<ReviewCommentsResponse>(P.list, demoAuthor, { programId: demo, version: 1 });
    expect(first.threads.map((c) => [c.body, c.atSeconds, c.author?.name, c.mine])).toEqual([['Logo too small', 3, 'Mia Manager', false]]);
    // A version the program does not have, or one still rendering, is refused.
    await t.ctx.db.query(`INSERT INTO program_versions (program_id, number, state, edit) VALUES ($1, 3, 'rendering', '{}')`, [demo]);
    await refused(400, approver, [
      [P.add, { programId: demo, version: 7, body: 'Nowhere', atSeconds: 1 }],
      [P.add, { programId: demo, version: 3, body: 'Too early', atSeconds: 1 }],
    ]);
  });
});

describe('review comments: who may write what', () => {
  it('lets the approver comment at a time and a range and mention the author; sorts threads by time; the author replies', async () => {
    const later = await ok<{ commentId: number }>(P.add, approver, {
      programId: holiday,
      version: null,
      body: 'Music too loud here',
      atSeconds: 12.5,
      endSeconds: 15,
    });
    const first = await ok<{ commentId: number }>(P.add, approver, {
      programId: holiday,
      version: null,
      body: '@Cody Creator the title is misspelt',
      atSeconds: 3,
      mentions: [memberOf(author)],
    });
    await ok(P.add, author, { programId: holiday, version: null, body: 'Fixed in the next render', parentId: first.commentId });
    const { threads } = await ok<ReviewCommentsResponse>(P.list, author, { programId: holiday, version: null });
    expect(threads.map((c) => [c.id, c.atSeconds, c.endSeconds, c.replies.map((r) => r.body)])).toEqual([
      [first.commentId, 3, null, ['Fixed in the next render']],
      [later.commentId, 12.5, 15, []],
    ]);
    expect(threads[0]!.mentions).toEqual([{ customerUserId: memberOf(author), name: 'Cody Creator' }]);
    expect(threads[0]!.replies[0]!.mine).toBe(true);
    // My Programs counts them, so the row links to the review.
    const mine = await ok<{ items: { title: string; reviewComments: number }[] }>(API_PATHS.getMyPrograms, author, {
      page: 1,
      pageSize: 25,
      sort: 'title',
      direction: 'asc',
      search: 'Holiday',
    });
    expect(mine.items.map((item) => [item.title, item.reviewComments])).toEqual([['Holiday message', 3]]);
  });

  it('refuses what a comment may not be (400): no time, a reply with a time, a range ending first, a blank body, a reply to a reply', async () => {
    const { threads } = await ok<ReviewCommentsResponse>(P.list, author, { programId: holiday, version: null });
    const thread = threads[0]!;
    const reply = thread.replies[0]!;
    await refused(400, approver, [
      [P.add, { programId: holiday, version: null, body: 'No time' }],
      [P.add, { programId: holiday, version: null, body: 'Timed reply', parentId: thread.id, atSeconds: 2 }],
      [P.add, { programId: holiday, version: null, body: 'Backwards', atSeconds: 5, endSeconds: 4 }],
      [P.add, { programId: holiday, version: null, body: '   ', atSeconds: 5 }],
      [P.add, { programId: holiday, version: null, body: 'x'.repeat(2001), atSeconds: 5 }],
      [P.add, { programId: holiday, version: null, body: 'Deep', parentId: reply.id }],
      [P.resolve, { commentId: reply.id, resolved: true }],
    ]);
  });

  it('refuses a mention of anyone who may not open the review (400): another organisation’s member, a member without approval.program', async () => {
    const globex = await t.login('creator@globex.test');
    const viewer = await t.login('viewer@acme.test');
    const thread = (await ok<ReviewCommentsResponse>(P.list, author, { programId: holiday, version: null })).threads[0]!;
    await refused(400, approver, [
      [P.add, { programId: holiday, version: null, body: 'Look', atSeconds: 1, mentions: [memberOf(globex)] }],
      [P.add, { programId: holiday, version: null, body: 'Look', atSeconds: 1, mentions: [memberOf(viewer)] }],
      [P.add, { programId: holiday, version: null, body: 'Look', atSeconds: 1, mentions: [2_000_000] }],
    ]);
    await refused(400, author, [[P.edit, { commentId: thread.replies[0]!.id, body: 'Look', mentions: [memberOf(globex)] }]]);
    const people = await ok<{ people: { name: string }[] }>(P.candidates, author, { programId: holiday, search: 'm' });
    // The approvers (Mia Manager, Max Multi) and the author; never Vera Viewer nor Gina of Globex.
    expect(people.people.map((p) => p.name)).toEqual(['Max Multi', 'Mia Manager']);
    // Nor the one asking.
    const forMia = await ok<{ people: { name: string }[] }>(P.candidates, approver, { programId: holiday, search: 'm' });
    expect(forMia.people.map((p) => p.name)).toEqual(['Max Multi']);
    expect((await ok<{ people: { name: string }[] }>(P.candidates, approver, { programId: holiday, search: 'CODY' })).people).toEqual([
      { customerUserId: memberOf(author), name: 'Cody Creator' },
    ]);
  });

  it('lets only a comment’s writer edit it (403 for the others), and marks it edited', async () => {
    const thread = (await ok<ReviewCommentsResponse>(P.list, author, { programId: holiday, version: null })).threads[0]!;
    await refused(403, author, [[P.edit, { commentId: thread.id, body: 'Rewritten by someone else' }]]);
    await refused(403, approver, [[P.edit, { commentId: thread.replies[0]!.id, body: 'Not mine' }]]);
    await ok(P.edit, approver, { commentId: thread.id, body: 'The title is misspelt', mentions: [] });
    const after = (await ok<ReviewCommentsResponse>(P.list, author, { programId: holiday, version: null })).threads[0]!;
    expect(after).toMatchObject({ body: 'The title is misspelt', mentions: [], editedAt: expect.any(String) });
  });

  it('lets the author and an approver resolve and re-open a thread; resolving twice changes nothing', async () => {
    const thread = (await ok<ReviewCommentsResponse>(P.list, author, { programId: holiday, version: null })).threads[0]!;
    expect(await ok(P.resolve, approver, { commentId: thread.id, resolved: true })).toEqual({ changed: true });
    expect(await ok(P.resolve, author, { commentId: thread.id, resolved: true })).toEqual({ changed: false });
    const resolved = (await ok<ReviewCommentsResponse>(P.list, author, { programId: holiday, version: null })).threads[0]!;
    expect(resolved.resolvedBy?.name).toBe('Mia Manager');
    expect(await ok(P.resolve, author, { commentId: thread.id, resolved: false })).toEqual({ changed: true });
    expect((await ok<ReviewCommentsResponse>(P.list, author, { programId: holiday, version: null })).threads[0]!.resolvedAt).toBeNull();
  });
});

describe('review access: everybody else is told nothing', () => {
  const everyCall = (program: number, commentId: number): [string, unknown][] => [
    [P.review, { programId: program }],
    [P.list, { programId: program, version: null }],
    [P.add, { programId: program, version: null, body: 'Intruding', atSeconds: 1 }],
    [P.add, { programId: program, version: null, body: 'Intruding', parentId: commentId }],
    [P.edit, { commentId, body: 'Intruding' }],
    [P.resolve, { commentId, resolved: true }],
    [P.candidates, { programId: program, search: 'a' }],
  ];
  let commentId: number;
  beforeAll(async () => {
    commentId = (await ok<ReviewCommentsResponse>(P.list, author, { programId: holiday, version: null })).threads[0]!.id;
  });

  it('answers 404 to a member who neither wrote the program nor holds approval.program', async () => {
    // Cody Creator (program.create) did not write Product demo v2.
    const demoComment = (await ok<ReviewCommentsResponse>(P.list, approver, { programId: demo, version: 1 })).threads[0]!.id;
    await refused(404, author, everyCall(demo, demoComment));
  });

  it('answers 404 to another organisation, even to its approvers, and for a program that does not exist', async () => {
    await refused(404, await t.login('creator@globex.test'), everyCall(holiday, commentId));
    await refused(404, approver, everyCall(999_999, 999_999));
  });

  it('answers 403 to a viewer or an admin, whose roles hold neither permission', async () => {
    await refused(403, await t.login('viewer@acme.test'), everyCall(holiday, commentId));
    await refused(403, await t.login('admin@acme.test'), everyCall(holiday, commentId));
  });

  it('answers 404 to an approver whose organisation withdrew approval.program from managers', async () => {
    await t.ctx.db.query(`INSERT INTO customer_role_permissions VALUES (1, 1532, 'approval.program', false)`);
    try {
      const withdrawn = await t.login('manager@acme.test');
      await refused(404, withdrawn, everyCall(holiday, commentId));
    } finally {
      await t.ctx.db.query(`DELETE FROM customer_role_permissions WHERE customer_id = 1 AND role_id = 1532`);
    }
  });
});
