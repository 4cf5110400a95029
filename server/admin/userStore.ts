import crypto from 'node:crypto';
import { ROLE, type AdminMembership, type AdminUser, type RoleId, type UserSortKey } from '../../contract';
import { asRoleIds } from '../auth/accounts';
import type { Page, PageRequest } from '../../contract';
import { pagedList } from '../db/pagedList';
import { one, type Queryable } from '../db/port';
import { run, sql, type Sql } from '../db/sql';

/** SQL of the users and memberships the administration changes (§2 Support › Users, Audience › Users). */

interface UserRow {
  id: number;
  username: string;
  display_name: string;
  is_active: boolean;
  must_change_password: boolean;
  last_login_at: Date | null;
  created_at: Date;
  memberships: AdminMembership[] | string;
}

/**
 * A user's memberships as JSON; `organisationId` (null: every organisation) keeps them to one
 * organisation, so a manager never reads where else a member belongs.
 */
const membershipsIn = (organisationId: number | null): Sql => sql`(SELECT coalesce(json_agg(json_build_object(
     'organisationId', cu.customer_id, 'organisationName', c.name, 'isLocked', cu.is_locked,
     'isDefaultLogin', cu.is_default_login, 'sequence', cu.sequence,
     'roleIds', (SELECT coalesce(json_agg(r.role_id ORDER BY r.role_id), '[]') FROM customer_user_roles r WHERE r.customer_user_id = cu.id)
   ) ORDER BY cu.sequence, cu.id), '[]')
   FROM customer_users cu JOIN customers c ON c.id = cu.customer_id
  WHERE cu.user_id = u.id AND (${organisationId}::int IS NULL OR cu.customer_id = ${organisationId}))`;

const columnsIn = (organisationId: number | null): Sql =>
  sql`u.id, u.username, u.display_name, u.is_active, u.must_change_password, u.last_login_at, u.created_at,
      ${membershipsIn(organisationId)} AS memberships`;

const toUser = (row: UserRow): AdminUser => {
  const memberships = (typeof row.memberships === 'string' ? JSON.parse(row.memberships) : row.memberships) as AdminMembership[];
  return {
    userId: row.id,
    username: row.username,
    displayName: row.display_name,
    isActive: row.is_active,
    mustChangePassword: row.must_change_password,
    lastLoginAt: row.last_login_at === null ? null : new Date(row.last_login_at).toISOString(),
    createdAt: new Date(row.created_at).toISOString(),
    memberships: memberships.map((m) => ({ ...m, roleIds: asRoleIds(m.roleIds) })),
  };
};

const ORDER: Record<UserSortKey, string> = {
  displayName: 'lower(u.display_name)',
  username: 'lower(u.username)',
  createdAt: 'u.created_at',
  lastLoginAt: 'u.last_login_at',
};

/** One page of users; members of `organisationId` only when it is set. */
export function listUsers(q: Queryable, request: PageRequest<UserSortKey>, organisationId: number | null): Promise<Page<AdminUser>> {
  return pagedList(
    q,
    {
      columns: columnsIn(organisationId),
      from: sql`users u`,
      where:
        organisationId === null
          ? []
          : [sql`EXISTS (SELECT 1 FROM customer_users m WHERE m.user_id = u.id AND m.customer_id = ${organisationId})`],
      searchIn: sql`u.display_name || ' ' || u.username`,
      orderBy: ORDER,
      tieBreaker: 'u.id',
    },
    request,
    toUser,
  );
}

/** One user with the memberships `organisationId` lets the caller see (null: all); null when there is no such user. */
export async function findUser(q: Queryable, userId: number, organisationId: number | null): Promise<AdminUser | null> {
  const [row] = await run<UserRow>(q, sql`SELECT ${columnsIn(organisationId)} FROM users u WHERE u.id = ${userId}`);
  return row === undefined ? null : toUser(row);
}

export async function isMember(q: Queryable, userId: number, organisationId: number): Promise<boolean> {
  return (await one(q, 'SELECT 1 FROM customer_users WHERE user_id = $1 AND customer_id = $2', [userId, organisationId])) !== null;
}

/** The organisations a user belongs to. */
export async function organisationsOf(q: Queryable, userId: number): Promise<number[]> {
  const rows = await q.query<{ customer_id: number }>('SELECT customer_id FROM customer_users WHERE user_id = $1', [userId]);
  return rows.map((row) => row.customer_id);
}

/**
 * Holds the username (any case) until the transaction ends, so a user creation and an invitation
 * of the same address take turns and the second sees the account the first made.
 */
