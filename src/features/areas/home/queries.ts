import { callRef } from '../../../../contract/kit/callRef';
import { listQueryOf, queryApi } from '../../../api/query';

/** Home's calls (§2), read again when the inbox counts move (§3) or the customer changes. */
export const homeQueries = queryApi.injectEndpoints({
  endpoints: (build) => ({
    listInboxPrograms: listQueryOf(build, callRef('listInboxPrograms'), 'Inbox'),
    listFollowedChannels: listQueryOf(build, callRef('listFollowedChannels'), 'Channels'),
  }),
});
