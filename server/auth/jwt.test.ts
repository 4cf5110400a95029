import crypto from 'node:crypto';
import { CompactSign } from 'jose';
import { VERIFIED_TOKENS_KEPT, isCanonicalCompact, signJwt, verifiedTokensKept, verifyJwt, type KeyLookup } from './jwt';

const { privateKey, publicKey } = crypto.generateKeyPairSync('ed25519');
const key = { kid: 'k1', privateKey };
const lookup: KeyLookup = async (kid) => (kid === 'k1' ? publicKey : null);
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('EdDSA JWS', () => {
  it('verifies what it signed, with the kid in the header', async () => {
    const token = await signJwt({ sub: '7' }, key);
    expect(JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString())).toEqual({ alg: 'EdDSA', typ: 'JWT', kid: 'k1' });
    expect(await verifyJwt(token, lookup)).toEqual({ sub: '7' });
  });

  it('refuses a token in any other than its canonical encoding', async () => {
    const token = await signJwt({ sub: '7' }, key);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    // Ed25519 signatures are 64 bytes: 86 base64url characters whose last one carries 2 unused bits.
    const last = signature.at(-1)!;
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const sameBytes = alphabet[alphabet.indexOf(last) ^ 1]!;
    const variants = [
      `${header}.${payload}.${signature.slice(0, -1)}${sameBytes}`,
      `${header}.${payload}.${signature}==`,
      `${header}=.${payload}.${signature}`,
      `${header}.${payload}.${signature}.`,
      ` ${token}`,
    ];
    expect(Buffer.from(variants[0]!.split('.')[2]!, 'base64url')).toEqual(Buffer.from(signature, 'base64url'));
    for (const variant of variants) {
      expect(isCanonicalCompact(variant)).toBe(false);
      expect(await verifyJwt(variant, lookup)).toBeNull();
    }
    expect(isCanonicalCompact(token)).toBe(true);
  });

  it('refuses another algorithm, an unknown kid, a changed payload and a foreign key', async () => {
    const token = await signJwt({ sub: '7' }, key);
    const [, payload, signature] = token.split('.') as [string, string, string];
    const hmac = (input: string) => crypto.createHmac('sha256', Buffer.from('secret')).update(input).digest('base64url');
    const hs256 = `${b64({ alg: 'HS256', typ: 'JWT', kid: 'k1' })}.${payload}`;
    const none = `${b64({ alg: 'none', typ: 'JWT', kid: 'k1' })}.${payload}`;
    const other = crypto.generateKeyPairSync('ed25519').privateKey;
    for (const forged of [
      `${hs256}.${hmac(hs256)}`,
      `${none}.${signature}`,
      await signJwt({ sub: '7' }, { kid: 'k2', privateKey }),
      await signJwt({ sub: '7' }, { kid: 'k1', privateKey: other }),
      `${token.split('.')[0]}.${b64({ sub: '8' })}.${signature}`,
    ]) {
      expect(await verifyJwt(forged, lookup)).toBeNull();
    }
  });
});

describe('verified tokens', () => {
  it('verify again from memory only while the lookup still gives the same key for the kid', async () => {
    const token = await signJwt({ sub: '9' }, key);
    expect(await verifyJwt(token, lookup)).toEqual({ sub: '9' });
    const replaced = crypto.generateKeyPairSync('ed25519').publicKey;
    expect(await verifyJwt(token, async () => replaced)).toBeNull();
    expect(await verifyJwt(token, async () => null)).toBeNull();
    // The same key material read afresh (a reloaded ring) still verifies.
    const reread = crypto.createPublicKey(publicKey.export({ type: 'spki', format: 'pem' }));
    expect(await verifyJwt(token, async () => reread)).toEqual({ sub: '9' });
  });

  it('hand out their own copy of the claims', async () => {
    const token = await signJwt({ sub: '10' }, key);
    const first = await verifyJwt(token, lookup);
    first!.sub = 'changed';
    expect(await verifyJwt(token, lookup)).toEqual({ sub: '10' });
  });

  it(`keep at most ${VERIFIED_TOKENS_KEPT} tokens`, async () => {
    for (let i = 0; i <= VERIFIED_TOKENS_KEPT; i += 1) await verifyJwt(await signJwt({ sub: String(i) }, key), lookup);
    expect(verifiedTokensKept()).toBe(VERIFIED_TOKENS_KEPT);
  });
});

describe('signing', () => {
  it("gives byte for byte jose's compact JWS (Ed25519 is deterministic)", async () => {
    const payload = { sub: '11', roles: [1, 2], name: 'Zoë' };
    const byJose = await new CompactSign(Buffer.from(JSON.stringify(payload)))
      .setProtectedHeader({ alg: 'EdDSA', typ: 'JWT', kid: 'k1' })
      .sign(privateKey);
    expect(await signJwt(payload, key)).toBe(byJose);
  });
});
