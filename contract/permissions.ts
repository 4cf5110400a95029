import type { RoleId } from './roles';

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
  /** Key prefix `customers/{customerId}/`: the uploaded object's key must start with it. */
  key: string;
  'X-Amz-Algorithm': 'AWS4-HMAC-SHA256';
  'X-Amz-Credential': string;
  'X-Amz-Date': string;
  'X-Amz-Signature': string;
  Policy: string;
}

export interface ChangePasswordRequest {
  currentPassword: string;
  newPassword: string;
}
