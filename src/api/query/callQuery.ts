import type { EndpointBuilder } from '@reduxjs/toolkit/query/react';
import type { CallArg, CallRef, CallResponse, ServiceCallName } from '../../../contract/kit/callRef';
import type { callApiBaseQuery } from './baseQuery';
import { listQuery, type ListArgs, type QueryTag } from './queryApi';

/** The builder every area's `injectEndpoints` hands its endpoints. */
export type Build = EndpointBuilder<typeof callApiBaseQuery, QueryTag, 'queryApi'>;

/** How an endpoint treats its call beyond the call itself. */
export interface EndpointOptions {
  /** HTTP 400 answers are a form's feedback (formErrors), shown in place rather than as a notice. */
  formErrors?: boolean;
  providesTags?: readonly QueryTag[];
  invalidatesTags?: readonly QueryTag[];
}

const requestOf =
  <N extends ServiceCallName>(call: CallRef<N>, formErrors: boolean | undefined) =>
  (body: CallArg<N>) => ({ path: call.path, body, ...(formErrors ? { options: { formErrors: true } } : {}) });

/** A read of a described call (contract/calls): its argument and data are the call's own types. */
export function queryOf<N extends ServiceCallName>(build: Build, call: CallRef<N>, options: EndpointOptions = {}) {
  return build.query<CallResponse<N>, CallArg<N>>({
    query: requestOf(call, options.formErrors),
    ...(options.providesTags === undefined ? {} : { providesTags: options.providesTags }),
  });
}

/** A write of a described call. */
export function mutationOf<N extends ServiceCallName>(build: Build, call: CallRef<N>, options: EndpointOptions = {}) {
  return build.mutation<CallResponse<N>, CallArg<N>>({
    query: requestOf(call, options.formErrors),
    ...(options.invalidatesTags === undefined ? {} : { invalidatesTags: options.invalidatesTags }),
  });
}

/** A paged list call (contract/lists.ts), read again when its tag goes stale; its argument is the list's paging and filters. */
export function listQueryOf<N extends ServiceCallName>(build: Build, call: CallRef<N>, tag: QueryTag) {
  return build.query<CallResponse<N>, ListArgs>(listQuery(call.path, tag));
}
