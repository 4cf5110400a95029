import crypto from 'node:crypto';
import type { RoleId } from '../../contract';
import { administer, type Actor } from '../admin/audit';
import { lockUsername } from '../admin/userStore';
import { findUserById, findUserByUsername } from '../auth/accounts';
import type { AppContext } from '../context';
import { one, type Queryable } from '../db/port';
import { duration, emailLanguage, renderEmail } from '../email/templates';
import { ServiceFailure, fieldFailure } from '../errors';
import { LINK_TTL_MS, createAccountLink, findLiveLink, useLink } from './accountLinks';
import { setPasswordLink } from './passwordReset';
import { announceDirectoryChanged } from '../directory/directoryNotices';

export const ALREADY_MEMBER = 'This person is already a member of the organisation';
export const tooManyInvitations = (perHour: number) =>
  `Too many invitations: at most ${perHour} an hour for an organisation and for each person inviting. Try again later.`;

const HOUR_MS = 3_600_000;

/**
 * Invitations carry organisation-chosen text to any address, so each organisation, and each
 * person inviting, sends at most `perHour` in any hour (§6). Counted from the audit trail, which
 * records every invitation; the organisation's lock makes concurrent invitations take turns.
 */
async function requireInvitationsLeft(tx: Queryable, input: InvitationInput, perHour: number, now: Date): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`invitations:${input.customerId}`]);
  const row = await one<{ organisation: string | number; inviter: string | number }>(
    tx,
    `SELECT count(*) FILTER (WHERE customer_id = $1) AS organisation, count(*) FILTER (WHERE actor_id = $2) AS inviter
       FROM audit_records WHERE action = 'user.invite' AND created_at > $3 AND (customer_id = $1 OR actor_id = $2)`,
    [input.customerId, input.invitedBy.userId, new Date(now.getTime() - HOUR_MS)],
  );
  if (Number(row?.organisation ?? 0) >= perHour || Number(row?.inviter ?? 0) >= perHour) {
    throw new ServiceFailure(429, tooManyInvitations(perHour));
  }
}

/** A password no hash check ever accepts: an invited account signs in only once its link is used. */
const NO_PASSWORD_YET = '!invited';

export interface InvitationInput {
  customerId: number;
  email: string;
  displayName: string;
  roleIds: readonly RoleId[];
  language?: string;
  invitedBy: Actor;
}

export interface Invitation {
  expiresAt: string;
}

/**
 * Invites a person into one organisation (§6). A new address becomes an account and a member at
 * once, with a 7-day link that sets the password (or, when the organisation requires single
 * sign-on, offers it). An address that already has an account — here or elsewhere — is never
 * made a member without its owner: it gets a 7-day invitation to join that its owner accepts
 * signed in (acceptInvitation); the link never touches the account's password, and until it is
 * accepted the organisation sees nothing of the account. Both answer alike, so an invitation
 * never tells whether an address has an account elsewhere. The link travels only by email. Made
 * through administer(), so the audit record is written in the invitation's own transaction (§2).
 */
export async function createInvitation(ctx: AppContext, input: InvitationInput): Promise<Invitation> {
  const now = ctx.clock.now();
  const email = input.email.trim();
  const roleIds = [...new Set(input.roleIds)].sort((a, b) => a - b);
  const subject = { action: 'user.invite', customerId: input.customerId, type: 'membership', id: 0 } as const;
  const created = await administer(ctx.db, input.invitedBy, subject, now, async (tx) => {
    await requireInvitationsLeft(tx, input, ctx.config.invitationsPerHour, now);
    await lockUsername(tx, email);
    const existing = await findUserByUsername(tx, email);
    const member =
      existing !== null &&
      (await one(tx, 'SELECT 1 FROM customer_users WHERE customer_id = $1 AND user_id = $2', [input.customerId, existing.id])) !== null;
    if (member) throw fieldFailure('email', 'already_member', ALREADY_MEMBER);
    const userId = existing?.id ?? (await insertUser(tx, email, input.displayName.trim(), now));
    if (existing === null) await addMembership(tx, input.customerId, userId, roleIds);
    const token = await createAccountLink(tx, {
      purpose: existing === null ? 'invitation' : 'join',
      userId,
      customerId: input.customerId,
      createdBy: input.invitedBy.userId,
      now,
      roleIds,
    });
    const result = { join: existing !== null, token, organisation: (await customerName(tx, input.customerId)) ?? '' };
    const after = { username: email, displayName: input.displayName.trim(), roleIds, newAccount: existing === null };
    return { before: null, after, result, subjectId: userId };
  });
  const language = emailLanguage(input.language);
  const link = setPasswordLink(ctx.config.publicUrl, created.token);
  ctx.background.run('invitation email', () =>
    ctx.mailer.send(
      email,
      renderEmail(created.join ? 'joinInvitation' : 'invitation', language, {
        link,
        organisation: created.organisation,
        validFor: duration(language, LINK_TTL_MS.invitation),
      }),
    ),
  );
  // A new account is a member at once; an existing one only once it accepts.
  if (!created.join) await announceDirectoryChanged(ctx.db, ctx.live, [input.customerId]);
  return { expiresAt: new Date(now.getTime() + LINK_TTL_MS.invitation).toISOString() };
}

