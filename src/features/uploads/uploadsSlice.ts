import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { MediaProcessingError, MediaProcessingState } from '../../../contract/media';
import type { UploadPurpose } from '../../../contract/permissions';
import { mediaProcessingReported } from '../live';

export type UploadStatus = 'signing' | 'uploading' | 'stored' | 'failed' | 'cancelled';

/** Why an upload failed, as a string key the page translates. */
export type UploadFailure = 'network' | 'refused' | 'notAllowed' | 'tooLarge';

/** Where the worker stands with a stored upload; error is the refusal code of a failed one. */
export interface UploadProcessing {
  state: MediaProcessingState;
  progress: number;
  error: MediaProcessingError | null;
}

const isFinal = (processing: UploadProcessing | null) => processing?.state === 'ready' || processing?.state === 'failed';

export interface UploadEntry {
  id: string;
  purpose: UploadPurpose;
  /** The open task (recording task or file request) a task purpose's upload answers. */
  taskId?: number;
  name: string;
  size: number;
  type: string;
  loaded: number;
  status: UploadStatus;
  /** The object key the server chose, once signed. */
  key: string | null;
  /** Where the object is delivered once stored (behind the signed cookies), once signed. */
  url: string | null;
  failure: UploadFailure | null;
  /** Automatic attempts made after network failures. */
  attempts: number;
  /** What the worker reported of the stored object (the live media.processing event), once it has. */
  processing: UploadProcessing | null;
}

export interface UploadsState {
  /** Oldest first. */
  entries: UploadEntry[];
}

export const initialUploadsState: UploadsState = { entries: [] };

const entryOf = (state: UploadsState, id: string) => state.entries.find((entry) => entry.id === id);

export const uploadsSlice = createSlice({
  name: 'uploads',
  initialState: initialUploadsState,
  reducers: {
    uploadQueued(state, action: PayloadAction<Pick<UploadEntry, 'id' | 'purpose' | 'taskId' | 'name' | 'size' | 'type'>>) {
      state.entries.push({
        ...action.payload,
        loaded: 0,
        status: 'signing',
        key: null,
        url: null,
        failure: null,
        attempts: 0,
        processing: null,
      });
    },
    uploadSigned(state, action: PayloadAction<{ id: string; key: string; url: string }>) {
      const entry = entryOf(state, action.payload.id);
      if (entry) Object.assign(entry, { key: action.payload.key, url: action.payload.url, status: 'uploading', loaded: 0, failure: null });
    },
    uploadProgressed(state, action: PayloadAction<{ id: string; loaded: number }>) {
      const entry = entryOf(state, action.payload.id);
      if (entry) entry.loaded = Math.min(action.payload.loaded, entry.size);
    },
    uploadAttempted(state, action: PayloadAction<{ id: string }>) {
      const entry = entryOf(state, action.payload.id);
      if (entry) entry.attempts += 1;
    },
    uploadFinished(state, action: PayloadAction<{ id: string; status: 'stored' | 'failed' | 'cancelled'; failure?: UploadFailure }>) {
      const entry = entryOf(state, action.payload.id);
      if (!entry) return;
      entry.status = action.payload.status;
      entry.failure = action.payload.failure ?? null;
      if (action.payload.status === 'stored') entry.loaded = entry.size;
    },
    /** The user asks again for a failed or cancelled upload: it starts over with a fresh signature. */
    uploadRetried(state, action: PayloadAction<{ id: string }>) {
      const entry = entryOf(state, action.payload.id);
      if (entry) Object.assign(entry, { status: 'signing', loaded: 0, failure: null, attempts: 0, key: null, url: null, processing: null });
    },
    uploadCancelRequested: (_state, _action: PayloadAction<{ id: string }>) => undefined,
    /** Finished entries leave the panel. */
    uploadsCleared(state) {
      state.entries = state.entries.filter((entry) => entry.status === 'signing' || entry.status === 'uploading');
    },
  },
  extraReducers: (builder) => {
    builder.addCase(mediaProcessingReported, (state, action) => {
      const { key, state: processingState, progress, error } = action.payload;
      for (const entry of state.entries) {
        // An upload's key is new each time, so a ready or refused item stays so: a report after it is stale.
        if (entry.key !== key || isFinal(entry.processing)) continue;
        entry.processing = { state: processingState, progress: processingState === 'ready' ? 100 : progress, error };
      }
    });
  },
});

export const {
  uploadQueued,
  uploadSigned,
  uploadProgressed,
  uploadAttempted,
  uploadFinished,
  uploadRetried,
  uploadCancelRequested,
  uploadsCleared,
} = uploadsSlice.actions;
export const uploadsReducer = uploadsSlice.reducer;
