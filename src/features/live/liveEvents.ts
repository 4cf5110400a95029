import type { SagaIterator } from 'redux-saga';
import { call, put, select } from 'redux-saga/effects';
import { isLiveEventType, type LiveEvent } from '../../../contract/live';
import type { CustomerProfile } from '../../../contract/profiles';
import { liveCountsReceived } from '../menu';
import { mediaProcessingReported, programRenderReported, reviewCommentReported } from './liveActions';
import { toastRequested } from '../../api';
import { PATHS } from '../../config/paths';
import { formatTimecode } from '../../ui/player/timecode';
import type { AppDeps } from '../../platform/deps';
import { profileLocked, selectProfiles } from '../profiles';
import {
  customerDetailsChanged,
  permissionsChanged,
  selectPendingRoles,
  sessionRevoked,
  switchCustomerTokens,
  type SwitchResult,
} from '../session';

/** A streamed or relayed event, or null for anything this version does not know. */
export function parseLiveEvent(type: string, data: string): LiveEvent | null {
  if (!isLiveEventType(type)) return null;
  try {
    const event = JSON.parse(data) as { type?: unknown };
    return event.type === type ? (event as LiveEvent) : null;
  } catch {
    return null;
  }
}

/**
 * §4: a locked profile cannot be used; the user moves to another profile, or — with none left, or
 * when the server refuses the move — the session ends rather than stay in an organisation whose
 * calls all fail.
 */
function* switchAway(deps: AppDeps, lockedCustomerId: number): SagaIterator<void> {
  yield put(profileLocked({ customerId: lockedCustomerId }));
  const profiles: CustomerProfile[] = yield select(selectProfiles);
  const next = profiles.find((profile) => !profile.isLocked && profile.customerID !== lockedCustomerId);
  if (next) {
    const result: SwitchResult = yield call(switchCustomerTokens, deps, next.customerID);
    if (result.ok) return;
  }
  yield put(sessionRevoked({ reason: 'revoked' }));
}

/** What each event changes in this tab: the same as the call it saves would have done. */
export function* applyLiveEvent(deps: AppDeps, event: LiveEvent): SagaIterator<void> {
  switch (event.type) {
    case 'stream.ready':
      if (event.counts !== null) yield put(liveCountsReceived(event.counts));
      return;
    case 'counts.changed':
      yield put(liveCountsReceived(event.counts));
      return;
    case 'permissions.changed': {
      // New roles from the refresh before this event are loading their permissions already (§6).
      const pending: ReturnType<typeof selectPendingRoles> = yield select(selectPendingRoles);
      if (pending === null) yield put(permissionsChanged());
      return;
    }
    case 'customer.changed':
      yield put(customerDetailsChanged({ customer: event.customer }));
      return;
    case 'membership.locked':
      yield call(switchAway, deps, event.customerId);
      return;
    case 'session.revoked':
      yield put(sessionRevoked({ reason: event.reason }));
      return;
    case 'version.available':
      // The banner follows from the check as it does every 30 seconds (§4); this only brings it forward.
      if (deps.serviceWorker.supported()) yield call([deps.serviceWorker, deps.serviceWorker.checkForUpdate]);
      return;
    case 'media.processing':
      yield put(mediaProcessingReported({ key: event.key, state: event.state, progress: event.progress, error: event.error ?? null }));
      return;
    case 'review.commented': {
      const { type: _type, ...comment } = event;
      yield put(reviewCommentReported(comment));
      // The author follows their program from My Programs; everyone else reviews it from Approvals.
      const to = event.asAuthor ? PATHS.myProgramReview(event.programId) : PATHS.approvalReview(event.programId);
      yield put(
        toastRequested({
          messageKey: event.mentioned ? 'live.review.mentioned' : 'live.review.commented',
          values: { by: event.by, program: event.program, at: formatTimecode(event.at) },
          variant: 'info',
          link: { labelKey: 'live.review.open', to },
        }),
      );
      return;
    }
    case 'program.render':
      yield put(
        programRenderReported({
          programId: event.programId,
          version: event.version,
          state: event.state,
          progress: event.progress,
          error: event.error,
        }),
      );
      return;
  }
}
