import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { API_PATHS, type CustomerProfile, type CustomerProfileMap } from '../../contract';
import { signedIn } from '../access/routeAccess';
import { requireCaller } from '../auth/guard';
import type { AppContext } from '../context';
import { Nullable } from '../schemaKit';
import { ok, serviceSchema } from './envelope';

const ProfileSchema = Type.Object({
  customerID: Type.Integer(),
  customerName: Type.String(),
  customerLogoAddnl: Nullable(Type.String()),
  customerCity: Nullable(Type.String()),
  customerState: Nullable(Type.String()),
  customerZip: Nullable(Type.String()),
  sequence: Type.Integer(),
  isLocked: Type.Boolean(),
  customerDefaultLogin: Type.Boolean(),
});

const ProfileMapSchema = Type.Record(Type.String({ pattern: '^[0-9]+$' }), ProfileSchema, {
  description: 'The caller’s customer profiles keyed by customer id',
});

export async function customerUserRoutes(app: FastifyInstance, opts: { ctx: AppContext }): Promise<void> {
  const { db } = opts.ctx;
  app.post(
    API_PATHS.getCustomerProfiles,
    {
      config: signedIn,
      schema: serviceSchema({
        tag: 'customeruser',
        summary: 'The caller’s own customer profiles for the switcher (§3)',
        clientRequest: {},
        clientResponse: ProfileMapSchema,
      }),
    },
    async (request) => {
      const caller = requireCaller(request);
      const rows = await db.query<CustomerProfile>(
        `SELECT c.id AS "customerID", c.name AS "customerName", c.logo_url AS "customerLogoAddnl",
                c.city AS "customerCity", c.state AS "customerState", c.zip AS "customerZip",
                cu.sequence, cu.is_locked AS "isLocked", cu.is_default_login AS "customerDefaultLogin"
           FROM customer_users cu JOIN customers c ON c.id = cu.customer_id
          WHERE cu.user_id = $1
          ORDER BY cu.sequence, c.id`,
        [caller.userId],
      );
      const profiles: CustomerProfileMap = Object.fromEntries(rows.map((row) => [String(row.customerID), row]));
      return ok(profiles);
    },
  );
}
