import crypto from 'node:crypto';
import type { PreSignedCookie } from '../../contract';
import { cloudFrontBase64, fromCloudFrontBase64 } from '../auth/cloudfront';
import { EMBEDDED_CDN_PATH, EMBEDDED_UPLOAD_PATH, signedCookieSeconds } from '../config';
import { multipartBody, signedForm } from '../testing/postForm';
import { START_TIMEOUT_MS, appForFile } from '../testing/testApp';

const data = crypto.randomBytes(300_000);
const key = `customers/1/uploads/${crypto.randomUUID()}/clip.mp4`;
const url = `${EMBEDDED_CDN_PATH}/${key}`;
let acme: PreSignedCookie;
let globex: PreSignedCookie;

const t = appForFile();

beforeAll(async () => {
  const fields = signedForm(t.ctx.config.upload, {
    now: t.clock.now(),
    key,
    contentType: 'video/mp4',
    conditions: [{ bucket: t.ctx.config.upload.bucket }, ['eq', '$key', key], ['eq', '$Content-Type', 'video/mp4']],
  });
  const { body, contentType } = multipartBody(fields, { filename: 'clip.mp4', type: 'video/mp4', data });
  const stored = await t.inject({
    method: 'POST',
    url: `${EMBEDDED_UPLOAD_PATH}/`,
    headers: { 'content-type': contentType },
    payload: body,
  });
  if (stored.statusCode !== 204) throw new Error(`upload failed: ${stored.statusCode} ${stored.body}`);
  const cookieOf = async (username: string) => {
    const cookie = (await t.login(username)).additionalDetails.preSignedCookie;
    if (cookie === null) throw new Error(`${username} got no CDN cookie`);
    return cookie;
  };
  acme = await cookieOf('creator@acme.test');
  globex = await cookieOf('creator@globex.test');
}, START_TIMEOUT_MS);

const cookieHeader = (cookie: Partial<PreSignedCookie>) =>
  Object.entries(cookie)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');
