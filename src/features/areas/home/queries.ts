import { API_PATHS } from '../../../../contract/config';
import type { FollowedChannel, InboxProgram } from '../../../../contract/inbox';
import { listQuery, queryApi, type Page, type ListArgs } from '../../../api/query';

/** Home's calls (§2), read again when the inbox counts move (§3) or the customer changes. */
export const homeQueries = queryApi.injectEndpoints({
  endpoints: (build) => ({
    listInboxPrograms: build.query<Page<InboxProgram>, ListArgs>(listQuery(API_PATHS.listInboxPrograms, 'Inbox')),
    listFollowedChannels: build.query<Page<FollowedChannel>, ListArgs>(listQuery(API_PATHS.listFollowedChannels, 'Channels')),
  }),
});
