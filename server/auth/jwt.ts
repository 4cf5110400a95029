import crypto, { type KeyObject } from 'node:crypto';
import { compactVerify, errors } from 'jose';

/**
 * Compact JWS (RFC 7515/7519) with an Ed25519 key: signed with node:crypto, verified through
 * jose. Only the one algorithm of the server's keys is accepted, and only a token in its
 * canonical encoding:
 * every part is unpadded base64url that decodes and re-encodes to itself, so one token has
 * exactly one spelling (no alternative padding bits or '=' to slip past a deny list or cache).
 */
export const JWS_ALGORITHM = 'EdDSA';

export interface JwsKey {
  kid: string;
  privateKey: KeyObject;
}

/**
 * Signs in place with node:crypto: Ed25519 signatures are deterministic, so this is byte for byte
 * what jose's CompactSign gives, without its conversion of the key and its trip through the
 * thread pool (about 45 µs of CPU here against twice that; server/README.md, Performance).
 */
export async function signJwt(payload: Record<string, unknown>, key: JwsKey): Promise<string> {
  const header = Buffer.from(JSON.stringify({ alg: JWS_ALGORITHM, typ: 'JWT', kid: key.kid })).toString('base64url');
  const signingInput = `${header}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}`;
  return `${signingInput}.${crypto.sign(null, Buffer.from(signingInput), key.privateKey).toString('base64url')}`;
}

/** The verifying key of a kid, or null when no key of that id is known. */
export type KeyLookup = (kid: string) => Promise<KeyObject | null>;

const BASE64URL = /^[A-Za-z0-9_-]+$/;

export function isCanonicalCompact(token: string): boolean {
  const parts = token.split('.');
  return parts.length === 3 && parts.every((part) => BASE64URL.test(part) && Buffer.from(part, 'base64url').toString('base64url') === part);
}

interface Verified {
  kid: string;
  key: KeyObject;
  payload: Record<string, unknown>;
}

/**
 * Tokens whose signature has checked out, oldest first: an access token is presented on every
 * call of its lifetime, and an Ed25519 verification costs about 110 µs of CPU on this server's
 * class of machine, the largest single cost of a secured call (server/README.md, Performance).
 * A hit still asks the lookup for the kid and must get the same key, so a key that leaves the
 * ring stops verifying its tokens at once. Claims are checked by the caller on every call.
 */
const verified = new Map<string, Verified>();
/** About 1 KB an entry: the cache stays within a few MB however many tokens are presented. */
export const VERIFIED_TOKENS_KEPT = 4_096;

/** How many verified tokens are kept now (for the bound's test). */
export const verifiedTokensKept = () => verified.size;

function remember(token: string, entry: Verified): void {
  if (verified.size >= VERIFIED_TOKENS_KEPT) {
    const oldest = verified.keys().next();
    if (oldest.done !== true) verified.delete(oldest.value);
  }
  verified.set(token, entry);
}

async function verifiedBefore(token: string, lookup: KeyLookup): Promise<Record<string, unknown> | null> {
  const entry = verified.get(token);
  if (entry === undefined) return null;
  const key = await lookup(entry.kid);
  if (key !== null && (key === entry.key || key.equals(entry.key))) return { ...entry.payload };
  verified.delete(token);
  return null;
}

/** The payload when the token is canonical and its signature valid, else null. Claims are the caller's. */
export async function verifyJwt(token: string, lookup: KeyLookup): Promise<Record<string, unknown> | null> {
  const known = await verifiedBefore(token, lookup);
  if (known !== null) return known;
  if (!isCanonicalCompact(token)) return null;
  try {
    const used: { kid?: string; key?: KeyObject } = {};
    const { payload } = await compactVerify(
      token,
      async (header) => {
        const key = typeof header.kid === 'string' ? await lookup(header.kid) : null;
        if (key === null) throw new errors.JWKSNoMatchingKey();
        Object.assign(used, { kid: header.kid, key });
        return key;
      },
      { algorithms: [JWS_ALGORITHM] },
    );
    const parsed: unknown = JSON.parse(Buffer.from(payload).toString('utf8'));
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
    const claims = parsed as Record<string, unknown>;
    if (used.kid !== undefined && used.key !== undefined) remember(token, { kid: used.kid, key: used.key, payload: { ...claims } });
    return claims;
  } catch {
    return null;
  }
}
