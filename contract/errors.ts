/**
 * The machine half of an error answer (§8 keeps status and errorMessage as they are): a stable
 * code for the whole answer and, for a refused body, one code per field, which the client words
 * in the user's language instead of reading the English errorMessage.
 */
export const ERROR_CODES = [
  'validation',
  'bad_request',
  'unauthorized',
  'forbidden',
  'not_found',
  'method_not_allowed',
  'conflict',
  'payload_too_large',
  'unsupported_media_type',
  'too_many_requests',
  'outdated_client',
  'internal',
  'unavailable',
  // Create › Programs (409): a save made from an older revision, and a program no longer a draft.
  'stale_revision',
  'not_editable',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** Why one field of the body was refused: by the schema (required … invalid) or by a rule of the handler (taken, incorrect …). */
export const FIELD_CODES = [
  'required',
  'blank',
  'type',
  'format',
  'too_long',
  'too_short',
  'too_large',
  'too_small',
  'too_many',
  'too_few',
  'pattern',
  'control_characters',
  'enum',
  'unknown',
  'duplicate',
  'invalid',
  'taken',
  'incorrect',
  'same_as_current',
  'password_policy',
  'already_member',
  'not_an_image',
] as const;
export type FieldCode = (typeof FIELD_CODES)[number];

/** field is the body property's path inside clientRequest, dotted: `email`, `address.city`, `roleIds.0`. */
export interface FieldError {
  field: string;
  code: FieldCode;
}
