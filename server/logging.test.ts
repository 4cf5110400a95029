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
    ]) {
      expect(redactUrl(url)).toBe('/login/[redacted]');
    }
    expect(redactUrl('/LOGIN/status/clear')).toBe('/LOGIN/status/clear');
    expect(redactUrl('/loginx/1')).toBe('/loginx/1');
  });

  it('masks secret query parameters', () => {
    expect(redactUrl('/landing?refresh_token=abc&x=1')).toBe('/landing?refresh_token=[redacted]&x=1');
    expect(redactUrl('/a?token=abc')).toBe('/a?token=[redacted]');
  });
});
