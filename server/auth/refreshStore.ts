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
export function successorOf(token: string, key: crypto.KeyObject): string {
  return crypto.createHmac('sha256', key).update(token).digest('base64url');
}

/** The presented token and its login as presentToken reads them, whatever it decided. */
export interface PresentedToken {
  tokenId: number;
  usedAt: Date | null;
  familyId: string;
  userId: number;
  clientId: string;
  customerId: number | null;
  expiresAt: Date;
  user: UserProfile;
}

/**
 * Not rotated by presentToken. `refused`: revoked, past its absolute or idle lifetime, or
 * another client's. `used`: rotated before (a retry or a replay). `open`: usable, but the
 * organisation must be chosen first (rotateToken). Carries what those decisions need.
 */
export interface UnrotatedToken extends PresentedToken {
  state: 'refused' | 'used' | 'open';
  /** True when the token's successor exists and is unused; null when it has none. */
  successorUnused: boolean | null;
  memberships: Membership[];
  globalRoles: number[];
}

/** Rotated by presentToken, keeping the session's organisation: what the answer carries. */
export interface RotatedToken extends PresentedToken {
  state: 'rotated';
  customerId: number;
  membershipId: number;
  roles: number[];
  customer: CustomerDetails;
}

export type Presentation = UnrotatedToken | RotatedToken;

/** A login session to start; its absolute expiry (expiresAt) is fixed now and never extended. */
export interface NewFamily {
  userId: number;
  clientId: string;
  customerId: number | null;
  now: Date;
  expiresAt: Date;
  /** The login a token exchange descends from: this one ends with it. */
  parentId?: string;
  idleSeconds?: number;
}

/** Opens a login: a refresh family and its first token, in one statement. */
export async function createFamily(q: Queryable, input: NewFamily): Promise<{ familyId: string; refreshToken: string }> {
  const family = newFamily(input);
  await q.query(`WITH ${openFamilySql(1)} SELECT 1`, family.params);
  return family;
}

/**
 * A new family's id, first token and the parameters openFamilySql takes, in its order, so a
 * statement can open a login among other work (startLogin).
 */
export function newFamily(input: NewFamily): { familyId: string; refreshToken: string; params: unknown[] } {
  const familyId = crypto.randomUUID();
  const refreshToken = newRefreshToken();
  const params = [
    familyId,
    input.userId,
    input.clientId,
    input.customerId,
    input.now,
    input.expiresAt,
    input.parentId ?? null,
    input.idleSeconds ?? null,
    hashRefreshToken(refreshToken),
  ];
  return { familyId, refreshToken, params };
}

/** The CTEs that insert a family and its first token, from newFamily's params at $first on. */
export function openFamilySql(first: number): string {
  const p = (index: number) => `$${first + index}`;
  return `opened_family AS (
            INSERT INTO refresh_families (id, user_id, client_id, customer_id, created_at, expires_at, parent_id, idle_seconds)
            VALUES (${p(0)}::uuid, ${p(1)}::int, ${p(2)}::text, ${p(3)}::int, ${p(4)}::timestamptz, ${p(5)}::timestamptz,
                    ${p(6)}::uuid, ${p(7)}::int)
            RETURNING id
          ), first_token AS (
            INSERT INTO refresh_tokens (family_id, token_hash, created_at) SELECT id, ${p(8)}::text, ${p(4)}::timestamptz FROM opened_family
          )`;
}

/**
 * A refresh grant's first and, for a plain refresh, only statement. It reads everything the
 * grant decides on (the token, its family, its successor's state, the user, the memberships and
 * the global roles) and judges the token's lifetimes. When the token is usable, the user active
 * and the session's organisation still an unlocked membership of theirs (and the one asked
 * for, if any), the organisation stays as it is (chooseCustomer's first rule), so the statement
 * rotates at once: it marks the token used (only if it still is unused, so of two concurrent
 * uses one rotates), stores the successor and reads the roles and organisation the answer
 * carries. Anything else is left to the caller, with nothing written.
 */
export function presentToken(
  q: Queryable,
  input: { token: string; successor: string; clientId: string; now: Date; idleSeconds: number; requested: number | null },
): Promise<Presentation | null> {
  return one<Presentation>(q, PRESENT_TOKEN_SQL, [
    hashRefreshToken(input.token),
    hashRefreshToken(input.successor),
    input.clientId,
    input.now,
    input.idleSeconds,
    input.requested,
  ]);
}

const PRESENT_TOKEN_SQL = `
  WITH presented AS (
    SELECT t.id AS token_id, t.used_at, f.id AS family_id, f.user_id, f.client_id, f.customer_id, f.expires_at,
           u.is_active, ${userProfileJson('u')} AS profile,
           (SELECT m.id FROM customer_users m
             WHERE m.user_id = u.id AND m.customer_id = f.customer_id AND NOT m.is_locked) AS kept_membership,
           CASE
             WHEN f.client_id <> $3::text OR COALESCE(f.revoked_at, p.revoked_at) IS NOT NULL THEN 'refused'
             WHEN t.used_at IS NOT NULL THEN 'used'
             WHEN $4::timestamptz >= f.expires_at
               OR $4::timestamptz > t.created_at + COALESCE(f.idle_seconds, $5::int) * interval '1 second' THEN 'refused'
             ELSE 'open'
           END AS state
      FROM refresh_tokens t JOIN refresh_families f ON f.id = t.family_id JOIN users u ON u.id = f.user_id
      LEFT JOIN refresh_families p ON p.id = f.parent_id
     WHERE t.token_hash = $1
  ), rotated AS (
    UPDATE refresh_tokens r SET used_at = $4 FROM presented v
     WHERE r.id = v.token_id AND r.used_at IS NULL AND v.state = 'open' AND v.is_active
       AND v.kept_membership IS NOT NULL AND ($6::int IS NULL OR $6::int = v.customer_id)
    RETURNING r.family_id
  ), added AS (
    INSERT INTO refresh_tokens (family_id, token_hash, created_at) SELECT family_id, $2, $4 FROM rotated
  )
  SELECT v.token_id AS "tokenId", v.used_at AS "usedAt", v.family_id AS "familyId", v.user_id AS "userId",
         v.client_id AS "clientId", v.customer_id AS "customerId", v.expires_at AS "expiresAt",
         v.profile AS "user", CASE WHEN r.family_id IS NULL THEN v.state ELSE 'rotated' END AS state,
         CASE WHEN r.family_id IS NULL THEN ${membershipsJson('v.user_id')} END AS memberships,
         CASE WHEN r.family_id IS NULL THEN ${globalRolesArray('v.user_id')} END AS "globalRoles",
         CASE WHEN r.family_id IS NULL THEN (SELECT s.used_at IS NULL FROM refresh_tokens s WHERE s.token_hash = $2) END
           AS "successorUnused",
         CASE WHEN r.family_id IS NOT NULL THEN v.kept_membership END AS "membershipId",
         CASE WHEN r.family_id IS NOT NULL THEN ${rolesArray('v.user_id', 'v.kept_membership')} END AS roles,
         CASE WHEN r.family_id IS NOT NULL THEN ${customerDetailsJson('v.customer_id')} END AS customer
    FROM presented v LEFT JOIN rotated r ON true`;

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
