import type { Permission, UploadPurpose as UploadPurposeName } from '../../contract';
import type { Queryable } from '../db/port';

const MiB = 1024 ** 2;
const GiB = 1024 ** 3;

const VIDEO = ['video/mp4', 'video/webm', 'video/quicktime', 'video/x-matroska'];
// Files keep any file of the organisation's, videos among them: those are processed and play as footage does.
const FILES = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'audio/mpeg',
  'audio/wav',
  'audio/mp4',
  'text/plain',
  'text/csv',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  ...VIDEO,
];
// Pictures shown in the page (§3 addnlLogoFile, userPictureURL3); no SVG, which could carry script.
const IMAGES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];

export interface UploadPurpose {
  /** The role permission (role-permission tables, §6) an upload for this purpose needs. */
  permission: Permission;
  contentTypes: readonly string[];
  maxBytes: number;
  /** The kind of open task of the caller's an upload for this purpose must answer. */
  task?: TaskKind;
}

type TaskKind = 'recording' | 'fileRequest';

/**
 * What may be uploaded, by whom, as what and how large (§3 upload signature, §7). A request
 * without a purpose uploads footage, the call's original use.
 */
export const UPLOAD_PURPOSES = {
  footage: { permission: 'footage.manage', contentTypes: VIDEO, maxBytes: 5 * GiB },
  file: { permission: 'file.manage', contentTypes: FILES, maxBytes: 500 * MiB },
  taskRecording: { permission: 'task.recording', contentTypes: VIDEO, maxBytes: 2 * GiB, task: 'recording' },
  taskFile: { permission: 'task.fileRequest', contentTypes: FILES, maxBytes: 500 * MiB, task: 'fileRequest' },
  logo: { permission: 'organization.setup', contentTypes: IMAGES, maxBytes: 5 * MiB },
  userPicture: { permission: 'profile.edit', contentTypes: IMAGES, maxBytes: 5 * MiB },
} as const satisfies Record<UploadPurposeName, UploadPurpose>;

export const DEFAULT_UPLOAD_PURPOSE: UploadPurposeName = 'footage';

/** Whether `taskId` is an open recording task or file request assigned to the member `memberId`. */
export async function holdsOpenTask(db: Queryable, kind: TaskKind, memberId: number, taskId: number): Promise<boolean> {
  const sql =
    kind === 'recording'
      ? 'SELECT 1 FROM recording_tasks WHERE id = $1 AND assignee_id = $2 AND completed_at IS NULL'
      : 'SELECT 1 FROM asset_requests WHERE id = $1 AND assignee_id = $2 AND fulfilled_at IS NULL';
  return (await db.query(sql, [taskId, memberId])).length > 0;
}
