import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { one } from '../db/port';
import { ServiceFailure } from '../errors';
import { requireCaller } from './guard';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The permission (role_permissions.permission) a secured call needs; checked before its handler. */
    permission?: string;
  }
}

export const MISSING_PERMISSION = 'You do not have permission for this action';

/** Refuses with 403 a caller none of whose current roles holds the route's declared permission. */
export async function checkPermission(ctx: AppContext, request: FastifyRequest): Promise<void> {
  const permission = request.routeOptions.config.permission;
  if (permission === undefined) return;
  const caller = requireCaller(request);
  const row = await one(ctx.db, 'SELECT 1 FROM role_permissions WHERE role_id = ANY($1::int[]) AND permission = $2', [caller.roles, permission]);
  if (row === null) throw new ServiceFailure(403, MISSING_PERMISSION);
}
