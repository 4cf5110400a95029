import type { FastifyInstance } from 'fastify';
import { requireCaller } from '../auth/guard';
import type { AppContext } from '../context';
import { ServiceFailure, fieldFailure } from '../errors';
import { ok } from '../kit/envelope';
import { acceptInvitation, createInvitation } from './invitations';
import { requireGrantable, scopeOf } from '../admin/userRules';
import { ACCOUNT_CALLS, USERS_CALLS } from '../../contract/calls';
import { serve } from '../access/serve';

export const NO_ORGANISATION = 'Choose an organisation before inviting';
export const NAME_REQUIRED = 'The display name must not be blank';

/** "Invite a user" of the administration: always into the caller's current organisation. */
export async function inviteRoutes(app: FastifyInstance, opts: { ctx: AppContext }): Promise<void> {
  const { ctx } = opts;
  serve(app, USERS_CALLS.inviteUser, async (request) => {
    const caller = requireCaller(request);
    if (caller.customerId === null) throw new ServiceFailure(400, NO_ORGANISATION);
    const { email, displayName, roleIds, language } = request.body.clientRequest;
    if (displayName.trim() === '') throw fieldFailure('displayName', 'blank', NAME_REQUIRED);
    // Only a role the inviter's rank hands out (§6, admin/userRules.ts).
    requireGrantable(await scopeOf(ctx.db, caller), [], roleIds);
    return ok(await createInvitation(ctx, { customerId: caller.customerId, email, displayName, roleIds, language, invitedBy: caller }));
  });

  serve(app, ACCOUNT_CALLS.acceptInvitation, async (request) =>
    ok(await acceptInvitation(ctx, requireCaller(request), request.body.clientRequest.token)),
  );
}
