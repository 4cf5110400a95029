import path from 'node:path';
import { ConfigError, REPO_ROOT, loadConfig } from './config';

describe('config', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: null,
      dataDir: path.join(REPO_ROOT, 'data'),
      staticDir: path.join(REPO_ROOT, 'dist'),
      clientId: 'takeflow-web',
      accessTokenTtlSeconds: 300,
      refreshAbsoluteTtlSeconds: 43_200,
      idleTimeoutMinutes: 30,
      passwordHashThreads: 0,
      analyticsUrl: 'https://analytics.takeflow.test',
      analyticsClientId: 'takeflow-analytics',
      corsOrigins: [],
      seedDemo: true,
    });
    expect(config.version).toMatch(/^\d+\.\d+/);
  });

  it('binds a single sign-on provider to the email domains listed, lower-cased', () => {
    const google = { GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' };
    expect(loadConfig(google).ssoProviders[0]?.emailDomains).toBeNull();
    expect(loadConfig({ ...google, GOOGLE_EMAIL_DOMAINS: 'Acme.test, acme.example' }).ssoProviders[0]?.emailDomains).toEqual([
      'acme.test',
      'acme.example',
    ]);
    for (const bad of ['acme.test,,acme.example', '@acme.test', 'acme.test;acme.example', '*.acme.test', 'acme', 'acme .test']) {
      expect(() => loadConfig({ ...google, GOOGLE_EMAIL_DOMAINS: bad })).toThrow(/GOOGLE_EMAIL_DOMAINS must be comma-separated domains/);
    }
    expect(() =>
      loadConfig({ OIDC_ISSUER: 'https://id.acme.test', OIDC_CLIENT_ID: 'id', OIDC_CLIENT_SECRET: 's', OIDC_EMAIL_DOMAINS: 'acme.test/x' }),
    ).toThrow(/OIDC_EMAIL_DOMAINS must be comma-separated domains/);
    expect(() => loadConfig({ OIDC_EMAIL_DOMAINS: 'acme.test' })).toThrow(/OIDC_EMAIL_DOMAINS is set but/);
  });

  it('refuses an analytics client id equal to the app’s own', () => {
    expect(() => loadConfig({ ANALYTICS_CLIENT_ID: 'takeflow-web' })).toThrow(/ANALYTICS_CLIENT_ID must differ from CLIENT_ID/);
  });

  it('takes TRUST_PROXY as a hop count or proxy addresses, never as plain true', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16,fd00::/8' }).trustProxy).toEqual(['10.0.0.1', '10.1.0.0/16', 'fd00::/8']);
    for (const bad of ['true', 'yes', '10.0.0.1/33', 'proxy.internal', '1.2.3']) {
      expect(() => loadConfig({ TRUST_PROXY: bad })).toThrow(/TRUST_PROXY must be false, the number of proxies/);
    }
  });

  it('takes COOKIE_DOMAIN for the signed CDN cookies when it covers the app and the CDN', () => {
    expect(loadConfig({}).cookieDomain).toBeNull();
    const sibling = { PUBLIC_URL: 'https://app.example.org', CDN_URL: 'https://cdn.example.org' };
    expect(loadConfig({ ...sibling, COOKIE_DOMAIN: '.Example.org' }).cookieDomain).toBe('example.org');
    expect(loadConfig({ PUBLIC_URL: 'https://example.org', COOKIE_DOMAIN: 'example.org' }).cookieDomain).toBe('example.org');
    expect(() => loadConfig({ ...sibling, COOKIE_DOMAIN: 'app.example.org' })).toThrow(/must cover the host of CDN_URL/);
    expect(() => loadConfig({ ...sibling, COOKIE_DOMAIN: 'elsewhere.test' })).toThrow(/must cover the host of PUBLIC_URL/);
    expect(() => loadConfig({ ...sibling, COOKIE_DOMAIN: 'badexample.org' })).toThrow(/must cover the host of PUBLIC_URL/);
    for (const bad of ['org', 'example.org/path', 'exa mple.org', '-x.example.org', 'https://example.org']) {
      expect(() => loadConfig({ ...sibling, COOKIE_DOMAIN: bad })).toThrow(/COOKIE_DOMAIN must be a domain name/);
    }
  });

  it('lets the operator turn sign-in links with a password off', () => {
    expect(loadConfig({}).passwordLinks).toBe(true);
    expect(loadConfig({ PASSWORD_LINKS: 'false' }).passwordLinks).toBe(false);
  });

  it('takes APP_VERSION over the built and package versions', () => {
    expect(loadConfig({ APP_VERSION: '9.9.9' }).version).toBe('9.9.9');
  });

  it('reports every invalid setting at once', () => {
    expect(() =>
      loadConfig({ PORT: 'eighty', IDLE_TIMEOUT_MINUTES: '0', DATABASE_URL: 'mysql://x', CLOUDFRONT_KEY_PAIR_ID: 'K1' }),
    ).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'eighty', IDLE_TIMEOUT_MINUTES: '0', DATABASE_URL: 'mysql://x', CLOUDFRONT_KEY_PAIR_ID: 'K1' });
    } catch (error) {
      const message = (error as Error).message;
      for (const name of ['PORT', 'IDLE_TIMEOUT_MINUTES', 'DATABASE_URL', 'CLOUDFRONT_PRIVATE_KEY']) expect(message).toContain(name);
    }
  });

  it('parses CORS origins and URL overrides', () => {
    const config = loadConfig({ CORS_ORIGINS: 'https://a.test, https://b.test/', ANALYTICS_URL: 'https://stats.example/' });
    expect(config.corsOrigins).toEqual(['https://a.test', 'https://b.test']);
    expect(config.analyticsUrl).toBe('https://stats.example');
  });

  it('has the documented sign-in limits, each configurable', () => {
    expect(loadConfig({}).signIn).toEqual({
      maxFailuresPerUser: 10,
      maxFailuresPerAddress: 50,
      windowMinutes: 15,
      captchaAfterFailures: 3,
      knownAddressDays: 30,
      maxPerMinutePerUser: 10,
      maxPerMinutePerAddress: 60,
    });
    const tuned = loadConfig({
      SIGNIN_MAX_FAILURES_PER_USER: '5',
      SIGNIN_MAX_FAILURES_PER_ADDRESS: '20',
      SIGNIN_FAILURE_WINDOW_MINUTES: '60',
      SIGNIN_CAPTCHA_AFTER_FAILURES: '0',
      SIGNIN_KNOWN_ADDRESS_DAYS: '0',
      SIGNIN_MAX_PER_MINUTE_PER_USER: '3',
      SIGNIN_MAX_PER_MINUTE_PER_ADDRESS: '30',
      CAPTCHA_MAX_NUMBER: '50000',
    });
    expect(tuned.signIn).toEqual({
      maxFailuresPerUser: 5,
      maxFailuresPerAddress: 20,
      windowMinutes: 60,
      captchaAfterFailures: 0,
      knownAddressDays: 0,
      maxPerMinutePerUser: 3,
      maxPerMinutePerAddress: 30,
    });
    expect(tuned.captchaMaxNumber).toBe(50_000);
    expect(() => loadConfig({ SIGNIN_MAX_FAILURES_PER_USER: '0' })).toThrow(/SIGNIN_MAX_FAILURES_PER_USER/);
  });
});
