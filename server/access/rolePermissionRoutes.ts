import type { FastifyInstance } from 'fastify';
import { isRoleId, type RolePermissionsResponse } from '../../contract';
import { rolePermissionsIn } from './permissionRepository';
import { requireCaller } from '../auth/guard';
import type { AppContext } from '../context';
import { recordLoginEvent } from '../profile/signIns';
import { ok } from '../kit/envelope';
import { PERMISSIONS_CALLS } from '../../contract/calls';
import { serve } from './serve';

export async function roleRoutes(app: FastifyInstance, opts: { ctx: AppContext }): Promise<void> {
  const { db, clock } = opts.ctx;
  serve(app, PERMISSIONS_CALLS.getRolePermissions, async (request) => {
    const caller = requireCaller(request);
    const { isLoggedInFromMobile, clientDetails } = request.body.clientRequest;
    const rows = await db.transaction(async (tx) => {
      await recordLoginEvent(tx, {
        userId: caller.userId,
        customerId: caller.customerId,
        familyId: caller.familyId,
        isMobile: isLoggedInFromMobile,
        client: clientDetails,
        at: clock.now(),
      });
      return rolePermissionsIn(tx, caller.roles, caller.customerId);
    });
    const byRole = new Map(rows.map((row) => [row.role_id, row.permissions]));
    const response: RolePermissionsResponse = {
      rolePermissionVO: caller.roles.filter(isRoleId).map((roleId) => ({ roleId, permissions: byRole.get(roleId) ?? [] })),
    };
    return ok(response);
  });
}
