import { HEADERS } from '../../contract/config';
import type { OAuthError, ServiceResponse } from '../../contract/envelope';
import type { TokenResponse } from '../../contract/token';
import type { AppDeps } from '../platform/deps';
import { parseRetryAfter } from './outage';

/** One HTTP exchange as the pipeline sees it: an answer with a status, or no answer at all. */
export type Exchange =
  { kind: 'answer'; status: number; body: unknown; retryAfterMs?: number | null } | { kind: 'network'; aborted: boolean };

/**
 * What every request of the app carries (§7): the version and the service-worker bypass —
 * service calls, token calls, /app-config.json and the translation files alike.
 */
export function appHeaders(appVersion: string): Record<string, string> {
  return { [HEADERS.webVersion]: appVersion, [HEADERS.swBypass]: 'true' };
}

/**
 * Headers of a call to the server. The bearer goes on service calls only: the token calls
 * (oauth/token, oauth/revoke) are authenticated by the credentials or the refresh token in
 * their form — an access token there would be expired at the very moment a refresh is needed,
 * and the server does not read it (docs/architecture.md, Requests).
 */
export function commonHeaders(deps: AppDeps, accessToken?: string | null): Record<string, string> {
  const headers = appHeaders(deps.appVersion);
  if (accessToken) headers.Authorization = `Bearer ${accessToken}`;
  return headers;
}

/** POSTs a service call in the {clientRequest} envelope (§7). Never rejects. */
export async function postService(
  deps: AppDeps,
  path: string,
  clientRequest: unknown,
  accessToken: string | null,
  signal?: AbortSignal,
): Promise<Exchange> {
  try {
    const response = await deps.transport.send({
      method: 'POST',
      path,
      headers: commonHeaders(deps, accessToken),
      json: { clientRequest },
      signal,
    });
    return {
      kind: 'answer',
      status: response.status,
      body: response.body,
      retryAfterMs: parseRetryAfter(response.retryAfter, deps.clock.nowMs()),
    };
  } catch {
    return { kind: 'network', aborted: Boolean(signal?.aborted) };
  }
}

export type TokenAnswer =
  | { kind: 'tokens'; tokens: TokenResponse }
  | { kind: 'refused'; status: number; description: string; retryAfterMs?: number | null }
  | { kind: 'network' };

function isTokenResponse(body: unknown): body is TokenResponse {
  return typeof body === 'object' && body !== null && typeof (body as TokenResponse).access_token === 'string';
}

function describe(body: unknown, status: number): string {
  if (typeof body === 'object' && body !== null) {
    const { error_description, error } = body as Partial<OAuthError>;
    if (typeof error_description === 'string') return error_description;
    if (typeof error === 'string') return error;
  }
  return `HTTP ${status}`;
}

/** POSTs a form-encoded grant to oauth/token (§7). Never rejects. */
export async function postTokenForm(deps: AppDeps, path: string, form: Record<string, string>): Promise<TokenAnswer> {
  try {
    const response = await deps.transport.send({ method: 'POST', path, headers: commonHeaders(deps), form });
    if (response.status === 200 && isTokenResponse(response.body)) return { kind: 'tokens', tokens: response.body };
    return {
      kind: 'refused',
      status: response.status,
      description: describe(response.body, response.status),
      retryAfterMs: parseRetryAfter(response.retryAfter, deps.clock.nowMs()),
    };
  } catch {
    return { kind: 'network' };
  }
}

/** POSTs a form without caring for the answer (token revocation is fire and forget, §4). */
export async function postFormQuietly(deps: AppDeps, path: string, form: Record<string, string>): Promise<void> {
  try {
    await deps.transport.send({ method: 'POST', path, headers: commonHeaders(deps), form });
  } catch {
    // Nothing to do: the session is over either way.
  }
}

export function isEnvelope(body: unknown): body is ServiceResponse<unknown> {
  return typeof body === 'object' && body !== null && 'status' in body && (body.status === 'Ok' || body.status === 'Error');
}
