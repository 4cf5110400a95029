import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { API_PATHS } from '../../contract';
import { listObjects } from '../media/objectRepository';
import { EMBEDDED_UPLOAD_PATH } from '../config';
import { multipartBody, objectRows, settledFiles, signedForm, storedFiles, type FormField } from '../testing/postForm';
import { appForFile } from '../testing/testApp';

const t = appForFile();

const ACME = 1;
const GLOBEX = 3;
const video = (bytes: number) => ({ filename: 'clip.mp4', type: 'video/mp4', data: crypto.randomBytes(bytes) });

function form(overrides: { key?: string; contentType?: string; conditions?: unknown[]; expiresInSeconds?: number; secret?: string } = {}) {
  const key = overrides.key ?? `customers/${ACME}/uploads/${crypto.randomUUID()}/clip.mp4`;
  return signedForm(t.ctx.config.upload, {
    now: t.clock.now(),
    key,
    contentType: overrides.contentType ?? 'video/mp4',
    expiresInSeconds: overrides.expiresInSeconds,
    secret: overrides.secret,
    conditions: overrides.conditions ?? [
      { bucket: t.ctx.config.upload.bucket },
      ['eq', '$key', key],
      ['eq', '$Content-Type', 'video/mp4'],
      ['content-length-range', 1, 1024 * 1024],
    ],
  });
}

function post(fields: FormField[], file = video(4096)) {
  const { body, contentType } = multipartBody(fields, file);
  return t.inject({ method: 'POST', url: `${EMBEDDED_UPLOAD_PATH}/`, headers: { 'content-type': contentType }, payload: body });
}

const codeOf = (xml: string) => /<Code>([^<]+)<\/Code>/.exec(xml)?.[1];
const objectsDir = () => t.config.media.objectsDir;

async function expectNothingStored(before: { rows: number; files: string[] }) {
  expect(await objectRows(t.ctx.db)).toBe(before.rows);
  expect(storedFiles(objectsDir())).toEqual(before.files);
}

