import { API_PATHS, type TokenResponse } from '../../contract';
import { PASSWORD_RULE } from './passwordPolicy';
import { DEMO_PASSWORD } from '../db/seedData';
import { appForFile } from '../testing/testApp';

const t = appForFile();

const change = (token: string, currentPassword: string, newPassword: string) =>
  t.call(API_PATHS.changePassword, token, { currentPassword, newPassword });
const refresh = (refreshToken: string) => t.token({ grant_type: 'refresh_token', refresh_token: refreshToken, client_id: 'takeflow-web' });

describe('first login with a must-change password', () => {
  it('allows nothing but the password change until it is done', async () => {
    const login = await t.login('newhire@acme.test');
    expect(login.redirect).toBe('Change Password');
    for (const url of [API_PATHS.getCustomerProfiles, API_PATHS.getUploadSignature]) {
      const answer = await t.call(url, login.access_token);
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toEqual({ status: 'Error', clientResponse: null, errorMessage: 'Password change required', code: 'forbidden' });
    }
    const refreshed = (await refresh(login.refresh_token)).json<TokenResponse>();
    expect(refreshed.redirect).toBe('Change Password');

    const changed = await change(refreshed.access_token, DEMO_PASSWORD, 'Welcome-Aboard-7');
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ status: 'Ok', clientResponse: null, errorMessage: null });

    expect((await t.call(API_PATHS.getCustomerProfiles, refreshed.access_token)).statusCode).toBe(200);
    const after = (await refresh(refreshed.refresh_token)).json<TokenResponse>();
    expect(after.redirect).toBe('Default');
    expect(after.additionalDetails.CustomerUserDetails?.isFirstTimeLogin).toBe(false);
  });
});

describe('user/changePassword', () => {
  it('checks the current password and the policy, stating the rule', async () => {
    const login = await t.login('creator@globex.test');
    const wrong = await change(login.access_token, 'not-it', 'Another-Pass-2026');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      errorMessage: 'Current password is incorrect',
      code: 'validation',
      fields: [{ field: 'currentPassword', code: 'incorrect' }],
    });
    for (const weak of ['short-1', 'onlyletterslong', 'creator@globex.test']) {
      const answer = await change(login.access_token, DEMO_PASSWORD, weak);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ errorMessage: PASSWORD_RULE, fields: [{ field: 'newPassword', code: 'password_policy' }] });
    }
    expect((await change(login.access_token, DEMO_PASSWORD, DEMO_PASSWORD)).json()).toMatchObject({
      errorMessage: 'New password must differ from the current password',
      fields: [{ field: 'newPassword', code: 'same_as_current' }],
    });
    const long = await change(login.access_token, DEMO_PASSWORD, 'x'.repeat(129));
    expect([long.statusCode, long.json().fields]).toEqual([400, [{ field: 'newPassword', code: 'too_long' }]]);
  });

  it('ends the user’s other sessions, keeps this one, and takes the new password', async () => {
    const here = await t.login('vendor@cutline.test');
    const elsewhere = await t.login('vendor@cutline.test');
    expect((await change(here.access_token, DEMO_PASSWORD, 'Fresh-Cut-2026')).statusCode).toBe(200);

    expect((await refresh(elsewhere.refresh_token)).statusCode).toBe(400);
    expect((await t.call(API_PATHS.getCustomerProfiles, elsewhere.access_token)).statusCode).toBe(401);
    expect((await refresh(here.refresh_token)).statusCode).toBe(200);

    const old = await t.token({
      grant_type: 'password',
      username: 'vendor@cutline.test',
      password: DEMO_PASSWORD,
      client_id: 'takeflow-web',
    });
    expect(old.json().error_description).toBe('Invalid username or password');
    const fresh = await t.token({
      grant_type: 'password',
      username: 'vendor@cutline.test',
      password: 'Fresh-Cut-2026',
      client_id: 'takeflow-web',
    });
    expect(fresh.statusCode).toBe(200);
  });

  it('counts wrong current passwords as failed sign-ins: over the limit it answers 429, even to the right one', async () => {
    const login = await t.login('viewer@globex.test');
    for (let i = 0; i < 10; i += 1) {
      t.clock.advance(1000);
      expect((await change(login.access_token, `guess-${i}`, 'Another-Pass-2026')).statusCode).toBe(400);
    }
    const refused = await change(login.access_token, DEMO_PASSWORD, 'Another-Pass-2026');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toEqual({
      status: 'Error',
      clientResponse: null,
      errorMessage: 'Too many failed sign-in attempts. Try again in 15 minutes.',
      code: 'too_many_requests',
    });
    const signIn = await t.token({
      grant_type: 'password',
      username: 'viewer@globex.test',
      password: DEMO_PASSWORD,
      client_id: 'takeflow-web',
    });
    expect(signIn.statusCode).toBe(429);
  });
});
