import { one, type Queryable } from '../db/port';
import { OAuthFailure } from '../errors';

export const SSO_REQUIRED_MESSAGE = 'Your organisation signs in with single sign-on. Use the sign-in button of your organisation.';

/**
 * An organisation may require single sign-on for its members (§6). It binds a user only through a
 * membership they hold there now: accepted (an invitation to join is no membership until its
 * owner accepts it) and not locked. Such a membership rules out password sign-in and password
 * links for the whole account, not just for that organisation: a login's tokens switch between
 * the user's organisations without signing in again (§4), so a password login entering another
 * organisation would reach this one too.
 */
export async function ssoRequiredFor(q: Queryable, userId: number): Promise<boolean> {
  const row = await one<{ required: boolean }>(
    q,
    `SELECT EXISTS (SELECT 1 FROM customer_users cu JOIN customers c ON c.id = cu.customer_id
                     WHERE cu.user_id = $1 AND c.sso_required AND NOT cu.is_locked) AS required`,
    [userId],
  );
  return row?.required === true;
}

/** Called only after the password proved right, so the refusal reveals nothing to a guesser. */
export async function refuseWhenSsoRequired(q: Queryable, userId: number): Promise<void> {
  if (await ssoRequiredFor(q, userId)) throw new OAuthFailure(400, 'invalid_grant', SSO_REQUIRED_MESSAGE);
}
