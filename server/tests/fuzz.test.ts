import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { API_PATHS, ERROR_MESSAGES } from '../../contract';
import { EMBEDDED_CDN_PATH, EMBEDDED_UPLOAD_PATH } from '../config';
import { addedRows, dumpDatabase, type Dump } from '../testing/dbDump';
import { anyText, headerValue, malformed, noiseHeaders, postRoutes, type Family } from '../testing/fuzzRequests';
import { START_TIMEOUT_MS, TEST_VERSION, appForFile, type TestApp } from '../testing/testApp';

/**
 * Thousands of malformed requests to every route: each is refused with a 4xx and a message a
 * person can read, never a 5xx; the server stays up and the database is left as it was.
 * FUZZ_RUNS scales the main property (default 2000; the others follow).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 2000);
const PROPERTY_TIMEOUT_MS = 240_000;
/** Failed password attempts are the one thing refusals may write (server/auth/signInLimits.ts). */
const ATTEMPT_LOG = 'sign_in_failures';

let auth: string;
/**
 * The support role's bearer, for the support routes (every other caller is refused before their
 * handler, §2 Support) and for Basic setup: its request names no record, so a defect that leaves
 * it valid (a nullable field given a string) would change the fuzzing member's organisation; the
 * support role is refused it after validation (tests/basicSetup.test.ts covers the handler).
 */
let supportAuth: string;
const SUPPORT_ROUTES = new Set<string>([
  API_PATHS.getCustomers,
  API_PATHS.getCustomer,
  API_PATHS.createCustomer,
  API_PATHS.updateCustomer,
  API_PATHS.getAuditRecords,
  API_PATHS.updateBasicSetup,
]);
const authFor = (url: string) => (SUPPORT_ROUTES.has(url) ? supportAuth : auth);
let customerUserId: number;
let before: Dump;
let sent = 0;
let tokenRequests = 0;
const started = Date.now();

/** A built SPA to serve, beside a file no request may ever read. */
const siteRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'takeflow-fuzz-site-'));
const SECRET = 'TOP-SECRET-NEVER-SERVED';

const t = appForFile(
  () => {
    fs.mkdirSync(path.join(siteRoot, 'dist', 'static'), { recursive: true });
    fs.writeFileSync(path.join(siteRoot, 'dist', 'index.html'), '<!doctype html><title>Takeflow</title>');
    fs.writeFileSync(path.join(siteRoot, 'dist', 'static', 'main.3f9a1c2b.js'), 'void 0;');
    fs.writeFileSync(path.join(siteRoot, 'secret.txt'), SECRET);
    return { STATIC_DIR: path.join(siteRoot, 'dist') };
  },
  { cleanup: () => fs.rmSync(siteRoot, { recursive: true, force: true }) },
);

beforeAll(async () => {
  const session = await t.login('multi@acme.test');
  auth = `Bearer ${session.access_token}`;
  supportAuth = `Bearer ${(await t.login('support@takeflow.test')).access_token}`;
  customerUserId = session.additionalDetails.CustomerUserDetails?.customerUserId ?? 0;
  before = await dumpDatabase(t.ctx.db, [ATTEMPT_LOG]);
}, START_TIMEOUT_MS);

async function send(request: Parameters<TestApp['inject']>[0]): Promise<LightMyRequestResponse> {
  sent += 1;
  if (typeof request === 'object' && request.url === API_PATHS.token) tokenRequests += 1;
  return t.inject(request);
}

function messageOf(answer: LightMyRequestResponse, family: Family | 'media' | 'other'): unknown {
  // The embedded store answers as S3 does (XML), the embedded CDN as CloudFront does (text).
  if (family === 'media') return /<Message>([^<]*)<\/Message>/.exec(answer.body)?.[1] ?? answer.body;
  const body = answer.json<Record<string, unknown>>();
  if (family === 'oauth') {
    expect(typeof body.error).toBe('string');
    return body.error_description;
  }
  if (family === 'service' || family === 'public') {
    expect(body).toMatchObject({ status: 'Error', clientResponse: null });
    return body.errorMessage;
  }
  return body.message;
}

