import crypto from 'node:crypto';
import { defaultThreads, passwordPool } from './passwordPool';

/**
 * Argon2id at OWASP's first recommendation: 19 MiB of memory, 2 passes, 1 lane. The PHC string
 * ($argon2id$v=19$m=19456,t=2,p=1$salt$hash) records them, so a hash made at other parameters
 * still verifies and is replaced at the next successful sign-in (needsRehash).
 */
export const ARGON2_PARAMS = { memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 };
const CURRENT_PREFIX = `$argon2id$v=19$m=${ARGON2_PARAMS.memoryCost},t=${ARGON2_PARAMS.timeCost},p=${ARGON2_PARAMS.parallelism}$`;

let pool: ReturnType<typeof passwordPool> | null = null;
let poolThreads = defaultThreads();

/** Sets the number of hashing threads (PASSWORD_HASH_THREADS); takes effect for a new pool. */
export function configurePasswordHashing(threads: number): void {
  poolThreads = threads > 0 ? threads : defaultThreads();
}

const run = <T>(task: Parameters<ReturnType<typeof passwordPool>['run']>[0]) => (pool ??= passwordPool(poolThreads)).run<T>(task);

export function hashPassword(password: string): Promise<string> {
  return run<string>({ op: 'hash', password: password.normalize('NFC'), params: ARGON2_PARAMS });
}

/** Checks Argon2id hashes and the scrypt hashes stored before them; malformed ones never match. */
export function verifyPassword(password: string, stored: string): Promise<boolean> {
  return run<boolean>({ op: 'verify', password: password.normalize('NFC'), stored });
}

/** True for any stored hash that is not Argon2id at the current parameters (an old scrypt hash). */
export function needsRehash(stored: string): boolean {
  return !stored.startsWith(CURRENT_PREFIX);
}

/**
 * A hash of a random password. Checking an unknown username against it costs what a real
 * check costs, so response time does not reveal which accounts exist.
 */
export function dummyHashFactory(): () => Promise<string> {
  let pending: Promise<string> | null = null;
  return () => (pending ??= hashPassword(crypto.randomBytes(16).toString('hex')));
}
