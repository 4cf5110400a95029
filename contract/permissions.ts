import type {
  ChangePasswordRequest,
  ClientDetails,
  GeoLocation,
  RolePermission,
  RolePermissionsRequest,
  RolePermissionsResponse,
  UploadPurpose,
  UploadSignature,
  UploadSignatureRequest,
} from './schemas/permissions';

export type {
  ChangePasswordRequest,
  ClientDetails,
  GeoLocation,
  RolePermission,
  RolePermissionsRequest,
  RolePermissionsResponse,
  UploadPurpose,
  UploadSignature,
  UploadSignatureRequest,
};

/**
 * Every permission a role can hold (§6), as stored in the server's `permissions` table and
 * sent by the role permission call. The client's `can()` and the server's route declarations
 * both speak these codes.
 */
export const PERMISSIONS = [
  'inbox.view',
  'task.recording',
  'task.fileRequest',
  'task.deliverable',
  'approval.program',
  'footage.manage',
  'file.manage',
  'program.create',
  'bumper.manage',
  'quickRecord.use',
  'proEdit.manage',
  'storyboard.manage',
  'campaign.manage',
  'template.manage',
  'user.manage',
  'channel.manage',
  'contact.manage',
  'directory.view',
  'organization.setup',
  'organization.advanced',
  'role.manage',
  'integration.use',
  'profile.edit',
  'profile.changePassword',
  'report.download',
  'customer.manage',
  'superAdmin.users',
  'emailLayout.manage',
  'sharePage.manage',
  'shotType.manage',
  'industryType.manage',
  'action.manage',
  'emailVerify.manage',
  'emailOutbox.read',
] as const;

export type Permission = (typeof PERMISSIONS)[number];

export function isPermission(value: unknown): value is Permission {
  return typeof value === 'string' && (PERMISSIONS as readonly string[]).includes(value);
}
