import { solveChallenge } from 'altcha-lib';
import type { Browser, Page } from 'playwright-core';
import { API_PATHS, CAPTCHA_FIELD, type CaptchaChallenge, type TokenResponse } from '../../contract';
import { launchBrowser, signIn } from '../harness/browser';
import { pathOf, sessionState, waitForSession } from '../sessionSupport';
import { startCluster, type Cluster } from './cluster';
import { UPSTREAM_HEADER, type RunningNginx } from './nginx';

/**
 * Two servers on one PostgreSQL behind nginx (deploy/nginx.conf, round-robin): everything a
 * session needs works whichever server answers. Needs TEST_DATABASE_URL (scripts/pg-throwaway.sh).
 */
jest.setTimeout(300_000);

const CLIENT_ID = 'takeflow-web';
const ROTATIONS = 12;
let cluster: Cluster;
let nginx: RunningNginx;
let browser: Browser;
const figures: string[] = [];
const started = Date.now();

beforeAll(async () => {
  [cluster, browser] = await Promise.all([
    startCluster({
      ACCESS_TOKEN_TTL_SECONDS: '30',
      SIGNIN_CAPTCHA_AFTER_FAILURES: '2',
      SIGNIN_MAX_FAILURES_PER_USER: '4',
      CAPTCHA_MAX_NUMBER: '2000',
    }),
    launchBrowser(),
  ]);
  nginx = cluster.nginx;
  figures.push(`servers up behind nginx in ${cluster.startSeconds.toFixed(1)} s`);
});

