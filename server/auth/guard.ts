import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { one } from '../db/port';
import { ServiceFailure } from '../errors';
import { verifyAccessToken, type AccessClaims } from './accessToken';
import type { Permission } from '../../contract';
import { holdsAnySql } from '../access/permissionRepository';
import { asRoleIds, rolesArray } from './accounts';
import type { SessionRead } from './sessionRead';

export interface Caller extends AccessClaims {
  username: string;
  mustChangePassword: boolean;
  /**
   * Whether the caller's roles hold one of the permissions the route declares, read with the
   * session in the same statement; absent when no permissions were asked for.
   */
  holdsRouteAccess?: boolean;
  /** What the route's session read returned (sessionRead.ts); absent when the route declares none. */
  routeRead?: unknown;
}

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller | null;
  }
}

export const PASSWORD_CHANGE_REQUIRED = 'Password change required';

interface SessionRow {
  username: string;
  is_active: boolean;
  must_change_password: boolean;
  revoked_at: Date | null;
  /** The token's membership is gone or locked (null when the token names none). */
  membership_ended: boolean | null;
  /** The caller's roles now: a role change counts from the next call, not the next token. */
  roles: number[];
  /** Whether those roles hold one of the wanted permissions; null when none were asked for. */
  holds_wanted: boolean | null;
  /** The route's session read, when it declares one. */
  route_read?: unknown;
}

export const MEMBERSHIP_ENDED = 'Access to this organisation has ended';

/**
 * Verifies the bearer token of a secured call and loads what may have changed since it was
 * issued: a deactivated user or an ended session (logout, reuse, password change) is refused
 * at once instead of when the token expires.
 */
export async function authenticate(ctx: AppContext, request: FastifyRequest, route: RouteReads = NO_READS): Promise<Caller> {
  const header = request.headers.authorization;
  const match = header === undefined ? null : /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (match?.[1] === undefined) throw new ServiceFailure(401, 'Missing access token');
  const claims = await verifyAccessToken(match[1], {
    keys: ctx.keys.signing.verifyingKey,
    audience: ctx.config.clientId,
    now: ctx.clock.now(),
  });
  if (claims === 'expired') throw new ServiceFailure(401, 'Access token expired');
  if (claims === 'invalid') throw new ServiceFailure(401, 'Invalid access token');
  return loadSession(ctx, claims, route);
}

/** What a route reads with the session: the permissions it wants, and its session read. */
export interface RouteReads {
  readonly wanted: readonly Permission[] | null;
  readonly read: SessionRead<unknown> | null;
}

const NO_READS: RouteReads = { wanted: null, read: null };

const SESSION_COLUMNS = `SELECT u.username, u.is_active, u.must_change_password, f.revoked_at,
            CASE WHEN $3::int IS NULL THEN NULL
                 ELSE NOT EXISTS (SELECT 1 FROM customer_users cu WHERE cu.id = $3 AND cu.user_id = u.id AND NOT cu.is_locked)
            END AS membership_ended,
            ${rolesArray('u.id', '$3::int')} AS roles,
            CASE WHEN $4::text[] IS NULL THEN NULL ELSE ${holdsAnySql('u.id', '$3::int', '$4::text[]')} END AS holds_wanted`;
const SESSION_FROM = `
       FROM users u JOIN refresh_families f ON f.user_id = u.id
      WHERE u.id = $1 AND f.id = $2`;
const SESSION_SQL = SESSION_COLUMNS + SESSION_FROM;
const sessionSqlWith = new WeakMap<SessionRead<unknown>, string>();

/** The session statement with a route's read as one more column (built once per read). */
function sessionSql(read: SessionRead<unknown> | null): string {
  if (read === null) return SESSION_SQL;
  let sql = sessionSqlWith.get(read);
  if (sql === undefined) {
    sql = `${SESSION_COLUMNS},\n            ${read.expression} AS route_read${SESSION_FROM}`;
    sessionSqlWith.set(read, sql);
  }
  return sql;
}

/**
 * What may have changed since an access token was issued, read at once: a deactivated user,
 * an ended login, a locked or removed membership refuse the token (ServiceFailure 401). With
 * `wanted`, the same statement reads whether the caller holds one of those permissions (the
 * route check, server/access/routeAccess.ts), and with `read` what the route itself reads
 * (sessionRead.ts), so a secured call costs one round trip.
 */
export async function loadSession(ctx: AppContext, claims: AccessClaims, { wanted, read }: RouteReads = NO_READS): Promise<Caller> {
  // One query per call, uncached: deactivation, a locked or removed membership and an ended
  // login refuse the access token on the very next call, and changed roles apply to it
  // (server/auth/accessChanges.ts).
  const session = await one<SessionRow>(ctx.db, sessionSql(read), [
    claims.userId,
    claims.familyId,
    claims.customerUserId,
    wanted === null ? null : [...wanted],
  ]);
  if (session === null) throw new ServiceFailure(401, 'Invalid access token');
  if (!session.is_active) throw new ServiceFailure(401, 'User is not active');
  if (session.revoked_at !== null) throw new ServiceFailure(401, 'Session has ended');
  if (session.membership_ended === true) throw new ServiceFailure(401, MEMBERSHIP_ENDED);
  return {
    ...claims,
    roles: asRoleIds(session.roles),
    username: session.username,
    mustChangePassword: session.must_change_password,
    ...(session.holds_wanted === null ? {} : { holdsRouteAccess: session.holds_wanted }),
    ...(read === null ? {} : { routeRead: session.route_read }),
  };
}

export function requireCaller(request: FastifyRequest): Caller {
  if (request.caller === null) throw new ServiceFailure(401, 'Missing access token');
  return request.caller;
}

/** §4: while a password change is pending, only the change itself is allowed. */
export function enforcePasswordChange(caller: Caller, reply: FastifyReply, changePasswordUrl: string): void {
  if (caller.mustChangePassword && reply.request.routeOptions.url !== changePasswordUrl) {
    throw new ServiceFailure(403, PASSWORD_CHANGE_REQUIRED);
  }
}
