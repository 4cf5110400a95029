import type { SagaIterator } from 'redux-saga';
import { put, select, take } from 'redux-saga/effects';
import type { CountKey, MenuCounts } from '../../../contract/counts';
import { queryApi, QUERY_TAGS, type QueryTag } from '../../api/query';
import { countsReceived, liveCountsReceived, selectCounts } from '../menu';
import { customerSwitched, isSessionEnd } from '../session';
import { reviewCommentReported } from '../live';

/** Which cached lists each menu count stands for (§3): when the count moves, they are read again. */
export const TAGS_OF_COUNT: Readonly<Record<CountKey, readonly QueryTag[]>> = {
  // A program published to (or taken out of) a followed channel moves these counts too.
  inboxNewCount: ['Inbox', 'Channels'],
  inboxLibraryCount: ['Inbox', 'Channels'],
  inboxWatchedCount: ['Inbox'],
  newBioProgramsCount: ['Inbox'],
  directoryCount: ['Users'],
  clipsToRecordCount: ['Tasks'],
  programsForApprovalCount: ['Tasks'],
  assetReqToRecordCount: ['Tasks'],
  deliverablesCount: ['Tasks'],
};

function movedTags(before: MenuCounts | null, after: MenuCounts | null): QueryTag[] {
  if (before === null || after === null) return [];
  const keys = (Object.keys(TAGS_OF_COUNT) as CountKey[]).filter((key) => before[key] !== after[key]);
  return [...new Set(keys.flatMap((key) => TAGS_OF_COUNT[key]))];
}

/**
 * Keeps the cached answers true to the events: a moved count (live `counts.changed`, or polling
 * while the stream is down) refetches the lists it counts; a customer switch makes every answer
 * stale (they belong to one organisation, §4); the end of a session forgets them all.
 */
export function* queryTagsSaga(): SagaIterator<void> {
  let counts: MenuCounts | null = yield select(selectCounts);
  for (;;) {
    const action: { type: string } = yield take([
      countsReceived.type,
      liveCountsReceived.type,
      customerSwitched.type,
      reviewCommentReported.type,
      isSessionEnd,
    ]);
    const now: MenuCounts | null = yield select(selectCounts);
    if (reviewCommentReported.match(action)) {
      // A comment on a review this member follows: an open review page shows it, My Programs links to it.
      yield put(queryApi.util.invalidateTags(['Review', 'MyPrograms']));
    } else if (customerSwitched.match(action)) {
      yield put(queryApi.util.invalidateTags([...QUERY_TAGS]));
    } else if (isSessionEnd(action)) {
      yield put(queryApi.util.resetApiState());
    } else {
      const tags = movedTags(counts, now);
      if (tags.length > 0) yield put(queryApi.util.invalidateTags(tags));
    }
    counts = now;
  }
}
