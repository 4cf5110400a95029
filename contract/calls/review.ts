import { defineCalls } from '../kit/call';
import {
  AddReviewCommentRequestSchema,
  AddReviewCommentResponseSchema,
  EditReviewCommentRequestSchema,
  MentionCandidatesRequestSchema,
  MentionCandidatesResponseSchema,
  ProgramReviewRequestSchema,
  ProgramReviewSchema,
  ReviewChangeResponseSchema,
  ReviewCommentsRequestSchema,
  ReviewCommentsResponseSchema,
  SetReviewCommentResolvedRequestSchema,
} from '../schemas/review';

/**
 * Review of a program at a timecode: its author and the organisation's approvers (approval.program)
 * comment on a version; anyone else is answered 404, as for a program that does not exist.
 */
const REVIEWERS = { anyOf: ['program.create', 'approval.program'] } as const;

export const REVIEW_CALLS = defineCalls({
  getProgramReview: {
    tag: 'review',
    summary: 'A program as its review opens: title, status, author, versions with their media, the decision, whether the caller may decide',
    request: ProgramReviewRequestSchema,
    response: ProgramReviewSchema,
    access: REVIEWERS,
  },
  listReviewComments: {
    tag: 'review',
    summary: 'The comment threads of one version of a program (null: its own video), by time, with their replies',
    request: ReviewCommentsRequestSchema,
    response: ReviewCommentsResponseSchema,
    access: REVIEWERS,
  },
  addReviewComment: {
    tag: 'review',
    summary: 'Comments on a version at a time or range, or replies to a thread; mentioned members and the author are told',
    request: AddReviewCommentRequestSchema,
    response: AddReviewCommentResponseSchema,
    access: REVIEWERS,
  },
  editReviewComment: {
    tag: 'review',
    summary: 'Changes the text and mentions of a comment of the caller’s own',
    request: EditReviewCommentRequestSchema,
    response: ReviewChangeResponseSchema,
    access: REVIEWERS,
  },
  setReviewCommentResolved: {
    tag: 'review',
    summary: 'Resolves a comment thread, or re-opens it',
    request: SetReviewCommentResolvedRequestSchema,
    response: ReviewChangeResponseSchema,
    access: REVIEWERS,
  },
  listMentionCandidates: {
    tag: 'review',
    summary: 'The members who may be mentioned on a program’s review (its author and approvers) whose name matches',
    request: MentionCandidatesRequestSchema,
    response: MentionCandidatesResponseSchema,
    access: REVIEWERS,
  },
});
