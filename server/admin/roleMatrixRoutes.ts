import type { FastifyInstance } from 'fastify';
import { USER_ADMIN_PATHS, type RolePermissionChange } from '../../contract';
import { EmptyRequestSchema } from '../../contract/schemas/envelope';
import { RoleMatrixSchema, RolePermissionChangeSchema } from '../../contract/schemas/users';
import { needs } from '../access/routeAccess';
import { requireCaller } from '../auth/guard';
import type { AppContext } from '../context';
import { ServiceFailure } from '../errors';
import { ok, serviceSchema } from '../kit/envelope';
import { matrixCallerOf, readRoleMatrix } from './roleMatrix';
import { changeRolePermission, NO_ORGANISATION_CHOSEN } from './rolePermissionChange';

/** §2 Organization › Roles: the matrix its managers and admins read, and change where they may. */
export async function roleMatrixRoutes(app: FastifyInstance, opts: { ctx: AppContext }): Promise<void> {
  const { ctx } = opts;
  app.post(
    USER_ADMIN_PATHS.getRoleMatrix,
    {
      config: needs(['role.manage']),
      schema: serviceSchema({
        tag: 'role',
        summary: 'Which permission each organisation role holds in the current organisation, and which cells the caller may change (§6)',
        clientRequest: EmptyRequestSchema,
        clientResponse: RoleMatrixSchema,
      }),
    },
    async (request) => {
      const caller = requireCaller(request);
      if (caller.customerId === null) throw new ServiceFailure(400, NO_ORGANISATION_CHOSEN);
      return ok(
        await readRoleMatrix(ctx.db, caller.customerId, await matrixCallerOf(ctx.db, { ...caller, customerId: caller.customerId })),
      );
    },
  );

  app.post<{ Body: { clientRequest: RolePermissionChange } }>(
    USER_ADMIN_PATHS.setRolePermission,
    {
      config: needs(['role.manage']),
      schema: serviceSchema({
        tag: 'role',
        summary:
          'Grants or withdraws one permission of one organisation role in the current organisation, by the order of authority (§6; audited, announced as permissions.changed)',
        clientRequest: RolePermissionChangeSchema,
        clientResponse: RoleMatrixSchema,
      }),
    },
    async (request) => ok(await changeRolePermission(ctx, requireCaller(request), request.body.clientRequest)),
  );
}
