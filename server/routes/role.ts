import type { FastifyInstance } from 'fastify';
import { API_PATHS, isRoleId, type RolePermissionsRequest, type RolePermissionsResponse } from '../../contract';
import { RolePermissionsRequestSchema, RolePermissionsResponseSchema } from '../../contract/schemas/permissions';
import { rolePermissionsIn } from '../access/permissionRepository';
import { signedIn } from '../access/routeAccess';
import { requireCaller } from '../auth/guard';
import type { AppContext } from '../context';
import { recordLoginEvent } from '../profile/signIns';
import { ok, serviceSchema } from '../kit/envelope';

export async function roleRoutes(app: FastifyInstance, opts: { ctx: AppContext }): Promise<void> {
  const { db, clock } = opts.ctx;
  app.post<{ Body: { clientRequest: RolePermissionsRequest } }>(
    API_PATHS.getRolePermissions,
    {
      config: signedIn,
      schema: serviceSchema({
        tag: 'role',
        summary: 'Permissions of the caller’s roles; records the login’s client details (§3, §6)',
        clientRequest: RolePermissionsRequestSchema,
        clientResponse: RolePermissionsResponseSchema,
      }),
    },
    async (request) => {
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
    },
  );
}
