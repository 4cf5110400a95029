import crypto from 'node:crypto';
import { isRoleId, type RoleId } from '../../contract';
import { signJwt, verifyJwt, type JwsKey, type KeyLookup } from './jwt';

const ISSUER = 'takeflow';

/** What a secured call knows about its caller, taken from a verified access token. */
export interface AccessClaims {
  userId: number;
  userUuid: string;
  roles: RoleId[];
  /** The current organisation; null for the global support role (§6). */
  customerId: number | null;
  customerUserId: number | null;
  /** The refresh family (login session) the token was issued in. */
  familyId: string;
}

export type AccessTokenFailure = 'expired' | 'invalid';

export function signAccessToken(
  claims: AccessClaims,
  input: { key: JwsKey; audience: string; now: Date; ttlSeconds: number },
): Promise<string> {
  const issuedAt = Math.floor(input.now.getTime() / 1000);
  return signJwt(
    {
      iss: ISSUER,
      aud: input.audience,
      sub: String(claims.userId),
      iat: issuedAt,
      exp: issuedAt + input.ttlSeconds,
      // Unique per issue, so two tokens minted in the same second still differ.
      jti: crypto.randomUUID(),
      uuid: claims.userUuid,
      roles: claims.roles,
      cid: claims.customerId,
      cuid: claims.customerUserId,
      fid: claims.familyId,
    },
    input.key,
  );
}

const nullableInt = (value: unknown): value is number | null => value === null || Number.isInteger(value);

export async function verifyAccessToken(
  token: string,
  input: { keys: KeyLookup; audience: string; now: Date },
): Promise<AccessClaims | AccessTokenFailure> {
  const payload = await verifyJwt(token, input.keys);
  if (payload === null) return 'invalid';
  const { iss, aud, sub, exp, uuid, roles, cid, cuid, fid } = payload;
  const userId = Number(sub);
  if (
    iss !== ISSUER ||
    aud !== input.audience ||
    typeof sub !== 'string' ||
    !Number.isInteger(userId) ||
    typeof exp !== 'number' ||
    typeof uuid !== 'string' ||
    typeof fid !== 'string' ||
    !Array.isArray(roles) ||
    !roles.every(isRoleId) ||
    !nullableInt(cid) ||
    !nullableInt(cuid)
  ) {
    return 'invalid';
  }
  if (Math.floor(input.now.getTime() / 1000) >= exp) return 'expired';
  return { userId, userUuid: uuid, roles, customerId: cid, customerUserId: cuid, familyId: fid };
}
