import { createAction } from '@reduxjs/toolkit';
import type { MediaProcessingState } from '../../../contract/media';

/** The server's media.processing event: how far the worker is with an uploaded item. */
export const mediaProcessingReported = createAction<{ key: string; state: MediaProcessingState; progress: number }>(
  'live/mediaProcessingReported',
);
