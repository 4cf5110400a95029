import { Type, type Static } from '@sinclair/typebox';
import { CHANNEL_SORT_KEYS, INBOX_SORT_KEYS, INBOX_VIEWS } from '../inbox';
import { Id, Nullable } from './kit';
import { PlayableMediaSchema } from './media';
import { pageRequestProperties, PageRequestSchema } from './lists';

/** A program in the member's inbox. */
export const InboxProgramSchema = Type.Object({
  programId: Type.Integer(),
  title: Type.String(),
  /** The display name of the program's author. */
  sharedBy: Type.String(),
  sharedAt: Type.String({ format: 'date-time' }),
  durationSeconds: Nullable(Type.Integer({ minimum: 0 })),
  /** Where the program has a thumbnail; null without media. */
  thumbnailUrl: Nullable(Type.String()),
  viewed: Type.Boolean(),
});
export type InboxProgram = Static<typeof InboxProgramSchema>;

/**
 * One program opened: what the list shows, and its video where it has media (`mediaUrl` the
 * original; `media` what the player plays: stream, poster, previews, captions); markedViewed is
 * true when this opening moved it from Not Viewed to Viewed.
 */
export const ProgramDetailSchema = Type.Composite([
  InboxProgramSchema,
  Type.Object({ mediaUrl: Nullable(Type.String()), media: Nullable(PlayableMediaSchema), markedViewed: Type.Boolean() }),
]);
export type ProgramDetail = Static<typeof ProgramDetailSchema>;

export const ChannelProgramSchema = Type.Object({
  programId: Type.Integer(),
  title: Type.String(),
  /** When the program joined the channel. */
  addedAt: Type.String({ format: 'date-time' }),
});
export type ChannelProgram = Static<typeof ChannelProgramSchema>;

/** A channel the member follows, with its newest programs. */
export const FollowedChannelSchema = Type.Object({
  channelId: Type.Integer(),
  name: Type.String(),
  description: Type.String(),
  programCount: Type.Integer({ minimum: 0 }),
  newestPrograms: Type.Array(ChannelProgramSchema),
});
export type FollowedChannel = Static<typeof FollowedChannelSchema>;

export const InboxListRequestSchema = Type.Object({
  view: Type.Union(
    INBOX_VIEWS.map((view) => Type.Literal(view)),
    { description: 'all: inboxLibraryCount, notViewed: inboxNewCount, viewed: inboxWatchedCount' },
  ),
  ...pageRequestProperties(INBOX_SORT_KEYS),
});
export type InboxListRequest = Static<typeof InboxListRequestSchema>;

export const ChannelListRequestSchema = PageRequestSchema(CHANNEL_SORT_KEYS);
export type ChannelListRequest = Static<typeof ChannelListRequestSchema>;

export const MarkProgramViewedRequestSchema = Type.Object({ programId: Id('A program delivered to the caller’s inbox') });
export type MarkProgramViewedRequest = Static<typeof MarkProgramViewedRequestSchema>;

export const InboxProgramRequestSchema = Type.Object({
  programId: Id('A program delivered to the caller or in a channel the caller follows'),
});
export type InboxProgramRequest = Static<typeof InboxProgramRequestSchema>;
