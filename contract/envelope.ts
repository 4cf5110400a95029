import type { ErrorCode, FieldError } from './errors';
import type { OAuthError, ServiceStatus } from './schemas/envelope';

export type { OAuthError, ServiceStatus };
export { ERROR_CODES, FIELD_CODES, type ErrorCode, type FieldCode, type FieldError } from './errors';

/** The request and answer envelope of every service call (§7, §8). */
export interface ClientRequest<T> {
  clientRequest: T;
}

/** Generic over the answer, so written out here; its schema is Envelope() in schemas/envelope.ts. */
export interface ServiceResponse<T> {
  status: ServiceStatus;
  clientResponse: T | null;
  errorMessage: string | null;
  /** On an error answer: what kind of refusal it is (contract/errors.ts). */
  code?: ErrorCode;
  /** On a refused body: each field at fault and why, for the form to word in the user's language. */
  fields?: FieldError[];
}

/** Messages the client recognises byte for byte (§8). */
export const ERROR_MESSAGES = {
  invalidRefreshToken: 'Invalid refresh token',
  cannotConvertAccessToken: 'Cannot convert access token to JSON',
  userNotActive: 'User is not active',
  clearCachePrefix: "Oops, there's something wrong. Try clearing your browser cache by pressing",
  serviceWorkersUnsupported: 'Service workers are disabled or not supported by this browser',
} as const;

/** The marker that carries a customer id in a 409 message (§8). */
export const CUSTOMER_MARKER = '##';
