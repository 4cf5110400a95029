/** Public surface of the uploads feature: files sent to the object store through a saga (§3 upload signature). */
export { uploadsSlice, uploadFinished, uploadRetried, uploadCancelRequested, uploadsCleared } from './uploadsSlice';
export type { UploadEntry, UploadProcessing } from './uploadsSlice';
export { uploadsSaga } from './uploadSaga';
export { queueUpload } from './startUpload';
export * from './selectors';
export { useUploadsState } from './useUploadsState';
