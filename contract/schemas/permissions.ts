import { Type, type Static } from '@sinclair/typebox';
import { Id, Text } from './kit';
import { RoleIdSchema } from './roles';

export const GeoLocationSchema = Type.Object(
  { latitude: Type.Number({ minimum: -90, maximum: 90 }), longitude: Type.Number({ minimum: -180, maximum: 180 }) },
  { additionalProperties: false },
);
export type GeoLocation = Static<typeof GeoLocationSchema>;

/** Client details sent with the role permission call (§3). */
export const ClientDetailsSchema = Type.Object(
  {
    browserName: Text(64),
    browserVersion: Text(64),
    operatingSystem: Text(64),
    geoLocation: Type.Optional(GeoLocationSchema),
  },
  { additionalProperties: false },
);
export type ClientDetails = Static<typeof ClientDetailsSchema>;

export const RolePermissionsRequestSchema = Type.Object({ isLoggedInFromMobile: Type.Boolean(), clientDetails: ClientDetailsSchema });
export type RolePermissionsRequest = Static<typeof RolePermissionsRequestSchema>;

export const RolePermissionSchema = Type.Object({ roleId: RoleIdSchema, permissions: Type.Array(Type.String()) });
export type RolePermission = Static<typeof RolePermissionSchema>;

export const RolePermissionsResponseSchema = Type.Object({ rolePermissionVO: Type.Array(RolePermissionSchema) });
export type RolePermissionsResponse = Static<typeof RolePermissionsResponseSchema>;

/** What an upload is for; without one, footage. */
export const UploadPurposeSchema = Type.Union(
  [
    Type.Literal('footage'),
    Type.Literal('file'),
    Type.Literal('taskRecording'),
    Type.Literal('taskFile'),
    Type.Literal('logo'),
    Type.Literal('userPicture'),
  ],
  { description: 'Default footage' },
);
export type UploadPurpose = Static<typeof UploadPurposeSchema>;

export const UploadSignatureRequestSchema = Type.Object({
  purpose: Type.Optional(UploadPurposeSchema),
  /** It must be one the purpose allows. */
  contentType: Type.Optional(Text(128, "The file's type; the purpose's first type when absent")),
  /** The key stays the server's choice. */
  fileName: Type.Optional(Text(255, "The file's own name, shown in the lists; 'upload' when absent")),
  /** Needed by the task purposes only, so the field stays optional on the wire (§3). */
  taskId: Type.Optional(
    Id('The open task the upload answers: a recording task (taskRecording) or a file request (taskFile) assigned to the caller'),
  ),
});
export type UploadSignatureRequest = Static<typeof UploadSignatureRequestSchema>;

/** A signed S3 browser POST form (SigV4), valid for 15 minutes. */
export const UploadSignatureSchema = Type.Object({
  url: Type.String({ description: 'Where the browser POSTs the multipart form' }),
  /** Chosen by the server under `customers/{customerId}/`. */
  key: Type.String({ description: 'The exact object key the form must use' }),
  'Content-Type': Type.String({ description: 'The Content-Type field the form must send' }),
  maxBytes: Type.Integer({ description: 'Largest file the policy accepts' }),
  'X-Amz-Algorithm': Type.Literal('AWS4-HMAC-SHA256'),
  'X-Amz-Credential': Type.String(),
  'X-Amz-Date': Type.String(),
  'X-Amz-Signature': Type.String(),
  Policy: Type.String({ description: 'Base64 POST policy, expires after 15 minutes' }),
  objectUrl: Type.String({ description: 'Where the object is delivered once stored, readable with the signed cookies' }),
});
export type UploadSignature = Static<typeof UploadSignatureSchema>;

/** The longest new password the password policy accepts (change, and set through an emailed link). */
export const PASSWORD_MAX_LENGTH = 128;

export const ChangePasswordRequestSchema = Type.Object({
  currentPassword: Text(256, undefined, 1),
  newPassword: Text(PASSWORD_MAX_LENGTH, undefined, 1),
});
export type ChangePasswordRequest = Static<typeof ChangePasswordRequestSchema>;
