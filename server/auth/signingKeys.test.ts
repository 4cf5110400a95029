import crypto from 'node:crypto';
import { migrate } from '../db/migrate';
import { freshTestDb, type TestDb } from '../testing/testDb';
import { signJwt, verifyJwt } from './jwt';
import { loadSigningKeys, newSigningKeyPem, rotateSigningKey } from './signingKeys';

jest.setTimeout(120_000);

let t: TestDb;
beforeAll(async () => {
  t = await freshTestDb();
  await migrate(t.db);
});
afterAll(() => t?.dispose());

const TTL = 300;
const fromDb = { signingKeyPem: null, verifyKeysPem: null, accessTokenTtlSeconds: TTL };

it('makes one key on first start, shared by every server, and serves its public half by kid', async () => {
  const [a, b] = await Promise.all([loadSigningKeys(t.db, fromDb), loadSigningKeys(t.db, fromDb)]);
  expect(a.current().kid).toBe(b.current().kid);
  const jwks = a.jwks();
  expect(jwks.keys).toHaveLength(1);
  expect(jwks.keys[0]).toMatchObject({ kty: 'OKP', crv: 'Ed25519', alg: 'EdDSA', use: 'sig', kid: a.current().kid });
  expect(jwks.keys[0]).not.toHaveProperty('d');
  const token = await signJwt({ sub: '1' }, a.current());
  expect(await verifyJwt(token, b.verifyingKey)).toEqual({ sub: '1' });
});

it('rotates: the new key signs, the old one verifies until its tokens have expired, then goes', async () => {
  const before = await loadSigningKeys(t.db, fromDb);
  const oldToken = await signJwt({ sub: '1' }, before.current());
  const kid = await rotateSigningKey(t.db, fromDb, new Date());
  const after = await loadSigningKeys(t.db, fromDb);
  expect(after.current().kid).toBe(kid);
  expect(kid).not.toBe(before.current().kid);
  expect(
    after
      .jwks()
      .keys.map((key) => key.kid)
      .sort(),
  ).toEqual([kid, before.current().kid].sort());
  expect(await verifyJwt(oldToken, after.verifyingKey)).toEqual({ sub: '1' });
  // A server that has not re-read the keys yet learns the new kid when a token names it.
  const newToken = await signJwt({ sub: '2' }, after.current());
  expect(await verifyJwt(newToken, (await loadSigningKeys(t.db, fromDb)).verifyingKey)).toEqual({ sub: '2' });

  const later = new Date(Date.now() + (TTL + 600) * 1000);
  const expired = await loadSigningKeys(t.db, fromDb, () => later);
  expect(expired.jwks().keys.map((key) => key.kid)).toEqual([kid]);
  expect(await verifyJwt(oldToken, expired.verifyingKey)).toBeNull();
});

it('takes the key from the environment, with extra verify-only keys, and refuses a non-Ed25519 key', async () => {
  const pem = newSigningKeyPem();
  const previous = crypto.generateKeyPairSync('ed25519');
  const ring = await loadSigningKeys(t.db, {
    signingKeyPem: pem,
    verifyKeysPem: previous.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    accessTokenTtlSeconds: TTL,
  });
  expect(ring.jwks().keys).toHaveLength(2);
  const fromPrevious = ring.jwks().keys.find((key) => key.kid !== ring.current().kid)!;
  expect(
    await verifyJwt(await signJwt({ sub: '3' }, { kid: fromPrevious.kid!, privateKey: previous.privateKey }), ring.verifyingKey),
  ).toEqual({ sub: '3' });
  const rsa = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  await expect(loadSigningKeys(t.db, { ...fromDb, signingKeyPem: rsa })).rejects.toThrow(/Ed25519/);
});
