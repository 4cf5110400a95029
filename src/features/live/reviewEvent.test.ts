import { runSaga } from 'redux-saga';
import type { LiveEvent } from '../../../contract/live';
import { toastRequested } from '../../api';
import { fakeDeps } from '../../testing/fakeDeps';
import { reviewCommentReported } from './liveActions';
import { applyLiveEvent } from './liveEvents';

const commented = (asAuthor: boolean, mentioned: boolean): LiveEvent => ({
  type: 'review.commented',
  programId: 6,
  version: null,
  commentId: 31,
  by: 'Mia Manager',
  program: 'Holiday message',
  at: 3.2,
  asAuthor,
  mentioned,
});

async function applied(event: LiveEvent): Promise<{ type: string; payload?: unknown }[]> {
  const dispatched: { type: string; payload?: unknown }[] = [];
  await runSaga(
    { dispatch: (action: { type: string }) => dispatched.push(action), getState: () => ({}) },
    applyLiveEvent,
    fakeDeps().deps,
    event,
  ).toPromise();
  return dispatched;
}

describe('a review.commented event', () => {
  it('reports the comment and toasts "X commented on Y at 0:03" with a link to the author’s review page', async () => {
    const [reported, toast] = await applied(commented(true, false));
    expect(reviewCommentReported.match(reported as never) && reported!.payload).toMatchObject({ programId: 6, commentId: 31, at: 3.2 });
    expect(toastRequested.match(toast as never) && toast!.payload).toMatchObject({
      messageKey: 'live.review.commented',
      values: { by: 'Mia Manager', program: 'Holiday message', at: '0:03' },
      link: { labelKey: 'live.review.open', to: '/myprograms/review/6' },
    });
  });

  it('tells a mentioned approver they were mentioned, and leads them to the approvals review', async () => {
    const [, toast] = await applied(commented(false, true));
    expect(toast!.payload).toMatchObject({ messageKey: 'live.review.mentioned', link: { to: '/tasks/approvals/review/6' } });
  });
});
