import type { UploadPurpose } from '../../../contract/permissions';
import type { UploadEntry, UploadsState } from './uploadsSlice';

/** Any store state: the uploads slice is injected with the first area that uploads, so it may be absent. */
type WithUploads = { uploads?: UploadsState } & Record<string, unknown>;

const NONE: UploadEntry[] = [];
const entriesOf = (state: WithUploads) => state.uploads?.entries ?? NONE;

export const selectUploads = entriesOf;
export const selectUpload = (id: string) => (state: WithUploads) => entriesOf(state).find((entry) => entry.id === id);

const EMPTY: UploadEntry[] = [];
const cache = new Map<UploadPurpose, { from: UploadEntry[]; result: UploadEntry[] }>();

/** The uploads of one purpose, the same array while nothing changed (a stable selector result). */
export const selectUploadsFor = (purpose: UploadPurpose) => (state: WithUploads) => {
  const entries = entriesOf(state);
  const cached = cache.get(purpose);
  if (cached?.from === entries) return cached.result;
  const result = entries.filter((entry) => entry.purpose === purpose);
  cache.set(purpose, { from: entries, result: result.length === 0 ? EMPTY : result });
  return result.length === 0 ? EMPTY : result;
};

export const selectUploadsInFlight = (state: WithUploads) =>
  entriesOf(state).filter((entry) => entry.status === 'signing' || entry.status === 'uploading').length;
