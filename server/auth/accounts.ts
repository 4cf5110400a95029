import { isRoleId, type CustomerDetails, type CustomerProfile, type RoleId } from '../../contract';
import { one, type Queryable } from '../db/port';

export interface UserRow {
  id: number;
  uuid: string;
  username: string;
  display_name: string;
  password_hash: string;
  is_active: boolean;
  must_change_password: boolean;
  picture_url: string | null;
  youtube_integrated: boolean;
}

export interface Membership {
  customerUserId: number;
  customerId: number;
  sequence: number;
  isLocked: boolean;
  isDefaultLogin: boolean;
}

/** What a token response shows of a user; the password hash stays out of it. */
export type UserProfile = Omit<UserRow, 'password_hash'>;

const PROFILE_COLUMNS = [
  'id',
  'uuid',
  'username',
  'display_name',
  'is_active',
  'must_change_password',
  'picture_url',
  'youtube_integrated',
];
const USER_COLUMNS = [...PROFILE_COLUMNS, 'password_hash'].join(', ');

/** SQL for the user `alias` as one JSON object of UserProfile, for queries that join it. */
export function userProfileJson(alias: string): string {
  return `json_build_object(${PROFILE_COLUMNS.map((column) => `'${column}', ${alias}.${column}`).join(', ')})`;
}

const MEMBERSHIP_FIELDS = {
  customerUserId: 'id',
  customerId: 'customer_id',
  sequence: 'sequence',
  isLocked: 'is_locked',
  isDefaultLogin: 'is_default_login',
};
const MEMBERSHIP_ORDER = 'ORDER BY sequence, id';

/** SQL for the memberships of user id `userId` (an SQL expression) as a JSON array of Membership. */
export function membershipsJson(userId: string): string {
  const fields = Object.entries(MEMBERSHIP_FIELDS).map(([key, column]) => `'${key}', ${column}`);
  return `(SELECT coalesce(json_agg(json_build_object(${fields.join(', ')}) ${MEMBERSHIP_ORDER}), '[]')
             FROM customer_users WHERE user_id = ${userId})`;
}

/** SQL for the global role ids of user id `userId` as an integer array. */
export function globalRolesArray(userId: string): string {
  return `ARRAY(SELECT role_id FROM user_global_roles WHERE user_id = ${userId} ORDER BY role_id)`;
}

/** SQL for the caller's roles: those of membership `customerUserId` plus any global ones. */
export function rolesArray(userId: string, customerUserId: string): string {
  return `ARRAY(SELECT role_id FROM user_global_roles WHERE user_id = ${userId}
                UNION
                SELECT role_id FROM customer_user_roles WHERE customer_user_id = ${customerUserId}
                ORDER BY role_id)`;
}

const CUSTOMER_DETAILS_FIELDS = {
  customerId: 'id',
  name: 'name',
  city: 'city',
  state: 'state',
  zip: 'zip',
  addnlLogoFile: 'logo_url',
  allowZoomIntegration: 'allow_zoom_integration',
  allowYoutubeIntegration: 'allow_youtube_integration',
  youTubeIntegrated: 'youtube_integrated',
  storyboardEnabled: 'storyboard_enabled',
  campaignManagerEnabled: 'campaign_manager_enabled',
  proEditVendor: 'pro_edit_vendor',
  hideOrganisation: 'hide_organisation',
};

/** SQL for the CustomerDetails of customer id `customerId` as one JSON object (null when none). */
export function customerDetailsJson(customerId: string): string {
  const fields = Object.entries(CUSTOMER_DETAILS_FIELDS).map(([key, column]) => `'${key}', ${column}`);
  return `(SELECT json_build_object(${fields.join(', ')}) FROM customers WHERE id = ${customerId})`;
}

export const asRoleIds = (ids: readonly number[]): RoleId[] => ids.filter(isRoleId);

/** Usernames are e-mail addresses and compare case-insensitively. */
export function findUserByUsername(q: Queryable, username: string): Promise<UserRow | null> {
  return one<UserRow>(q, `SELECT ${USER_COLUMNS} FROM users WHERE lower(username) = lower($1)`, [username.trim()]);
}

export function findUserById(q: Queryable, userId: number): Promise<UserRow | null> {
  return one<UserRow>(q, `SELECT ${USER_COLUMNS} FROM users WHERE id = $1`, [userId]);
}

/** What chooseCustomer needs of a user signing in: their memberships and global roles, in one read. */
export async function loginChoices(q: Queryable, userId: number): Promise<{ memberships: Membership[]; globalRoles: RoleId[] }> {
  const row = await one<{ memberships: Membership[]; globalRoles: number[] }>(
    q,
    `SELECT ${membershipsJson('$1')} AS memberships, ${globalRolesArray('$1')} AS "globalRoles"`,
    [userId],
  );
  return { memberships: row?.memberships ?? [], globalRoles: asRoleIds(row?.globalRoles ?? []) };
}

/** The user's memberships as the profile switcher shows them (§3), in switcher order. */
export function listCustomerProfiles(q: Queryable, userId: number): Promise<CustomerProfile[]> {
  return q.query<CustomerProfile>(
    `SELECT c.id AS "customerID", c.name AS "customerName", c.logo_url AS "customerLogoAddnl",
            c.city AS "customerCity", c.state AS "customerState", c.zip AS "customerZip",
            cu.sequence, cu.is_locked AS "isLocked", cu.is_default_login AS "customerDefaultLogin"
       FROM customer_users cu JOIN customers c ON c.id = cu.customer_id
      WHERE cu.user_id = $1
      ORDER BY cu.sequence, c.id`,
    [userId],
  );
}

/** Whether the user's membership of the organisation is locked; null when the user is no member there. */
export async function isMembershipLocked(q: Queryable, userId: number, customerId: number): Promise<boolean | null> {
  const row = await one<{ is_locked: boolean }>(q, 'SELECT is_locked FROM customer_users WHERE user_id = $1 AND customer_id = $2', [
    userId,
    customerId,
  ]);
  return row?.is_locked ?? null;
}

/** The caller's roles: those of the current membership plus any global ones. */
export async function rolesFor(q: Queryable, userId: number, customerUserId: number | null): Promise<RoleId[]> {
  const row = await one<{ roles: number[] }>(q, `SELECT ${rolesArray('$1::int', '$2::int')} AS roles`, [userId, customerUserId]);
  return asRoleIds(row?.roles ?? []);
}

export async function customerDetails(q: Queryable, customerId: number): Promise<CustomerDetails | null> {
  const row = await one<{ customer: CustomerDetails | null }>(q, `SELECT ${customerDetailsJson('$1::int')} AS customer`, [customerId]);
  return row?.customer ?? null;
}

/** Stores a new password hash; a pending first-login change (§4) is done with it. */
export async function storePassword(q: Queryable, userId: number, passwordHash: string, now: Date): Promise<void> {
  await q.query('UPDATE users SET password_hash = $2, must_change_password = false, password_changed_at = $3 WHERE id = $1', [
    userId,
    passwordHash,
    now,
  ]);
}
