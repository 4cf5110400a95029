import { API_PATHS, SSO_GRANT_TYPE, type TokenResponse } from '../../contract';
import { freePort } from '../../e2e/harness/server';
import { SSO_REQUIRED_MESSAGE } from '../sso/ssoPolicy';
import { INVALID_HANDOFF } from '../sso/ssoGrant';
import { startIdentityProvider, type LocalIdentityProvider } from '../testing/identityProvider';
import { completeSso, pathOf, signInAtProvider } from '../testing/ssoBrowser';
import { appForFile, startTestApp } from '../testing/testApp';
import { DEMO_PASSWORD } from '../db/seedData';

const PUBLIC_URL = 'http://takeflow.local';

let provider: LocalIdentityProvider;
const test = appForFile(
  async () => {
    provider = await startIdentityProvider(await freePort(), PUBLIC_URL);
    return {
      PUBLIC_URL,
      GOOGLE_ISSUER: provider.issuer,
      GOOGLE_CLIENT_ID: provider.clientId,
      GOOGLE_CLIENT_SECRET: provider.clientSecret,
    };
  },
  { cleanup: () => provider?.stop() },
);

const sessions = async () => Number((await test.testDb.db.query<{ n: string }>('SELECT count(*) AS n FROM refresh_families'))[0]?.n);
const handoffCode = (landing: string) => /^\/login#sso=([A-Za-z0-9_-]{43})$/.exec(landing)?.[1];
const exchange = (code: string) => test.token({ grant_type: SSO_GRANT_TYPE, code, client_id: test.config.clientId });