describe('the embedded object store (S3 browser POST upload)', () => {
  it('stores a valid upload, answers 204 with its ETag, and records it for the organisation', async () => {
    const fields = form();
    const key = fields.find(([name]) => name === 'key')?.[1] ?? '';
    const file = video(100_000);
    const response = await post(fields, file);
    expect(response.statusCode).toBe(204);
    const md5 = crypto.createHash('md5').update(file.data).digest('hex');
    expect(response.headers.etag).toBe(`"${md5}"`);
    const listed = await listObjects(t.ctx.db, ACME);
    expect(listed.find((object) => object.key === key)).toMatchObject({
      customerId: ACME,
      size: 100_000,
      contentType: 'video/mp4',
      etag: md5,
    });
    const files = storedFiles(objectsDir()).filter((name) => !name.startsWith('.incoming'));
    expect(files).toHaveLength(listed.length);
    const stored = fs.readFileSync(path.join(objectsDir(), files.find((name) => name.startsWith(`${ACME}/`)) ?? ''));
    expect(stored.equals(file.data)).toBe(true);
    expect(fs.statSync(objectsDir()).mode & 0o777).toBe(0o700);
    expect(fs.statSync(path.join(objectsDir(), String(ACME))).mode & 0o777).toBe(0o700);
  });

  it('records the uploader named by a server-chosen key and answers 201 with a PostResponse when asked', async () => {
    const [manager] = await t.ctx.db.query<{ id: number; uuid: string }>("SELECT id, uuid FROM users WHERE username = 'manager@acme.test'");
    const key = `customers/${ACME}/uploads/${manager?.uuid}/logo.png`;
    const fields = signedForm(t.ctx.config.upload, {
      now: t.clock.now(),
      key,
      contentType: 'image/png',
      conditions: [
        { bucket: t.ctx.config.upload.bucket },
        ['eq', '$key', key],
        ['starts-with', '$Content-Type', 'image/'],
        { success_action_status: '201' },
      ],
    });
    const response = await post([...fields, ['success_action_status', '201']], {
      filename: 'logo.png',
      type: 'image/png',
      data: Buffer.from('png'),
    });
    expect(response.statusCode).toBe(201);
    expect(response.body).toContain(`<Key>${key}</Key>`);
    const listed = await listObjects(t.ctx.db, ACME);
    expect(listed.find((object) => object.key === key)?.ownerId).toBe(manager?.id);
  });

  it('accepts the form the signature call hands out', async () => {
    const { access_token: token } = await t.login('manager@acme.test');
    const answer = await t.call(API_PATHS.getUploadSignature, token, {});
    expect(answer.statusCode).toBe(200);
    const signature = answer.json<{ clientResponse: Record<string, string> }>().clientResponse;
    expect(signature.url).toBe(`${EMBEDDED_UPLOAD_PATH}/`);
    const policy = JSON.parse(Buffer.from(signature.Policy ?? '', 'base64').toString()) as { conditions: unknown[] };
    // A prefix (any name below it) or one exact key, whichever the generator chose.
    const key = signature.key?.endsWith('/') ? `${signature.key}clip.mp4` : (signature.key ?? '');
    const typeCondition = policy.conditions.find((c) => JSON.stringify(c).toLowerCase().includes('$content-type')) as string[] | undefined;
    const contentType = typeCondition?.[0] === 'eq' ? (typeCondition[2] ?? '') : `${typeCondition?.[2] ?? ''}mp4`;
    const fields: FormField[] = [
      ['key', key],
      ['Content-Type', contentType],
      ...(['X-Amz-Algorithm', 'X-Amz-Credential', 'X-Amz-Date', 'Policy', 'X-Amz-Signature'] as const).map((name): FormField => [
        name,
        signature[name] ?? '',
      ]),
    ];
    const response = await post(fields);
    expect(response.statusCode).toBe(204);
    expect((await listObjects(t.ctx.db, ACME)).some((object) => object.key === key)).toBe(true);
  });

  describe('refuses with S3 error codes and stores nothing', () => {
    const cases: Array<[string, () => FormField[], number, string, (() => ReturnType<typeof video>)?]> = [
      ['an expired policy', () => form({ expiresInSeconds: -1 }), 403, 'AccessDenied'],
      [
        'another key than the policy’s',
        () => form().map(([n, v]): FormField => [n, n === 'key' ? `customers/${ACME}/uploads/other.mp4` : v]),
        403,
        'AccessDenied',
      ],
      ['another content type', () => form().map(([n, v]): FormField => [n, n === 'Content-Type' ? 'text/html' : v]), 403, 'AccessDenied'],
      [
        'a file over the size range',
        () =>
          form({
            conditions: [
              { bucket: t.ctx.config.upload.bucket },
              ['starts-with', '$key', 'customers/1/'],
              ['starts-with', '$Content-Type', ''],
              ['content-length-range', 1, 1000],
            ],
          }),
        400,
        'EntityTooLarge',
      ],
      [
        'a file under the size range',
        () =>
          form({
            conditions: [
              { bucket: t.ctx.config.upload.bucket },
              ['starts-with', '$key', 'customers/1/'],
              ['starts-with', '$Content-Type', ''],
              ['content-length-range', 10_000, 20_000],
            ],
          }),
        400,
        'EntityTooSmall',
      ],
      ['a signature by another secret', () => form({ secret: 'not-the-server-secret' }), 403, 'SignatureDoesNotMatch'],
      [
        'a changed signature',
        () => form().map(([n, v]): FormField => [n, n === 'X-Amz-Signature' ? v.replace(/^./, (c) => (c === '0' ? '1' : '0')) : v]),
        403,
        'SignatureDoesNotMatch',
      ],
      [
        'another organisation’s prefix',
        () =>
          form({
            key: `customers/${GLOBEX}/uploads/x.mp4`,
            conditions: [
              { bucket: t.ctx.config.upload.bucket },
              ['starts-with', '$key', `customers/${ACME}/`],
              ['starts-with', '$Content-Type', ''],
            ],
          }),
        403,
        'AccessDenied',
      ],
      [
        'another bucket',
        () => form({ conditions: [{ bucket: 'someone-else' }, ['starts-with', '$key', ''], ['starts-with', '$Content-Type', '']] }),
        403,
        'AccessDenied',
      ],
      [
        'a key outside every organisation',
        () =>
          form({
            key: 'public/x.mp4',
            conditions: [{ bucket: t.ctx.config.upload.bucket }, ['starts-with', '$key', ''], ['starts-with', '$Content-Type', '']],
          }),
        403,
        'AccessDenied',
      ],
      ['a field the policy does not name', () => [...form(), ['x-amz-meta-note', 'hello']], 403, 'AccessDenied'],
      [
        'an unknown access key',
        () => form().map(([n, v]): FormField => [n, n === 'X-Amz-Credential' ? v.replace(/^[^/]+/, 'AKIAUNKNOWN') : v]),
        403,
        'InvalidAccessKeyId',
      ],
      [
        'a policy that is not JSON',
        () => form().map(([n, v]): FormField => [n, n === 'Policy' ? Buffer.from('not json').toString('base64') : v]),
        403,
        'SignatureDoesNotMatch',
      ],
      ['no policy', () => form().filter(([n]) => n !== 'Policy'), 403, 'AccessDenied'],
      ['no key', () => form().filter(([n]) => n !== 'key'), 400, 'InvalidArgument'],
    ];
    it.each(cases)('%s', async (_name, makeFields, status, code) => {
      const before = { rows: await objectRows(t.ctx.db), files: storedFiles(objectsDir()) };
      const response = await post(makeFields());
      expect(response.statusCode).toBe(status);
      expect(response.headers['content-type']).toMatch(/^application\/xml/);
      expect(codeOf(response.body)).toBe(code);
      await expectNothingStored(before);
    });

    it('an invalid policy document signed with the right key', async () => {
      const fields = form({ conditions: [{ bucket: t.ctx.config.upload.bucket }, ['matches', '$key', '.*']] });
      const before = { rows: await objectRows(t.ctx.db), files: storedFiles(objectsDir()) };
      const response = await post(fields);
      expect([response.statusCode, codeOf(response.body)]).toEqual([400, 'InvalidPolicyDocument']);
      await expectNothingStored(before);
    });

    it('a body that is not multipart/form-data', async () => {
      const response = await t.inject({
        method: 'POST',
        url: `${EMBEDDED_UPLOAD_PATH}/`,
        headers: { 'content-type': 'application/json' },
        payload: '{}',
      });
      expect([response.statusCode, codeOf(response.body)]).toEqual([412, 'PreconditionFailed']);
    });

    it('a form without a file', async () => {
      const { body, contentType } = multipartBody(form(), video(1));
      const cut = body.subarray(0, body.indexOf('name="file"'));
      const response = await t.inject({
        method: 'POST',
        url: `${EMBEDDED_UPLOAD_PATH}/`,
        headers: { 'content-type': contentType },
        payload: Buffer.concat([cut.subarray(0, cut.lastIndexOf('--')), Buffer.from(`${contentType.split('boundary=')[1]}--\r\n`)]),
      });
      expect(response.statusCode).toBe(400);
      expect(['InvalidArgument', 'IncompleteBody']).toContain(codeOf(response.body));
    });
  });

  it('leaves nothing behind when the connection is cut mid-body', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const before = { rows: await objectRows(t.ctx.db), files: storedFiles(objectsDir()) };
    const { body, contentType } = multipartBody(form(), video(512 * 1024));
    await new Promise<void>((resolve) => {
      const request = http.request({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: `${EMBEDDED_UPLOAD_PATH}/`,
        headers: { 'content-type': contentType, 'content-length': body.length },
      });
      request.on('error', () => resolve());
      request.on('close', () => resolve());
      request.write(body.subarray(0, Math.floor(body.length / 2)), () => {
        // Wait until the server has begun writing the temporary file, then cut the connection.
        const waitForPart = () => {
          if (storedFiles(objectsDir()).some((name) => name.startsWith('.incoming'))) request.destroy();
          else setTimeout(waitForPart, 10);
        };
        waitForPart();
      });
    });
    // The server notices the cut asynchronously.
    expect(await settledFiles(objectsDir())).toEqual(before.files);
    await expectNothingStored(before);
    // And the store still takes the next upload.
    expect((await post(form())).statusCode).toBe(204);
  });
});
