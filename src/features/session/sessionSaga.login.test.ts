import { API_PATHS } from '../../../contract/config';
import { ROLE } from '../../../contract/roles';
import { STORAGE_KEYS } from '../../api';
import { loginRequested, passwordChangeSubmitted } from './events';
import { destinationAfterLogin } from './sagas/afterSignIn';
import { createWorld, requestsTo, type World } from './testing/harness';
import { failed, ok, oauthError, scriptedServer, tokens, type Answer } from './testing/scriptedServer';

let world: World;
afterEach(() => world.close());

function atLogin(script: Record<string, Answer[]>, storage: Record<string, string> = {}) {
  world = createWorld({ storage, server: scriptedServer(script) });
  return world.openTab('/login');
}

const signIn = (extra: Partial<ReturnType<typeof loginRequested>['payload']> = {}) =>
  loginRequested({ username: 'creator@acme.test', password: 'Demo-2026!', rememberMe: false, ...extra });

test('a password grant signs in, stores the tokens and cookies, and goes to the role home', async () => {
  const tab = atLogin({
    [API_PATHS.token]: [tokens({ access: 'access-1', refresh: 'refresh-1' })],
    [API_PATHS.getRolePermissions]: [ok({ rolePermissionVO: [{ roleId: 1232, permissions: ['clips.record'] }] })],
  });
  await world.settle();
  tab.dispatch(signIn({ rememberMe: true }));
  expect(tab.state().status).toBe('authenticating');
  await world.settle();
  expect(tab.state().status).toBe('active');
  expect(tab.path()).toBe('/home/library');
  expect(requestsTo(world, API_PATHS.token)[0]?.form).toEqual({
    grant_type: 'password',
    username: 'creator@acme.test',
    password: 'Demo-2026!',
    client_id: 'takeflow-web',
  });
  expect(world.storage.dump()).toMatchObject({
    [STORAGE_KEYS.accessToken]: 'access-1',
    [STORAGE_KEYS.refreshToken]: 'refresh-1',
    [STORAGE_KEYS.tokenExpiry]: String(world.now() + 300_000),
    [STORAGE_KEYS.username]: 'creator@acme.test',
    [STORAGE_KEYS.rememberMe]: 'true',
    [STORAGE_KEYS.customerId]: '101',
  });
  expect([...tab.cookies.keys()].sort()).toEqual(['CloudFront-Key-Pair-Id', 'CloudFront-Policy', 'CloudFront-Signature']);
  // Default redirect: permissions are loaded with the client details.
  expect(requestsTo(world, API_PATHS.getRolePermissions)[0]?.json).toEqual({
    clientRequest: {
      isLoggedInFromMobile: false,
      clientDetails: { browserName: 'Chrome', browserVersion: '140.0', operatingSystem: 'Linux' },
    },
  });
  expect(tab.state().permissions).toEqual([{ roleId: 1232, permissions: ['clips.record'] }]);
});

