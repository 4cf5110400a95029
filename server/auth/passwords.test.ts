import { dummyHashFactory, hashPassword, verifyPassword } from './passwords';
import { PASSWORD_RULE, meetsPasswordPolicy } from './passwordPolicy';

describe('scrypt passwords', () => {
  it('hashes at the production cost N=2^17, r=8, p=1 and verifies', async () => {
    const hash = await hashPassword('Demo-2026!', 17);
    expect(hash).toMatch(/^scrypt\$17\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    await expect(verifyPassword('Demo-2026!', hash)).resolves.toBe(true);
    await expect(verifyPassword('Demo-2026?', hash)).resolves.toBe(false);
  }, 20_000);

  it('salts every hash and verifies hashes made at another cost', async () => {
    const [a, b] = await Promise.all([hashPassword('same password 1', 10), hashPassword('same password 1', 10)]);
    expect(a).not.toBe(b);
    await expect(verifyPassword('same password 1', a)).resolves.toBe(true);
  });

  it('rejects malformed stored hashes instead of throwing', async () => {
    await expect(verifyPassword('x', 'plain-text')).resolves.toBe(false);
    await expect(verifyPassword('x', 'bcrypt$10$8$1$abc$def')).resolves.toBe(false);
  });

  it('makes one dummy hash per cost and reuses it', async () => {
    const dummy = dummyHashFactory(10);
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
