import type { UnknownAction } from '@reduxjs/toolkit';
import { mediaProcessingReported } from '../live';
import { initialUploadsState, uploadFinished, uploadQueued, uploadRetried, uploadSigned, uploadsReducer } from './uploadsSlice';

const replay = (events: UnknownAction[]) => events.reduce(uploadsReducer, initialUploadsState);

const queued = uploadQueued({ id: 'u1', purpose: 'footage', name: 'clip.mp4', size: 10, type: 'video/mp4' });
const signed = uploadSigned({ id: 'u1', key: 'org-1/footage/a', url: '/cdn/org-1/footage/a' });
const stored = uploadFinished({ id: 'u1', status: 'stored' });

test('the worker’s progress on a stored upload reaches its row, by the object key', () => {
  const state = replay([
    queued,
    signed,
    stored,
    mediaProcessingReported({ key: 'org-1/footage/a', state: 'processing', progress: 42, error: null }),
    mediaProcessingReported({ key: 'org-1/footage/other', state: 'failed', progress: 0, error: 'not_media' }),
  ]);
  expect(state.entries[0]?.processing).toEqual({ state: 'processing', progress: 42, error: null });
});

test('a refusal reaches the row with its code, and stays', () => {
  const state = replay([
    queued,
    signed,
    stored,
    mediaProcessingReported({ key: 'org-1/footage/a', state: 'processing', progress: 10, error: null }),
    mediaProcessingReported({ key: 'org-1/footage/a', state: 'failed', progress: 0, error: 'truncated' }),
    mediaProcessingReported({ key: 'org-1/footage/a', state: 'processing', progress: 15, error: null }),
  ]);
  expect(state.entries[0]?.processing).toEqual({ state: 'failed', progress: 0, error: 'truncated' });
});

test('a ready item is complete: 100 %, and a late progress report does not take it back', () => {
  const state = replay([
    queued,
    signed,
    stored,
    mediaProcessingReported({ key: 'org-1/footage/a', state: 'processing', progress: 92, error: null }),
    mediaProcessingReported({ key: 'org-1/footage/a', state: 'ready', progress: 99, error: null }),
    mediaProcessingReported({ key: 'org-1/footage/a', state: 'processing', progress: 80, error: null }),
  ]);
  expect(state.entries[0]?.processing).toEqual({ state: 'ready', progress: 100, error: null });
});

test('a retried upload forgets what was reported of its earlier object', () => {
  const state = replay([
    queued,
    signed,
    stored,
    mediaProcessingReported({ key: 'org-1/footage/a', state: 'failed', progress: 10, error: 'failed' }),
    uploadRetried({ id: 'u1' }),
  ]);
  expect(state.entries[0]).toMatchObject({ status: 'signing', key: null, processing: null });
});