describe('single sign-on against a real OpenID provider', () => {
  it('offers the configured provider to the SPA, without its secret', async () => {
    const response = await test.inject({ method: 'GET', url: API_PATHS.appConfig });
    expect(response.json<{ ssoProviders: unknown }>().ssoProviders).toEqual([{ id: 'google', label: 'Google' }]);
    expect(response.body).not.toContain(provider.clientSecret);
  });

  it('signs in the user whose verified email matches, with the tokens of the password grant', async () => {
    const { landing } = await completeSso(test, 'creator@acme.test');
    const code = handoffCode(landing);
    expect(code).toBeDefined();
    const response = await exchange(code ?? '');
    expect(response.statusCode).toBe(200);
    const tokens = response.json<TokenResponse>();
    expect(tokens.additionalDetails.CustomerUserDetails?.userName).toBe('creator@acme.test');
    expect(tokens.redirect).toBe('Default');
    const refreshed = await test.token({
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
      client_id: test.config.clientId,
    });
    expect(refreshed.statusCode).toBe(200);
    const counts = await test.call(API_PATHS.getCustomerProfiles, refreshed.json<TokenResponse>().access_token);
    expect(counts.json<{ status: string }>().status).toBe('Ok');
    // The handoff code works once.
    const again = await exchange(code ?? '');
    expect(again.statusCode).toBe(400);
    expect(again.json<{ error_description: string }>().error_description).toBe(INVALID_HANDOFF);
  });

  it('expires an unexchanged handoff code after a minute', async () => {
    const code = handoffCode((await completeSso(test, 'viewer@acme.test')).landing) ?? '';
    test.clock.advance(61_000);
    expect((await exchange(code)).statusCode).toBe(400);
  });

  it('refuses an unverified email, an unknown user, a wrong state, a replayed code and a foreign browser', async () => {
    const before = await sessions();
    expect((await completeSso(test, 'unverified.creator@acme.test')).landing).toBe('/login?ssoError=unverified');
    expect((await completeSso(test, 'nobody@acme.test')).landing).toBe('/login?ssoError=unknown');
    // The support role signs in by password only, unless SSO_FOR_SUPPORT says otherwise.
    expect((await completeSso(test, 'support@takeflow.test')).landing).toBe('/login?ssoError=unknown');

    const forged = await signInAtProvider(test, 'creator@acme.test');
    const wrongState = new URL(forged.callbackUrl);
    wrongState.searchParams.set('state', 'x'.repeat(43));
    const refused = await test.inject({ method: 'GET', url: pathOf(wrongState.toString()), headers: { cookie: forged.takeflowCookie } });
    expect(refused.headers.location).toBe('/login?ssoError=failed');

    const run = await signInAtProvider(test, 'creator@acme.test');
    const otherBrowser = await test.inject({ method: 'GET', url: pathOf(run.callbackUrl), headers: { cookie: 'takeflow_sso=stolen' } });
    expect(otherBrowser.headers.location).toBe('/login?ssoError=failed');

    const used = await signInAtProvider(test, 'creator@acme.test');
    const first = await test.inject({ method: 'GET', url: pathOf(used.callbackUrl), headers: { cookie: used.takeflowCookie } });
    expect(String(first.headers.location)).toMatch(/^\/login#sso=/);
    const replay = await test.inject({ method: 'GET', url: pathOf(used.callbackUrl), headers: { cookie: used.takeflowCookie } });
    expect(replay.headers.location).toBe('/login?ssoError=failed');
    expect(await sessions()).toBe(before);
  });

  it('refuses password sign-in for members of an organisation that requires single sign-on', async () => {
    await test.testDb.db.query('UPDATE customers SET sso_required = true WHERE id = 1');
    try {
      const refused = await test.token({
        grant_type: 'password',
        username: 'creator@acme.test',
        password: DEMO_PASSWORD,
        client_id: test.config.clientId,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json<{ error_description: string }>().error_description).toBe(SSO_REQUIRED_MESSAGE);
      const code = handoffCode((await completeSso(test, 'creator@acme.test')).landing) ?? '';
      expect((await exchange(code)).statusCode).toBe(200);
    } finally {
      await test.testDb.db.query('UPDATE customers SET sso_required = false WHERE id = 1');
    }
  });

  it('binds a user only through a membership they hold: a locked one leaves password sign-in to the account', async () => {
    const initech = (await test.testDb.db.query<{ id: number }>(`SELECT id FROM customers WHERE name = 'Initech'`))[0]!.id;
    await test.testDb.db.query('UPDATE customers SET sso_required = true WHERE id = $1', [initech]);
    const signIn = async (username: string) =>
      (await test.token({ grant_type: 'password', username, password: DEMO_PASSWORD, client_id: test.config.clientId })).statusCode;
    try {
      // multi@acme.test's membership of Initech is locked: it no longer binds the account.
      expect(await signIn('multi@acme.test')).toBe(200);
      await test.testDb.db.query(
        'UPDATE customer_users SET is_locked = false WHERE customer_id = $1 AND user_id = (SELECT id FROM users WHERE username = $2)',
        [initech, 'multi@acme.test'],
      );
      expect(await signIn('multi@acme.test')).toBe(400);
    } finally {
      await test.testDb.db.query('UPDATE customers SET sso_required = false WHERE id = $1', [initech]);
      await test.testDb.db.query(
        'UPDATE customer_users SET is_locked = true WHERE customer_id = $1 AND user_id = (SELECT id FROM users WHERE username = $2)',
        [initech, 'multi@acme.test'],
      );
    }
  });
});

describe('single sign-on bound to email domains', () => {
  it('signs in a listed domain and refuses, as unknown, a verified email of another domain though the account exists', async () => {
    const bound = await startTestApp({
      PUBLIC_URL,
      GOOGLE_ISSUER: provider.issuer,
      GOOGLE_CLIENT_ID: provider.clientId,
      GOOGLE_CLIENT_SECRET: provider.clientSecret,
      GOOGLE_EMAIL_DOMAINS: ' ACME.test , acme.example',
    });
    try {
      const code = handoffCode((await completeSso(bound, 'creator@acme.test')).landing) ?? '';
      const response = await bound.token({ grant_type: SSO_GRANT_TYPE, code, client_id: bound.config.clientId });
      expect(response.statusCode).toBe(200);
      expect(response.json<TokenResponse>().additionalDetails.CustomerUserDetails?.userName).toBe('creator@acme.test');
      expect((await completeSso(bound, 'creator@globex.test')).landing).toBe('/login?ssoError=unknown');
      expect((await completeSso(bound, 'vendor@cutline.test')).landing).toBe('/login?ssoError=unknown');
    } finally {
      await bound.close();
    }
  });
});

describe('single sign-on while the provider is down', () => {
  it('sends the user back to /login with a clear reason and no session', async () => {
    const down = await startTestApp({
      PUBLIC_URL,
      GOOGLE_ISSUER: `http://127.0.0.1:${await freePort()}`,
      GOOGLE_CLIENT_ID: 'x',
      GOOGLE_CLIENT_SECRET: 'y',
    });
    try {
      const start = await down.inject({ method: 'GET', url: API_PATHS.ssoStart('google') });
      expect(start.statusCode).toBe(303);
      expect(start.headers.location).toBe('/login?ssoError=unavailable');
      expect(start.headers['set-cookie']).toBeUndefined();
    } finally {
      await down.close();
    }
  });
});