afterAll(async () => {
  await browser?.close();
  await cluster?.stop();
  process.stdout.write(`two servers behind nginx: ${figures.join('; ')}; total ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
});

let requests = 0;
async function send(url: string, init: RequestInit = {}): Promise<{ status: number; body: Record<string, unknown>; upstream: string }> {
  requests += 1;
  const response = await fetch(`${nginx.url}${url}`, init);
  const text = await response.text();
  return {
    status: response.status,
    body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
    upstream: response.headers.get(UPSTREAM_HEADER) ?? '',
  };
}

const form = (url: string, fields: Record<string, string>) =>
  send(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ client_id: CLIENT_ID, ...fields }),
  });
const password = (username: string, secret = 'Demo-2026!', extra: Record<string, string> = {}) =>
  form(API_PATHS.token, { grant_type: 'password', username, password: secret, ...extra });
const refresh = (token: string) => form(API_PATHS.token, { grant_type: 'refresh_token', refresh_token: token });
const secured = (accessToken: string) =>
  send(API_PATHS.getCustomerProfiles, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
    body: JSON.stringify({ clientRequest: {} }),
  });
/** The same call twice in a row: round-robin sends one to each server. */
const securedOnBoth = async (accessToken: string) => [await secured(accessToken), await secured(accessToken)];

test('a refresh token rotates on whichever server answers; reuse ends the session on both', async () => {
  const signedIn = await password('manager@acme.test');
  expect(signedIn.status).toBe(200);
  let tokens = signedIn.body as unknown as TokenResponse;
  const spent: string[] = [];
  const upstreams: string[] = [];
  const timings: number[] = [];
  for (let i = 0; i < ROTATIONS; i++) {
    const t0 = performance.now();
    const next = await refresh(tokens.refresh_token);
    timings.push(performance.now() - t0);
    expect(next.status).toBe(200);
    spent.push(tokens.refresh_token);
    upstreams.push(next.upstream);
    tokens = next.body as unknown as TokenResponse;
  }
  const servedBy = new Set(upstreams);
  expect(servedBy.size).toBe(2);
  const alternations = upstreams.filter((upstream, i) => i > 0 && upstream !== upstreams[i - 1]).length;
  expect(alternations).toBeGreaterThanOrEqual(ROTATIONS / 3);
  timings.sort((a, b) => a - b);
  figures.push(
    `${ROTATIONS} refresh rotations, ${alternations} of ${ROTATIONS - 1} changed server, median ${timings[ROTATIONS >> 1]!.toFixed(0)} ms, max ${timings.at(-1)!.toFixed(0)} ms`,
  );
  for (const answer of await securedOnBoth(tokens.access_token)) expect(answer.status).toBe(200);

  // A spent token comes back (stolen copy): refused, and the whole login ends on both servers.
  const reuse = await refresh(spent[3]!);
  expect(reuse.status).toBe(400);
  expect(reuse.body.error).toBe('invalid_grant');
  expect((await refresh(tokens.refresh_token)).status).toBe(400);
  const after = await securedOnBoth(tokens.access_token);
  expect(new Set(after.map((answer) => answer.upstream)).size).toBe(2);
  for (const answer of after) expect(answer.status).toBe(401);
});

test('a logout on one server is honoured by the other at once', async () => {
  const tokens = (await password('creator@acme.test')).body as unknown as TokenResponse;
  for (const answer of await securedOnBoth(tokens.access_token)) expect(answer.status).toBe(200);
  expect((await form(API_PATHS.revoke, { token: tokens.refresh_token })).status).toBe(200);
  const after = await securedOnBoth(tokens.access_token);
  expect(new Set(after.map((answer) => answer.upstream)).size).toBe(2);
  for (const answer of after) expect(answer.status).toBe(401);
  expect((await refresh(tokens.refresh_token)).status).toBe(400);
});

async function solvedCaptcha(): Promise<string> {
  const answer = await send(API_PATHS.captchaChallenge);
  const challenge = answer.body as unknown as CaptchaChallenge;
  const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber).promise;
  if (solution === null) throw new Error('challenge not solvable');
  const { algorithm, salt, signature } = challenge;
  return Buffer.from(JSON.stringify({ algorithm, challenge: challenge.challenge, number: solution.number, salt, signature })).toString(
    'base64',
  );
}

test('sign-in limits count failures on both servers together; a captcha solution is good once, anywhere', async () => {
  const user = 'viewer@acme.test';
  const failures = [await password(user, 'wrong-password-1'), await password(user, 'wrong-password-2')];
  expect(new Set(failures.map((answer) => answer.upstream)).size).toBe(2);
  for (const answer of failures) expect(answer.body.error).toBe('invalid_grant');
  // Two failures, one on each server: the third attempt needs a captcha, whichever server takes it.
  const third = await password(user);
  expect(third.body).toEqual({ error: 'invalid_request', error_description: 'Captcha required' });
  const solution = await solvedCaptcha();
  const accepted = await password(user, 'Demo-2026!', { [CAPTCHA_FIELD]: solution });
  expect(accepted.status).toBe(200);
  const replayed = await password(user, 'Demo-2026!', { [CAPTCHA_FIELD]: solution });
  expect(replayed.upstream).not.toBe(accepted.upstream);
  expect(replayed.body).toEqual({ error: 'invalid_request', error_description: 'Captcha verification failed' });

  // Past the per-user limit: 429 from either server.
  const target = 'admin@acme.test';
  const refused: number[] = [];
  for (let i = 0; i < 6; i++) {
    const captcha: Record<string, string> = i >= 2 ? { [CAPTCHA_FIELD]: await solvedCaptcha() } : {};
    refused.push((await password(target, `wrong-${i}-password`, captcha)).status);
  }
  expect(refused.slice(0, 4).every((status) => status === 400)).toBe(true);
  expect(refused.slice(4)).toEqual([429, 429]);
});

test('three Chromium tabs share one session through nginx: one refresh serves all', async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const routes = ['/home/library', '/home/newprograms', '/home/completedprograms'];
  const first = await context.newPage();
  await signIn(first, nginx.url, 'creator@acme.test');
  await waitForSession(first, 'active');
  const pages: Page[] = [first];
  for (const route of routes.slice(1)) {
    const page = await context.newPage();
    await page.goto(`${nginx.url}${route}`);
    await waitForSession(page, 'active');
    pages.push(page);
  }
  // Each refresh as the tab that sent it and when, so a failure shows who refreshed again.
  const refreshes: string[] = [];
  const since = Date.now();
  context.on('request', (request) => {
    if (!request.url().endsWith(API_PATHS.token) || !request.postData()?.includes('grant_type=refresh_token')) return;
    refreshes.push(`tab ${pages.indexOf(request.frame().page()) + 1} at ${Date.now() - since} ms`);
  });
  // The access token lives 30 s: one tab refreshes, the others adopt the new tokens.
  const deadline = Date.now() + 60_000;
  while (refreshes.length === 0 && Date.now() < deadline) await first.waitForTimeout(500);
  expect(refreshes).toHaveLength(1);
  await first.waitForTimeout(5_000);
  expect(refreshes).toHaveLength(1);
  for (const [i, page] of pages.entries()) {
    expect(await sessionState(page)).toBe('active');
    expect(pathOf(page)).toBe(routes[i]);
  }
  await context.close();
  figures.push(`${requests} API requests from the test through nginx, plus three tabs sharing one refresh`);
});
