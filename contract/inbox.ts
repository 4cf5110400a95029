/** Home (§2): the programs shared with the member, and the channels the member follows. */

import type {
  ChannelListRequest,
  ChannelProgram,
  FollowedChannel,
  InboxListRequest,
  InboxProgram,
  InboxProgramRequest,
  MarkProgramViewedRequest,
  ProgramDetail,
} from './schemas/inbox';

export type {
  ChannelListRequest,
  ChannelProgram,
  FollowedChannel,
  InboxListRequest,
  InboxProgram,
  InboxProgramRequest,
  MarkProgramViewedRequest,
  ProgramDetail,
};

/** Which inbox list: All, Not Viewed, Viewed — each matches its menu count (§3). */
export const INBOX_VIEWS = ['all', 'notViewed', 'viewed'] as const;
export type InboxView = (typeof INBOX_VIEWS)[number];

export const INBOX_SORT_KEYS = ['sharedAt', 'title', 'sharedBy', 'duration'] as const;
export type InboxSortKey = (typeof INBOX_SORT_KEYS)[number];

export const CHANNEL_SORT_KEYS = ['name', 'newest'] as const;
export type ChannelSortKey = (typeof CHANNEL_SORT_KEYS)[number];

/** How many of a channel's newest programs the channels list shows. */
export const CHANNEL_NEWEST_PROGRAMS = 3;
