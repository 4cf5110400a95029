import { SignJWT, errors, jwtVerify } from 'jose';
import { isRoleId, type RoleId } from '../../contract';

const ISSUER = 'takeflow';
const ALGORITHM = 'HS256';

/** What a secured call knows about its caller, taken from a verified access token. */
export interface AccessClaims {
  userId: number;
  userUuid: string;
  roles: RoleId[];
  /** The current organisation; null for the global support role (SPEC §6). */
  customerId: number | null;
  customerUserId: number | null;
  /** The refresh family (login session) the token was issued in. */
  familyId: string;
}

export type AccessTokenFailure = 'expired' | 'invalid';

export async function signAccessToken(
  claims: AccessClaims,
  input: { secret: Uint8Array; audience: string; now: Date; ttlSeconds: number },
): Promise<string> {
  const issuedAt = Math.floor(input.now.getTime() / 1000);
  return new SignJWT({
    uuid: claims.userUuid,
    roles: claims.roles,
    cid: claims.customerId,
    cuid: claims.customerUserId,
    fid: claims.familyId,
  })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setIssuer(ISSUER)
    .setAudience(input.audience)
    .setSubject(String(claims.userId))
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + input.ttlSeconds)
    .sign(input.secret);
}

export async function verifyAccessToken(
  token: string,
  input: { secret: Uint8Array; audience: string; now: Date },
): Promise<AccessClaims | AccessTokenFailure> {
  try {
    const { payload } = await jwtVerify(token, input.secret, {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      audience: input.audience,
      currentDate: input.now,
      requiredClaims: ['sub', 'exp', 'iat'],
    });
    const userId = Number(payload.sub);
    const { uuid, roles, cid, cuid, fid } = payload;
    const nullableInt = (value: unknown): value is number | null => value === null || Number.isInteger(value);
    if (
      !Number.isInteger(userId) ||
      typeof uuid !== 'string' ||
      typeof fid !== 'string' ||
      !Array.isArray(roles) ||
      !roles.every(isRoleId) ||
      !nullableInt(cid) ||
      !nullableInt(cuid)
    ) {
      return 'invalid';
    }
    return { userId, userUuid: uuid, roles, customerId: cid, customerUserId: cuid, familyId: fid };
  } catch (error) {
    return error instanceof errors.JWTExpired ? 'expired' : 'invalid';
  }
}
