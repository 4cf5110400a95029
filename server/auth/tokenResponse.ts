import type { CustomerDetails, RoleId, TokenResponse } from '../../contract';
import type { AppContext } from '../context';
import { signedCookieSeconds } from '../config';
import type { Queryable } from '../db/port';
import type { Membership, UserProfile } from './accounts';
import { customerDetails, rolesFor } from './accounts';
import { signAccessToken } from './accessToken';
import { cookieResource, signCloudFrontCookie } from './cloudfront';

/** What a token response needs from the database besides the user and the membership. */
export interface GrantDetails {
  roles: RoleId[];
  customer: CustomerDetails | null;
}

export async function loadGrantDetails(q: Queryable, userId: number, membership: Membership | null): Promise<GrantDetails> {
  return {
    roles: await rolesFor(q, userId, membership?.customerUserId ?? null),
    customer: membership === null ? null : await customerDetails(q, membership.customerId),
  };
}

/** What a token response needs of the membership a session runs in. */
export type GrantMembership = Pick<Membership, 'customerId' | 'customerUserId'>;

/** The answer of both grants (§3, contract/token.ts). */
export async function buildTokenResponse(
  ctx: AppContext,
  input: {
    user: UserProfile;
    membership: GrantMembership | null;
    familyId: string;
    refreshToken: string;
    now: Date;
    /** The login's absolute expiry: the CDN cookie never outlives it. */
    loginExpiresAt: Date;
    /** The client the login belongs to, the access token's audience; CLIENT_ID when absent. */
    audience?: string;
  } & GrantDetails,
): Promise<TokenResponse> {
  const { config, keys } = ctx;
  const { user, membership, now, roles, customer } = input;
  const customerId = membership?.customerId ?? null;
  const audience = input.audience ?? config.clientId;
  const accessToken = await signAccessToken(
    {
      userId: user.id,
      userUuid: user.uuid,
      roles,
      customerId,
      customerUserId: membership?.customerUserId ?? null,
      familyId: input.familyId,
    },
    { key: keys.signing.current(), audience, now, ttlSeconds: config.accessTokenTtlSeconds },
  );
  return {
    access_token: accessToken,
    token_type: 'bearer',
    refresh_token: input.refreshToken,
    expires_in: config.accessTokenTtlSeconds,
    userRoles: roles,
    userUUID: user.uuid,
    redirect: user.must_change_password ? 'Change Password' : 'Default',
    additionalDetails: {
      CustomerUserDetails:
        membership === null
          ? null
          : { customerUserId: membership.customerUserId, isFirstTimeLogin: user.must_change_password, userName: user.username },
      CustomerDetails: customer,
      UserDetails: {
        userId: user.id,
        name: user.display_name,
        userPictureURL3: user.picture_url,
        youTubeIntegrated: user.youtube_integrated,
      },
      // Only for a member of an organisation, scoped to its prefix: none for the support role
      // (it would cover the whole CDN), a login that must first change its password, or a login
      // handed to another audience (the analytics site reads no CDN objects of ours).
      preSignedCookie:
        customerId === null || user.must_change_password || audience !== config.clientId
          ? null
          : signCloudFrontCookie({
              resource: cookieResource(config.cdnUrl, customerId),
              now,
              lifetimeSeconds: signedCookieSeconds(config.accessTokenTtlSeconds),
              notAfter: input.loginExpiresAt,
              keyPairId: keys.cloudFront.keyPairId,
              privateKey: keys.cloudFront.privateKey,
              ...(config.media.cdnEmbedded ? { login: input.familyId } : {}),
            }),
    },
  };
}
