import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { TEMPORARILY_UNAVAILABLE } from '../db/transient';
import { freePort } from '../testing/serverProcess';
import { testConfig } from '../testing/testApp';
import { serveWhileOpening } from '../web/earlyServer';
import { listenFirst } from '../web/firstAnswers';

/**
 * Before the database is open (main.ts): the port answers /login with the page at once, the
 * app's files once Fastify is loaded, every other call 503 with Retry-After; the application
 * then takes the same port over.
 */
const INDEX = '<!doctype html><html><head><script>void 0</script><style>body{margin:0}</style></head><body></body></html>';

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

function call(port: number, method: string, url: string, accept = '*/*'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, method, path: url, headers: { accept }, agent: false }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
    });
    request.on('error', reject);
    request.end();
  });
}

let staticDir: string;
beforeAll(() => {
  staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'takeflow-early-dist-'));
  fs.writeFileSync(path.join(staticDir, 'index.html'), INDEX);
  fs.writeFileSync(path.join(staticDir, 'main.3f9a1c2b.js'), 'console.log("app")');
});
afterAll(() => fs.rmSync(staticDir, { recursive: true, force: true }));

it('answers the page first, the files and 503s while the database opens, then hands the port over', async () => {
  const port = await freePort();
  const config = testConfig({ STATIC_DIR: staticDir, PORT: String(port), HOST: '127.0.0.1' });
  const first = await listenFirst(config);

  const page = await call(port, 'GET', '/login', 'text/html,application/xhtml+xml');
  expect(page.status).toBe(200);
  const nonce = /style-src 'self' 'nonce-([A-Za-z0-9+/=]+)'/.exec(String(page.headers['content-security-policy']))?.[1];
  expect(page.body).toContain(`<meta name="csp-nonce" content="${nonce}" />`);
  expect(page.body).toContain(`<script nonce="${nonce}">`);
  expect(page.headers['referrer-policy']).toBe('no-referrer');
  expect(page.headers['x-frame-options']).toBe('DENY');

  // A file is not the page: it waits for Fastify instead of being refused.
  let fileSettled = false;
  const file = call(port, 'GET', '/main.3f9a1c2b.js').finally(() => (fileSettled = true));
  await call(port, 'GET', '/login', 'text/html');
  expect(fileSettled).toBe(false);

  const early = await serveWhileOpening(config, first);
  const served = await file;
  expect(served.status).toBe(200);
  expect(served.body).toBe('console.log("app")');
  expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');

  const api = await call(port, 'POST', '/rest/getMenuNotificationCount');
  expect(api.status).toBe(503);
  expect(api.headers['retry-after']).toBe('5');
  expect(JSON.parse(api.body)).toEqual({ statusCode: 503, error: 'Service Unavailable', message: TEMPORARILY_UNAVAILABLE });
  expect((await call(port, 'GET', '/readyz')).status).toBe(503);
  expect((await call(port, 'GET', '/healthz')).status).toBe(200);
  expect((await call(port, 'GET', '/home/library', 'text/html')).body).toContain('<meta name="csp-nonce"');

  const app = Fastify({ serverFactory: early.takeOver });
  app.post('/rest/getMenuNotificationCount', async () => ({ count: 3 }));
  await app.listen({ port, host: '127.0.0.1' });
  try {
    const answered = await call(port, 'POST', '/rest/getMenuNotificationCount');
    expect(answered.status).toBe(200);
    expect(JSON.parse(answered.body)).toEqual({ count: 3 });
    // The early answers are gone: this application serves no page.
    expect((await call(port, 'GET', '/login', 'text/html')).status).toBe(404);
  } finally {
    await app.close();
  }
  await expect(call(port, 'GET', '/healthz')).rejects.toThrow(/ECONNREFUSED/);
});
