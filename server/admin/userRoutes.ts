import type { FastifyInstance } from 'fastify';
import { type AdminUser } from '../../contract';
import {
  announceDeactivation,
  announceMembershipEnded,
  deactivateIn,
  lockIn,
  reactivateUser,
  removeIn,
  unlockMembership,
} from '../auth/accessChanges';
import { requireCaller } from '../auth/guard';
import { meetsPasswordPolicy } from '../auth/passwordPolicy';
import { hashPassword } from '../auth/passwords';
import type { AppContext } from '../context';
import { ServiceFailure, fieldFailure } from '../errors';
import { ok } from '../kit/envelope';
import { administer } from './audit';
import { temporaryPassword } from './createSupport';
import {
  administratorsBefore,
  HAS_CONTENT,
  NO_SUCH_USER,
  NOT_A_MEMBER,
  NOT_YOURSELF,
  organisationFor,
  requireAdministratorsKept,
  requireGrantable,
  requireOutranks,
  requireOwnsUserWholly,
  requireVisibleUser,
  scopeOf,
  USERNAME_TAKEN,
} from './userRules';
import { findUser, insertUser, isMember, listUsers, lockUsername, usernameTaken, writeMembership } from './userStore';
import { createInvitation } from '../account/invitations';
import { findUserByUsername } from '../auth/accounts';
import { USERS_CALLS } from '../../contract/calls';
import { serve } from '../access/serve';
import { announceDirectoryChanged } from '../directory/directoryNotices';

export const BLANK_DISPLAY_NAME = 'The display name must not be blank';

const membershipOf = (user: AdminUser | null, organisationId: number) =>
  user?.memberships.find((m) => m.organisationId === organisationId) ?? null;

/** The foreign-key refusal PostgreSQL gives when a membership still owns content. */
const isForeignKeyViolation = (error: unknown) => (error as { code?: unknown } | null)?.code === '23503';

/**
 * §2 Support › Users (every user) and Audience › Users (the caller's organisation): create with a
 * temporary password, roles per organisation, lock, remove, deactivate. Each change is audited
 * (administer); ending someone's access revokes their logins and reaches their open tabs at once.
 */
