import { API_PATHS, ERROR_MESSAGES, ROLE, type TokenResponse } from '../../contract';
import { DEMO_PASSWORD } from '../db/seedData';
import { countStatements } from '../testing/statementCount';
import { appForFile } from '../testing/testApp';

const t = appForFile();

const grant = (extra: Record<string, string>) =>
  t.token({ grant_type: 'password', password: DEMO_PASSWORD, client_id: 'takeflow-web', ...extra });

describe('password grant', () => {
  it('answers the token response of contract/token.ts', async () => {
    const response = await grant({ username: 'manager@acme.test' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json<TokenResponse>();
    expect(body).toMatchObject({
      token_type: 'bearer',
      expires_in: 300,
      userRoles: [ROLE.manager],
      redirect: 'Default',
      additionalDetails: {
        CustomerUserDetails: { isFirstTimeLogin: false, userName: 'manager@acme.test' },
        CustomerDetails: {
          customerId: 1,
          name: 'Acme Media',
          city: 'Austin',
          state: 'TX',
          zip: '78701',
          addnlLogoFile: '/assets/logos/acme.svg',
          allowZoomIntegration: true,
          allowYoutubeIntegration: true,
          storyboardEnabled: true,
          campaignManagerEnabled: true,
          proEditVendor: false,
          hideOrganisation: false,
        },
        UserDetails: { name: 'Mia Manager', userPictureURL3: null },
      },
    });
    expect(body.access_token.split('.')).toHaveLength(3);
    expect(body.refresh_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.userUUID).toMatch(/^[0-9a-f-]{36}$/);
    expect(Object.keys(body.additionalDetails.preSignedCookie ?? {}).sort()).toEqual([
      'CloudFront-Key-Pair-Id',
      'CloudFront-Policy',
      'CloudFront-Signature',
    ]);
  });

  it('signs every demo account in with Demo-2026!, usernames case-insensitive', async () => {
    for (const username of [
      'ADMIN@acme.test',
      'creator@acme.test',
      'viewer@acme.test',
      'creator@globex.test',
      'viewer@globex.test',
      'vendor@cutline.test',
      'multi@acme.test',
      'newhire@acme.test',
      'support@takeflow.test',
    ]) {
      expect((await grant({ username })).statusCode).toBe(200);
    }
  });

  it('gives the support role no organisation', async () => {
    const body = (await grant({ username: 'support@takeflow.test' })).json<TokenResponse>();
    expect(body.userRoles).toEqual([ROLE.superAdmin]);
    expect(body.additionalDetails.CustomerDetails).toBeNull();
    expect(body.additionalDetails.CustomerUserDetails).toBeNull();
    // No CDN cookie: one for no organisation would cover every organisation's media.
    expect(body.additionalDetails.preSignedCookie).toBeNull();
  });

  it('signs CDN cookies for the organisation only, for 15 minutes, and none while a password change is pending', async () => {
    const decode = (value: string) =>
      JSON.parse(Buffer.from(value.replace(/-/g, '+').replace(/_/g, '=').replace(/~/g, '/'), 'base64').toString()) as {
        Statement: { Resource: string; Condition: { DateLessThan: { 'AWS:EpochTime': number } } }[];
      };
    const body = (await grant({ username: 'creator@acme.test' })).json<TokenResponse>();
    const [statement] = decode(body.additionalDetails.preSignedCookie?.['CloudFront-Policy'] ?? '').Statement;
    expect(statement?.Resource).toBe('https://cdn.takeflow.test/customers/1/*');
    // §9 (Decisions): 15 minutes, renewed by every token answer (tests/cdnRevocation.test.ts:
    // never past the login's absolute expiry).
    const nowSeconds = Math.floor(t.clock.now().getTime() / 1000);
    expect(statement?.Condition.DateLessThan['AWS:EpochTime']).toBe(nowSeconds + 15 * 60);
    const newhire = (await grant({ username: 'newhire@acme.test' })).json<TokenResponse>();
    expect(newhire.redirect).toBe('Change Password');
    expect(newhire.additionalDetails.preSignedCookie).toBeNull();
  });

  it('redirects a must-change-password account to Change Password', async () => {
    const body = (await grant({ username: 'newhire@acme.test' })).json<TokenResponse>();
    expect(body.redirect).toBe('Change Password');
    expect(body.additionalDetails.CustomerUserDetails?.isFirstTimeLogin).toBe(true);
  });

  it('uses one message for an unknown user and a wrong password', async () => {
    for (const response of [
      await grant({ username: 'nobody@acme.test' }),
      await grant({ username: 'manager@acme.test', password: 'Wrong-2026!' }),
    ]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'invalid_grant', error_description: 'Invalid username or password' });
    }
  });

  it('refuses an inactive user only after the right password', async () => {
    expect((await grant({ username: 'inactive@acme.test' })).json()).toEqual({
      error: 'invalid_grant',
      error_description: ERROR_MESSAGES.userNotActive,
    });
    expect((await grant({ username: 'inactive@acme.test', password: 'nope' })).json().error_description).toBe(
      'Invalid username or password',
    );
  });

  it('starts in the default-login profile, or the requested one', async () => {
    const start = (await grant({ username: 'multi@acme.test' })).json<TokenResponse>();
    expect(start.additionalDetails.CustomerDetails?.name).toBe('Acme Media');
    expect(start.userRoles).toEqual([ROLE.creator, ROLE.manager]);
    const west = (await grant({ username: 'multi@acme.test', customerId: '2' })).json<TokenResponse>();
    expect(west.additionalDetails.CustomerDetails).toMatchObject({ customerId: 2, name: 'Acme West', zip: null });
    expect(west.additionalDetails.CustomerUserDetails?.customerUserId).not.toBe(
      start.additionalDetails.CustomerUserDetails?.customerUserId,
    );
  });

  it('refuses a requested organisation that is locked or not the user’s', async () => {
    const locked = await grant({ username: 'multi@acme.test', customerId: '5' });
    expect(locked.statusCode).toBe(400);
    expect(locked.json()).toEqual({ error: 'invalid_request', error_description: 'Organisation 5 is locked for this user' });
    const foreign = await grant({ username: 'manager@acme.test', customerId: '3' });
    expect(foreign.json()).toEqual({ error: 'invalid_request', error_description: 'Organisation 3 is not available to this user' });
    expect((await grant({ username: 'manager@acme.test', customerId: '99999999999' })).statusCode).toBe(400);
  });

  it('accepts a JSON body too', async () => {
    const response = await t.inject({
      method: 'POST',
      url: API_PATHS.token,
      payload: { grant_type: 'password', username: 'viewer@acme.test', password: DEMO_PASSWORD, client_id: 'takeflow-web', customerId: 1 },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('round trips of a password grant', () => {
  // Beside the hash, a sign-in's cost is its statements: on the embedded database each is a
  // message to its thread, and a transaction holds the database for every other request.
  it('takes nine statements: the user, the limits (a transaction of two), the success, SSO, the choice and the login', async () => {
    expect((await grant({ username: 'multi@acme.test' })).statusCode).toBe(200);
    const statements = countStatements(t.ctx.db);
    try {
      const response = await grant({ username: 'multi@acme.test' });
      expect(response.statusCode).toBe(200);
      expect(response.json<TokenResponse>().additionalDetails.CustomerDetails?.customerId).toBe(1);
      expect(statements.count).toBe(9);
    } finally {
      statements.restore();
    }
  });
});

describe('token endpoint errors', () => {
  it('401 invalid_client for an unknown client id', async () => {
    const response = await grant({ username: 'manager@acme.test', client_id: 'someone-else' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'invalid_client', error_description: 'Unknown client' });
  });

  it('400 for an unsupported grant, missing or unexpected parameters', async () => {
    expect((await t.token({ grant_type: 'client_credentials', client_id: 'takeflow-web' })).json()).toEqual({
      error: 'unsupported_grant_type',
      error_description: "Unsupported grant type 'client_credentials'",
    });
    expect((await t.token({ grant_type: 'password', client_id: 'takeflow-web', username: 'a@b.c' })).json()).toEqual({
      error: 'invalid_request',
      error_description: 'Missing parameter: password',
    });
    const extra = await grant({ username: 'manager@acme.test', role: 'admin' });
    expect(extra.statusCode).toBe(400);
    expect(extra.json()).toEqual({ error: 'invalid_request', error_description: 'body must NOT have additional properties' });
    const noGrant = await t.token({ client_id: 'takeflow-web' });
    expect(noGrant.json().error_description).toBe("body must have required property 'grant_type'");
    const tooLong = await grant({ username: 'x'.repeat(300) });
    expect(tooLong.statusCode).toBe(400);
  });

  it('415 for another content type, 400 for broken JSON, never 500', async () => {
    const text = await t.inject({ method: 'POST', url: API_PATHS.token, headers: { 'content-type': 'text/plain' }, payload: 'hi' });
    expect(text.statusCode).toBe(415);
    expect(text.json().error).toBe('invalid_request');
    const broken = await t.inject({
      method: 'POST',
      url: API_PATHS.token,
      headers: { 'content-type': 'application/json' },
      payload: '{"grant_type":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error).toBe('invalid_request');
    const empty = await t.inject({ method: 'POST', url: API_PATHS.token });
    expect(empty.statusCode).toBe(400);
  });

  it('404 JSON for unknown OAuth paths', async () => {
    const response = await t.inject({ method: 'POST', url: '/oauth/authorize' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'not_found', error_description: 'Not found: POST /oauth/authorize' });
  });
});
