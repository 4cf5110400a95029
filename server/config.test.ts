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
      corsOrigins: [],
      seedDemo: true,
    });
    expect(config.version).toMatch(/^\d+\.\d+/);
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
    });
    const tuned = loadConfig({
      SIGNIN_MAX_FAILURES_PER_USER: '5',
      SIGNIN_MAX_FAILURES_PER_ADDRESS: '20',
      SIGNIN_FAILURE_WINDOW_MINUTES: '60',
      SIGNIN_CAPTCHA_AFTER_FAILURES: '0',
      SIGNIN_KNOWN_ADDRESS_DAYS: '0',
      CAPTCHA_MAX_NUMBER: '50000',
    });
    expect(tuned.signIn).toEqual({ maxFailuresPerUser: 5, maxFailuresPerAddress: 20, windowMinutes: 60, captchaAfterFailures: 0, knownAddressDays: 0 });
    expect(tuned.captchaMaxNumber).toBe(50_000);
    expect(() => loadConfig({ SIGNIN_MAX_FAILURES_PER_USER: '0' })).toThrow(/SIGNIN_MAX_FAILURES_PER_USER/);
  });
});
