/** The request and answer envelope of every service call (§7, §8). */
export interface ClientRequest<T> {
  clientRequest: T;
}

export type ServiceStatus = 'Ok' | 'Error';

export interface ServiceResponse<T> {
  status: ServiceStatus;
  clientResponse: T | null;
  errorMessage: string | null;
}

/** OAuth error body (RFC 6749 §5.2); the client keys on error_description. */
export interface OAuthError {
  error: string;
  error_description: string;
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