export async function lockUsername(q: Queryable, username: string): Promise<void> {
  await q.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`invite:${username.toLowerCase()}`]);
}

export async function usernameTaken(q: Queryable, username: string): Promise<boolean> {
  return (await one(q, 'SELECT 1 FROM users WHERE lower(username) = lower($1)', [username])) !== null;
}

/** A new account with a temporary password: its first sign-in goes to Change Password (§4). */
export async function insertUser(
  q: Queryable,
  user: { username: string; displayName: string; passwordHash: string },
  now: Date,
): Promise<number> {
  const row = await one<{ id: number }>(
    q,
    `INSERT INTO users (uuid, username, display_name, password_hash, is_active, must_change_password, created_at)
     VALUES ($1, $2, $3, $4, true, true, $5) RETURNING id`,
    [crypto.randomUUID(), user.username, user.displayName, user.passwordHash, now],
  );
  if (row === null) throw new Error('user insert returned nothing');
  return row.id;
}

/** Adds the membership if missing, then sets its roles, default-login flag and switcher order. */
export async function writeMembership(
  q: Queryable,
  m: { userId: number; organisationId: number; roleIds: readonly RoleId[]; isDefaultLogin: boolean; sequence: number | null },
): Promise<void> {
  const row = await one<{ id: number }>(
    q,
    `INSERT INTO customer_users (customer_id, user_id, sequence)
     VALUES ($1, $2, coalesce($3, (SELECT coalesce(max(sequence), 0) + 1 FROM customer_users WHERE user_id = $2)))
     ON CONFLICT (customer_id, user_id) DO UPDATE SET sequence = coalesce($3, customer_users.sequence)
     RETURNING id`,
    [m.organisationId, m.userId, m.sequence],
  );
  if (row === null) throw new Error('membership upsert returned nothing');
  // §3: one default login profile per user.
  if (m.isDefaultLogin)
    await q.query('UPDATE customer_users SET is_default_login = false WHERE user_id = $1 AND id <> $2', [m.userId, row.id]);
  await q.query('UPDATE customer_users SET is_default_login = $2 WHERE id = $1', [row.id, m.isDefaultLogin]);
  await q.query('DELETE FROM customer_user_roles WHERE customer_user_id = $1 AND NOT (role_id = ANY($2::int[]))', [row.id, [...m.roleIds]]);
  await q.query(`INSERT INTO customer_user_roles (customer_user_id, role_id) SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING`, [
    row.id,
    [...m.roleIds],
  ]);
}

/**
 * The organisation's admins who can act now: members with the admin role (§6), in an unlocked
 * membership, on an active account. An organisation that has one must keep one, so no removal,
 * role change, lock or deactivation leaves it without.
 */
export async function administratorCount(q: Queryable, organisationId: number): Promise<number> {
  const row = await one<{ n: string | number }>(
    q,
    `SELECT count(*) AS n FROM customer_users cu JOIN users u ON u.id = cu.user_id
      WHERE cu.customer_id = $1 AND NOT cu.is_locked AND u.is_active
        AND EXISTS (SELECT 1 FROM customer_user_roles r WHERE r.customer_user_id = cu.id AND r.role_id = $2)`,
    [organisationId, ROLE.admin],
  );
  return Number(row?.n ?? 0);
}

/**
 * A user's global roles and their roles in one organisation (null: in every organisation),
 * locked memberships included: a lock does not lower anyone in the order of authority.
 */
export async function rolesIn(q: Queryable, userId: number, organisationId: number | null): Promise<number[]> {
  const rows = await q.query<{ role_id: number }>(
    `SELECT role_id FROM user_global_roles WHERE user_id = $1
     UNION
     SELECT r.role_id FROM customer_user_roles r JOIN customer_users cu ON cu.id = r.customer_user_id
      WHERE cu.user_id = $1 AND ($2::int IS NULL OR cu.customer_id = $2)`,
    [userId, organisationId],
  );
  return rows.map((row) => Number(row.role_id));
}

export async function isSupport(q: Queryable, userId: number, supportRole: RoleId): Promise<boolean> {
  return (await one(q, 'SELECT 1 FROM user_global_roles WHERE user_id = $1 AND role_id = $2', [userId, supportRole])) !== null;
}

export async function organisationExists(q: Queryable, organisationId: number): Promise<boolean> {
  return (await one(q, 'SELECT 1 FROM customers WHERE id = $1', [organisationId])) !== null;
}
