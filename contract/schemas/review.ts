import { Type, type Static } from '@sinclair/typebox';
import { Id, Nullable, Text } from './kit';
import { PlayableMediaSchema } from './media';
import { ReviewDecisionSchema } from './tasks';
import { VersionStateSchema } from './programEdit';

const ProgramId = Id('A program the caller may review: their own, or one of their organisation with approval.program');
const CommentId = Id('A review comment of a program the caller may review');
/** Null: the program's own video, reviewed before any render. */
const VersionNumber = Nullable(Type.Integer({ minimum: 1, maximum: 100_000, description: 'A version of the program, or null' }));
const Seconds = Type.Number({ minimum: 0, maximum: 86_400 });
const Body = Text(2000, 'What the reviewer says', 1);
const Mentions = Type.Array(Id('A member of the program’s organisation who may review it'), { maxItems: 20, uniqueItems: true });
const Iso = Type.String({ format: 'date-time' });

/** A member as the review shows them. */
export const ReviewPersonSchema = Type.Object({ customerUserId: Id(), name: Type.String() });
export type ReviewPerson = Static<typeof ReviewPersonSchema>;

export const ProgramReviewRequestSchema = Type.Object({ programId: ProgramId });

/** One round of the review: a version (or the program's own video) and what plays for it. */
export const ReviewVersionSchema = Type.Object({
  number: VersionNumber,
  /** Null for the program's own video. */
  state: Nullable(VersionStateSchema),
  createdAt: Nullable(Iso),
  durationSeconds: Nullable(Type.Number({ minimum: 0 })),
  /** Null until there is a video to play. */
  media: Nullable(PlayableMediaSchema),
  /** Comments and replies made on this round. */
  comments: Type.Integer({ minimum: 0 }),
});
export type ReviewVersion = Static<typeof ReviewVersionSchema>;

/** What the review pages open a program with. */
export const ProgramReviewSchema = Type.Object({
  programId: Id(),
  title: Type.String(),
  status: Type.Union([Type.Literal('draft'), Type.Literal('pending_approval'), Type.Literal('published')]),
  author: Nullable(ReviewPersonSchema),
  /** The round reviewed now: the current version, else the newest, else the program's own video. */
  currentVersion: VersionNumber,
  /** Newest first; the program's own video last, when it has one or comments were made on it. */
  versions: Type.Array(ReviewVersionSchema),
  /** The decision that settled the review, null while none has. */
  decision: Nullable(
    Type.Object({ decision: ReviewDecisionSchema, comment: Nullable(Type.String()), reviewer: Nullable(Type.String()), reviewedAt: Iso }),
  ),
  /** The caller is an approver of the program awaiting approval who has not decided. */
  mayDecide: Type.Boolean(),
  /** The caller wrote the program. */
  isAuthor: Type.Boolean(),
});
export type ProgramReview = Static<typeof ProgramReviewSchema>;

export const ReviewCommentsRequestSchema = Type.Object({ programId: ProgramId, version: VersionNumber });
export type ReviewCommentsRequest = Static<typeof ReviewCommentsRequestSchema>;

const commentProperties = {
  id: Id(),
  author: Nullable(ReviewPersonSchema),
  body: Type.String(),
  mentions: Type.Array(ReviewPersonSchema),
  createdAt: Iso,
  editedAt: Nullable(Iso),
  /** The caller wrote it, so may edit it. */
  mine: Type.Boolean(),
};

export const ReviewReplySchema = Type.Object(commentProperties);
export type ReviewReply = Static<typeof ReviewReplySchema>;

/** A thread: a comment at a time (or a range) of the version, and its replies, oldest first. */
export const ReviewCommentSchema = Type.Object({
  ...commentProperties,
  atSeconds: Type.Number({ minimum: 0 }),
  endSeconds: Nullable(Type.Number({ minimum: 0 })),
  resolvedAt: Nullable(Iso),
  resolvedBy: Nullable(ReviewPersonSchema),
  replies: Type.Array(ReviewReplySchema),
});
export type ReviewComment = Static<typeof ReviewCommentSchema>;

/** The threads of one round, by time then age. */
export const ReviewCommentsResponseSchema = Type.Object({ threads: Type.Array(ReviewCommentSchema) });
export type ReviewCommentsResponse = Static<typeof ReviewCommentsResponseSchema>;

/** A thread at a time (atSeconds, optionally to endSeconds), or a reply to one (parentId, no time). */
export const AddReviewCommentRequestSchema = Type.Object({
  programId: ProgramId,
  version: VersionNumber,
  body: Body,
  atSeconds: Type.Optional(Seconds),
  endSeconds: Type.Optional(Seconds),
  parentId: Type.Optional(CommentId),
  mentions: Type.Optional(Mentions),
});
export type AddReviewCommentRequest = Static<typeof AddReviewCommentRequestSchema>;

export const AddReviewCommentResponseSchema = Type.Object({ commentId: Id() });
export type AddReviewCommentResponse = Static<typeof AddReviewCommentResponseSchema>;

/** The caller's own comment, said again; its mentions replace the old ones. */
export const EditReviewCommentRequestSchema = Type.Object({ commentId: CommentId, body: Body, mentions: Type.Optional(Mentions) });
export type EditReviewCommentRequest = Static<typeof EditReviewCommentRequestSchema>;

export const SetReviewCommentResolvedRequestSchema = Type.Object({ commentId: CommentId, resolved: Type.Boolean() });
export type SetReviewCommentResolvedRequest = Static<typeof SetReviewCommentResolvedRequestSchema>;

/** Whether the call changed anything (false: it was already so). */
export const ReviewChangeResponseSchema = Type.Object({ changed: Type.Boolean() });

export const MentionCandidatesRequestSchema = Type.Object({ programId: ProgramId, search: Text(100, 'Part of a name') });
export type MentionCandidatesRequest = Static<typeof MentionCandidatesRequestSchema>;

/** A member who may be mentioned: one who may open the review (the author, the approvers). */
export const MentionCandidateSchema = ReviewPersonSchema;
export type MentionCandidate = Static<typeof MentionCandidateSchema>;
export const MentionCandidatesResponseSchema = Type.Object({ people: Type.Array(MentionCandidateSchema) });
