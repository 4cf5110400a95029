import type { FastifyInstance } from 'fastify';
import { REVIEW_CALLS } from '../../contract/calls';
import { serve } from '../access/serve';
import { requireCaller } from '../auth/guard';
import type { AppContext } from '../context';
import { fieldFailure, ServiceFailure } from '../errors';
import { ok } from '../kit/envelope';
import { objectUrlOf } from '../media/objectUrl';
import { requireReviewable, reviewerOf, type Reviewer } from './reviewAccess';
import { announceComment } from './reviewNotices';
import { findComment, listThreads, reviewVersions, type CommentPlace } from './reviewRepository';
import { checkMentions, insertComment, mentionCandidates, setResolved, updateComment } from './reviewWrites';

export const COMMENT_NOT_FOUND = 'Comment not found';
export const NOT_YOUR_COMMENT = 'Only its author may edit a comment';

/** Review of a program at a timecode: its author and the organisation's approvers, nobody else. */
export async function reviewRoutes(app: FastifyInstance, opts: { ctx: AppContext }): Promise<void> {
  const { ctx } = opts;
  const urlOf = objectUrlOf(ctx.config);

  /** The comment and its program when the caller may review that program; 404 otherwise. */
  const reviewableComment = async (reviewer: Reviewer, commentId: number) => {
    const place = await findComment(ctx.db, commentId);
    if (place === null) throw new ServiceFailure(404, COMMENT_NOT_FOUND);
    const program = await requireReviewable(ctx.db, reviewer, place.programId);
    return { place, program };
  };

  /** A round of the review is a ready version of the program (one with a video to watch), or its own video (null). */
  const requireRound = async (programId: number, version: number | null) => {
    if (version === null) return;
    const rows = await ctx.db.query(`SELECT 1 FROM program_versions WHERE program_id = $1 AND number = $2 AND state = 'ready'`, [
      programId,
      version,
    ]);
    if (rows.length === 0) throw fieldFailure('version', 'invalid', 'No ready version of this program has that number');
  };

  serve(app, REVIEW_CALLS.getProgramReview, async (request) => {
    const reviewer = reviewerOf(requireCaller(request));
    const program = await requireReviewable(ctx.db, reviewer, request.body.clientRequest.programId);
    const { current, versions } = await reviewVersions(ctx.db, program, reviewer.customerId, urlOf);
    return ok({
      programId: program.id,
      title: program.title,
      status: program.status,
      author: { customerUserId: program.authorId, name: program.authorName },
      currentVersion: current,
      versions,
      decision: program.decision === null ? null : { ...program.decision, reviewedAt: program.decision.reviewedAt.toISOString() },
      mayDecide: program.mayDecide,
      isAuthor: program.isAuthor,
    });
  });

  serve(app, REVIEW_CALLS.listReviewComments, async (request) => {
    const reviewer = reviewerOf(requireCaller(request));
    const { programId, version } = request.body.clientRequest;
    await requireReviewable(ctx.db, reviewer, programId);
    return ok({ threads: await listThreads(ctx.db, programId, version, reviewer.customerUserId) });
  });

  serve(app, REVIEW_CALLS.addReviewComment, async (request) => {
    const reviewer = reviewerOf(requireCaller(request));
    const { programId, version, body, atSeconds, endSeconds, parentId, mentions = [] } = request.body.clientRequest;
    const program = await requireReviewable(ctx.db, reviewer, programId);
    await requireRound(programId, version);
    let thread: CommentPlace | null = null;
    if (parentId !== undefined) {
      // A reply takes its thread's time: it has none of its own.
      if (atSeconds !== undefined) throw fieldFailure('atSeconds', 'invalid', 'A reply has no timecode of its own');
      if (endSeconds !== undefined) throw fieldFailure('endSeconds', 'invalid', 'A reply has no timecode of its own');
      thread = await findComment(ctx.db, parentId);
      if (thread === null || thread.programId !== programId || thread.version !== version || thread.parentId !== null) {
        throw fieldFailure('parentId', 'invalid', 'Replies answer a comment of the same version');
      }
    } else {
      if (atSeconds === undefined) throw fieldFailure('atSeconds', 'required', 'A comment needs a time');
      if (endSeconds !== undefined && endSeconds <= atSeconds) throw fieldFailure('endSeconds', 'invalid', 'A range ends after it starts');
    }
    const text = body.trim();
    if (text === '') throw fieldFailure('body', 'blank', 'A comment needs words');
    await checkMentions(ctx.db, program, reviewer.customerId, mentions);
    const commentId = await insertComment(
      ctx.db,
      {
        programId,
        version,
        parentId: parentId ?? null,
        authorId: reviewer.customerUserId,
        body: text,
        atSeconds: atSeconds ?? null,
        endSeconds: endSeconds ?? null,
        mentions,
      },
      ctx.clock.now(),
    );
    await announceComment(ctx, commentId, reviewer.customerUserId, [program.authorId, thread?.authorId ?? null, ...mentions]);
    return ok({ commentId });
  });

  serve(app, REVIEW_CALLS.editReviewComment, async (request) => {
    const reviewer = reviewerOf(requireCaller(request));
    const { commentId, body, mentions = [] } = request.body.clientRequest;
    const { place, program } = await reviewableComment(reviewer, commentId);
    if (place.authorId !== reviewer.customerUserId) throw new ServiceFailure(403, NOT_YOUR_COMMENT);
    const text = body.trim();
    if (text === '') throw fieldFailure('body', 'blank', 'A comment needs words');
    await checkMentions(ctx.db, program, reviewer.customerId, mentions);
    const added = await updateComment(ctx.db, commentId, text, mentions, ctx.clock.now());
    await announceComment(ctx, commentId, reviewer.customerUserId, added);
    return ok({ changed: true });
  });

  serve(app, REVIEW_CALLS.setReviewCommentResolved, async (request) => {
    const reviewer = reviewerOf(requireCaller(request));
    const { commentId, resolved } = request.body.clientRequest;
    const { place } = await reviewableComment(reviewer, commentId);
    if (place.parentId !== null) throw fieldFailure('commentId', 'invalid', 'A thread is resolved, not a reply');
    return ok({ changed: await setResolved(ctx.db, commentId, resolved, reviewer.customerUserId, ctx.clock.now()) });
  });

  serve(app, REVIEW_CALLS.listMentionCandidates, async (request) => {
    const reviewer = reviewerOf(requireCaller(request));
    const { programId, search } = request.body.clientRequest;
    const program = await requireReviewable(ctx.db, reviewer, programId);
    return ok({ people: await mentionCandidates(ctx.db, program, reviewer.customerId, reviewer.customerUserId, search) });
  });
}
