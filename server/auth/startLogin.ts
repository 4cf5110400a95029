import type { CustomerDetails, TokenResponse } from '../../contract';
import type { AppContext } from '../context';
import { one } from '../db/port';
import { OAuthFailure } from '../errors';
import { asRoleIds, customerDetailsJson, loginChoices, rolesArray, type UserRow } from './accounts';
import { chooseCustomer } from './customerChoice';
import { newFamily, openFamilySql } from './refreshStore';
import { addressKey, rememberAddressSql } from './signInLimits';
import { buildTokenResponse } from './tokenResponse';

export interface StartLoginInput {
  clientId: string;
  customerId: number | null;
  address: string;
  /** A new hash for the password just proven right, replacing `replaces` (password grant only). */
  rehash?: { hash: string; replaces: string } | null;
}

/**
 * Starts a login session for a user whose identity is proven (a password, or an identity
 * provider's verified email): one refresh family and the token response. Every way of signing
 * in ends here, so sessions, refresh, idle and customer rules are the same for all of them.
 */
export async function startLogin(ctx: AppContext, user: UserRow, input: StartLoginInput): Promise<TokenResponse> {
  const choice = chooseCustomer({ ...(await loginChoices(ctx.db, user.id)), requested: input.customerId, current: null });
  if (!choice.ok) throw new OAuthFailure(400, choice.error, choice.message);
  const now = ctx.clock.now();
  const loginExpiresAt = new Date(now.getTime() + ctx.config.refreshAbsoluteTtlSeconds * 1000);
  const membership = choice.membership;
  const family = newFamily({
    userId: user.id,
    clientId: input.clientId,
    customerId: membership?.customerId ?? null,
    now,
    expiresAt: loginExpiresAt,
  });
  const opened = await one<{ roles: number[]; customer: CustomerDetails | null }>(ctx.db, OPEN_LOGIN_SQL, [
    ...family.params,
    membership?.customerUserId ?? null,
    input.rehash?.hash ?? null,
    input.rehash?.replaces ?? null,
    addressKey(input.address),
  ]);
  if (opened === null) throw new Error('login not opened');
  return buildTokenResponse(ctx, {
    user,
    membership,
    familyId: family.familyId,
    refreshToken: family.refreshToken,
    now,
    loginExpiresAt,
    roles: asRoleIds(opened.roles),
    customer: opened.customer,
  });
}

/**
 * Opens the login in one statement, hence one commit: the family and its first token ($1–$9,
 * newFamily), the user's last login and, for a password just proven right, its upgraded hash
 * ($11; only over the hash it was checked against, $12, never a concurrent change), the
 * remembered address ($13); and reads the roles and organisation the answer carries ($10: the
 * membership, $4: its organisation; both null for none).
 */
const OPEN_LOGIN_SQL = `
  WITH ${openFamilySql(1)}, signed_in AS (
    UPDATE users SET last_login_at = $5,
           password_hash = CASE WHEN $11::text IS NOT NULL AND password_hash = $12::text THEN $11::text ELSE password_hash END
     WHERE id = $2
  ), remembered AS (
    ${rememberAddressSql('$2', '$13::text', '$5')}
  )
  SELECT ${rolesArray('$2', '$10::int')} AS roles,
         ${customerDetailsJson('$4::int')} AS customer`;
