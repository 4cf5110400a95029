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
    mediaProcessingReported({ key: 'org-1/footage/a', state: 'processing', progress: 42 }),
    mediaProcessingReported({ key: 'org-1/footage/other', state: 'failed', progress: 0 }),
  ]);
  expect(state.entries[0]?.processing).toEqual({ state: 'processing', progress: 42 });
});

test('a retried upload forgets what was reported of its earlier object', () => {
  const state = replay([
    queued,
    signed,
    stored,
    mediaProcessingReported({ key: 'org-1/footage/a', state: 'failed', progress: 10 }),
    uploadRetried({ id: 'u1' }),
  ]);
  expect(state.entries[0]).toMatchObject({ status: 'signing', key: null, processing: null });
});
