import crypto from 'node:crypto';
import { one, type Queryable } from '../db/port';

/** 32 random bytes in base64url: the only form a refresh token ever has. */
export const REFRESH_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function newRefreshToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

/** Only this digest is stored, so a database leak yields no usable refresh token. */
export function hashRefreshToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

export interface PresentedToken {
  tokenId: number;
  tokenCreatedAt: Date;
  usedAt: Date | null;
  familyId: string;
  userId: number;
  clientId: string;
  customerId: number | null;
  expiresAt: Date;
  revokedAt: Date | null;
}

/** Starts a login session whose absolute expiry is fixed now and never extended. */
export async function createFamily(
  tx: Queryable,
  input: { userId: number; clientId: string; customerId: number | null; now: Date; absoluteTtlSeconds: number },
): Promise<{ familyId: string; refreshToken: string }> {
  const familyId = crypto.randomUUID();
  const expiresAt = new Date(input.now.getTime() + input.absoluteTtlSeconds * 1000);
  await tx.query(
    `INSERT INTO refresh_families (id, user_id, client_id, customer_id, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [familyId, input.userId, input.clientId, input.customerId, input.now, expiresAt],
  );
  return { familyId, refreshToken: await addToken(tx, familyId, input.now) };
}

export async function addToken(tx: Queryable, familyId: string, now: Date): Promise<string> {
  const token = newRefreshToken();
  await tx.query('INSERT INTO refresh_tokens (family_id, token_hash, created_at) VALUES ($1, $2, $3)', [
    familyId,
    hashRefreshToken(token),
    now,
  ]);
  return token;
}

/**
 * Reads a presented token with its family and locks both rows, so a concurrent use of the same
 * token waits here and then sees it already used (RFC 9700 §4.14.2).
 */
export function lockPresentedToken(tx: Queryable, token: string): Promise<PresentedToken | null> {
  return one<PresentedToken>(
    tx,
    `SELECT t.id AS "tokenId", t.created_at AS "tokenCreatedAt", t.used_at AS "usedAt", f.id AS "familyId",
            f.user_id AS "userId", f.client_id AS "clientId", f.customer_id AS "customerId",
            f.expires_at AS "expiresAt", f.revoked_at AS "revokedAt"
       FROM refresh_tokens t JOIN refresh_families f ON f.id = t.family_id
      WHERE t.token_hash = $1
      FOR UPDATE OF t, f`,
    [hashRefreshToken(token)],
  );
}

/** Marks the token rotated; false when another request got there first. */
export async function markUsed(tx: Queryable, tokenId: number, now: Date): Promise<boolean> {
  const rows = await tx.query('UPDATE refresh_tokens SET used_at = $2 WHERE id = $1 AND used_at IS NULL RETURNING id', [
    tokenId,
    now,
  ]);
  return rows.length === 1;
}

export async function setFamilyCustomer(tx: Queryable, familyId: string, customerId: number | null): Promise<void> {
  await tx.query('UPDATE refresh_families SET customer_id = $2 WHERE id = $1', [familyId, customerId]);
}

export async function revokeFamily(q: Queryable, familyId: string, reason: string, now: Date): Promise<void> {
  await q.query('UPDATE refresh_families SET revoked_at = $3, revoked_reason = $2 WHERE id = $1 AND revoked_at IS NULL', [
    familyId,
    reason,
    now,
  ]);
}

/** Revokes every other login of the user; returns the ids of the logins it ended. */
export async function revokeOtherFamilies(q: Queryable, userId: number, keepFamilyId: string, reason: string, now: Date): Promise<string[]> {
  const rows = await q.query<{ id: string }>(
    `UPDATE refresh_families SET revoked_at = $4, revoked_reason = $3
      WHERE user_id = $1 AND id <> $2 AND revoked_at IS NULL RETURNING id`,
    [userId, keepFamilyId, reason, now],
  );
  return rows.map((row) => row.id);
}

/** For revocation (RFC 7009): the family of a token, whether or not it was already rotated. */
export async function familyOfToken(q: Queryable, token: string): Promise<{ familyId: string; clientId: string; userId: number } | null> {
  return one(
    q,
    `SELECT f.id AS "familyId", f.client_id AS "clientId", f.user_id AS "userId"
       FROM refresh_tokens t JOIN refresh_families f ON f.id = t.family_id WHERE t.token_hash = $1`,
    [hashRefreshToken(token)],
  );
}
