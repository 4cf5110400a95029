import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '../../contract';
import { buildApp } from '../app';
import { TEST_VERSION, appForFile, testConfig } from '../testing/testApp';
import { contentSecurityPolicy } from '../web/headers';
import { renderIndex } from '../web/static';

const INDEX =
  '<!doctype html><html><head><script>void 0</script><style>body{margin:0}</style><title>Takeflow</title></head><body><div id="root"></div></body></html>';
const files: Record<string, string> = {
  'index.html': INDEX,
  'main.3f9a1c2b.js': 'console.log("app")',
  '812.a1b2c3d4e5f6.chunk.js': 'chunk',
  'static/media/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'sw.js': 'self.addEventListener("fetch", () => {})',
  'assets/i18n/en.json': '{"hello":"Hello"}',
  'assets/logos/acme.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'manifest.json': '{"name":"Takeflow"}',
  'app-config.json': '{"stale":true}',
};

let staticDir: string;
const others: FastifyInstance[] = [];

const t = appForFile(
  () => {
    staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'takeflow-dist-'));
    for (const [name, content] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(staticDir, name)), { recursive: true });
      fs.writeFileSync(path.join(staticDir, name), content);
    }
    return { STATIC_DIR: staticDir };
  },
  {
    cleanup: async () => {
      for (const app of others) await app.close();
      fs.rmSync(staticDir, { recursive: true, force: true });
    },
  },
);

/** A second app on the same database with other settings. */
async function appWith(env: Record<string, string>): Promise<FastifyInstance> {
  const { app } = await buildApp({ config: testConfig(env), db: t.testDb.db, keys: t.ctx.keys });
  others.push(app);
  return app;
}

/** The style nonce a page's policy names. */
function styleNonceOf(policy: unknown): string {
  const nonce = /style-src 'self' 'nonce-([A-Za-z0-9+/=]+)'/.exec(String(policy))?.[1];
  if (!nonce) throw new Error(`no style nonce in ${String(policy)}`);
  return nonce;
}

const get = (url: string, accept = 'text/html,application/xhtml+xml') => t.inject({ method: 'GET', url, headers: { accept } });

describe('static SPA serving', () => {
  it.each([
    ['/', 'no-cache'],
    ['/main.3f9a1c2b.js', 'public, max-age=31536000, immutable'],
    ['/812.a1b2c3d4e5f6.chunk.js', 'public, max-age=31536000, immutable'],
    ['/static/media/logo.svg', 'public, max-age=31536000, immutable'],
    ['/sw.js', 'no-cache, no-store'],
    ['/assets/i18n/en.json', 'no-cache'],
    ['/assets/logos/acme.svg', 'no-cache'],
    ['/manifest.json', 'no-cache'],
    ['/app-config.json', 'no-cache'],
  ])('%s → Cache-Control %s', async (url, cacheControl) => {
    const answer = await get(url, '*/*');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe(cacheControl);
  });

  it('serves index.html for client routes a browser navigates to', async () => {
    for (const url of [
      '/home/library',
      '/login/status/sessionExpired',
      '/login/1/multi@acme.test/Demo-2026!/2',
      '/organization/customer/manage?cust=2',
    ]) {
      const answer = await get(url);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toMatch(/^text\/html/);
      expect(answer.headers['cache-control']).toBe('no-cache');
      expect(answer.body).toBe(renderIndex(INDEX, styleNonceOf(answer.headers['content-security-policy'])));
    }
  });

  it('keeps a missing asset a 404, not HTML', async () => {
    const answer = await get('/main.deadbeef.js', '*/*');
    expect(answer.statusCode).toBe(404);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
  });

  it('answers 404 JSON for unknown API paths even from a browser', async () => {
    for (const url of ['/rest/anything', '/oauth/nothing', '/api']) {
      const answer = await get(url);
      expect(answer.statusCode).toBe(404);
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
    }
  });

  it('serves the runtime config from the server, not a stale file', async () => {
    const answer = await get(API_PATHS.appConfig, 'application/json');
    expect(answer.json()).toEqual({
      idleTimeoutMinutes: 30,
      ssoProviders: [],
      analyticsUrl: 'https://analytics.takeflow.test',
      clientId: 'takeflow-web',
      version: TEST_VERSION,
      termsUrl: 'https://takeflow.test/terms',
      privacyUrl: 'https://takeflow.test/privacy',
      cookieDomain: null,
      cookiePath: '/cdn/customers/',
    });
    const sibling = await appWith({
      PUBLIC_URL: 'https://app.example.org',
      CDN_URL: 'https://cdn.example.org',
      COOKIE_DOMAIN: 'example.org',
    });
    const configured = await sibling.inject({ method: 'GET', url: API_PATHS.appConfig });
    expect(configured.json()).toMatchObject({ cookieDomain: 'example.org', cookiePath: '/customers/' });
  });

  it('answers a clear 503 at / when the SPA is not built, and the API still works', async () => {
    const app = await appWith({ STATIC_DIR: path.join(staticDir, 'missing') });
    const root = await app.inject({ method: 'GET', url: '/' });
    expect(root.statusCode).toBe(503);
    expect(root.headers['content-type']).toMatch(/^text\/plain/);
    expect(root.body).toContain('npm run build');
    expect((await app.inject({ method: 'GET', url: '/home', headers: { accept: 'text/html' } })).statusCode).toBe(503);
    expect((await app.inject({ method: 'GET', url: API_PATHS.appConfig })).statusCode).toBe(200);
  });
});

