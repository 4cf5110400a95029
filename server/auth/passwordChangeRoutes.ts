import type { FastifyInstance } from 'fastify';
import { findUserById, storePassword } from './accounts';
import { requireCaller } from './guard';
import { PASSWORD_RULE, meetsPasswordPolicy } from './passwordPolicy';
import { hashPassword, verifyPassword } from './passwords';
import { revokeOtherFamilies } from './refreshStore';
import { admitAttempt } from './signInLimits';
import type { AppContext } from '../context';
import { ServiceFailure, fieldFailure } from '../errors';
import { ok } from '../kit/envelope';
import { PERMISSIONS_CALLS } from '../../contract/calls';
import { serve } from '../access/serve';

export const WRONG_CURRENT_PASSWORD = 'Current password is incorrect';
export const SAME_PASSWORD = 'New password must differ from the current password';

export async function userRoutes(app: FastifyInstance, opts: { ctx: AppContext }): Promise<void> {
  const { db, clock } = opts.ctx;
  serve(app, PERMISSIONS_CALLS.changePassword, async (request) => {
    const caller = requireCaller(request);
    const { currentPassword, newPassword } = request.body.clientRequest;
    const user = await findUserById(db, caller.userId);
    if (user === null) throw new ServiceFailure(401, 'Invalid access token');
    // A wrong current password counts as a failed sign-in (server/README.md, Sign-in limits),
    // so a stolen access token is no unlimited oracle for the password.
    const attempt = await admitAttempt(opts.ctx, { username: user.username, userId: user.id, address: request.ip });
    if (!(await verifyPassword(currentPassword, user.password_hash)))
      throw fieldFailure('currentPassword', 'incorrect', WRONG_CURRENT_PASSWORD);
    await attempt.withdraw();
    if (!meetsPasswordPolicy(newPassword, user.username)) throw fieldFailure('newPassword', 'password_policy', PASSWORD_RULE);
    if (newPassword === currentPassword) throw fieldFailure('newPassword', 'same_as_current', SAME_PASSWORD);
    const hash = await hashPassword(newPassword);
    const now = clock.now();
    const ended = await db.transaction(async (tx) => {
      await storePassword(tx, user.id, hash, now);
      // Other devices must sign in again with the new password; this session carries on.
      return revokeOtherFamilies(tx, user.id, caller.familyId, 'password_changed', now);
    });
    if (ended.length > 0) await opts.ctx.live.publish({ t: 'revoked', u: user.id, f: ended, r: 'password_changed' });
    return ok(null);
  });
}
