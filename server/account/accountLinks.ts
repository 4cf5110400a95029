import type { AccountLinkDetails } from '../../contract';
import { one, type Queryable } from '../db/port';
import { digest, randomToken } from '../sso/ssoStore';

export type LinkPurpose = AccountLinkDetails['purpose'];

/** A reset link is short-lived; an invitation waits a week for its user. */
export const LINK_TTL_MS: Record<LinkPurpose, number> = { reset: 30 * 60_000, invitation: 7 * 24 * 3_600_000, join: 7 * 24 * 3_600_000 };

export interface LiveLink {
  purpose: LinkPurpose;
  userId: number;
  customerId: number | null;
  /** The roles an invitation to join gives once accepted. */
  roleIds: number[] | null;
}

/**
 * Creates a link; an earlier unused link of the same purpose for the user stops working (for an
 * invitation to join, only one of the same organisation: each organisation waits for its answer).
 */
export async function createAccountLink(
  q: Queryable,
  input: {
    purpose: LinkPurpose;
    userId: number;
    customerId: number | null;
    createdBy: number | null;
    now: Date;
    roleIds?: readonly number[];
  },
): Promise<string> {
  const token = randomToken();
  await q.query(
    `UPDATE account_links SET used_at = $3 WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL
        AND ($2 <> 'join' OR customer_id = $4)`,
    [input.userId, input.purpose, input.now, input.customerId],
  );
  await q.query(
    `INSERT INTO account_links (token_hash, purpose, user_id, customer_id, created_by, created_at, expires_at, role_ids)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      digest(token),
      input.purpose,
      input.userId,
      input.customerId,
      input.createdBy,
      input.now,
      new Date(input.now.getTime() + LINK_TTL_MS[input.purpose]),
      input.roleIds === undefined ? null : [...input.roleIds],
    ],
  );
  return token;
}

/** The link behind a token while it is unused and unexpired. */
export function findLiveLink(q: Queryable, token: string, now: Date): Promise<LiveLink | null> {
  return one<LiveLink>(
    q,
    `SELECT purpose, user_id AS "userId", customer_id AS "customerId", role_ids AS "roleIds" FROM account_links
      WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2`,
    [digest(token), now],
  );
}

/** Uses the link up; false when another request used it first or it expired meanwhile. */
export async function useLink(q: Queryable, token: string, now: Date): Promise<boolean> {
  const rows = await q.query(
    'UPDATE account_links SET used_at = $2 WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2 RETURNING user_id',
    [digest(token), now],
  );
  return rows.length === 1;
}
