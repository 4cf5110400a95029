import { isRoleId, type CustomerDetails, type RoleId } from '../../contract';
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

const USER_COLUMNS =
  'id, uuid, username, display_name, password_hash, is_active, must_change_password, picture_url, youtube_integrated';

/** Usernames are e-mail addresses and compare case-insensitively. */
export function findUserByUsername(q: Queryable, username: string): Promise<UserRow | null> {
  return one<UserRow>(q, `SELECT ${USER_COLUMNS} FROM users WHERE lower(username) = lower($1)`, [username.trim()]);
}

export function findUserById(q: Queryable, userId: number): Promise<UserRow | null> {
  return one<UserRow>(q, `SELECT ${USER_COLUMNS} FROM users WHERE id = $1`, [userId]);
}

export function listMemberships(q: Queryable, userId: number): Promise<Membership[]> {
  return q.query<Membership>(
    `SELECT id AS "customerUserId", customer_id AS "customerId", sequence, is_locked AS "isLocked",
            is_default_login AS "isDefaultLogin"
       FROM customer_users WHERE user_id = $1 ORDER BY sequence, id`,
    [userId],
  );
}

export async function listGlobalRoles(q: Queryable, userId: number): Promise<RoleId[]> {
  const rows = await q.query<{ role_id: number }>('SELECT role_id FROM user_global_roles WHERE user_id = $1', [userId]);
  return rows.map((row) => row.role_id).filter(isRoleId);
}

/** The caller's roles: those of the current membership plus any global ones. */
export async function rolesFor(q: Queryable, userId: number, customerUserId: number | null): Promise<RoleId[]> {
  const rows = await q.query<{ role_id: number }>(
    `SELECT role_id FROM user_global_roles WHERE user_id = $1
     UNION
     SELECT role_id FROM customer_user_roles WHERE customer_user_id = $2
     ORDER BY role_id`,
    [userId, customerUserId],
  );
  return rows.map((row) => row.role_id).filter(isRoleId);
}

export function customerDetails(q: Queryable, customerId: number): Promise<CustomerDetails | null> {
  return one<CustomerDetails>(
    q,
    `SELECT id AS "customerId", name, city, state, zip, logo_url AS "addnlLogoFile",
            allow_zoom_integration AS "allowZoomIntegration", allow_youtube_integration AS "allowYoutubeIntegration",
            youtube_integrated AS "youTubeIntegrated", storyboard_enabled AS "storyboardEnabled",
            campaign_manager_enabled AS "campaignManagerEnabled", pro_edit_vendor AS "proEditVendor",
            hide_organisation AS "hideOrganisation"
       FROM customers WHERE id = $1`,
    [customerId],
  );
}
