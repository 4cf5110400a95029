import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { API_PATHS, type AccountLinkRequest, type InviteUserRequest } from '../../contract';
import { AccountLinkRequestSchema } from '../../contract/schemas/account';
import { InvitedUserSchema, InviteUserRequestSchema } from '../../contract/schemas/users';
import { needs, signedIn } from '../access/routeAccess';
import { requireCaller } from '../auth/guard';
import type { AppContext } from '../context';
import { ServiceFailure, fieldFailure } from '../errors';
import { ok, serviceSchema } from '../kit/envelope';
import { acceptInvitation, createInvitation } from './invitations';
import { requireGrantable, scopeOf } from '../admin/userRules';

export const NO_ORGANISATION = 'Choose an organisation before inviting';
export const NAME_REQUIRED = 'The display name must not be blank';

/** "Invite a user" of the administration: always into the caller's current organisation. */
export async function inviteRoutes(app: FastifyInstance, opts: { ctx: AppContext }): Promise<void> {
  const { ctx } = opts;
  app.post<{ Body: { clientRequest: InviteUserRequest } }>(
    API_PATHS.inviteUser,
    {
      config: needs(['user.manage']),
      schema: serviceSchema({
        tag: 'user',
        summary:
          'Invites a person with one or more roles into the current organisation and emails them a 7-day link to set a password (permission user.manage; audited)',
        clientRequest: InviteUserRequestSchema,
        clientResponse: InvitedUserSchema,
      }),
    },
    async (request) => {
      const caller = requireCaller(request);
      if (caller.customerId === null) throw new ServiceFailure(400, NO_ORGANISATION);
      const { email, displayName, roleIds, language } = request.body.clientRequest;
      if (displayName.trim() === '') throw fieldFailure('displayName', 'blank', NAME_REQUIRED);
      // Only a role the inviter's rank hands out (§6, admin/userRules.ts).
      requireGrantable(await scopeOf(ctx.db, caller), [], roleIds);
      return ok(await createInvitation(ctx, { customerId: caller.customerId, email, displayName, roleIds, language, invitedBy: caller }));
    },
  );

  app.post<{ Body: { clientRequest: AccountLinkRequest } }>(
    API_PATHS.acceptInvitation,
    {
      config: signedIn,
      schema: serviceSchema({
        tag: 'user',
        summary:
          'Accepts, signed in as the invited account, an emailed invitation to join another organisation: the membership is made now (audited)',
        clientRequest: AccountLinkRequestSchema,
        clientResponse: Type.Object({ organisationId: Type.Integer() }),
      }),
    },
    async (request) => ok(await acceptInvitation(ctx, requireCaller(request), request.body.clientRequest.token)),
  );
}
