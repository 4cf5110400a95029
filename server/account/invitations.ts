import crypto from 'node:crypto';
import type { RoleId } from '../../contract';
import { administer, type Actor } from '../admin/audit';
import { lockUsername } from '../admin/userStore';
import { findUserByUsername } from '../auth/accounts';
import type { AppContext } from '../context';
import { one, type Queryable } from '../db/port';
import { duration, emailLanguage, renderEmail } from '../email/templates';
import { ServiceFailure } from '../errors';
import { LINK_TTL_MS, createAccountLink } from './accountLinks';
import { setPasswordLink } from './passwordReset';

export const ALREADY_MEMBER = 'This person is already a member of the organisation';

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
  userId: number;
  customerUserId: number;
  expiresAt: string;
}

/**
 * Invites a person into one organisation: the account (if the email is new) and the membership
 * with its roles, then a 7-day link that sets the password (or, when the organisation requires
 * single sign-on, offers it). The link travels only by email. Made through administer(), so the
 * audit record is written in the invitation's own transaction (§2).
 */
export async function createInvitation(ctx: AppContext, input: InvitationInput): Promise<Invitation> {
  const now = ctx.clock.now();
  const email = input.email.trim();
  const roleIds = [...new Set(input.roleIds)].sort((a, b) => a - b);
  const subject = { action: 'user.invite', customerId: input.customerId, type: 'membership', id: 0 } as const;
  const created = await administer(ctx.db, input.invitedBy, subject, now, async (tx) => {
    await lockUsername(tx, email);
    const existing = await findUserByUsername(tx, email);
    const userId = existing?.id ?? (await insertUser(tx, email, input.displayName.trim(), now));
    const member = await one(tx, 'SELECT 1 FROM customer_users WHERE customer_id = $1 AND user_id = $2', [input.customerId, userId]);
    if (member !== null) throw new ServiceFailure(400, ALREADY_MEMBER);
    const row = await one<{ id: number }>(
      tx,
      `INSERT INTO customer_users (customer_id, user_id, sequence)
       VALUES ($1, $2, (SELECT coalesce(max(sequence), 0) + 1 FROM customer_users WHERE user_id = $2)) RETURNING id`,
      [input.customerId, userId],
    );
    const customerUserId = row?.id ?? 0;
    await tx.query('INSERT INTO customer_user_roles (customer_user_id, role_id) SELECT $1, unnest($2::int[])', [customerUserId, roleIds]);
    const token = await createAccountLink(tx, {
      purpose: 'invitation',
      userId,
      customerId: input.customerId,
      createdBy: input.invitedBy.userId,
      now,
    });
    const result = { userId, customerUserId, token, organisation: (await customerName(tx, input.customerId)) ?? '' };
    const after = { username: email, displayName: input.displayName.trim(), roleIds, newAccount: existing === null };
    return { before: null, after, result, subjectId: userId };
  });
  const language = emailLanguage(input.language);
  ctx.background.run('invitation email', () =>
    ctx.mailer.send(
      email,
      renderEmail('invitation', language, {
        link: setPasswordLink(ctx.config.publicUrl, created.token),
        organisation: created.organisation,
        validFor: duration(language, LINK_TTL_MS.invitation),
      }),
    ),
  );
  return {
    userId: created.userId,
    customerUserId: created.customerUserId,
    expiresAt: new Date(now.getTime() + LINK_TTL_MS.invitation).toISOString(),
  };
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