/** A 4xx whose message says what was wrong, in the format of the route's family. */
function expectRefusal(answer: LightMyRequestResponse, family: Family | 'media' | 'other'): void {
  expect(answer.statusCode).toBeGreaterThanOrEqual(400);
  expect(answer.statusCode).toBeLessThan(500);
  const message = messageOf(answer, family);
  expect(typeof message).toBe('string');
  expect((message as string).trim()).not.toBe('');
  expect(message).not.toMatch(/internal|\n\s+at /i);
}

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const isMedia = (url: string) =>
  url === EMBEDDED_UPLOAD_PATH || url.startsWith(`${EMBEDDED_UPLOAD_PATH}/`) || url.startsWith(`${EMBEDDED_CDN_PATH}/`);
const familyOf = (url: string): Family | 'media' | 'other' =>
  url.startsWith('/oauth/')
    ? 'oauth'
    : url.startsWith('/rest/public/')
      ? 'public'
      : url.startsWith('/rest/')
        ? 'service'
        : isMedia(url)
          ? 'media'
          : 'other';

it(
  'refuses every malformed request to every POST route with a 4xx and a clear message',
  async () => {
    const routes = postRoutes(customerUserId);
    const tried = new Set<string>();
    const arbitrary = fc.tuple(fc.oneof(...routes.map((route) => malformed(route, authFor(route.url), TEST_VERSION))), noiseHeaders);
    await fc.assert(
      fc.asyncProperty(arbitrary, async ([{ route, defect, request }, noise]) => {
        const answer = await send({ ...request, headers: { ...noise, ...request.headers } });
        tried.add(`${route.url} ${route.form ? 'form' : 'json'} ${defect}`);
        if (defect === 'old web version') {
          expect(answer.statusCode).toBe(200);
          expect(answer.json()).toMatchObject({ status: 'Error', errorMessage: expect.stringContaining(ERROR_MESSAGES.clearCachePrefix) });
          return;
        }
        expectRefusal(answer, route.family);
      }),
      { numRuns: RUNS, ...(process.env.FUZZ_SEED ? { seed: Number(process.env.FUZZ_SEED), path: process.env.FUZZ_PATH } : {}) },
    );
    // Every defect was tried on every route it applies to, and every JSON and form POST route was
    // tried (the multipart upload has its own, tests/uploadFuzz.test.ts).
    expect(tried.size).toBeGreaterThanOrEqual(60);
    const posted = new Set([...tried].map((entry) => entry.split(' ')[0]));
    expect([...posted].sort()).toEqual(
      t.routes
        .filter((r) => r.method === 'POST' && !isMedia(r.url))
        .map((r) => r.url)
        .sort(),
    );
  },
  PROPERTY_TIMEOUT_MS,
);

it('refuses a control character in any text field with 400 and says so', async () => {
  const cases = [
    {
      url: API_PATHS.token,
      form: true,
      payload: { grant_type: 'password', username: 'manager@acme.test\u0000', password: 'x', client_id: 'takeflow-web' },
    },
    {
      url: API_PATHS.token,
      form: false,
      payload: { grant_type: 'password', username: 'manager@acme.test', password: 'Demo-2026!\u001b', client_id: 'takeflow-web' },
    },
    {
      url: API_PATHS.getRolePermissions,
      form: false,
      payload: {
        clientRequest: {
          isLoggedInFromMobile: false,
          clientDetails: { browserName: 'Chro\u0000me', browserVersion: '1', operatingSystem: 'b' },
        },
      },
    },
    {
      url: API_PATHS.getRolePermissions,
      form: false,
      payload: {
        clientRequest: {
          isLoggedInFromMobile: false,
          clientDetails: { browserName: 'a', browserVersion: '1\u0085', operatingSystem: 'b' },
        },
      },
    },
  ];
  for (const { url, form, payload } of cases) {
    const family = familyOf(url) as Family;
    const answer = await send({
      method: 'POST',
      url,
      payload: form ? new URLSearchParams(payload as unknown as Record<string, string>).toString() : JSON.stringify(payload),
      headers: {
        'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json',
        ...(family === 'service' ? { authorization: authFor(url) } : {}),
      },
    });
    expect(answer.statusCode).toBe(400);
    expect(messageOf(answer, family)).toMatch(/must not contain control characters/);
  }
});

