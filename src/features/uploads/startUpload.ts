import type { UploadPurpose } from '../../../contract/permissions';
import { fileShelf, type ShelvedFile } from './fileShelf';
import { uploadQueued } from './uploadsSlice';

let sequence = 0;

/**
 * Queues one file for upload for a purpose (and, for a task purpose, the task it answers); returns
 * the action to dispatch (its id names the upload).
 */
export function queueUpload(file: ShelvedFile, purpose: UploadPurpose, taskId?: number) {
  sequence += 1;
  const id = `upload-${Date.now().toString(36)}-${sequence}`;
  fileShelf.put(id, file);
  return uploadQueued({ id, purpose, ...(taskId === undefined ? {} : { taskId }), name: file.name, size: file.size, type: file.type });
}
