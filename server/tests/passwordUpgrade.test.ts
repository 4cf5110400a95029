import { DEMO_PASSWORD } from '../db/seedData';
import { appForFile } from '../testing/testApp';
import { legacyScryptHash } from '../testing/legacyHash';

// Accounts hashed with scrypt before Argon2id keep signing in, and their hash is replaced by
// Argon2id at the first successful sign-in (server/README.md, Passwords).
const t = appForFile();

const storedHash = async (username: string) =>
  (await t.ctx.db.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE username = $1', [username]))[0]?.password_hash;
const signIn = (username: string, password: string) =>
  t.token({ grant_type: 'password', username, password, client_id: t.config.clientId });

describe('password hash upgrade', () => {
  it('signs in with an old scrypt hash and stores Argon2id afterwards', async () => {
    const old = legacyScryptHash(DEMO_PASSWORD, 14);
    await t.ctx.db.query('UPDATE users SET password_hash = $2 WHERE username = $1', ['creator@acme.test', old]);
    expect((await signIn('creator@acme.test', DEMO_PASSWORD)).statusCode).toBe(200);
    const upgraded = await storedHash('creator@acme.test');
    expect(upgraded).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    // The new hash holds the same password, and a later sign-in leaves it alone.
    expect((await signIn('creator@acme.test', DEMO_PASSWORD)).statusCode).toBe(200);
    expect(await storedHash('creator@acme.test')).toBe(upgraded);
  });

  it('keeps an old hash when the password is wrong', async () => {
    const old = legacyScryptHash(DEMO_PASSWORD);
    await t.ctx.db.query('UPDATE users SET password_hash = $2 WHERE username = $1', ['viewer@acme.test', old]);
    const refused = await signIn('viewer@acme.test', 'Not-the-password-1');
    expect(refused.statusCode).toBe(400);
    expect(await storedHash('viewer@acme.test')).toBe(old);
    expect((await signIn('viewer@acme.test', DEMO_PASSWORD)).statusCode).toBe(200);
    expect(await storedHash('viewer@acme.test')).toMatch(/^\$argon2id\$/);
  });
});
