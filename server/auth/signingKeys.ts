import crypto, { type KeyObject } from 'node:crypto';
import { calculateJwkThumbprint, exportJWK, type JWK } from 'jose';
import type { Db } from '../db/port';
import { JWS_ALGORITHM, type JwsKey, type KeyLookup } from './jwt';

/**
 * The access-token signing keys (Ed25519, EdDSA). Each key's `kid` is its RFC 7638 thumbprint,
 * so every server derives the same id. Keys come from the environment (JWT_SIGNING_KEY, with
 * JWT_VERIFY_KEYS for a previous or next key) or, by default, live in server_keys as
 * `jwt_signing_key:<n>`: the highest n signs, and a replaced key keeps verifying until the
 * tokens it signed have expired (see rotateSigningKey).
 */
export interface SigningKeyRing {
  /** The key new tokens are signed with. */
  current(): JwsKey;
  verifyingKey: KeyLookup;
  /** The public keys for /.well-known/jwks.json. */
  jwks(): { keys: JWK[] };
}

interface RingKey {
  kid: string;
  /** Null for a key that only verifies (JWT_VERIFY_KEYS). */
  privateKey: KeyObject | null;
  publicKey: KeyObject;
  jwk: JWK;
}

export interface SigningKeySource {
  /** PKCS#8 PEM of an Ed25519 private key; null keeps the keys in the database. */
  signingKeyPem: string | null;
  /** PEM public (or private) keys that verify besides the signing key. */
  verifyKeysPem: string | null;
  accessTokenTtlSeconds: number;
}

const ROW_PREFIX = 'jwt_signing_key:';
/** How often a server re-reads the stored keys, so a rotation elsewhere reaches it. */
export const RELOAD_EVERY_MS = 60_000;
/** An unknown kid re-reads the keys at most this often (a forged kid cannot flood the database). */
const UNKNOWN_KID_RELOAD_MS = 5_000;

export function newSigningKeyPem(): string {
  return crypto.generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
}

async function ringKey(privateKey: KeyObject | null, publicKey: KeyObject): Promise<RingKey> {
  if (publicKey.asymmetricKeyType !== 'ed25519') throw new Error('JWT keys must be Ed25519 keys');
  const exported = await exportJWK(publicKey);
  const kid = await calculateJwkThumbprint(exported);
  return {
    kid,
    privateKey,
    publicKey,
    jwk: { ...exported, kid, alg: JWS_ALGORITHM, use: 'sig' },
  };
}

const fromPrivatePem = (pem: string) => {
  const privateKey = crypto.createPrivateKey(pem);
  return ringKey(privateKey, crypto.createPublicKey(privateKey));
};

/** Splits concatenated PEM blocks; each may be a public or a private key. */
function pemBlocks(text: string): string[] {
  return text.match(/-----BEGIN [A-Z ]+-----[\s\S]+?-----END [A-Z ]+-----/g) ?? [];
}

async function verifyOnlyKeys(text: string | null): Promise<RingKey[]> {
  return Promise.all(pemBlocks(text ?? '').map((pem) => ringKey(null, crypto.createPublicKey(pem))));
}

interface StoredRow {
  name: string;
  value: string;
  created_at: Date;
}

/** The stored keys, newest first, without those replaced longer ago than their tokens live. */
async function storedKeys(db: Db, now: Date, keepSeconds: number): Promise<RingKey[]> {
  let rows = await readRows(db);
  if (rows.length === 0) {
    await db.query('INSERT INTO server_keys (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [
      `${ROW_PREFIX}1`,
      newSigningKeyPem(),
    ]);
    rows = await readRows(db);
  }
  const kept = rows.filter((_, index) => {
    const successor = rows[index - 1];
    return successor === undefined || now.getTime() - successor.created_at.getTime() < keepSeconds * 1000;
  });
  return Promise.all(kept.map((row) => fromPrivatePem(row.value)));
}

async function readRows(db: Db): Promise<StoredRow[]> {
  const rows = await db.query<StoredRow>('SELECT name, value, created_at FROM server_keys WHERE name LIKE $1', [`${ROW_PREFIX}%`]);
  return rows.sort((a, b) => sequence(b.name) - sequence(a.name));
}

const sequence = (name: string) => Number(name.slice(ROW_PREFIX.length));

/** How long a replaced key keeps verifying: a token's lifetime, plus a reload period of slack. */
const keepSecondsFor = (source: SigningKeySource) => source.accessTokenTtlSeconds + (2 * RELOAD_EVERY_MS) / 1000;

export async function loadSigningKeys(db: Db, source: SigningKeySource, now: () => Date = () => new Date()): Promise<SigningKeyRing> {
  const extra = await verifyOnlyKeys(source.verifyKeysPem);
  const load = async (): Promise<RingKey[]> =>
    source.signingKeyPem !== null ? [await fromPrivatePem(source.signingKeyPem)] : storedKeys(db, now(), keepSecondsFor(source));

  let keys = await load();
  let loadedAt = Date.now();
  let reloading: Promise<void> | null = null;
  const reload = () => {
    reloading ??= load()
      .then((fresh) => {
        keys = fresh;
      })
      // A failed read keeps the keys already known; the next period tries again.
      .catch(() => undefined)
      .finally(() => {
        loadedAt = Date.now();
        reloading = null;
      });
    return reloading;
  };
  const all = () => [...keys, ...extra];

  return {
    current() {
      if (source.signingKeyPem === null && Date.now() - loadedAt > RELOAD_EVERY_MS) void reload();
      const [signing] = keys;
      if (signing?.privateKey == null) throw new Error('No JWT signing key');
      return { kid: signing.kid, privateKey: signing.privateKey };
    },
    async verifyingKey(kid) {
      let found = all().find((key) => key.kid === kid);
      if (found === undefined && source.signingKeyPem === null && Date.now() - loadedAt > UNKNOWN_KID_RELOAD_MS) {
        await reload();
        found = all().find((key) => key.kid === kid);
      }
      return found?.publicKey ?? null;
    },
    jwks: () => ({ keys: all().map((key) => key.jwk) }),
  };
}

/**
 * Adds a new signing key to the database; every server signs with it within RELOAD_EVERY_MS,
 * and the previous key keeps verifying until the tokens it signed have expired. Keys replaced
 * before that are deleted. Returns the new key's kid.
 */
export async function rotateSigningKey(db: Db, source: Pick<SigningKeySource, 'accessTokenTtlSeconds'>, now: Date): Promise<string> {
  const rows = await readRows(db);
  const next = (rows[0] === undefined ? 0 : sequence(rows[0].name)) + 1;
  const pem = newSigningKeyPem();
  await db.query('INSERT INTO server_keys (name, value) VALUES ($1, $2)', [`${ROW_PREFIX}${next}`, pem]);
  const keepMs = keepSecondsFor({ ...source, signingKeyPem: null, verifyKeysPem: null }) * 1000;
  for (const [index, row] of rows.entries()) {
    const successor = index === 0 ? null : rows[index - 1]!;
    if (successor !== null && now.getTime() - successor.created_at.getTime() >= keepMs) {
      await db.query('DELETE FROM server_keys WHERE name = $1', [row.name]);
    }
  }
  return (await fromPrivatePem(pem)).kid;
}
