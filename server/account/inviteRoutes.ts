import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { API_PATHS, type RoleId } from '../../contract';
import { requireCaller } from '../auth/guard';
import type { AppContext } from '../context';
import { ServiceFailure } from '../errors';
import { ok, serviceSchema } from '../routes/envelope';
import { INVITABLE_ROLES, createInvitation } from './invitations';

export interface InviteUserRequest {
  email: string;
  displayName: string;
  roleId: RoleId;
  language?: 'en' | 'fr' | 'es';
}

export const NO_ORGANISATION = 'Choose an organisation before inviting';

/** "Invite a user" of the administration: always into the caller's current organisation. */
export async function inviteRoutes(app: FastifyInstance, opts: { ctx: AppContext }): Promise<void> {
  const { ctx } = opts;
  app.post<{ Body: { clientRequest: InviteUserRequest } }>(
    API_PATHS.inviteUser,
    {
      config: { permission: 'user.manage' },
      schema: serviceSchema({
        tag: 'user',
        summary: 'Invites a person into the current organisation and emails them a 7-day link to set a password (permission user.manage)',
        clientRequest: {
          email: Type.String({ format: 'email', minLength: 3, maxLength: 254 }),
          displayName: Type.String({ minLength: 1, maxLength: 120, pattern: '\\S' }),
          roleId: Type.Union(INVITABLE_ROLES.map((id) => Type.Literal(id))),
          language: Type.Optional(Type.Union([Type.Literal('en'), Type.Literal('fr'), Type.Literal('es')])),
        },
        clientResponse: Type.Object({ userId: Type.Integer(), customerUserId: Type.Integer(), expiresAt: Type.String() }),
      }),
    },
    async (request) => {
      const caller = requireCaller(request);
      if (caller.customerId === null) throw new ServiceFailure(400, NO_ORGANISATION);
      const { email, displayName, roleId, language } = request.body.clientRequest;
      return ok(await createInvitation(ctx, { customerId: caller.customerId, email, displayName, roleId, language, invitedBy: caller.userId }));
    },
  );
}
