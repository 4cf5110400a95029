import type {
  AddReviewCommentRequest,
  AddReviewCommentResponse,
  EditReviewCommentRequest,
  MentionCandidate,
  MentionCandidatesRequest,
  ProgramReview,
  ReviewComment,
  ReviewCommentsRequest,
  ReviewCommentsResponse,
  ReviewPerson,
  ReviewReply,
  ReviewVersion,
  SetReviewCommentResolvedRequest,
} from './schemas/review';

export type {
  AddReviewCommentRequest,
  AddReviewCommentResponse,
  EditReviewCommentRequest,
  MentionCandidate,
  MentionCandidatesRequest,
  ProgramReview,
  ReviewComment,
  ReviewCommentsRequest,
  ReviewCommentsResponse,
  ReviewPerson,
  ReviewReply,
  ReviewVersion,
  SetReviewCommentResolvedRequest,
};

/** The longest review comment. */
export const MAX_TIMECODE_COMMENT_LENGTH = 2000;
/** The most members one comment mentions. */
export const MAX_MENTIONS = 20;
/** The most mention candidates one search answers. */
export const MENTION_CANDIDATES_LIMIT = 8;