it('refuses prototype-pollution fields on every JSON route, in the body and in clientRequest', async () => {
  const poisons: [string, unknown][] = [
    ['__proto__', { isAdmin: true }],
    ['constructor', { prototype: { isAdmin: true } }],
  ];
  // An own property even for '__proto__', so JSON.stringify writes it out.
  const poisoned = (doc: object, key: string, value: unknown) =>
    Object.defineProperty({ ...doc }, key, { value, enumerable: true, writable: true, configurable: true });
  for (const route of postRoutes(customerUserId).filter((r) => !r.form)) {
    const base = route.base as Record<string, unknown>;
    const headers = { 'content-type': 'application/json', ...(route.family === 'service' ? { authorization: authFor(route.url) } : {}) };
    for (const [key, value] of poisons) {
      const bodies = [poisoned(base, key, value)];
      if (typeof base.clientRequest === 'object' && base.clientRequest !== null) {
        bodies.push({ ...base, clientRequest: poisoned(base.clientRequest, key, value) });
      }
      for (const body of bodies) {
        const answer = await send({ method: 'POST', url: route.url, payload: JSON.stringify(body), headers });
        expectRefusal(answer, route.family);
        // Refused by the body parser (Fastify's secure JSON parsing reports it as invalid JSON),
        // before any handler or schema sees it.
        expect(messageOf(answer, route.family)).toMatch(/not valid JSON/);
      }
    }
  }
  expect(({} as { isAdmin?: boolean }).isAdmin).toBeUndefined();
});

it(
  'answers every route, and paths and methods that are none, without a 5xx whatever the query and headers',
  async () => {
    const known = [...new Set(t.routes.filter((r) => r.method === 'GET' && !r.url.includes('*')).map((r) => r.url))];
    const where = fc.oneof(
      fc.constantFrom(...known),
      fc.constantFrom('/rest/', '/oauth/', '/rest/secure/service/', '/docs/', '/static/main.3f9a1c2b.js', '/home/library'),
      fc.constantFrom(
        `${EMBEDDED_UPLOAD_PATH}/`,
        `${EMBEDDED_CDN_PATH}/customers/1/a.mp4`,
        `${EMBEDDED_CDN_PATH}/../secret.txt`,
        `${EMBEDDED_CDN_PATH}/%2e%2e/x`,
      ),
      fc.constantFrom(
        '/../secret.txt',
        '/static/../../secret.txt',
        '/%2e%2e/secret.txt',
        '/static/..%2f..%2fsecret.txt',
        '/..%5csecret.txt',
        '/.env',
      ),
      fc.webPath(),
    );
    const query = fc.oneof(
      fc.constant(''),
      fc.webQueryParameters().map((q) => `?${q}`),
      anyText(200).map((q) => `?q=${encodeURIComponent(q.replace(LONE_SURROGATE, '\ufffd'))}`),
    );
    const method = fc.constantFrom<'GET' | 'HEAD' | 'POST' | 'PUT' | 'DELETE' | 'PATCH' | 'OPTIONS'>(
      'GET',
      'HEAD',
      'POST',
      'PUT',
      'DELETE',
      'PATCH',
      'OPTIONS',
    );
    await fc.assert(
      fc.asyncProperty(method, where, query, noiseHeaders, fc.option(headerValue), async (verb, url, q, headers, payload) => {
        const answer = await send({
          method: verb,
          url: `${url || '/'}${q}`,
          headers,
          ...(payload === null || verb === 'GET' || verb === 'HEAD' ? {} : { payload }),
        });
        expect(answer.statusCode).toBeLessThan(500);
        expect(answer.body).not.toContain(SECRET);
        if (answer.statusCode >= 400 && verb !== 'HEAD') expectRefusal(answer, familyOf(url));
      }),
      { numRuns: Math.ceil(RUNS / 4) },
    );
  },
  PROPERTY_TIMEOUT_MS,
);

