import { Type, type Static } from '@sinclair/typebox';
import { MAX_PUBLISH_CHANNELS, MAX_PUBLISH_MEMBERS, PUBLISHED_SORT_KEYS } from '../publishing';
import { Id, Nullable, Text } from './kit';
import { MAX_SEARCH_LENGTH } from '../lists';
import { PageRequestSchema } from './lists';

/** Where a program goes when it is published: channels and members of its organisation. */
export const PublishTargetsSchema = Type.Object({
  channelIds: Type.Array(Id(), { maxItems: MAX_PUBLISH_CHANNELS, description: 'Channels of the organisation' }),
  memberIds: Type.Array(Id(), { maxItems: MAX_PUBLISH_MEMBERS, description: 'Memberships (customerUserId) of the organisation' }),
});
export type PublishTargets = Static<typeof PublishTargetsSchema>;

export const SubmitProgramRequestSchema = Type.Object({
  programId: Id('A draft program of the caller’s that has a video'),
  proposal: Type.Optional(PublishTargetsSchema),
});
export type SubmitProgramRequest = Static<typeof SubmitProgramRequestSchema>;

export const SubmitProgramResponseSchema = Type.Object({
  programId: Id(),
  /** How many approvers the round asks. */
  approvers: Type.Integer({ minimum: 1 }),
  /** True when the author is the organisation's only approver and approves it themselves. */
  selfApproval: Type.Boolean(),
});
export type SubmitProgramResponse = Static<typeof SubmitProgramResponseSchema>;

export const PublishedProgramRequestSchema = Type.Object({ programId: Id('A program of the caller’s organisation') });
export type PublishedProgramRequest = Static<typeof PublishedProgramRequestSchema>;

export const PublishTargetOptionsRequestSchema = Type.Object({
  search: Type.Optional(Text(MAX_SEARCH_LENGTH, 'Words every name must match')),
});
export type PublishTargetOptionsRequest = Static<typeof PublishTargetOptionsRequestSchema>;

export const NamedSchema = Type.Object({ id: Id(), name: Type.String() });
export type Named = Static<typeof NamedSchema>;

export const NamedTargetsSchema = Type.Object({ channels: Type.Array(NamedSchema), members: Type.Array(NamedSchema) });
export type NamedTargets = Static<typeof NamedTargetsSchema>;

/** A decision of an earlier round of review, kept for the author. */
export const EarlierReviewSchema = Type.Object({
  round: Type.Integer({ minimum: 1 }),
  reviewer: Nullable(Type.String()),
  decision: Nullable(Type.Union([Type.Literal('approved'), Type.Literal('rejected')])),
  comment: Nullable(Type.String()),
  decidedAt: Nullable(Type.String({ description: 'ISO 8601' })),
});
export type EarlierReview = Static<typeof EarlierReviewSchema>;

export const ProgramStatusSchema = Type.Union([
  Type.Literal('draft'),
  Type.Literal('pending_approval'),
  Type.Literal('published'),
  Type.Literal('unpublished'),
]);

/** Where a program is proposed to go and where it went, with its earlier rounds of review. */
export const ProgramPublicationSchema = Type.Object({
  programId: Id(),
  status: ProgramStatusSchema,
  round: Type.Integer({ minimum: 0 }),
  proposal: NamedTargetsSchema,
  publishedTo: NamedTargetsSchema,
  /** Recipients not named by the approver: followers of its channels (and any delivered before publishing existed). */
  followerCount: Type.Integer({ minimum: 0 }),
  publishedAt: Nullable(Type.String({ description: 'ISO 8601' })),
  earlierReviews: Type.Array(EarlierReviewSchema),
});
export type ProgramPublication = Static<typeof ProgramPublicationSchema>;

export const PublishedProgramItemSchema = Type.Object({
  id: Id(),
  title: Type.String(),
  author: Nullable(Type.String()),
  status: Type.Union([Type.Literal('published'), Type.Literal('unpublished')]),
  publishedAt: Nullable(Type.String({ description: 'ISO 8601' })),
});
export type PublishedProgramItem = Static<typeof PublishedProgramItemSchema>;

export const PublishedProgramListRequestSchema = PageRequestSchema(PUBLISHED_SORT_KEYS);
export type PublishedProgramListRequest = Static<typeof PublishedProgramListRequestSchema>;
