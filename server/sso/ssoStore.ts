import crypto from 'node:crypto';
import { one, type Queryable } from '../db/port';

/** How long the user may spend at the provider's login before the request is forgotten. */
export const SSO_REQUEST_TTL_MS = 10 * 60_000;
/** How long the SPA has to exchange the handoff code after the redirect back. */
export const HANDOFF_TTL_MS = 60_000;

export const digest = (value: string) => crypto.createHash('sha256').update(value).digest('hex');
export const randomToken = () => crypto.randomBytes(32).toString('base64url');

export interface PendingRequest {
  provider: string;
  browserHash: string;
  codeVerifier: string;
  nonce: string;
}

export async function savePendingRequest(q: Queryable, state: string, request: PendingRequest, now: Date): Promise<void> {
  await q.query('DELETE FROM sso_requests WHERE created_at < $1', [new Date(now.getTime() - SSO_REQUEST_TTL_MS)]);
  await q.query(
    `INSERT INTO sso_requests (state_hash, provider, browser_hash, code_verifier, nonce, created_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [digest(state), request.provider, request.browserHash, request.codeVerifier, request.nonce, now],
  );
}

/** Takes the request out, so a state (and the code that came with it) can be used only once. */
export function takePendingRequest(q: Queryable, state: string, now: Date): Promise<PendingRequest | null> {
  return one<PendingRequest>(
    q,
    `DELETE FROM sso_requests WHERE state_hash = $1 AND created_at >= $2
     RETURNING provider, browser_hash AS "browserHash", code_verifier AS "codeVerifier", nonce`,
    [digest(state), new Date(now.getTime() - SSO_REQUEST_TTL_MS)],
  );
}

export async function createHandoff(q: Queryable, userId: number, now: Date): Promise<string> {
  const code = randomToken();
  await q.query('INSERT INTO sso_handoffs (code_hash, user_id, created_at, expires_at) VALUES ($1, $2, $3, $4)', [
    digest(code),
    userId,
    now,
    new Date(now.getTime() + HANDOFF_TTL_MS),
  ]);
  return code;
}

/** Marks the code used and names its user; an unknown, used or expired code gives null. */
export async function redeemHandoff(q: Queryable, code: string, now: Date): Promise<number | null> {
  const row = await one<{ user_id: number }>(
    q,
    `UPDATE sso_handoffs SET used_at = $2
      WHERE code_hash = $1 AND used_at IS NULL AND expires_at > $2 RETURNING user_id`,
    [digest(code), now],
  );
  return row?.user_id ?? null;
}
