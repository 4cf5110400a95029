import type { FastifyInstance } from 'fastify';
import { requireCaller } from '../auth/guard';
import type { AppContext } from '../context';
import { ServiceFailure } from '../errors';
import { ok } from '../kit/envelope';
import { matrixCallerOf, readRoleMatrix } from './roleMatrix';
import { changeRolePermission, NO_ORGANISATION_CHOSEN } from './rolePermissionChange';
import { USERS_CALLS } from '../../contract/calls';
import { serve } from '../access/serve';

/** §2 Organization › Roles: the matrix its managers and admins read, and change where they may. */
export async function roleMatrixRoutes(app: FastifyInstance, opts: { ctx: AppContext }): Promise<void> {
  const { ctx } = opts;
  serve(app, USERS_CALLS.getRoleMatrix, async (request) => {
    const caller = requireCaller(request);
    if (caller.customerId === null) throw new ServiceFailure(400, NO_ORGANISATION_CHOSEN);
    return ok(await readRoleMatrix(ctx.db, caller.customerId, await matrixCallerOf(ctx.db, { ...caller, customerId: caller.customerId })));
  });

  serve(app, USERS_CALLS.setRolePermission, async (request) =>
    ok(await changeRolePermission(ctx, requireCaller(request), request.body.clientRequest)),
  );
}