const get = (cookie: Partial<PreSignedCookie> | null, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET', path = url) =>
  t.inject({ method, url: path, headers: { ...(cookie === null ? {} : { cookie: cookieHeader(cookie) }), ...headers } });

describe('the embedded CDN behind CloudFront-style signed cookies', () => {
  it('serves the object whole with its type, ETag, Last-Modified and private caching', async () => {
    const response = await get(acme);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(data)).toBe(true);
    expect(response.headers['content-type']).toBe('video/mp4');
    expect(response.headers['content-length']).toBe(String(data.length));
    expect(response.headers.etag).toBe(`"${crypto.createHash('md5').update(data).digest('hex')}"`);
    expect(Date.parse(String(response.headers['last-modified']))).not.toBeNaN();
    expect(response.headers['cache-control']).toMatch(/^private/);
    expect(response.headers['accept-ranges']).toBe('bytes');
    expect(response.headers['content-security-policy']).toMatch(/^sandbox/);
  });

  it('answers HEAD with the headers and no body', async () => {
    const response = await get(acme, {}, 'HEAD');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-length']).toBe(String(data.length));
    expect(response.rawPayload.length).toBe(0);
  });

  it('serves byte ranges for seeking, one after another', async () => {
    const seeks: Array<[string, number, number]> = [
      ['bytes=0-1023', 0, 1023],
      ['bytes=150000-150099', 150_000, 150_099],
      [`bytes=${data.length - 10}-`, data.length - 10, data.length - 1],
      ['bytes=-500', data.length - 500, data.length - 1],
      ['bytes=299990-999999', 299_990, data.length - 1],
    ];
    for (const [range, start, end] of seeks) {
      const response = await get(acme, { range });
      expect(response.statusCode).toBe(206);
      expect(response.headers['content-range']).toBe(`bytes ${start}-${end}/${data.length}`);
      expect(response.rawPayload.equals(data.subarray(start, end + 1))).toBe(true);
    }
    const beyond = await get(acme, { range: `bytes=${data.length}-` });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${data.length}`);
  });

  it('revalidates with If-None-Match', async () => {
    const first = await get(acme);
    const again = await get(acme, { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('refuses a request without cookies', async () => {
    expect((await get(null)).statusCode).toBe(403);
  });

  it('refuses cookies with a part missing or another key pair id', async () => {
    expect((await get({ ...acme, 'CloudFront-Signature': undefined })).statusCode).toBe(403);
    expect((await get({ ...acme, 'CloudFront-Key-Pair-Id': 'KOTHERKEYPAIR1' })).statusCode).toBe(403);
  });

  it('refuses expired cookies', async () => {
    const lapsed = signedCookieSeconds(t.config.accessTokenTtlSeconds) * 1000 + 1000;
    t.clock.advance(lapsed);
    try {
      expect((await get(acme)).statusCode).toBe(403);
    } finally {
      t.clock.advance(-lapsed);
    }
    expect((await get(acme)).statusCode).toBe(200);
  });

  it('refuses a tampered policy or signature', async () => {
    const policy = fromCloudFrontBase64(acme['CloudFront-Policy']).toString().replace('/customers/1/*', '/*');
    expect((await get({ ...acme, 'CloudFront-Policy': cloudFrontBase64(policy) })).statusCode).toBe(403);
    const longer = fromCloudFrontBase64(acme['CloudFront-Policy'])
      .toString()
      .replace(/"AWS:EpochTime":(\d+)/, (_m, n: string) => `"AWS:EpochTime":${Number(n) + 86400}`);
    expect((await get({ ...acme, 'CloudFront-Policy': cloudFrontBase64(longer) })).statusCode).toBe(403);
    const signature = fromCloudFrontBase64(acme['CloudFront-Signature']);
    signature[10] = (signature[10] ?? 0) ^ 1;
    expect((await get({ ...acme, 'CloudFront-Signature': cloudFrontBase64(signature) })).statusCode).toBe(403);
  });

  it("refuses another organisation's cookies", async () => {
    expect((await get(globex)).statusCode).toBe(403);
    expect((await get(globex, {}, 'HEAD')).statusCode).toBe(403);
  });

  it('answers 404 for a missing object under the cookie’s prefix, and 403 for paths that leave it', async () => {
    expect((await get(acme, {}, 'GET', `${EMBEDDED_CDN_PATH}/customers/1/nothing-here`)).statusCode).toBe(404);
    expect((await get(acme, {}, 'GET', `${EMBEDDED_CDN_PATH}/customers/3/${key.slice('customers/1/'.length)}`)).statusCode).toBe(403);
    expect((await get(acme, {}, 'GET', `${EMBEDDED_CDN_PATH}/customers/1/../3/x`)).statusCode).not.toBe(200);
  });
});

describe('paths the CDN cannot store', () => {
  const controls = [...Array.from({ length: 32 }, (_, code) => code), 127].map((code) => `%${code.toString(16).padStart(2, '0')}`);

  it('answers 4xx, never 5xx, for a NUL or any other control character in the key', async () => {
    for (const control of controls) {
      for (const path of [
        `customers/1/uploads/${control}`,
        `customers/1/${key.slice('customers/1/'.length)}${control}`,
        `customers/1/a${control}b`,
      ]) {
        const response = await get(acme, {}, 'GET', `${EMBEDDED_CDN_PATH}/${path}`);
        expect({ path, status: response.statusCode }).toEqual({ path, status: 404 });
        expect((await get(acme, {}, 'HEAD', `${EMBEDDED_CDN_PATH}/${path}`)).statusCode).toBe(404);
      }
    }
  });

  it('answers 4xx to a fuzz of 400 paths under the cookie’s prefix', async () => {
    // A fixed seed: the same paths on every run.
    let seed = 38;
    const next = (below: number) => {
      // mulberry32
      seed = (seed + 0x6d2b79f5) | 0;
      let x = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
      return ((x ^ (x >>> 14)) >>> 0) % below;
    };
    const pieces = [
      'a',
      '/',
      '%00',
      '%0a',
      '%7f',
      '%ff',
      '%c0%80',
      '%ed%a0%80',
      '%e2%80%8b',
      '%25',
      '%2f',
      '..',
      '%2e%2e',
      '?x=%00',
      ';',
      '%20',
      'é',
      '~',
      '*',
      '%',
    ];
    const seen: number[] = [];
    for (let i = 0; i < 400; i++) {
      const tail = Array.from({ length: 1 + next(8) }, () => pieces[next(pieces.length)]).join('');
      const path = `${EMBEDDED_CDN_PATH}/customers/1/uploads/${tail}`;
      const status = (await get(acme, {}, i % 2 === 0 ? 'GET' : 'HEAD', path)).statusCode;
      seen.push(status);
      if (status < 400 || status >= 500) throw new Error(`${path} answered ${status}`);
    }
    process.stdout.write(`fuzzed CDN paths: ${[...new Set(seen)].sort().join(', ')}\n`);
  });
});
