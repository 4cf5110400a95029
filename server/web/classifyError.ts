import type { ErrorCode, FieldError } from '../../contract';
import { NO_CONTROL_CHARACTERS } from '../../contract/schemas/kit';
import { TooManyAttempts } from '../auth/signInLimits';
import { RETRY_AFTER_SECONDS, TEMPORARILY_UNAVAILABLE, isTransientDbError } from '../db/transient';
import { ServiceFailure, Unavailable } from '../errors';
import { S3Error } from '../media/s3Errors';
import { validationFields, type SchemaError } from './validationFields';

/** What a failure means, whatever wire format then renders it (web/errorAnswer.ts). */
export interface ClassifiedError {
  status: number;
  code: ErrorCode;
  message: string;
  fields?: FieldError[];
  /** Seconds the client should wait: sent as Retry-After. */
  retryAfterSeconds?: number;
  /** An outage is worth a warning and a bug an error; a refusal of the request is not logged. */
  log?: 'warn' | 'error';
}

const BY_STATUS: Record<number, ErrorCode> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'too_many_requests',
  503: 'unavailable',
};

export const codeForStatus = (status: number): ErrorCode => BY_STATUS[status] ?? (status >= 500 ? 'internal' : 'bad_request');

/** The answer while the database is away or still opening: 503 with Retry-After, never a 500 (§8). */
export const UNAVAILABLE: ClassifiedError = {
  status: 503,
  code: 'unavailable',
  message: TEMPORARILY_UNAVAILABLE,
  retryAfterSeconds: RETRY_AFTER_SECONDS,
};

const INTERNAL: ClassifiedError = { status: 500, code: 'internal', message: 'Internal server error', log: 'error' };

const refusal = (status: number, message: string, more: Partial<ClassifiedError> = {}): ClassifiedError => ({
  status,
  code: codeForStatus(status),
  message,
  ...more,
});

/**
 * Every error handler's one reading of a failure. A transient database or network outage is a
 * 503 with Retry-After, never a 500, because §8 makes the client treat a 500 as fatal and wipe
 * the session; any other failure at 500 or above is a bug, answered without its details.
 */
export function classifyError(error: unknown): ClassifiedError {
  if (isTransientDbError(error)) return { ...UNAVAILABLE, log: 'warn' };
  if (error instanceof Unavailable) return refusal(503, error.message, { retryAfterSeconds: error.retryAfterSeconds });
  if (error instanceof S3Error) {
    return refusal(error.status, error.message, error.status === 503 ? { retryAfterSeconds: RETRY_AFTER_SECONDS } : {});
  }
  if (error instanceof TooManyAttempts) return refusal(429, error.message, { retryAfterSeconds: error.retryAfterSeconds });
  const { statusCode, message, validation } = (typeof error === 'object' && error !== null ? error : {}) as {
    statusCode?: unknown;
    message?: unknown;
    validation?: SchemaError[];
  };
  const status = typeof statusCode === 'number' ? statusCode : 500;
  if (status >= 500) return INTERNAL;
  const text = typeof message === 'string' ? message : '';
  if (error instanceof ServiceFailure) {
    const { code, fields } = error.details;
    return refusal(status, text, { ...(code === undefined ? {} : { code }), ...(fields === undefined ? {} : { fields }) });
  }
  if (Array.isArray(validation)) {
    const fields = validationFields(validation, NO_CONTROL_CHARACTERS);
    return refusal(status, text, { code: 'validation', ...(fields.length > 0 ? { fields } : {}) });
  }
  return refusal(status, text);
}
