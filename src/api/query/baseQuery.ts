import type { SerializedError } from '@reduxjs/toolkit';
import type { BaseQueryFn } from '@reduxjs/toolkit/query/react';
import type { SagaIterator } from 'redux-saga';
import type { ServiceResponse } from '../../../contract/envelope';
import type { AppDeps } from '../../platform/deps';
import { callApi, type CallOptions } from '../callApi';

/** One §7 service call as an endpoint describes it: its path, its clientRequest, and how the pipeline treats it. */
export interface ServiceCall {
  path: string;
  body?: unknown;
  options?: Omit<CallOptions, 'signal'>;
}

/**
 * Why a call brought no data. `handled`: the pipeline already acted (a toast, a sign-out, the
 * 409 switch) and the envelope's own words are absent. Otherwise the server's refusal, with the
 * code and field errors a form words in the user's language (src/api/fieldErrors.ts).
 */
export interface ApiFailure extends Pick<ServiceResponse<unknown>, 'errorMessage' | 'code' | 'fields'> {
  handled: boolean;
}

/** Runs a saga with the app's deps, as the store's saga middleware does (src/app/makeStore.ts). */
export type RunSaga = <T, A extends unknown[]>(saga: (deps: AppDeps, ...args: A) => SagaIterator<T>, ...args: A) => Promise<T>;

/** What the store hands every endpoint (thunk extra argument). */
export interface QueryExtra {
  runSaga: RunSaga;
}

/**
 * The query layer's transport is the one request pipeline (docs/architecture.md, "Requests"):
 * idle check, token refresh, the §8 catalogue and the 409 switch stay in callApi.
 */
export const callApiBaseQuery: BaseQueryFn<ServiceCall, unknown, ApiFailure> = async ({ path, body, options }, { extra, signal }) => {
  const { runSaga } = extra as QueryExtra;
  const answer = await runSaga(callApi, path, body ?? {}, { ...options, signal });
  if (answer === null) return { error: { handled: true, errorMessage: null } };
  if (answer.status === 'Ok') return { data: answer.clientResponse };
  return { error: { handled: false, errorMessage: answer.errorMessage, code: answer.code, fields: answer.fields } };
};

/** A hook's error as a failure of the pipeline; one thrown inside the call itself (a bug) was worded by nobody. */
export function failureOf(error: ApiFailure | SerializedError | undefined): ApiFailure | null {
  if (error === undefined) return null;
  return 'handled' in error ? error : { handled: false, errorMessage: null };
}