it(
  'never answers the token endpoint with a 5xx, whatever form it gets',
  async () => {
    const field = fc.oneof(
      anyText(60),
      fc.constantFrom('password', 'refresh_token', 'takeflow-web', '2', 'manager@acme.test', 'A'.repeat(43)),
    );
    const names = fc.constantFrom(
      'grant_type',
      'client_id',
      'username',
      'password',
      'refresh_token',
      'customerId',
      'altcha',
      'scope',
      'other',
    );
    await fc.assert(
      fc.asyncProperty(fc.dictionary(names, field), async (form) => {
        sent += 1;
        tokenRequests += 1;
        const answer = await t.token(form);
        expect(answer.statusCode).toBeGreaterThanOrEqual(400);
        expectRefusal(answer, 'oauth');
      }),
      { numRuns: Math.ceil(RUNS / 4) },
    );
  },
  PROPERTY_TIMEOUT_MS,
);

it('is still up after the refusals, and the database holds exactly what it held before', async () => {
  const after = await dumpDatabase(t.ctx.db);
  expect({ ...after, [ATTEMPT_LOG]: undefined }).toEqual({ ...before, [ATTEMPT_LOG]: undefined });
  // Refused password attempts are logged, and only those: at most one row per token request.
  const attempts = addedRows<{ address: string }>({}, after, ATTEMPT_LOG);
  expect(attempts.length).toBeLessThanOrEqual(tokenRequests);
  for (const row of attempts) expect(row.address).toBe('127.0.0.1');
  expect((await t.inject({ method: 'GET', url: API_PATHS.appConfig })).statusCode).toBe(200);
  const profiles = await t.inject({
    method: 'POST',
    url: API_PATHS.getCustomerProfiles,
    headers: { authorization: auth },
    payload: { clientRequest: {} },
  });
  expect(profiles.json()).toMatchObject({ status: 'Ok' });
  // The comparison sees writes: one accepted call that records a login changes the dump (the
  // fuzz session's first permission load is its login event; the fuzz sent none that passed).
  const recorded = await t.inject({
    method: 'POST',
    url: API_PATHS.getRolePermissions,
    headers: { authorization: auth },
    payload: {
      clientRequest: { isLoggedInFromMobile: false, clientDetails: { browserName: 'a', browserVersion: '1', operatingSystem: 'b' } },
    },
  });
  expect(recorded.json()).toMatchObject({ status: 'Ok' });
  expect(addedRows(after, await dumpDatabase(t.ctx.db), 'login_events')).toHaveLength(1);
  process.stdout.write(
    `fuzz: ${sent} requests (${tokenRequests} to the token endpoint) in ${((Date.now() - started) / 1000).toFixed(1)} s, no 5xx, database unchanged\n`,
  );
});

// Last, after the database check: a signed call with arbitrary JSON is sometimes a valid request
// (an empty clientRequest asks for an upload signature, which records the upload), so this
// property may write; what it asserts is that nothing it sends ends in a 5xx.
it(
  'never answers a service call with a 5xx, whatever JSON, bytes or headers it carries',
  async () => {
    const paths = t.routes.filter((r) => r.url.startsWith('/rest/')).map((r) => r.url);
    const body = fc.oneof(
      fc.jsonValue().map((value) => JSON.stringify(value)),
      fc.record({ clientRequest: fc.dictionary(anyText(20), fc.jsonValue()) }).map((value) => JSON.stringify(value)),
      anyText(300),
    );
    const type = fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded', 'application/octet-stream');
    const headers = fc.dictionary(fc.constantFrom('x-customer-id', 'web-version', 'authorization'), headerValue);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...paths), body, type, headers, fc.boolean(), async (url, payload, contentType, extra, signed) => {
        const answer = await send({
          method: 'POST',
          url,
          headers: { ...(signed ? { authorization: auth } : {}), 'content-type': contentType, ...extra },
          payload,
        });
        expect(answer.statusCode).toBeLessThan(500);
        expect(['Ok', 'Error']).toContain(answer.json().status);
      }),
      { numRuns: Math.ceil(RUNS / 4) },
    );
    expect((await t.inject({ method: 'GET', url: API_PATHS.appConfig })).statusCode).toBe(200);
  },
  PROPERTY_TIMEOUT_MS,
);
