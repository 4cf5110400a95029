import { ERROR_MESSAGES, type AccountLinkDetails } from '../../contract';
import { findUserById, storePassword } from '../auth/accounts';
import { PASSWORD_RULE, meetsPasswordPolicy } from '../auth/passwordPolicy';
import { hashPassword } from '../auth/passwords';
import type { AppContext } from '../context';
import { customerName } from './invitations';
import { emailLanguage, renderEmail } from '../email/templates';
import { ServiceFailure, fieldFailure } from '../errors';
import { ssoRequiredFor } from '../sso/ssoPolicy';
import { findLiveLink, useLink } from './accountLinks';

export const LINK_INVALID = 'This link has expired or was already used. Ask for a new one.';
export const LINK_NEEDS_SSO = 'Your organisation signs in with single sign-on; no password is needed.';

/** What the set-password page shows for a link; the link stays usable. */
export async function describeLink(ctx: AppContext, token: string): Promise<AccountLinkDetails> {
  const link = await findLiveLink(ctx.db, token, ctx.clock.now());
  const user = link === null ? null : await findUserById(ctx.db, link.userId);
  if (link === null || user === null) throw new ServiceFailure(400, LINK_INVALID);
  return {
    purpose: link.purpose,
    username: user.username,
    organisation: link.customerId === null ? null : await customerName(ctx.db, link.customerId),
    ssoRequired: await ssoRequiredFor(ctx.db, user.id),
    passwordRule: PASSWORD_RULE,
  };
}

/**
 * Sets the password through a link, once. Every existing login of the user ends (a reset
 * usually means someone else may know the old password), and nobody is signed in: the user
 * signs in with the new password.
 */
export async function setPasswordWithLink(ctx: AppContext, input: { token: string; password: string; language?: string }): Promise<void> {
  const link = await findLiveLink(ctx.db, input.token, ctx.clock.now());
  const user = link === null ? null : await findUserById(ctx.db, link.userId);
  // An invitation to join belongs to an existing account: it never sets its password (§6).
  if (link === null || user === null || link.purpose === 'join') throw new ServiceFailure(400, LINK_INVALID);
  if (!user.is_active) throw new ServiceFailure(400, ERROR_MESSAGES.userNotActive);
  if (await ssoRequiredFor(ctx.db, user.id)) throw new ServiceFailure(400, LINK_NEEDS_SSO);
  if (!meetsPasswordPolicy(input.password, user.username)) throw fieldFailure('password', 'password_policy', PASSWORD_RULE);
  const hash = await hashPassword(input.password);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    if (!(await useLink(tx, input.token, now))) throw new ServiceFailure(400, LINK_INVALID);
    await storePassword(tx, user.id, hash, now);
    await tx.query(
      `UPDATE refresh_families SET revoked_at = $2, revoked_reason = 'password_reset' WHERE user_id = $1 AND revoked_at IS NULL`,
      [user.id, now],
    );
  });
  const language = emailLanguage(input.language);
  ctx.background.run('password changed email', () => ctx.mailer.send(user.username, renderEmail('passwordChanged', language, {})));
}
