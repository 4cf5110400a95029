import crypto from 'node:crypto';
import { promisify } from 'node:util';

const scrypt = promisify(crypto.scrypt) as (
  password: crypto.BinaryLike,
  salt: crypto.BinaryLike,
  keylen: number,
  options: crypto.ScryptOptions,
) => Promise<Buffer>;

const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;

/** scrypt needs 128·N·r bytes; Node's 32 MiB default is too small for N = 2^17. */
function options(logN: number): crypto.ScryptOptions {
  const N = 2 ** logN;
  return { N, r: BLOCK_SIZE, p: PARALLELISM, maxmem: 2 * 128 * N * BLOCK_SIZE };
}

/**
 * Hashes with scrypt at cost 2^logN (OWASP: N=2^17, r=8, p=1). The stored form carries its own
 * parameters, so hashes made at another cost still verify.
 */
export async function hashPassword(password: string, logN: number): Promise<string> {
  const salt = crypto.randomBytes(SALT_LENGTH);
  const key = await scrypt(password.normalize('NFC'), salt, KEY_LENGTH, options(logN));
  return ['scrypt', logN, BLOCK_SIZE, PARALLELISM, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, logN, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || logN === undefined || r === undefined || p === undefined || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await scrypt(password.normalize('NFC'), Buffer.from(salt, 'base64url'), expected.length, {
    ...options(Number(logN)),
    r: Number(r),
    p: Number(p),
  });
  return crypto.timingSafeEqual(actual, expected);
}

/**
 * A hash of a random password at the configured cost. Checking an unknown username against it
 * costs what a real check costs, so response time does not reveal which accounts exist.
 */
export function dummyHashFactory(logN: number): () => Promise<string> {
  let pending: Promise<string> | null = null;
  return () => (pending ??= hashPassword(crypto.randomBytes(16).toString('hex'), logN));
}
