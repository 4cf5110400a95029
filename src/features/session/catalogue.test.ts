import { ERROR_MESSAGES } from '../../../contract/envelope';
import { STORAGE_KEYS } from '../../api';
import { sessionRevoked } from './events';
import { requestsTo } from './testing/harness';
import { COUNTS, signedInPerTest } from './testing/pipelineTab';
import { failed, oauthError, ok } from './testing/scriptedServer';

/** Every row of the error catalogue of §8, through callApi against the real session. */
const { world, signedIn, call } = signedInPerTest();

describe('the error catalogue (§8)', () => {
  test('the clear-cache message clears tokens and cookies and goes to /login', async () => {
    const tab = await signedIn({ [COUNTS]: [failed(200, `${ERROR_MESSAGES.clearCachePrefix} Ctrl+Shift+R.`)] });
    world().storage.setItem(STORAGE_KEYS.chatChannel, '42');
    await expect(call(tab)).resolves.toBeNull();
    expect(tab.path()).toBe('/login');
    expect(tab.state().status).toBe('anonymous');
    expect(world().storage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
    expect(world().storage.getItem(STORAGE_KEYS.refreshToken)).toBeNull();
    expect(world().storage.getItem(STORAGE_KEYS.chatChannel)).toBeNull();
    expect(world().storage.getItem(STORAGE_KEYS.username)).toBe('creator@acme.test');
    expect(tab.cookies.size).toBe(0);
    expect(tab.reloads).toHaveLength(0);
  });

  test('HTTP 401 clears storage, goes to /login/status/sessionExpired and reloads', async () => {
    const tab = await signedIn({ [COUNTS]: [failed(401, 'Invalid access token')] });
    await expect(call(tab)).resolves.toBeNull();
    expect(tab.state().status).toBe('expired');
    expect(tab.path()).toBe('/login/status/sessionExpired');
    expect(tab.reloads).toHaveLength(1);
    expect(world().storage.getItem(STORAGE_KEYS.refreshToken)).toBeNull();
  });

  test('HTTP 400 with a stored refresh token is treated as 401', async () => {
    const tab = await signedIn({ [COUNTS]: [failed(400, 'body/clientRequest must be object')] });
    await call(tab);
    expect(tab.state().status).toBe('expired');
    expect(tab.path()).toBe('/login/status/sessionExpired');
    expect(tab.reloads).toHaveLength(1);
  });

  test('HTTP 400 on a form call is the form’s feedback, not a sign-out', async () => {
    const tab = await signedIn({ [COUNTS]: [failed(400, 'Current password is incorrect')] });
    await expect(call(tab, { formErrors: true })).resolves.toMatchObject({ errorMessage: 'Current password is incorrect' });
    expect(tab.state().status).toBe('active');
  });

  test('HTTP 500 clears storage, goes to /login and reloads', async () => {
    const tab = await signedIn({ [COUNTS]: [failed(500, 'Internal server error')] });
    await call(tab);
    expect(tab.state().status).toBe('anonymous');
    expect(tab.path()).toBe('/login');
    expect(tab.reloads).toHaveLength(1);
    expect(world().storage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
  });

  test('HTTP 409 hands the customer id after ## to whoever handles conflicts', async () => {
    const tab = await signedIn({ [COUNTS]: [failed(409, 'This item belongs to another organisation ##102')] });
    await expect(call(tab)).resolves.toBeNull();
    expect(tab.actions).toContainEqual({
      type: 'api/conflictReceived',
      payload: { customerId: 102, message: 'This item belongs to another organisation ##102' },
    });
    expect(tab.state().status).toBe('active');
  });

  test('HTTP 409 on a form call naming no organisation is the form’s, with its code (a stale save)', async () => {
    const stale = { status: 409, body: { status: 'Error', clientResponse: null, errorMessage: 'Saved elsewhere', code: 'stale_revision' } };
    const tab = await signedIn({ [COUNTS]: [stale] });
    await expect(call(tab, { formErrors: true })).resolves.toMatchObject({ errorMessage: 'Saved elsewhere', code: 'stale_revision' });
    expect(tab.actions.map((action) => action.type)).not.toContain('api/conflictReceived');
    expect(tab.state().status).toBe('active');
  });

  test('a network failure toasts for user calls and stays quiet for polling', async () => {
    const tab = await signedIn({ [COUNTS]: ['network'] });
    await expect(call(tab, { background: true })).resolves.toBeNull();
    expect(tab.toasts()).toHaveLength(0);
    await call(tab);
    expect(tab.toasts()).toMatchObject([{ messageKey: 'api.errors.network', variant: 'error' }]);
    expect(tab.state().status).toBe('active');
  });

  test.each([
    ['Invalid refresh token', 400, '/login/status/sessionExpired', 'expired', 1],
    ['Cannot convert access token to JSON', 400, '/login/status/sessionExpired', 'expired', 1],
    ['Unknown client', 401, '/login/status/sessionExpired', 'expired', 1],
    ['Invalid refresh token', 403, '/login', 'anonymous', 0],
    ['User is not active', 400, '/login/status/inActive', 'inactive', 0],
    ['Not found: POST /oauth/token', 404, '/login/status/sessionExpired', 'expired', 0],
  ])('refresh error %p (HTTP %p) goes to %s', async (description, status, route, state, reloads) => {
    const tab = await signedIn({ [COUNTS]: [ok()] }, { extraToken: [oauthError(description, status)] });
    world().storage.setItem(STORAGE_KEYS.tokenExpiry, String(world().now() - 1));
    await expect(call(tab)).resolves.toBeNull();
    expect(requestsTo(world(), COUNTS)).toHaveLength(0);
    expect(tab.path()).toBe(route);
    expect(tab.state().status).toBe(state);
    expect(tab.reloads).toHaveLength(reloads);
    expect(world().storage.getItem(STORAGE_KEYS.refreshToken)).toBeNull();
    expect(world().storage.getItem(STORAGE_KEYS.username)).toBe('creator@acme.test');
  });

  test.each([
    // The server's word that this login was signed out may reach a tab before the signing-out
    // tab's own message does (§4: every tab goes to /login).
    ['logout', '/login', 'anonymous'],
    ['inactive', '/login/status/inActive', 'inactive'],
    ['password_changed', '/login/status/sessionExpired', 'expired'],
    ['reuse', '/login/status/sessionExpired', 'expired'],
  ] as const)('a revocation of this login for %s ends at %s', async (reason, path, status) => {
    const tab = await signedIn({});
    tab.dispatch(sessionRevoked({ reason }));
    await world().settle();
    expect(tab.path()).toBe(path);
    expect(tab.state().status).toBe(status);
    expect(world().storage.getItem(STORAGE_KEYS.refreshToken)).toBeNull();
  });
});