export const NOT_YOUR_INVITATION = 'This invitation has expired, was already used, or is for another account.';

/**
 * The invitee accepts an invitation to join, signed in as the invited account (`caller`) or by
 * the emailed link alone (null: the link proves the mailbox that is the account's username): the
 * membership and its roles are made now, audited as the invitee's own act. Nothing else of the
 * account changes. Answers the organisation joined.
 */
export async function acceptInvitation(ctx: AppContext, signedIn: Actor | null, token: string): Promise<{ organisationId: number }> {
  const now = ctx.clock.now();
  const link = await findLiveLink(ctx.db, token, now);
  const invitee = link === null ? null : await findUserById(ctx.db, link.userId);
  if (link === null || invitee === null || link.purpose !== 'join' || link.customerId === null) {
    throw new ServiceFailure(400, NOT_YOUR_INVITATION);
  }
  if (signedIn !== null && signedIn.userId !== link.userId) throw new ServiceFailure(400, NOT_YOUR_INVITATION);
  const caller: Actor = { userId: invitee.id, username: invitee.username };
  const customerId = link.customerId;
  const subject = { action: 'membership.accept', customerId, type: 'membership', id: `${caller.userId}:${customerId}` } as const;
  await administer(ctx.db, caller, subject, now, async (tx) => {
    if (!(await useLink(tx, token, now))) throw new ServiceFailure(400, NOT_YOUR_INVITATION);
    const member = await one(tx, 'SELECT 1 FROM customer_users WHERE customer_id = $1 AND user_id = $2', [customerId, caller.userId]);
    if (member === null) await addMembership(tx, customerId, caller.userId, (link.roleIds ?? []) as RoleId[]);
    return { before: null, after: { roleIds: link.roleIds ?? [] }, result: null };
  });
  await announceDirectoryChanged(ctx.db, ctx.live, [customerId]);
  return { organisationId: customerId };
}

async function addMembership(tx: Queryable, customerId: number, userId: number, roleIds: readonly RoleId[]): Promise<void> {
  const row = await one<{ id: number }>(
    tx,
    `INSERT INTO customer_users (customer_id, user_id, sequence)
     VALUES ($1, $2, (SELECT coalesce(max(sequence), 0) + 1 FROM customer_users WHERE user_id = $2)) RETURNING id`,
    [customerId, userId],
  );
  if (row === null) throw new Error('membership insert returned nothing');
  await tx.query('INSERT INTO customer_user_roles (customer_user_id, role_id) SELECT $1, unnest($2::int[])', [row.id, [...roleIds]]);
}

async function insertUser(tx: Queryable, email: string, displayName: string, now: Date): Promise<number> {
  const row = await one<{ id: number }>(
    tx,
    `INSERT INTO users (uuid, username, display_name, password_hash, created_at) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [crypto.randomUUID(), email, displayName, NO_PASSWORD_YET, now],
  );
  if (row === null) throw new Error('user insert returned nothing');
  return row.id;
}

export async function customerName(q: Queryable, customerId: number): Promise<string | null> {
  return (await one<{ name: string }>(q, 'SELECT name FROM customers WHERE id = $1', [customerId]))?.name ?? null;
}
