import crypto from 'node:crypto';
import type { Config } from '../config';
import type { Db } from '../db/port';
import { loadSigningKeys, type SigningKeyRing } from './signingKeys';

export interface ServerKeys {
  /** The access tokens' signing and verifying keys (signingKeys.ts). */
  signing: SigningKeyRing;
  /**
   * HMAC key that derives a refresh token's successor (refreshStore.successorOf). A KeyObject:
   * createHmac checks a raw key's type on every call, about 12 µs against 2 µs per refresh.
   */
  refreshSuccessorKey: crypto.KeyObject;
  /** HMAC key that signs captcha challenges. */
  captchaHmacKey: string;
  cloudFront: { keyPairId: string; privateKey: crypto.KeyObject; publicKey: crypto.KeyObject };
}

/**
 * Secrets are made on first start and kept in the database, so restarts (and every server
 * sharing one PostgreSQL) keep accepting tokens and cookies issued earlier.
 */
export async function loadServerKeys(
  db: Db,
  config: Pick<Config, 'cloudFrontPrivateKey' | 'cloudFrontKeyPairId' | 'jwtSigningKey' | 'jwtVerifyKeys' | 'accessTokenTtlSeconds'>,
): Promise<ServerKeys> {
  const signing = await loadSigningKeys(db, {
    signingKeyPem: config.jwtSigningKey,
    verifyKeysPem: config.jwtVerifyKeys,
    accessTokenTtlSeconds: config.accessTokenTtlSeconds,
  });
  const refreshSuccessorKey = await getOrCreate(db, 'refresh_successor_key', () => crypto.randomBytes(32).toString('base64url'));
  const captchaHmacKey = await getOrCreate(db, 'captcha_hmac_key', () => crypto.randomBytes(32).toString('base64url'));
  let keyPairId = config.cloudFrontKeyPairId;
  let privatePem = config.cloudFrontPrivateKey;
  if (keyPairId === null || privatePem === null) {
    keyPairId = await getOrCreate(db, 'cloudfront_key_pair_id', newKeyPairId);
    privatePem = await getOrCreate(db, 'cloudfront_private_key', newRsaPrivateKey);
  }
  const privateKey = crypto.createPrivateKey(privatePem);
  return {
    signing,
    refreshSuccessorKey: crypto.createSecretKey(Buffer.from(refreshSuccessorKey, 'base64url')),
    captchaHmacKey,
    cloudFront: { keyPairId, privateKey, publicKey: crypto.createPublicKey(privateKey) },
  };
}

/** Insert-if-absent then read back: when two servers race, both end up with the winner's value. */
async function getOrCreate(db: Db, name: string, make: () => string): Promise<string> {
  const existing = await db.query<{ value: string }>('SELECT value FROM server_keys WHERE name = $1', [name]);
  if (existing[0] !== undefined) return existing[0].value;
  await db.query('INSERT INTO server_keys (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [name, make()]);
  const stored = await db.query<{ value: string }>('SELECT value FROM server_keys WHERE name = $1', [name]);
  if (stored[0] === undefined) throw new Error(`Server key ${name} could not be stored`);
  return stored[0].value;
}

/** CloudFront public key ids are 'K' followed by upper-case letters and digits. */
function newKeyPairId(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  return 'K' + Array.from(crypto.randomBytes(13), (byte) => alphabet[byte % alphabet.length]).join('');
}

function newRsaPrivateKey(): string {
  const { privateKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  return privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
}
