import { createApi } from '@reduxjs/toolkit/query/react';
import type { Page, PageRequest } from '../../../contract/lists';
import { callApiBaseQuery } from './baseQuery';

/**
 * What a cached answer is about, so an event can name what it made stale: a count that moved
 * (§3), a customer switch, a saved form. Lists and details of one kind share their tag.
 */
export const QUERY_TAGS = [
  'Inbox',
  'Channels',
  'Tasks',
  'MyPrograms',
  'Media',
  'Users',
  'Customers',
  'Audit',
  'Profile',
  'Roles',
  'SignIns',
  'Bumpers',
] as const;

export type QueryTag = (typeof QUERY_TAGS)[number];

/** A paged list call's clientRequest: the paging beside the call's own properties (a view, a filter). */
export type ListArgs = PageRequest & Readonly<Record<string, string | number | boolean | undefined>>;

export type { Page };

/**
 * The SPA's reads and writes (docs/architecture.md, "Requests"). Each area injects its own
 * endpoints (`queryApi.injectEndpoints`) from its own chunk; this base loads with the signed-in
 * shell, never with /login.
 */
export const queryApi = createApi({
  reducerPath: 'queryApi',
  baseQuery: callApiBaseQuery,
  tagTypes: QUERY_TAGS,
  // Live events and counts say when data moved (§3); focus and reconnect do not refetch.
  refetchOnFocus: false,
  refetchOnReconnect: false,
  endpoints: () => ({}),
});

/** A paged list endpoint (contract/lists.ts) at one path, read again when its tag goes stale. */
export const listQuery = (path: string, tag: QueryTag) => ({
  query: (body: ListArgs) => ({ path, body }),
  providesTags: [tag],
});
