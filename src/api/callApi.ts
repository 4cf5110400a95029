import type { SagaIterator } from 'redux-saga';
import { call, delay, put } from 'redux-saga/effects';
import type { ServiceResponse } from '../../contract/envelope';
import type { AppDeps } from '../platform/deps';
import { judge, type Verdict } from './catalogue';
import { TOKEN_LOCK } from './crossTabMessages';
import {
  cacheClearRequired,
  conflictReceived,
  idleLimitPassed,
  serverFailed,
  sessionMissing,
  toastRequested,
  unauthorizedReceived,
} from './events';
import { ensureFreshToken, refreshInFlight } from './freshToken';
import { readCurrentTokens } from './currentTokens';
import { postService, type Exchange } from './http';
import { isOutageAnswer, outageDelay } from './outage';
import { reportAnswered, reportUnavailable } from './serverReach';
import { OUTAGE_CALL_ATTEMPTS } from '../config/constants';
import type { RefreshOutcome } from './refresh';
import { isExpiring, isIdlePast, readAccessToken, readRefreshToken, readTokenExpiry, writeLastActivity } from './tokenStore';

export interface CallOptions {
  /** Polling (counts, update checks): not the user's doing, so it does not reset the idle timer. */
  background?: boolean;
  signal?: AbortSignal;
  /** HTTP 400 answers are feedback for a form and come back as their envelope (change password). */
  formErrors?: boolean;
}

/** The access token once every refresh under way, in any tab, has finished. */
function tokenAfterRefreshes(deps: AppDeps): Promise<string | null> {
  const own = refreshInFlight(deps);
  return (own ?? Promise.resolve()).then(() =>
    deps.crossTab.withLock(TOKEN_LOCK, async () => (await readCurrentTokens(deps))?.accessToken ?? null),
  );
}

/** One call with the current token; a 401 for a token a refresh was replacing is tried once more with the new one. */
async function sendOnce(deps: AppDeps, path: string, clientRequest: unknown, signal?: AbortSignal): Promise<Exchange> {
  const sentWith = readAccessToken(deps.storage);
  const exchange = await postService(deps, path, clientRequest, sentWith, signal);
  if (exchange.kind !== 'answer' || exchange.status !== 401) return exchange;
  const current = await tokenAfterRefreshes(deps);
  return current && current !== sentWith ? postService(deps, path, clientRequest, current, signal) : exchange;
}

/** Applies a verdict: catalogue rows become events for the session (§8); envelopes return. */
function* apply<T>(verdict: Verdict, path: string, options: CallOptions): SagaIterator<ServiceResponse<T> | null> {
  switch (verdict.kind) {
    case 'envelope':
      return verdict.envelope as ServiceResponse<T>;
    case 'clearCache':
      yield put(cacheClearRequired());
      return null;
    case 'unauthorized':
      yield put(unauthorizedReceived({ status: verdict.status, path }));
      return null;
    case 'serverError':
      yield put(serverFailed({ path }));
      return null;
    case 'conflict':
      yield put(conflictReceived({ customerId: verdict.customerId, message: verdict.message }));
      return null;
    case 'network':
      if (!verdict.aborted && !options.background) {
        yield put(toastRequested({ messageKey: 'api.errors.network', variant: 'error' }));
      }
      return null;
    case 'failed':
      if (!options.background) {
        yield put(
          toastRequested(
            verdict.message ? { message: verdict.message, variant: 'error' } : { messageKey: 'api.errors.failed', variant: 'error' },
          ),
        );
      }
      return null;
  }
}

/**
 * The one request pipeline (docs/architecture.md, "Requests"). Before the call: idle check, session
 * check, refresh when the token has expired. The call carries the bearer token, Web-Version and
 * the service-worker bypass header. After it: the error catalogue, applied here and nowhere else.
 * Returns the envelope of HTTP 200 answers, or null when the catalogue took over.
 */
export function* callApi<T>(
  deps: AppDeps,
  path: string,
  clientRequest: unknown,
  options: CallOptions = {},
): SagaIterator<ServiceResponse<T> | null> {
  const now = deps.clock.nowMs();
  if (isIdlePast(deps.storage, deps.config, now)) {
    yield put(idleLimitPassed());
    return null;
  }
  const expiry = readTokenExpiry(deps.storage);
  if (expiry === null) {
    yield put(sessionMissing());
    return null;
  }
  if (!options.background) writeLastActivity(deps.storage, now);
  let exchange: Exchange;
  for (let failures = 0; ; failures += 1) {
    if (isExpiring(readTokenExpiry(deps.storage) ?? 0, deps.clock.nowMs())) {
      const outcome: RefreshOutcome = yield call(ensureFreshToken, deps);
      if (outcome.kind === 'failed') {
        return outcome.reason === 'network' ? yield* apply<T>({ kind: 'network', aborted: false }, path, options) : null;
      }
    }
    exchange = yield call(sendOnce, deps, path, clientRequest, options.signal);
    if (exchange.kind === 'answer' && !isOutageAnswer(exchange)) {
      yield* reportAnswered(deps);
      break;
    }
    if (exchange.kind === 'network' && exchange.aborted) break;
    const retryAfterMs = exchange.kind === 'answer' ? (exchange.retryAfterMs ?? null) : null;
    yield* reportUnavailable(deps, retryAfterMs);
    // A 502/503/504 means the call was not carried out, so a call the user made is sent again
    // after a backoff that honours Retry-After. No answer at all may hide a call that was, so
    // it is not repeated; polling waits for its next turn.
    if (exchange.kind === 'network' || options.background || failures + 1 >= OUTAGE_CALL_ATTEMPTS) break;
    yield delay(outageDelay(failures, retryAfterMs));
  }
  const verdict = judge(exchange, {
    hasRefreshToken: readRefreshToken(deps.storage) !== null,
    formErrors: options.formErrors,
  });
  return yield* apply<T>(verdict, path, options);
}
