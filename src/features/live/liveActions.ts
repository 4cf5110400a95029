import { createAction } from '@reduxjs/toolkit';
import type { LiveEvent } from '../../../contract/live';
import type { MediaProcessingError, MediaProcessingState } from '../../../contract/media';
import type { RenderError, VersionState } from '../../../contract/programs';

/** The server's media.processing event: how far the worker is with an uploaded item, and why it refused one. */
export const mediaProcessingReported = createAction<{
  key: string;
  state: MediaProcessingState;
  progress: number;
  error: MediaProcessingError | null;
}>('live/mediaProcessingReported');

/** The server's review.commented event: someone commented on a program's review the reader follows. */
export const reviewCommentReported =
  createAction<Omit<Extract<LiveEvent, { type: 'review.commented' }>, 'type'>>('live/reviewCommentReported');
/** The server's program.render event: how far a render of the author's program is, and why one failed. */
export const programRenderReported = createAction<{
  programId: number;
  version: number;
  state: VersionState;
  progress: number;
  error: RenderError | null;
}>('live/programRenderReported');
