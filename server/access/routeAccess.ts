import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Permission } from '../../contract';
import { requireCaller, type RouteReads } from '../auth/guard';
import type { SessionRead } from '../auth/sessionRead';
import type { AppContext } from '../context';
import { ServiceFailure } from '../errors';
import { holdsAnyPermission } from './permissionRepository';

/**
 * What a secured route needs (§6): any signed-in caller, or a caller whose roles hold at
 * least one of the listed permissions. `refusal` replaces the default 403 message.
 */
export type RouteAccess = 'signedIn' | { readonly anyOf: readonly Permission[]; readonly refusal?: string };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
    /** What the route reads with the session, in the same statement (server/auth/sessionRead.ts). */
    sessionRead?: SessionRead<unknown>;
  }
}

/** Route `config` for a call any signed-in caller may make. */
export const signedIn = { access: 'signedIn' } as const satisfies { access: RouteAccess };

/** Route `config` for a call that needs one of `anyOf`. */
export function needs(anyOf: readonly [Permission, ...Permission[]], refusal?: string): { access: RouteAccess } {
  return { access: refusal === undefined ? { anyOf } : { anyOf, refusal } };
}

/**
 * What the guard reads with the session for a request's route: the permissions it declares (null
 * for any signed-in caller) and its session read.
 */
export function routeReads(request: FastifyRequest): RouteReads {
  const { access, sessionRead } = request.routeOptions.config;
  return { wanted: access === undefined || access === 'signedIn' ? null : access.anyOf, read: sessionRead ?? null };
}

export function refusalMessage(anyOf: readonly Permission[]): string {
  return `Your role does not allow this call (it needs ${anyOf.join(' or ')})`;
}

/**
 * The one place secured routes are authorised: every route registered after this call must
 * declare its access (registration fails otherwise), and each request is checked against the
 * caller's roles before its handler runs. Runs after the body and organisation checks, so a
 * request about another organisation still answers 409 and the client switches first.
 */
export function enforceRouteAccess(app: FastifyInstance, ctx: AppContext): void {
  app.addHook('onRoute', (route) => {
    if (route.config?.access === undefined) {
      throw new Error(`${[route.method].flat().join(',')} ${route.url} declares no access (signedIn or needs(...))`);
    }
  });
  app.addHook('preHandler', async (request: FastifyRequest) => {
    const access = request.routeOptions.config.access;
    if (access === undefined) throw new ServiceFailure(403, 'This call declares no access');
    if (access === 'signedIn') return;
    const caller = requireCaller(request);
    // Read with the session when the guard was told the route's permissions (routeReads).
    if (!(caller.holdsRouteAccess ?? (await holdsAnyPermission(ctx.db, caller, access.anyOf)))) {
      throw new ServiceFailure(403, access.refusal ?? refusalMessage(access.anyOf));
    }
  });
}
