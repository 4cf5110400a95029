import type { ErrorCode, FieldCode, FieldError } from '../contract';
import { RETRY_AFTER_SECONDS } from './db/transient';

/** A refusal of the OAuth endpoints, rendered as { error, error_description } (RFC 6749 §5.2). */
export class OAuthFailure extends Error {
  constructor(
    readonly statusCode: number,
    readonly error: string,
    message: string,
  ) {
    super(message);
  }
}

/** A refusal of a service call, rendered in the envelope with status Error (§8); details add its code and fields. */
export class ServiceFailure extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly details: { code?: ErrorCode; fields?: FieldError[] } = {},
  ) {
    super(message);
  }
}

/**
 * A handler's rule refusing one field of the body (a taken username, a wrong current password):
 * answered like a schema refusal, 400 with code `validation` and the field, so the form shows it
 * under that field in the user's language. The message stays for §8's errorMessage.
 */
export function fieldFailure(field: string, code: FieldCode, message: string): ServiceFailure {
  return new ServiceFailure(400, message, { code: 'validation', fields: [{ field, code }] });
}

/** The server is too busy for this call now (a full pool, every stream slot taken): 503 with Retry-After. */
export class Unavailable extends Error {
  constructor(
    message: string,
    readonly retryAfterSeconds = RETRY_AFTER_SECONDS,
  ) {
    super(message);
  }
}
