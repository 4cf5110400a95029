import { isAppConfig, NAVIGATION_ALLOWLIST, NAVIGATION_DENYLIST, passesThrough } from './routing';

const ORIGIN = 'https://app.takeflow.test';
const url = (path: string) => new URL(path, ORIGIN);
const none = new Headers();

describe('what the service worker leaves to the network', () => {
  it.each([
    '/oauth/token',
    '/rest/secure/service/event/getMenuNotificationCount',
    '/captcha/challenge',
    '/docs/json',
    '/sw.js',
    '/version.json',
    '/static/js/main.js?ngsw-bypass=true',
  ])('passes %s through', (path) => expect(passesThrough(url(path), none, ORIGIN)).toBe(true));

  it('passes through anything carrying the bypass header (§7)', () => {
    expect(passesThrough(url('/assets/images/takeflow-logo.svg'), new Headers({ 'ngsw-bypass': 'true' }), ORIGIN)).toBe(true);
  });

  it.each(['/assets/i18n/en.json', '/app-config.json'])(
    'still answers %s, which /login needs offline, when it carries the header',
    (path) => {
      expect(passesThrough(url(path), new Headers({ 'ngsw-bypass': 'true' }), ORIGIN)).toBe(false);
    },
  );

  it('passes through other origins (uploads, analytics)', () => {
    expect(passesThrough(new URL('https://bucket.s3.amazonaws.com/x'), none, ORIGIN)).toBe(true);
  });

  it.each(['/', '/login', '/index.html', '/static/js/main.0123456789.js', '/assets/i18n/fr.json', '/app-config.json'])(
    'serves %s through its routes',
    (path) => expect(passesThrough(url(path), none, ORIGIN)).toBe(false),
  );

  it('treats only /app-config.json as the configuration', () => {
    expect(isAppConfig(url('/app-config.json'))).toBe(true);
    expect(isAppConfig(url('/app-config.json.bak'))).toBe(false);
  });
});

describe('navigations that fall back to the app shell offline', () => {
  const deniedShell = (path: string) => NAVIGATION_DENYLIST.some((pattern) => pattern.test(path));
  it.each([
    '/login',
    '/login/status/sessionExpired',
    '/login/ftl/ann@acme.test',
    '/home/library',
    '/no-support',
    '/organization/customer/manage',
  ])('serves %s from the shell', (path) => expect(deniedShell(path)).toBe(false));
  it.each([
    '/oauth/token',
    '/rest/secure/x',
    '/docs',
    '/docs/static/index.html',
    '/static/js/a.js',
    '/assets/i18n/en.json',
    '/sw.js',
    '/version.json',
  ])('does not serve %s from the shell', (path) => expect(deniedShell(path)).toBe(true));
});

describe('navigations the shell answers come from the area registry', () => {
  const allowed = (path: string) => NAVIGATION_ALLOWLIST.some((pattern) => pattern.test(path));
  it.each([
    '/',
    '/login',
    '/login/status/clear',
    '/no-support/info/background-upload-clips',
    '/resetpassword',
    '/home/library',
    '/tasks',
    '/clips/add',
    '/peoplesearch/list',
    '/changepassword/report',
    '/organization/customer/manage',
  ])('answers %s', (path) => expect(allowed(path)).toBe(true));
  it.each(['/homework', '/rest/secure/x', '/oauth/token', '/assets/i18n/en.json', '/nowhere'])('leaves %s to the network', (path) =>
    expect(allowed(path)).toBe(false),
  );
});
