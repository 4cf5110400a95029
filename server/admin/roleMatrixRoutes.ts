import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { USER_ADMIN_PATHS, type RoleMatrix } from '../../contract';
import { needs } from '../access/routeAccess';
import { INVITABLE_ROLES } from '../account/invitations';
import { asRoleIds } from '../auth/accounts';
import type { AppContext } from '../context';
import type { Queryable } from '../db/port';
import { ok, serviceSchema } from '../routes/envelope';

/** The organisation roles and every permission with the roles holding it, from the role-permission tables (§6). */
export async function readRoleMatrix(q: Queryable): Promise<RoleMatrix> {
  const roles = await q.query<{ id: number; code: string; name: string }>(
    'SELECT id, code, name FROM roles WHERE id = ANY($1::int[]) ORDER BY id',
    [[...INVITABLE_ROLES]],
  );
  const permissions = await q.query<{ code: string; description: string; role_ids: number[] }>(
    `SELECT p.code, p.description,
            coalesce(array_agg(rp.role_id ORDER BY rp.role_id) FILTER (WHERE rp.role_id = ANY($1::int[])), '{}') AS role_ids
       FROM permissions p LEFT JOIN role_permissions rp ON rp.permission = p.code
      GROUP BY p.code, p.description
     HAVING bool_or(rp.role_id = ANY($1::int[])) ORDER BY p.code`,
    [[...INVITABLE_ROLES]],
  );
  return {
    roles: roles.map((role) => ({ roleId: asRoleIds([role.id])[0]!, code: role.code, name: role.name })),
    permissions: permissions.map((p) => ({ code: p.code, description: p.description, roleIds: asRoleIds(p.role_ids.map(Number)) })),
  };
}

/** §2 Organization › Roles: the matrix its managers and admins read. */
export async function roleMatrixRoutes(app: FastifyInstance, opts: { ctx: AppContext }): Promise<void> {
  const { db } = opts.ctx;
  app.post(
    USER_ADMIN_PATHS.getRoleMatrix,
    {
      config: needs(['role.manage']),
      schema: serviceSchema({
        tag: 'role',
        summary: 'Which permission each organisation role holds (§6)',
        clientRequest: {},
        clientResponse: Type.Object({
          roles: Type.Array(Type.Object({ roleId: Type.Integer(), code: Type.String(), name: Type.String() })),
          permissions: Type.Array(Type.Object({ code: Type.String(), description: Type.String(), roleIds: Type.Array(Type.Integer()) })),
        }),
      }),
    },
    async () => ok(await readRoleMatrix(db)),
  );
}
