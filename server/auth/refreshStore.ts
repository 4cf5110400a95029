import crypto from 'node:crypto';
import type { CustomerDetails } from '../../contract';
import { one, type Queryable } from '../db/port';
import {
  customerDetailsJson,
  globalRolesArray,
  membershipsJson,
  rolesArray,
  userProfileJson,
  type Membership,
  type UserProfile,
} from './accounts';

/** 32 random bytes in base64url: the only form a refresh token ever has. */
export const REFRESH_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function newRefreshToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

/** Only this digest is stored, so a database leak yields no usable refresh token. */
export function hashRefreshToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

/**
 * The successor of a refresh token: an HMAC of it under a server key. Deriving it instead of
 * drawing it lets a retry within the reuse window receive the very token the lost answer
 * carried, while only digests are stored (a database leak still yields no usable token).
 */
export function successorOf(token: string, key: Uint8Array): string {
  return crypto.createHmac('sha256', key).update(token).digest('base64url');
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
  /** The family's own revocation, or that of the login it descends from (token exchange). */
  revokedAt: Date | null;
  /** The family's idle timeout when it has its own (a token-exchange login); null: IDLE_TIMEOUT_MINUTES. */
  idleSeconds: number | null;
  /** True when the token's successor exists and is unused; null when it has none. */
  successorUnused: boolean | null;
  user: UserProfile;
  memberships: Membership[];
  globalRoles: number[];
}

/** Starts a login session whose absolute expiry is fixed now and never extended. */
export async function createFamily(
  tx: Queryable,
  input: {
    userId: number;
    clientId: string;
    customerId: number | null;
    now: Date;
    expiresAt: Date;
    /** The login a token exchange descends from: this one ends with it. */
    parentId?: string;
    idleSeconds?: number;
  },
): Promise<{ familyId: string; refreshToken: string }> {
  const familyId = crypto.randomUUID();
  await tx.query(
    `INSERT INTO refresh_families (id, user_id, client_id, customer_id, created_at, expires_at, parent_id, idle_seconds)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      familyId,
      input.userId,
      input.clientId,
      input.customerId,
      input.now,
      input.expiresAt,
      input.parentId ?? null,
      input.idleSeconds ?? null,
    ],
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
 * Everything a refresh grant decides on, in one read: the presented token, its family, its
 * successor's state, the user, the memberships and the global roles. It takes no lock: the
 * rotation (rotateToken) re-checks that the token is still unused in the same statement that
 * marks it.
 */
export function findPresentedToken(q: Queryable, token: string, successor: string): Promise<PresentedToken | null> {
  return one<PresentedToken>(
    q,
    `SELECT t.id AS "tokenId", t.created_at AS "tokenCreatedAt", t.used_at AS "usedAt", f.id AS "familyId",
            f.user_id AS "userId", f.client_id AS "clientId", f.customer_id AS "customerId",
            f.expires_at AS "expiresAt", COALESCE(f.revoked_at, p.revoked_at) AS "revokedAt", f.idle_seconds AS "idleSeconds",
            (SELECT s.used_at IS NULL FROM refresh_tokens s WHERE s.token_hash = $2) AS "successorUnused",
            ${userProfileJson('u')} AS "user", ${membershipsJson('u.id')} AS memberships,
            ${globalRolesArray('u.id')} AS "globalRoles"
       FROM refresh_tokens t JOIN refresh_families f ON f.id = t.family_id JOIN users u ON u.id = f.user_id
       LEFT JOIN refresh_families p ON p.id = f.parent_id
      WHERE t.token_hash = $1`,
    [hashRefreshToken(token), hashRefreshToken(successor)],
  );
}

/**
 * Rotation in one statement, hence one commit: marks the presented token used (only if it
 * still is unused, so of two concurrent uses one rotates), moves the family to the chosen
 * organisation, stores the successor and reads what the token response needs. `rotated` is
 * false when another request rotated the token first; then nothing was written.
 */
export async function rotateToken(
  q: Queryable,
  input: { tokenId: number; successor: string; now: Date; userId: number; customerId: number | null; customerUserId: number | null },
): Promise<{ rotated: boolean; roles: number[]; customer: CustomerDetails | null }> {
  const row = await one<{ rotated: boolean; roles: number[]; customer: CustomerDetails | null }>(
    q,
    `WITH rotated AS (
       UPDATE refresh_tokens SET used_at = $2 WHERE id = $1 AND used_at IS NULL RETURNING family_id
     ), moved AS (
       UPDATE refresh_families f SET customer_id = $5 FROM rotated
        WHERE f.id = rotated.family_id AND f.customer_id IS DISTINCT FROM $5
     ), added AS (
       INSERT INTO refresh_tokens (family_id, token_hash, created_at) SELECT family_id, $3, $2 FROM rotated
     )
     SELECT EXISTS (SELECT 1 FROM rotated) AS rotated, ${rolesArray('$4', '$6')} AS roles,
            ${customerDetailsJson('$5')} AS customer`,
    [input.tokenId, input.now, hashRefreshToken(input.successor), input.userId, input.customerId, input.customerUserId],
  );
  if (row === null) throw new Error('rotation returned no row');
  return row;
}

/** Ends a login and the logins handed on from it by token exchange (the analytics hand-off). */
export async function revokeFamily(q: Queryable, familyId: string, reason: string, now: Date): Promise<void> {
  await q.query(
    'UPDATE refresh_families SET revoked_at = $3, revoked_reason = $2 WHERE (id = $1 OR parent_id = $1) AND revoked_at IS NULL',
    [familyId, reason, now],
  );
}

/** Revokes every other login of the user; returns the ids of the logins it ended. */
export async function revokeOtherFamilies(
  q: Queryable,
  userId: number,
  keepFamilyId: string,
  reason: string,
  now: Date,
): Promise<string[]> {
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
