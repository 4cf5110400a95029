import type { LiveEvent, TokenResponse } from '../../contract';
import { REVIEW_CALLS } from '../../contract/calls';
import { openSse, type SseClient } from '../testing/sseClient';
import { TEST_VERSION, appForFile } from '../testing/testApp';

/** A comment reaches the open tabs of the program's author and of the members it mentions, never its writer's. */

const t = appForFile({}, { listen: true });
const open: SseClient[] = [];
afterEach(() => {
  for (const stream of open.splice(0)) stream.close();
});
const streamOf = async (login: TokenResponse) => {
  const client = await openSse(t.url, login.access_token, TEST_VERSION);
  open.push(client);
  await client.next('stream.ready');
  return client;
};

it('tells the author and the mentioned approver who commented on what, and at which time', async () => {
  const [program] = await t.ctx.db.query<{ id: number }>(`SELECT id FROM programs WHERE title = 'Holiday message'`);
  const author = await t.login('creator@acme.test');
  const manager = await t.login('manager@acme.test');
  const multi = await t.login('multi@acme.test');
  const authorStream = await streamOf(author);
  const multiStream = await streamOf(multi);
  const multiId = multi.additionalDetails.CustomerUserDetails!.customerUserId;
  const answer = await t.call(REVIEW_CALLS.addReviewComment.path, manager.access_token, {
    programId: program!.id,
    version: null,
    body: 'Max, is the logo right?',
    atSeconds: 3,
    mentions: [multiId],
  });
  expect(answer.statusCode).toBe(200);
  const commentId = answer.json<{ clientResponse: { commentId: number } }>().clientResponse.commentId;
  const expected = (asAuthor: boolean, mentioned: boolean): LiveEvent => ({
    type: 'review.commented',
    programId: program!.id,
    version: null,
    commentId,
    by: 'Mia Manager',
    program: 'Holiday message',
    at: 3,
    asAuthor,
    mentioned,
  });
  expect((await authorStream.next('review.commented')).event).toEqual(expected(true, false));
  expect((await multiStream.next('review.commented')).event).toEqual(expected(false, true));
});
