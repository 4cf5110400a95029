'use strict';
// Hashes and checks passwords in a worker thread of the password pool (passwordPool.ts). The
// work runs synchronously here, never in libuv's thread pool, which file serving needs.
//
// Protocol: in  { id, op: 'hash', password, params: { memoryCost, timeCost, parallelism } }
//               { id, op: 'verify', password, stored }
//           out { id, ok: true, result } | { id, ok: false, message }
const crypto = require('node:crypto');
const { parentPort } = require('node:worker_threads');
const { hashSync, verifySync } = require('@node-rs/argon2');

/** Argon2id in @node-rs/argon2's Algorithm numbering. */
const ARGON2ID = 2;

/** Hashes made before Argon2id: scrypt$logN$r$p$salt$key (base64url). */
function verifyScrypt(password, stored) {
  const [, logN, r, p, salt, key] = stored.split('$');
  if (!logN || !r || !p || !salt || !key) return false;
  const N = 2 ** Number(logN);
  const expected = Buffer.from(key, 'base64url');
  const actual = crypto.scryptSync(password, Buffer.from(salt, 'base64url'), expected.length, {
    N,
    r: Number(r),
    p: Number(p),
    maxmem: 2 * 128 * N * Number(r),
  });
  return crypto.timingSafeEqual(actual, expected);
}

function verify(password, stored) {
  try {
    if (stored.startsWith('$argon2')) return verifySync(stored, password);
    if (stored.startsWith('scrypt$')) return verifyScrypt(password, stored);
  } catch {
    // A malformed stored hash never matches.
  }
  return false;
}

parentPort.on('message', ({ id, op, password, stored, params }) => {
  try {
    const result = op === 'hash' ? hashSync(password, { ...params, algorithm: ARGON2ID }) : verify(password, stored);
    parentPort.postMessage({ id, ok: true, result });
  } catch (error) {
    parentPort.postMessage({ id, ok: false, message: error instanceof Error ? error.message : String(error) });
  }
});
