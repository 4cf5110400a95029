import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { API_PATHS, ROLE_IDS, isRoleId, type RolePermissionsRequest, type RolePermissionsResponse } from '../../contract';
import { signedIn } from '../access/routeAccess';
import { requireCaller } from '../auth/guard';
import type { AppContext } from '../context';
import { Text } from '../schemaKit';
import { ok, serviceSchema } from './envelope';

const ClientDetailsSchema = Type.Object(
  {
    browserName: Text(64),
    browserVersion: Text(64),
    operatingSystem: Text(64),
    geoLocation: Type.Optional(
      Type.Object(
        { latitude: Type.Number({ minimum: -90, maximum: 90 }), longitude: Type.Number({ minimum: -180, maximum: 180 }) },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);

const RequestProps = { isLoggedInFromMobile: Type.Boolean(), clientDetails: ClientDetailsSchema };

const ResponseSchema = Type.Object({
  rolePermissionVO: Type.Array(
    Type.Object({ roleId: Type.Union(ROLE_IDS.map((id) => Type.Literal(id))), permissions: Type.Array(Type.String()) }),
  ),
});

export async function roleRoutes(app: FastifyInstance, opts: { ctx: AppContext }): Promise<void> {
  const { db, clock } = opts.ctx;
  app.post<{ Body: { clientRequest: RolePermissionsRequest } }>(
    API_PATHS.getRolePermissions,
    {
      config: signedIn,
      schema: serviceSchema({
        tag: 'role',
        summary: 'Permissions of the caller’s roles; records the login’s client details (§3, §6)',
        clientRequest: RequestProps,
        clientResponse: ResponseSchema,
      }),
    },
    async (request) => {
      const caller = requireCaller(request);
      const { isLoggedInFromMobile, clientDetails } = request.body.clientRequest;
      const rows = await db.transaction(async (tx) => {
        // One event per sign-in or switch (the login and the organisation it is now in), not one
        // per call: a client calling this in a loop writes nothing more.
        await tx.query(
          `INSERT INTO login_events (user_id, customer_id, is_mobile, browser_name, browser_version, operating_system,
                                     latitude, longitude, created_at, family_id)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
           ON CONFLICT (family_id, (COALESCE(customer_id, 0))) WHERE family_id IS NOT NULL DO NOTHING`,
          [
            caller.userId,
            caller.customerId,
            isLoggedInFromMobile,
            clientDetails.browserName,
            clientDetails.browserVersion,
            clientDetails.operatingSystem,
            clientDetails.geoLocation?.latitude ?? null,
            clientDetails.geoLocation?.longitude ?? null,
            clock.now(),
            caller.familyId,
          ],
        );
        return tx.query<{ role_id: number; permissions: string[] }>(
          `SELECT role_id, array_agg(permission ORDER BY permission) AS permissions
             FROM role_permissions_in($2) WHERE role_id = ANY($1::int[])
            GROUP BY role_id ORDER BY role_id`,
          [caller.roles, caller.customerId],
        );
      });
      const byRole = new Map(rows.map((row) => [row.role_id, row.permissions]));
      const response: RolePermissionsResponse = {
        rolePermissionVO: caller.roles.filter(isRoleId).map((roleId) => ({ roleId, permissions: byRole.get(roleId) ?? [] })),
      };
      return ok(response);
    },
  );
}
