import { defineCalls } from '../kit/call';
import {
  ChangePasswordRequestSchema,
  RolePermissionsRequestSchema,
  RolePermissionsResponseSchema,
  UploadSignatureRequestSchema,
  UploadSignatureSchema,
} from '../schemas/permissions';
import { Type } from '@sinclair/typebox';

/** What a role may do, upload signatures and the password change. */
export const PERMISSIONS_CALLS = defineCalls({
  // (uploadPurposes.ts).
  // organisation's logo or their own picture; each purpose then needs its own permission
  // Whoever records or uploads footage or files, including answers to tasks and requests, an
  getUploadSignature: {
    tag: 'common',
    summary: 'A signed S3 POST policy for one new object under the current organisation, of one allowed type and size',
    request: UploadSignatureRequestSchema,
    response: UploadSignatureSchema,
    access: { anyOf: ['footage.manage', 'file.manage', 'task.recording', 'task.fileRequest', 'organization.setup', 'profile.edit'] },
  },
  getRolePermissions: {
    tag: 'role',
    summary: 'Permissions of the caller’s roles; records the login’s client details (§3, §6)',
    request: RolePermissionsRequestSchema,
    response: RolePermissionsResponseSchema,
    access: 'signedIn',
  },
  changePassword: {
    tag: 'user',
    summary: 'Changes the caller’s password and ends their other sessions; clears a pending first-login change',
    request: ChangePasswordRequestSchema,
    response: Type.Null(),
    access: { anyOf: ['profile.changePassword'] },
  },
});
