import { API_PATHS } from '../../../contract/config';
import { loginRequested } from './events';
import { createWorld, requestsTo, type World } from './testing/harness';
import { oauthError, scriptedServer, tokens } from './testing/scriptedServer';

let world: World;
afterEach(() => world.close());

const attempt = (captcha?: string) => loginRequested({ username: 'creator@acme.test', password: 'Demo-2026!', rememberMe: false, captcha });

test('a server that asks for a captcha gets one with the next attempt', async () => {
  world = createWorld({
    server: scriptedServer({
      [API_PATHS.token]: [oauthError('Captcha required'), oauthError('Captcha verification failed'), tokens()],
    }),
  });
  const tab = world.openTab('/login');
  await world.settle();

  tab.dispatch(attempt());
  await world.settle();
  expect(tab.state()).toMatchObject({
    status: 'anonymous',
    captchaRequired: true,
    loginError: { message: null, messageKey: 'session.login.errors.captcha' },
  });

  tab.dispatch(attempt('c29sdmVkLTE='));
  await world.settle();
  expect(requestsTo(world, API_PATHS.token)[1]?.form?.altcha).toBe('c29sdmVkLTE=');
  expect(tab.state()).toMatchObject({ status: 'anonymous', captchaRequired: true });

  tab.dispatch(attempt('c29sdmVkLTI='));
  await world.settle();
  expect(tab.state().status).toBe('active');
});

test('without a captcha request the grant carries no captcha field', async () => {
  world = createWorld({ server: scriptedServer({ [API_PATHS.token]: [tokens()] }) });
  const tab = world.openTab('/login');
  await world.settle();
  tab.dispatch(attempt());
  await world.settle();
  expect(requestsTo(world, API_PATHS.token)[0]?.form).not.toHaveProperty('altcha');
  expect(tab.state().captchaRequired).toBe(false);
});
