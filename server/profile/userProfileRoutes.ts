import type { FastifyInstance } from 'fastify';
import { ROLE } from '../../contract';
import { requireCaller, type Caller } from '../auth/guard';
import { administer } from '../admin/audit';
import type { AppContext } from '../context';
import type { Queryable } from '../db/port';
import { ServiceFailure, fieldFailure } from '../errors';
import { objectUrlOf } from '../media/objectUrl';
import { isOwnStoredUpload } from '../media/storedUploads';
import { ok } from '../kit/envelope';
import { findProfile, updateProfile } from './userProfileStore';
import { MY_PROFILE_CALLS } from '../../contract/calls';
import { serve } from '../access/serve';

export const NOT_YOUR_PROFILE = 'Only your own profile can be changed here';
export const NO_SUCH_USER = 'No such user';
export const NOT_A_PICTURE = 'pictureKey must be a picture you uploaded for your profile';
/** Worded as the schema's own messages, so the form shows it under the field. */
export const BLANK_USER_NAME = 'The name must not be blank';

const isSupport = (caller: Caller) => caller.roles.includes(ROLE.superAdmin);

/**
 * §2 Personal profile › Profile (/account/edit/{userId}/profile): a user's name and picture. A
 * member reads and changes only their own; the support role anyone's, and its changes to another
 * user are administrative, so they are audited (admin/audit.ts).
 */
export async function userProfileRoutes(app: FastifyInstance, opts: { ctx: AppContext }): Promise<void> {
  const { db, clock, config } = opts.ctx;
  const urlOf = objectUrlOf(config);
  const allowed = (caller: Caller, userId: number) => {
    if (caller.userId !== userId && !isSupport(caller)) throw new ServiceFailure(403, NOT_YOUR_PROFILE);
  };

  serve(app, MY_PROFILE_CALLS.getUserProfile, async (request) => {
    const { userId } = request.body.clientRequest;
    allowed(requireCaller(request), userId);
    const profile = await findProfile(db, userId);
    if (profile === null) throw new ServiceFailure(404, NO_SUCH_USER);
    return ok(profile);
  });

  serve(app, MY_PROFILE_CALLS.updateUserProfile, async (request) => {
    const caller = requireCaller(request);
    const { userId, pictureKey } = request.body.clientRequest;
    allowed(caller, userId);
    const name = request.body.clientRequest.name.trim();
    if (name === '') throw fieldFailure('name', 'blank', BLANK_USER_NAME);
    const change = async (tx: Queryable) => {
      const before = await findProfile(tx, userId, true);
      if (before === null) throw new ServiceFailure(404, NO_SUCH_USER);
      let pictureUrl = before.pictureUrl;
      if (pictureKey === null) pictureUrl = null;
      else if (pictureKey !== undefined) {
        // The user's own picture, whichever organisation it was uploaded in: the profile is the user's.
        if (!(await isOwnStoredUpload(tx, { key: pictureKey, purpose: 'userPicture', userId }))) {
          throw fieldFailure('pictureKey', 'not_an_image', NOT_A_PICTURE);
        }
        pictureUrl = urlOf(pictureKey);
      }
      await updateProfile(tx, userId, { name, pictureUrl });
      const after = (await findProfile(tx, userId))!;
      return { before, after, result: after };
    };
    if (caller.userId === userId) return ok(await db.transaction(async (tx) => (await change(tx)).result));
    const subject = { action: 'user.profile', customerId: null, type: 'user', id: userId } as const;
    return ok(await administer(db, caller, subject, clock.now(), change));
  });
}