export async function userAdminRoutes(app: FastifyInstance, opts: { ctx: AppContext }): Promise<void> {
  const { db, clock, live } = opts.ctx;

  serve(app, USERS_CALLS.listUsers, async (request) => {
    const list = request.body.clientRequest;
    const scope = await scopeOf(db, requireCaller(request));
    const organisationId = scope.support ? (list.organisationId ?? null) : await organisationFor(db, scope, list.organisationId);
    return ok(await listUsers(db, list, organisationId));
  });

  serve(app, USERS_CALLS.getUser, async (request) => {
    const scope = await scopeOf(db, requireCaller(request));
    const { userId } = request.body.clientRequest;
    await requireVisibleUser(db, scope, userId);
    return ok((await findUser(db, userId, scope.organisationId))!);
  });

  serve(app, USERS_CALLS.createUser, async (request) => {
    const caller = requireCaller(request);
    const scope = await scopeOf(db, caller);
    const input = request.body.clientRequest;
    const organisationId = await organisationFor(db, scope, input.organisationId);
    requireGrantable(scope, [], input.roleIds);
    const displayName = input.displayName.trim();
    if (displayName === '') throw fieldFailure('displayName', 'blank', BLANK_DISPLAY_NAME);
    const username = input.username.trim();
    // An account of another organisation is neither revealed nor joined without its owner (§6):
    // its owner gets an invitation to join, and the answer is an invitation's.
    const elsewhere = await findUserByUsername(db, username);
    if (!scope.support && elsewhere !== null && !(await isMember(db, elsewhere.id, organisationId))) {
      return ok(
        await createInvitation(opts.ctx, {
          customerId: organisationId,
          email: username,
          displayName,
          roleIds: input.roleIds,
          invitedBy: caller,
        }),
      );
    }
    const password = temporaryPassword();
    if (!meetsPasswordPolicy(password, username)) throw new Error('temporary password does not meet the policy');
    const passwordHash = await hashPassword(password);
    const now = clock.now();
    const subject = { action: 'user.create', customerId: organisationId, type: 'user', id: 0 } as const;
    const user = await administer(db, caller, subject, now, async (tx) => {
      await lockUsername(tx, username);
      if (await usernameTaken(tx, username)) throw fieldFailure('username', 'taken', USERNAME_TAKEN);
      const userId = await insertUser(tx, { username, displayName, passwordHash }, now);
      await writeMembership(tx, { userId, organisationId, roleIds: input.roleIds, isDefaultLogin: true, sequence: null });
      const created = (await findUser(tx, userId, organisationId))!;
      const after = { username: created.username, displayName: created.displayName, roleIds: input.roleIds };
      return { before: null, after, result: created, subjectId: userId };
    });
    await announceDirectoryChanged(db, live, [organisationId]);
    return ok({ user, temporaryPassword: password });
  });

  serve(app, USERS_CALLS.saveMembership, async (request) => {
    const caller = requireCaller(request);
    const scope = await scopeOf(db, caller);
    const input = request.body.clientRequest;
    const organisationId = await organisationFor(db, scope, input.organisationId);
    // A manager adds to their organisation only people already in it; the support role adds anyone.
    await requireVisibleUser(db, scope, input.userId);
    const subject = {
      action: 'membership.save',
      customerId: organisationId,
      type: 'membership',
      id: `${input.userId}:${organisationId}`,
    } as const;
    const { user, rolesChanged } = await administer(db, caller, subject, clock.now(), async (tx) => {
      const before = membershipOf(await findUser(tx, input.userId, organisationId), organisationId);
      await requireOutranks(tx, scope, input.userId, organisationId);
      requireGrantable(scope, before?.roleIds ?? [], input.roleIds);
      const admins = await administratorsBefore(tx, [organisationId]);
      await writeMembership(tx, { ...input, organisationId });
      await requireAdministratorsKept(tx, admins);
      const user = (await findUser(tx, input.userId, scope.organisationId))!;
      const after = membershipOf(user, organisationId);
      const rolesChanged = JSON.stringify(before?.roleIds ?? []) !== JSON.stringify(after?.roleIds ?? []);
      return { before, after, result: { user, rolesChanged } };
    });
    // §6: the member's open tabs reload their permissions and menu.
    if (rolesChanged) await live.publish({ t: 'permissions', c: organisationId });
    await announceDirectoryChanged(db, live, [organisationId]);
    return ok(user);
  });

  serve(app, USERS_CALLS.setMembershipLock, async (request) => {
    const caller = requireCaller(request);
    const scope = await scopeOf(db, caller);
    const { userId, locked, ...named } = request.body.clientRequest;
    const organisationId = await organisationFor(db, scope, named.organisationId);
    await requireVisibleUser(db, scope, userId);
    if (userId === caller.userId) throw new ServiceFailure(403, NOT_YOURSELF);
    const subject = {
      action: locked ? 'membership.lock' : 'membership.unlock',
      customerId: organisationId,
      type: 'membership',
      id: `${userId}:${organisationId}`,
    } as const;
    const { user, ended } = await administer(db, caller, subject, clock.now(), async (tx) => {
      const before = membershipOf(await findUser(tx, userId, organisationId), organisationId);
      if (before === null) throw new ServiceFailure(404, NOT_A_MEMBER);
      await requireOutranks(tx, scope, userId, organisationId);
      const admins = await administratorsBefore(tx, [organisationId]);
      const ended = locked && !before.isLocked ? (await lockIn(tx, userId, organisationId, clock.now())).members : [];
      if (!locked) await unlockMembership(tx, userId, organisationId);
      await requireAdministratorsKept(tx, admins);
      const user = (await findUser(tx, userId, scope.organisationId))!;
      return { before, after: membershipOf(user, organisationId), result: { user, ended } };
    });
    await announceMembershipEnded(live, ended, organisationId);
    await announceDirectoryChanged(db, live, [organisationId]);
    return ok(user);
  });

  serve(app, USERS_CALLS.removeMembership, async (request) => {
    const caller = requireCaller(request);
    const scope = await scopeOf(db, caller);
    const { userId, ...named } = request.body.clientRequest;
    const organisationId = await organisationFor(db, scope, named.organisationId);
    await requireVisibleUser(db, scope, userId);
    if (userId === caller.userId) throw new ServiceFailure(403, NOT_YOURSELF);
    const subject = {
      action: 'membership.remove',
      customerId: organisationId,
      type: 'membership',
      id: `${userId}:${organisationId}`,
    } as const;
    try {
      const ended = await administer(db, caller, subject, clock.now(), async (tx) => {
        const before = membershipOf(await findUser(tx, userId, organisationId), organisationId);
        if (before === null) throw new ServiceFailure(404, NOT_A_MEMBER);
        await requireOutranks(tx, scope, userId, organisationId);
        const admins = await administratorsBefore(tx, [organisationId]);
        const { members } = await removeIn(tx, userId, organisationId, clock.now());
        await requireAdministratorsKept(tx, admins);
        return { before, after: null, result: members };
      });
      await announceMembershipEnded(live, ended, organisationId);
      await announceDirectoryChanged(db, live, [organisationId]);
    } catch (error) {
      if (isForeignKeyViolation(error)) throw new ServiceFailure(409, HAS_CONTENT);
      throw error;
    }
    const user = await findUser(db, userId, scope.organisationId);
    if (user === null) throw new ServiceFailure(404, NO_SUCH_USER);
    return ok(user);
  });

  serve(app, USERS_CALLS.setUserActive, async (request) => {
    const caller = requireCaller(request);
    const scope = await scopeOf(db, caller);
    const { userId, active } = request.body.clientRequest;
    await requireVisibleUser(db, scope, userId);
    if (userId === caller.userId) throw new ServiceFailure(403, NOT_YOURSELF);
    const organisations = await requireOwnsUserWholly(db, scope, userId);
    const concerned = scope.organisationId ?? (organisations.length === 1 ? organisations[0]! : null);
    const subject = { action: active ? 'user.reactivate' : 'user.deactivate', customerId: concerned, type: 'user', id: userId } as const;
    const { user, deactivated } = await administer(db, caller, subject, clock.now(), async (tx) => {
      const before = (await findUser(tx, userId, scope.organisationId))!;
      await requireOutranks(tx, scope, userId, scope.organisationId);
      const admins = await administratorsBefore(tx, organisations);
      if (active) await reactivateUser(tx, userId);
      else if (before.isActive) await deactivateIn(tx, userId, clock.now());
      await requireAdministratorsKept(tx, admins);
      const user = (await findUser(tx, userId, scope.organisationId))!;
      return {
        before: { isActive: before.isActive },
        after: { isActive: user.isActive },
        result: { user, deactivated: before.isActive && !active },
      };
    });
    if (deactivated) await announceDeactivation(live, userId);
    await announceDirectoryChanged(db, live, organisations);
    return ok(user);
  });
}