describe('security headers', () => {
  it('are on every response: pages, files, API answers and errors', async () => {
    const answers = [
      await get('/'),
      await get('/main.3f9a1c2b.js', '*/*'),
      await get('/nothing.abcdef12.png', '*/*'),
      await t.call(API_PATHS.getCustomerProfiles, null),
      await t.token({ grant_type: 'password', client_id: 'x' }),
    ];
    const withoutNonce = contentSecurityPolicy({ imageOrigins: [] });
    for (const answer of answers) {
      expect(answer.headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'strict-origin-when-cross-origin',
        'x-frame-options': 'DENY',
        'cross-origin-opener-policy': 'same-origin',
      });
      expect(answer.headers['content-security-policy']).not.toContain('unsafe-inline');
      expect(answer.headers['permissions-policy']).toContain('geolocation=(self)');
      expect(answer.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      expect(answer.headers['access-control-allow-origin']).toBeUndefined();
    }
    for (const answer of answers.slice(1)) expect(answer.headers['content-security-policy']).toBe(withoutNonce);
    expect(withoutNonce).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; " +
        "font-src 'self' data:; media-src 'self' blob:; connect-src 'self'; worker-src 'self' blob:; manifest-src 'self'; object-src 'none'; " +
        "base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
    );
  });

  it('admit the page’s styles and its one inline script by a nonce of its own, never by unsafe-inline', async () => {
    const pages = [await get('/'), await get('/home/library'), await get('/index.html', '*/*')];
    const nonces = pages.map((page) => styleNonceOf(page.headers['content-security-policy']));
    for (const [index, page] of pages.entries()) {
      const nonce = nonces[index] as string;
      expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
      expect(page.headers['content-security-policy']).toBe(contentSecurityPolicy({ imageOrigins: [], styleNonce: nonce }));
      // The inline stylesheet carries it, and so does the meta element emotion's cache reads.
      expect(page.body).toContain(`<style nonce="${nonce}">body{margin:0}</style>`);
      expect(page.body).toContain(`<meta name="csp-nonce" content="${nonce}" />`);
      expect(page.body).toContain(`<script nonce="${nonce}">void 0</script>`);
      expect(page.body).not.toContain('<style>');
      expect(page.headers['content-security-policy']).toContain(`script-src 'self' 'nonce-${nonce}';`);
    }
    expect(new Set(nonces).size).toBe(pages.length);
  });

  it('tell the page’s first script to drop a sign-in link’s password when PASSWORD_LINKS is off', async () => {
    expect((await get('/login/ftl/u/p/1')).body).not.toContain('password-links');
    const off = await appWith({ PASSWORD_LINKS: 'false', STATIC_DIR: staticDir });
    const page = await off.inject({ method: 'GET', url: '/login/ftl/u/p/1', headers: { accept: 'text/html' } });
    // Before the first script, which reads it.
    expect(page.body.indexOf('<meta name="password-links" content="off" />')).toBeGreaterThan(0);
    expect(page.body.indexOf('<meta name="password-links"')).toBeLessThan(page.body.indexOf('<script'));
  });

  it('allow images from our origin, data: and the configured CDN only', async () => {
    const withCdn = await appWith({ CDN_URL: 'https://media.example.test/base', STATIC_DIR: staticDir });
    const page = await withCdn.inject({ method: 'GET', url: '/home/library', headers: { accept: 'text/html' } });
    expect(page.headers['content-security-policy']).toContain("img-src 'self' data: https://media.example.test;");
    expect((await get('/')).headers['content-security-policy']).toContain("img-src 'self' data:;");
  });

  it('send no referrer from the login pages, whose address may carry a password (§2)', async () => {
    for (const path of ['/login', '/login/1/newhire@acme.test/Temp-Pass-1', '/LOGIN/1/u/p', '//login/1/u/p', '/%6cogin/1/u/p']) {
      // Every spelling gets the header; '//login/…' is refused by the static files (403), which is fine.
      const answer = await get(path);
      expect({ path, referrerPolicy: answer.headers['referrer-policy'] }).toEqual({ path, referrerPolicy: 'no-referrer' });
    }
    expect((await get('/login/1/newhire@acme.test/Temp-Pass-1')).statusCode).toBe(200);
    expect((await get('/home/library')).headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('apply the same policy to the docs UI, which needs no inline script', async () => {
    const docs = await get('/docs/');
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-security-policy']).toBe(contentSecurityPolicy({ imageOrigins: [] }));
    expect(docs.body).not.toMatch(/<script>[^<]/);
  });

  it('send CORS headers only to configured origins', async () => {
    const app = await appWith({ CORS_ORIGINS: 'https://admin.takeflow.test', STATIC_DIR: staticDir });
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: API_PATHS.getCustomerProfiles,
      headers: { origin: 'https://admin.takeflow.test', 'access-control-request-method': 'POST' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('https://admin.takeflow.test');
    expect(preflight.headers['access-control-allow-headers']).toContain('Web-Version');
    const stranger = await app.inject({ method: 'GET', url: API_PATHS.appConfig, headers: { origin: 'https://evil.test' } });
    expect(stranger.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('OpenAPI', () => {
  it('lists every route at /docs/json', async () => {
    const answer = await get('/docs/json', 'application/json');
    expect(answer.statusCode).toBe(200);
    const doc = answer.json<{ openapi: string; paths: Record<string, Record<string, unknown>> }>();
    expect(doc.openapi).toBe('3.1.0');
    const documented = Object.entries(doc.paths).flatMap(([url, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${url}`));
    // OpenAPI writes path parameters as {name} where Fastify writes :name.
    const registered = t.routes
      .filter((r) => !r.hidden && r.method !== 'HEAD')
      .map((r) => `${r.method} ${r.url.replace(/:(\w+)/g, '{$1}')}`);
    expect(documented.sort()).toEqual([...new Set(registered)].sort());
    for (const key of [
      'token',
      'revoke',
      'appConfig',
      'getCustomerProfiles',
      'getMenuNotificationCount',
      'getUploadSignature',
      'getRolePermissions',
      'changePassword',
    ] as const) {
      expect(documented.join('\n')).toContain(API_PATHS[key]);
    }
  });

  it('serves the UI at /docs', async () => {
    const answer = await get('/docs/');
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('swagger-ui');
  });
});
