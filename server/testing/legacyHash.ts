import crypto from 'node:crypto';

/** A hash in the scrypt form stored before Argon2id: scrypt$logN$r$p$salt$key. */
export function legacyScryptHash(password: string, logN = 10): string {
  const salt = crypto.randomBytes(16);
  const key = crypto.scryptSync(password.normalize('NFC'), salt, 32, { N: 2 ** logN, r: 8, p: 1 });
  return ['scrypt', logN, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
}
