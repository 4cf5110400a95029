import type { ActiveSignIn, ClientDetails, SignInActivity } from '../../contract';
import type { Queryable } from '../db/port';
import { revokeFamily, revokeOtherFamilies } from '../auth/refreshStore';

/** How many sign-ins the report holds at most (the retention, LOGIN_EVENT_RETENTION_DAYS, bounds it too). */
export const ACTIVITY_LIMIT = 1000;

export interface LoginEvent {
  userId: number;
  /** The organisation the login is now in; null for the global support role. */
  customerId: number | null;
  familyId: string;
  isMobile: boolean;
  client: ClientDetails;
  at: Date;
}

/**
 * Records the client details of a sign-in or switch (§3). One event per sign-in or switch (the
 * login and the organisation it is now in), not one per call: a client calling this in a loop
 * writes nothing more.
 */
export async function recordLoginEvent(q: Queryable, event: LoginEvent): Promise<void> {
  await q.query(
    `INSERT INTO login_events (user_id, customer_id, is_mobile, browser_name, browser_version, operating_system,
                               latitude, longitude, created_at, family_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
     ON CONFLICT (family_id, (COALESCE(customer_id, 0))) WHERE family_id IS NOT NULL DO NOTHING`,
    [
      event.userId,
      event.customerId,
      event.isMobile,
      event.client.browserName,
      event.client.browserVersion,
      event.client.operatingSystem,
      event.client.geoLocation?.latitude ?? null,
      event.client.geoLocation?.longitude ?? null,
      event.at,
      event.familyId,
    ],
  );
}

interface ActivityRow {
  created_at: Date;
  organisation: string | null;
  browser_name: string;
  browser_version: string;
  operating_system: string;
  latitude: number | null;
  longitude: number | null;
}

/** The user's own sign-ins and switches, newest first (§3 client details). */
export async function signInActivity(q: Queryable, userId: number): Promise<SignInActivity[]> {
  const rows = await q.query<ActivityRow>(
    `SELECT e.created_at, c.name AS organisation, e.browser_name, e.browser_version, e.operating_system, e.latitude, e.longitude
       FROM login_events e LEFT JOIN customers c ON c.id = e.customer_id
      WHERE e.user_id = $1 ORDER BY e.created_at DESC, e.id DESC LIMIT ${ACTIVITY_LIMIT}`,
    [userId],
  );
  return rows.map((row) => ({
    at: new Date(row.created_at).toISOString(),
    organisation: row.organisation,
    browserName: row.browser_name,
    browserVersion: row.browser_version,
    operatingSystem: row.operating_system,
    latitude: row.latitude,
    longitude: row.longitude,
  }));
}

interface SessionRow {
  id: string;
  created_at: Date;
  last_used: Date;
  organisation: string | null;
  browser_name: string | null;
  browser_version: string | null;
  operating_system: string | null;
}

/**
 * The user's logins that can still be used: not revoked, within their absolute lifetime and not
 * idle past the timeout (the refresh grant's own rules, server/auth/refreshGrant.ts).
 */
export async function activeSignIns(
  q: Queryable,
  userId: number,
  currentFamilyId: string,
  now: Date,
  idleMinutes: number,
): Promise<ActiveSignIn[]> {
  const rows = await q.query<SessionRow>(
    `SELECT f.id, f.created_at, t.last_used, c.name AS organisation, e.browser_name, e.browser_version, e.operating_system
       FROM refresh_families f
       JOIN LATERAL (SELECT max(created_at) AS last_used FROM refresh_tokens WHERE family_id = f.id) t ON true
       LEFT JOIN customers c ON c.id = f.customer_id
       LEFT JOIN LATERAL (SELECT browser_name, browser_version, operating_system FROM login_events
                           WHERE family_id = f.id ORDER BY created_at DESC, id DESC LIMIT 1) e ON true
      WHERE f.user_id = $1 AND f.parent_id IS NULL AND f.revoked_at IS NULL AND f.expires_at > $2
        AND t.last_used > $2::timestamptz - make_interval(mins => $3)
      ORDER BY t.last_used DESC, f.id`,
    [userId, now, idleMinutes],
  );
  return rows.map((row) => ({
    sessionId: row.id,
    startedAt: new Date(row.created_at).toISOString(),
    lastUsedAt: new Date(row.last_used).toISOString(),
    organisation: row.organisation,
    browserName: row.browser_name,
    browserVersion: row.browser_version,
    operatingSystem: row.operating_system,
    current: row.id === currentFamilyId,
  }));
}

/** Ends one login of the user; false when the user has no such login still open (another user's id included). */
export async function endSignIn(q: Queryable, userId: number, familyId: string, now: Date): Promise<boolean> {
  const owned = await q.query<{ id: string }>('SELECT id FROM refresh_families WHERE id = $1 AND user_id = $2 AND revoked_at IS NULL', [
    familyId,
    userId,
  ]);
  if (owned.length === 0) return false;
  await revokeFamily(q, familyId, 'signed_out_by_user', now);
  return true;
}

/** Ends every login of the user but this one; returns the ids of the logins it ended. */
export function endOtherSignIns(q: Queryable, userId: number, keepFamilyId: string, now: Date): Promise<string[]> {
  return revokeOtherFamilies(q, userId, keepFamilyId, 'signed_out_by_user', now);
}
