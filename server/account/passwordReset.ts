import { findUserByUsername } from '../auth/accounts';
import type { AppContext } from '../context';
import { duration, emailLanguage, renderEmail } from '../email/templates';
import { LINK_TTL_MS, createAccountLink } from './accountLinks';
import { admitResetRequest } from './resetLimits';

/** Where an emailed link opens in the SPA; the token is in the fragment, never sent to a server log. */
export const setPasswordLink = (publicUrl: string, token: string) => `${publicUrl}/setpassword#token=${token}`;

/**
 * "Forgot password": after the limits, the answer is the same whether or not the account
 * exists, and is sent before anything about the account is looked up; the lookup and the
 * email happen afterwards (ctx.background), so timing reveals nothing either.
 */
export async function requestPasswordReset(ctx: AppContext, input: { account: string; address: string; language?: string }): Promise<void> {
  await admitResetRequest(ctx, input);
  ctx.background.run('password reset email', async () => {
    const user = await findUserByUsername(ctx.db, input.account);
    if (user === null || !user.is_active) return;
    const token = await createAccountLink(ctx.db, {
      purpose: 'reset',
      userId: user.id,
      customerId: null,
      createdBy: null,
      now: ctx.clock.now(),
    });
    const language = emailLanguage(input.language);
    await ctx.mailer.send(
      user.username,
      renderEmail('passwordReset', language, {
        link: setPasswordLink(ctx.config.publicUrl, token),
        validFor: duration(language, LINK_TTL_MS.reset),
      }),
    );
  });
}
