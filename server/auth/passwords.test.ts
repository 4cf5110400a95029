import { dummyHashFactory, hashPassword, needsRehash, verifyPassword } from './passwords';
import { PASSWORD_RULE, meetsPasswordPolicy } from './passwordPolicy';
import { legacyScryptHash } from '../testing/legacyHash';

// Production-cost hashes on a busy machine can take a while each.
jest.setTimeout(30_000);

describe('Argon2id passwords', () => {
  it('hashes with Argon2id at m=19 MiB, t=2, p=1 in the PHC string format and verifies', async () => {
    const hash = await hashPassword('Demo-2026!');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[\w+/]{22}\$[\w+/]{43}$/);
    await expect(verifyPassword('Demo-2026!', hash)).resolves.toBe(true);
    await expect(verifyPassword('Demo-2026?', hash)).resolves.toBe(false);
    expect(needsRehash(hash)).toBe(false);
  });

  it('salts every hash', async () => {
    const [a, b] = await Promise.all([hashPassword('same password 1'), hashPassword('same password 1')]);
    expect(a).not.toBe(b);
    await expect(verifyPassword('same password 1', b)).resolves.toBe(true);
  });

  it('still verifies scrypt hashes and marks them, and Argon2id at other parameters, for rehashing', async () => {
    const old = legacyScryptHash('Sunrise-2026');
    await expect(verifyPassword('Sunrise-2026', old)).resolves.toBe(true);
    await expect(verifyPassword('Sunrise-2027', old)).resolves.toBe(false);
    expect(needsRehash(old)).toBe(true);
    expect(needsRehash('$argon2id$v=19$m=4096,t=3,p=1$c2FsdHNhbHRzYWx0c2FsdA$aGFzaA')).toBe(true);
  });

  it('rejects malformed stored hashes instead of throwing', async () => {
    await expect(verifyPassword('x', 'plain-text')).resolves.toBe(false);
    await expect(verifyPassword('x', 'bcrypt$10$8$1$abc$def')).resolves.toBe(false);
    await expect(verifyPassword('x', 'scrypt$10$8$1$abc')).resolves.toBe(false);
    await expect(verifyPassword('x', '$argon2id$v=19$m=19456,t=2,p=1$bad')).resolves.toBe(false);
  });

  it('makes one dummy hash and reuses it', async () => {
    const dummy = dummyHashFactory();
    const first = await dummy();
    expect(await dummy()).toBe(first);
    await expect(verifyPassword('Demo-2026!', first)).resolves.toBe(false);
  });
});

describe('password policy', () => {
  it.each([
    ['Sunrise-2026', true],
    ['correct horse battery 9', true],
    ['longenough!', true],
    ['short-1', false],
    ['onlyletterslong', false],
    ['1234567890123', false],
    ['manager@acme.test', false],
    ['MANAGER@ACME.TEST', false],
  ])('%s → %s', (password, accepted) => {
    expect(meetsPasswordPolicy(password, 'manager@acme.test')).toBe(accepted);
  });

  it('states the rule in words', () => {
    expect(PASSWORD_RULE).toMatch(/at least 10 characters/);
  });
});