test('a wrong password shows the server’s message and leaves the user on /login', async () => {
  const tab = atLogin({ [API_PATHS.token]: [oauthError('Invalid username or password')] });
  await world.settle();
  tab.dispatch(signIn());
  await world.settle();
  expect(tab.state()).toMatchObject({ status: 'anonymous', loginError: { message: 'Invalid username or password' } });
  expect(tab.path()).toBe('/login');
  expect(world.storage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
});

test('an inactive user goes to /login/status/inActive', async () => {
  const tab = atLogin({ [API_PATHS.token]: [oauthError('User is not active')] });
  await world.settle();
  tab.dispatch(signIn());
  await world.settle();
  expect(tab.state().status).toBe('inactive');
  expect(tab.path()).toBe('/login/status/inActive');
});

test('an unreachable server is a sign-in error, not a crash', async () => {
  const tab = atLogin({ [API_PATHS.token]: ['network'] });
  await world.settle();
  tab.dispatch(signIn());
  await world.settle();
  expect(tab.state()).toMatchObject({ status: 'anonymous', loginError: { messageKey: 'session.login.errors.network' } });
});

test('the customer id of a /login link is passed to the password grant', async () => {
  const tab = atLogin({ [API_PATHS.token]: [tokens({ customerId: 102 })] });
  await world.settle();
  tab.dispatch(signIn({ customerId: 102 }));
  await world.settle();
  expect(requestsTo(world, API_PATHS.token)[0]?.form?.customerId).toBe('102');
  expect(world.storage.getItem(STORAGE_KEYS.customerId)).toBe('102');
});

test('without remember-me the username does not outlive the session', async () => {
  const tab = atLogin({ [API_PATHS.token]: [tokens()] });
  await world.settle();
  tab.dispatch(signIn({ rememberMe: false }));
  await world.settle();
  expect(tab.state().rememberedUsername).toBeNull();
  expect(world.storage.getItem(STORAGE_KEYS.rememberMe)).toBe('false');
});

test('a signed-in user cannot start a second login', async () => {
  const tab = atLogin({ [API_PATHS.token]: [tokens()] });
  await world.settle();
  tab.dispatch(signIn());
  await world.settle();
  tab.dispatch(signIn());
  await world.settle();
  expect(requestsTo(world, API_PATHS.token)).toHaveLength(1);
  expect(tab.state().status).toBe('active');
});

describe('after login (§4)', () => {
  test.each([
    ['super-admin', { roles: [ROLE.superAdmin], chatChannel: '7', meetingUserId: 'm', savedRoute: '/x' }, '/organization/customer/manage'],
    ['a stored chat channel', { roles: [ROLE.creator], chatChannel: '7', meetingUserId: 'm', savedRoute: '/x' }, '/channel/edit/7'],
    ['a stored meeting user', { roles: [ROLE.creator], chatChannel: null, meetingUserId: 'm', savedRoute: '/x' }, '/integrations/zoom'],
    ['the saved route', { roles: [ROLE.creator], chatChannel: null, meetingUserId: null, savedRoute: '/tasks/ctr' }, '/tasks/ctr'],
    [
      'a public saved route is ignored',
      { roles: [ROLE.viewer], chatChannel: null, meetingUserId: null, savedRoute: '/login' },
      '/home/library',
    ],
    ['otherwise the role home', { roles: [ROLE.viewer], chatChannel: null, meetingUserId: null, savedRoute: null }, '/home/library'],
  ] as const)('%s', (_name, facts, expected) => {
    expect(destinationAfterLogin({ ...facts, roles: [...facts.roles] })).toBe(expected);
  });

  test('the route saved before login is used once', async () => {
    world = createWorld({ server: scriptedServer({ [API_PATHS.token]: [tokens()] }) });
    const tab = world.openTab('/tasks/file');
    await world.settle();
    expect(tab.path()).toBe('/login');
    tab.dispatch(signIn());
    await world.settle();
    expect(tab.path()).toBe('/tasks/file');
    expect(world.storage.getItem(STORAGE_KEYS.savedRoute)).toBeNull();
  });

  test('a stored chat channel wins over the saved route, and leads one sign-in only', async () => {
    const tab = atLogin(
      { [API_PATHS.token]: [tokens()] },
      { [STORAGE_KEYS.chatChannel]: '55', [STORAGE_KEYS.meetingUserId]: 'm-1', [STORAGE_KEYS.savedRoute]: '/tasks/ctr' },
    );
    await world.settle();
    tab.dispatch(signIn());
    await world.settle();
    expect(tab.path()).toBe('/channel/edit/55');
    expect(world.storage.getItem(STORAGE_KEYS.chatChannel)).toBeNull();
    expect(world.storage.getItem(STORAGE_KEYS.meetingUserId)).toBeNull();
  });

  test('neither first-time nor Default: no permission call', async () => {
    const tab = atLogin({ [API_PATHS.token]: [tokens({ redirect: 'Change Password' })] });
    await world.settle();
    tab.dispatch(signIn());
    await world.settle();
    expect(requestsTo(world, API_PATHS.getRolePermissions)).toHaveLength(0);
  });
});

describe('redirect Change Password', () => {
  const script = (answers: Answer[]) => ({
    [API_PATHS.token]: [tokens({ redirect: 'Change Password', firstTime: true })],
    [API_PATHS.changePassword]: answers,
    [API_PATHS.getRolePermissions]: [ok({ rolePermissionVO: [] })],
  });

  test('goes to /resetpassword, posts the change, then continues to the role home', async () => {
    const tab = atLogin(script([ok(null)]));
    await world.settle();
    tab.dispatch(signIn({ username: 'newhire@acme.test' }));
    await world.settle();
    expect(tab.state().status).toBe('mustChangePassword');
    expect(tab.path()).toBe('/resetpassword');
    expect(tab.dispatched('session/loginSucceeded')).toBe(0);

    tab.dispatch(passwordChangeSubmitted({ currentPassword: 'Demo-2026!', newPassword: 'Brand-new-2026' }));
    expect(tab.state().passwordChange.saving).toBe(true);
    await world.settle();
    expect(requestsTo(world, API_PATHS.changePassword)[0]?.json).toEqual({
      clientRequest: { currentPassword: 'Demo-2026!', newPassword: 'Brand-new-2026' },
    });
    expect(tab.state().status).toBe('active');
    expect(tab.path()).toBe('/home/library');
    expect(requestsTo(world, API_PATHS.getRolePermissions)).toHaveLength(1);
  });

  test('a wrong current password is shown on the form and the user may try again', async () => {
    const wrong = failed(400, 'Current password is incorrect');
    const refusal = { code: 'validation', fields: [{ field: 'currentPassword', code: 'incorrect' }] };
    const tab = atLogin(script([{ ...wrong, body: { ...(wrong.body as object), ...refusal } }, ok(null)]));
    await world.settle();
    tab.dispatch(signIn({ username: 'newhire@acme.test' }));
    await world.settle();
    tab.dispatch(passwordChangeSubmitted({ currentPassword: 'wrong', newPassword: 'Brand-new-2026' }));
    await world.settle();
    expect(tab.state()).toMatchObject({
      status: 'mustChangePassword',
      passwordChange: { saving: false, error: 'Current password is incorrect', fields: refusal.fields },
    });
    tab.dispatch(passwordChangeSubmitted({ currentPassword: 'Demo-2026!', newPassword: 'Brand-new-2026' }));
    await world.settle();
    expect(tab.state().status).toBe('active');
  });

  test('too many wrong current passwords: the limit’s message is shown on the form and the session stays', async () => {
    const limit = 'Too many failed sign-in attempts. Try again in 15 minutes.';
    const tab = atLogin(script([failed(429, limit)]));
    await world.settle();
    tab.dispatch(signIn({ username: 'newhire@acme.test' }));
    await world.settle();
    tab.dispatch(passwordChangeSubmitted({ currentPassword: 'Demo-2026!', newPassword: 'Brand-new-2026' }));
    await world.settle();
    expect(tab.state()).toMatchObject({ status: 'mustChangePassword', passwordChange: { saving: false, error: limit } });
    expect(tab.path()).toBe('/resetpassword');
  });
});

test('a single sign-on code is exchanged at the grant endpoint and signs in like a password', async () => {
  const tab = atLogin({
    [API_PATHS.token]: [tokens({ access: 'access-sso', refresh: 'refresh-sso' })],
    [API_PATHS.getRolePermissions]: [ok({ rolePermissionVO: [] })],
  });
  await world.settle();
  tab.dispatch(loginRequested({ username: '', password: '', rememberMe: false, ssoCode: 'C'.repeat(43) }));
  await world.settle();
  expect(tab.state().status).toBe('active');
  expect(tab.path()).toBe('/home/library');
  expect(requestsTo(world, API_PATHS.token)[0]?.form).toEqual({
    grant_type: 'authorization_code',
    code: 'C'.repeat(43),
    client_id: 'takeflow-web',
  });
  expect(world.storage.getItem(STORAGE_KEYS.refreshToken)).toBe('refresh-sso');
});
