import type { RoleId } from './roles';

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

export interface GeoLocation {
  latitude: number;
  longitude: number;
}

/** Client details sent with the role permission call (§3). */
export interface ClientDetails {
  browserName: string;
  browserVersion: string;
  operatingSystem: string;
  geoLocation?: GeoLocation;
}

export interface RolePermissionsRequest {
  isLoggedInFromMobile: boolean;
  clientDetails: ClientDetails;
}

export interface RolePermission {
  roleId: RoleId;
  permissions: string[];
}

export interface RolePermissionsResponse {
  rolePermissionVO: RolePermission[];
}

/** A signed S3 browser POST form (SigV4), valid for 15 minutes. */
export interface UploadSignature {
  /** Where the browser POSTs the multipart form. */
  url: string;
  /** The exact object key the form must use, chosen by the server under `customers/{customerId}/`. */
  key: string;
  /** The Content-Type field the form must send. */
  'Content-Type': string;
  /** Largest file the policy accepts, in bytes. */
  maxBytes: number;
  'X-Amz-Algorithm': 'AWS4-HMAC-SHA256';
  'X-Amz-Credential': string;
  'X-Amz-Date': string;
  'X-Amz-Signature': string;
  Policy: string;
  /** Where the object is delivered once stored (the CDN path, behind the signed cookies). */
  objectUrl: string;
}

/** What an upload is for; without one, footage. */
export type UploadPurpose = 'footage' | 'file' | 'taskRecording' | 'taskFile' | 'logo' | 'userPicture';

export interface UploadSignatureRequest {
  purpose?: UploadPurpose;
  /** The file's own name, shown in the lists (the key stays the server's choice). */
  fileName?: string;
  /** The file's type; it must be one the purpose allows. */
  contentType?: string;
}

export interface ChangePasswordRequest {
  currentPassword: string;
  newPassword: string;
}
