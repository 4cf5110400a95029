import { redactUrl } from './logging';

describe('log redaction of URLs', () => {
  it('cuts credentials out of the login route of §2', () => {
    expect(redactUrl('/login/1/newhire@acme.test/Temp-Pass-1/3')).toBe('/login/[redacted]');
    expect(redactUrl('/login/1/user?x=1')).toBe('/login/[redacted]?x=1');
    expect(redactUrl('/login/status/sessionExpired')).toBe('/login/status/sessionExpired');
    expect(redactUrl('/login')).toBe('/login');
  });

  it('cuts them however the route is spelled', () => {
    for (const url of [
      '/LOGIN/1/u/secret',
      '/%6cogin/1/u/secret',
      '//login/1/u/secret',
      '/login%2f1%2fu%2fsecret',
      '/Login%252F1/u/secret',
      '/\\login/1/u/secret',
      '/login./1/u/secret',
      '/login%20/1/u/secret',
      '/login;a/1/u/secret',
      '/login%09/1/u/secret',
      '/LOGIN..;x=1/1/u/secret',
    ]) {
      expect(redactUrl(url)).toBe('/login/[redacted]');
    }
    expect(redactUrl('/LOGIN/status/clear')).toBe('/LOGIN/status/clear');
    expect(redactUrl('/loginx/1')).toBe('/loginx/1');
    expect(redactUrl('/login1/x')).toBe('/login1/x');
    expect(redactUrl('/login;a/status/clear')).toBe('/login;a/status/clear');
  });

  it('masks secret query parameters', () => {
    expect(redactUrl('/landing?refresh_token=abc&x=1')).toBe('/landing?refresh_token=[redacted]&x=1');
    expect(redactUrl('/a?token=abc')).toBe('/a?token=[redacted]');
  });

  it('masks the code and state of a single sign-on callback', () => {
    expect(redactUrl('/oauth/sso/google/callback?code=4%2F0Ab&scope=email&state=s3cr3t')).toBe(
      '/oauth/sso/google/callback?code=[redacted]&scope=email&state=[redacted]',
    );
    expect(redactUrl('/oauth/sso/oidc/callback?state=abc&session_state=x&error=access_denied')).toBe(
      '/oauth/sso/oidc/callback?state=[redacted]&session_state=[redacted]&error=access_denied',
    );
  });
});
