import { createAction } from '@reduxjs/toolkit';
import type { MediaProcessingError, MediaProcessingState } from '../../../contract/media';

/** The server's media.processing event: how far the worker is with an uploaded item, and why it refused one. */
export const mediaProcessingReported = createAction<{
  key: string;
  state: MediaProcessingState;
  progress: number;
  error: MediaProcessingError | null;
}>('live/mediaProcessingReported');
