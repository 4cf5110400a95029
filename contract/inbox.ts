/** Home (§2): the programs shared with the member, and the channels the member follows. */

/** Which inbox list: All, Not Viewed, Viewed — each matches its menu count (§3). */
export const INBOX_VIEWS = ['all', 'notViewed', 'viewed'] as const;
export type InboxView = (typeof INBOX_VIEWS)[number];

export const INBOX_SORT_KEYS = ['sharedAt', 'title', 'sharedBy', 'duration'] as const;
export type InboxSortKey = (typeof INBOX_SORT_KEYS)[number];

export const CHANNEL_SORT_KEYS = ['name', 'newest'] as const;
export type ChannelSortKey = (typeof CHANNEL_SORT_KEYS)[number];

/** A program in the member's inbox. */
export interface InboxProgram {
  programId: number;
  title: string;
  /** The display name of the program's author. */
  sharedBy: string;
  /** ISO 8601. */
  sharedAt: string;
  durationSeconds: number | null;
  /** Where the program has a thumbnail; null without media. */
  thumbnailUrl: string | null;
  viewed: boolean;
}

/** One program opened: what the list shows, and its video where it has media. */
export interface ProgramDetail extends InboxProgram {
  mediaUrl: string | null;
  /** True when this opening moved it from Not Viewed to Viewed. */
  markedViewed: boolean;
}

export interface ChannelProgram {
  programId: number;
  title: string;
  /** ISO 8601: when the program joined the channel. */
  addedAt: string;
}

/** A channel the member follows, with its newest programs. */
export interface FollowedChannel {
  channelId: number;
  name: string;
  description: string;
  programCount: number;
  newestPrograms: ChannelProgram[];
}

/** How many of a channel's newest programs the channels list shows. */
export const CHANNEL_NEWEST_PROGRAMS = 3;
