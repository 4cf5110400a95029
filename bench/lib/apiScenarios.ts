import type { Options } from 'autocannon';
import { API_PATHS } from '../../contract';
import { fire, tokenRequests } from './cannon';
import { poolSize, type TokenSource } from './apiRuns';

const DEMO_PASSWORD = 'Demo-2026!';
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

/** Refresh grant: every request presents a fresh token (rotation makes each single-use). */
export function refreshGrant(tokenUrl: string, clientId: string, tokens: TokenSource) {
  return async (seconds: number, lastRps: number | null): Promise<Options> => {
    const pool = await tokens(poolSize(seconds, lastRps));
    const body = (token: string) => form({ grant_type: 'refresh_token', refresh_token: token, client_id: clientId });
    return { url: tokenUrl, method: 'POST', headers: FORM, duration: seconds, ...tokenRequests(pool, body) };
  };
}

/** Eight concurrent sign-ins, the load the static-file latency target is stated for. */
export const PASSWORD_CONNECTIONS = 8;

/**
 * Password grant: a fixed number of sign-ins sized to last about `seconds`, so the run ends when
 * the last one is answered and no abandoned hash (it cannot be cancelled) is left running.
 */
export function passwordGrant(baseUrl: string, clientId: string, username: string) {
  const body = form({ grant_type: 'password', username, password: DEMO_PASSWORD, client_id: clientId });
  return async (seconds: number, lastRps: number | null): Promise<Options> => ({
    url: `${baseUrl}${API_PATHS.token}`,
    method: 'POST',
    headers: FORM,
    body,
    connections: PASSWORD_CONNECTIONS,
    amount: lastRps === null ? PASSWORD_CONNECTIONS : Math.max(2 * PASSWORD_CONNECTIONS, Math.round(lastRps * seconds)),
  });
}

/** Signs in once through the API; the access token's claims carry the customer profile id. */
export async function signInApi(
  baseUrl: string,
  clientId: string,
  username: string,
): Promise<{ accessToken: string; customerUserId: number }> {
  const response = await fetch(`${baseUrl}${API_PATHS.token}`, {
    method: 'POST',
    headers: FORM,
    body: form({ grant_type: 'password', username, password: DEMO_PASSWORD, client_id: clientId }),
  });
  if (!response.ok) throw new Error(`Sign-in of ${username} failed: ${response.status} ${await response.text()}`);
  const { access_token: accessToken } = (await response.json()) as { access_token: string };
  const claims = JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString('utf8')) as { cuid: number };
  return { accessToken, customerUserId: claims.cuid };
}

/** A secured service call of §7, with a bearer token fetched fresh before each run. */
export function serviceCall(
  baseUrl: string,
  clientId: string,
  username: string,
  path: string,
  clientRequest: (session: { customerUserId: number }) => object,
) {
  return async (seconds: number): Promise<Options> => {
    const session = await signInApi(baseUrl, clientId, username);
    return {
      url: `${baseUrl}${path}`,
      method: 'POST',
      headers: { authorization: `Bearer ${session.accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ clientRequest: clientRequest(session) }),
      duration: seconds,
    };
  };
}

/**
 * Static-file latency on its own, then while PASSWORD_CONNECTIONS sign-ins run at once (the
 * password pool must leave file serving its threads): two connections fetch the file for
 * `seconds`, alongside the same number of seconds of sign-ins.
 */
export async function staticUnderSignIns(baseUrl: string, clientId: string, username: string, fileUrl: string, seconds: number) {
  const file = { url: `${baseUrl}${fileUrl}`, connections: 2, duration: seconds };
  const alone = await fire(file);
  const body = form({ grant_type: 'password', username, password: DEMO_PASSWORD, client_id: clientId });
  const [during, signIns] = await Promise.all([
    fire(file),
    fire({
      url: `${baseUrl}${API_PATHS.token}`,
      method: 'POST',
      headers: FORM,
      body,
      connections: PASSWORD_CONNECTIONS,
      duration: seconds,
    }),
  ]);
  return { alone, during, signIns };
}
