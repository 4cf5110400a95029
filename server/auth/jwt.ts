import type { KeyObject } from 'node:crypto';
import { CompactSign, compactVerify, errors } from 'jose';

/**
 * Compact JWS (RFC 7515/7519) signed with an asymmetric key through jose. Only the one
 * algorithm of the server's keys is accepted, and only a token in its canonical encoding:
 * every part is unpadded base64url that decodes and re-encodes to itself, so one token has
 * exactly one spelling (no alternative padding bits or '=' to slip past a deny list or cache).
 */
export const JWS_ALGORITHM = 'EdDSA';

export interface JwsKey {
  kid: string;
  privateKey: KeyObject;
}

export async function signJwt(payload: Record<string, unknown>, key: JwsKey): Promise<string> {
  return new CompactSign(Buffer.from(JSON.stringify(payload)))
    .setProtectedHeader({ alg: JWS_ALGORITHM, typ: 'JWT', kid: key.kid })
    .sign(key.privateKey);
}

/** The verifying key of a kid, or null when no key of that id is known. */
export type KeyLookup = (kid: string) => Promise<KeyObject | null>;

const BASE64URL = /^[A-Za-z0-9_-]+$/;

export function isCanonicalCompact(token: string): boolean {
  const parts = token.split('.');
  return parts.length === 3 && parts.every((part) => BASE64URL.test(part) && Buffer.from(part, 'base64url').toString('base64url') === part);
}

/** The payload when the token is canonical and its signature valid, else null. Claims are the caller's. */
export async function verifyJwt(token: string, lookup: KeyLookup): Promise<Record<string, unknown> | null> {
  if (!isCanonicalCompact(token)) return null;
  try {
    const { payload } = await compactVerify(
      token,
      async (header) => {
        const key = typeof header.kid === 'string' ? await lookup(header.kid) : null;
        if (key === null) throw new errors.JWKSNoMatchingKey();
        return key;
      },
      { algorithms: [JWS_ALGORITHM] },
    );
    const parsed: unknown = JSON.parse(Buffer.from(payload).toString('utf8'));
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
