import { createAction } from '@reduxjs/toolkit';
import type { LiveEvent } from '../../../contract/live';
import type { MediaProcessingError, MediaProcessingState } from '../../../contract/media';

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
