import { eventChannel, type SagaIterator } from 'redux-saga';
import { call, delay, fork, put, race, select, take, takeEvery, takeLeading } from 'redux-saga/effects';
import { ERROR_MESSAGES } from '../../../../contract/envelope';
import { SW_REGISTER_TIMEOUT_MS, UPDATE_CHECK_INTERVAL_MS } from '../../../config/constants';
import type { AppDeps, ServiceWorkerEvent } from '../../../platform/deps';
import { newVersionControlling, newVersionWaiting, serviceWorkerRegistered, serviceWorkerUnavailable, updateAccepted } from '../events';
import { selectUpdateStatus } from '../selectors';
import type { UpdateStatus } from '../uiSlice';

/** How long to wait for the new worker to take control before reloading anyway. */
export const ACTIVATION_TIMEOUT_MS = 5_000;

function* relayWorkerEvents(deps: AppDeps): SagaIterator<void> {
  const events = eventChannel<ServiceWorkerEvent>((emit) => deps.serviceWorker.subscribe(emit));
  yield takeEvery(events, function* (event: ServiceWorkerEvent) {
    yield put(event.type === 'waiting' ? newVersionWaiting() : newVersionControlling({ isUpdate: event.isUpdate }));
  });
}

/** §4, §9: look for a new version every 30 seconds. */
function* checkForUpdates(deps: AppDeps): SagaIterator<void> {
  for (;;) {
    yield delay(UPDATE_CHECK_INTERVAL_MS);
    try {
      yield call([deps.serviceWorker, deps.serviceWorker.checkForUpdate]);
    } catch (error) {
      // Offline or the server is restarting: the next check tries again.
      console.warn('The update check failed', error);
    }
  }
}

/** The banner was clicked: the waiting worker takes over, then the page reloads into it. */
function* activate(deps: AppDeps): SagaIterator<void> {
  const status: UpdateStatus = yield select(selectUpdateStatus);
  if (status !== 'activating') return;
  const handedOver: boolean = yield call([deps.serviceWorker, deps.serviceWorker.activateWaiting]);
  if (handedOver) yield race([take(newVersionControlling), delay(ACTIVATION_TIMEOUT_MS)]);
  yield call([deps.location, deps.location.reload]);
}

/**
 * Registers the service worker when the app is stable or after 30 s, whichever comes first
 * (§9), then polls for updates. Without service workers the app works on (§8).
 */
export function* updateSaga(deps: AppDeps): SagaIterator<void> {
  if (!deps.serviceWorker.supported()) {
    console.error(ERROR_MESSAGES.serviceWorkersUnsupported);
    yield put(serviceWorkerUnavailable({ message: ERROR_MESSAGES.serviceWorkersUnsupported }));
    return;
  }
  yield fork(relayWorkerEvents, deps);
  yield takeLeading(updateAccepted, activate, deps);
  yield race([call([deps.serviceWorker, deps.serviceWorker.whenStable]), delay(SW_REGISTER_TIMEOUT_MS)]);
  try {
    yield call([deps.serviceWorker, deps.serviceWorker.register]);
  } catch (error) {
    console.warn('The service worker could not be registered', error);
    yield put(serviceWorkerUnavailable({ message: error instanceof Error ? error.message : String(error) }));
    return;
  }
  yield put(serviceWorkerRegistered());
  yield fork(checkForUpdates, deps);
}
