import crypto from 'node:crypto';
import net from 'node:net';
import fc from 'fast-check';
import { EMBEDDED_UPLOAD_PATH } from '../config';
import { dumpDatabase } from '../testing/dbDump';
import { multipartBody, settledFiles, videoForm, storedFiles, type FormField } from '../testing/postForm';
import { appForFile } from '../testing/testApp';

/**
 * Broken multipart forms to the embedded store's upload address (not JSON, so not in
 * fuzz.test.ts): each is refused with a 4xx S3 error document, never a 5xx, and leaves the
 * database and the object files as they were. FUZZ_RUNS scales it (default 2000 → 250 forms).
 */
const RUNS = Math.ceil(Number(process.env.FUZZ_RUNS ?? 2000) / 8);

const t = appForFile();

const validForm = (): FormField[] => videoForm(t, 4096).fields;

const text = fc.string({ unit: 'binary', maxLength: 40 });
/** One defect that makes the form invalid whatever else it carries. */
const defect = fc.oneof(
  fc.tuple(
    fc.constant('changed field' as const),
    fc.nat(6),
    text.filter((v) => v !== ''),
  ),
  fc.tuple(fc.constant('dropped field' as const), fc.nat(6), fc.constant('')),
  fc.tuple(fc.constant('repeated field' as const), fc.nat(6), fc.constant('')),
  fc.tuple(fc.constant('unsigned field' as const), fc.nat(6), fc.stringMatching(/^[a-z][a-z0-9-]{0,20}$/)),
  fc.tuple(fc.constant('huge field' as const), fc.nat(6), fc.constant('')),
  fc.tuple(fc.constant('too large' as const), fc.nat(6), fc.constant('')),
  fc.tuple(fc.constant('truncated body' as const), fc.nat(), fc.constant('')),
  fc.tuple(fc.constant('garbage body' as const), fc.nat(), fc.constant('')),
  fc.tuple(
    fc.constant('wrong content type' as const),
    fc.nat(),
    fc.constantFrom(
      'text/plain',
      'application/json',
      'multipart/form-data',
      'multipart/form-data; boundary=',
      'multipart/mixed; boundary=x',
    ),
  ),
);

it('refuses every broken form with an S3 error, never a 5xx, and stores nothing', async () => {
  const before = await dumpDatabase(t.ctx.db, []);
  const filesBefore = storedFiles(t.ctx.config.media.objectsDir);
  const codes = new Map<string, number>();
  await fc.assert(
    fc.asyncProperty(defect, fc.uint8Array({ minLength: 1, maxLength: 2048 }), async ([kind, at, value], data) => {
      const prior = storedFiles(t.ctx.config.media.objectsDir);
      let fields = validForm();
      let file = Buffer.from(data);
      const index = at % fields.length;
      const name = fields[index]?.[0] ?? 'key';
      if (kind === 'changed field') fields = fields.map(([n, v], i): FormField => [n, i === index ? (v === value ? `${v}x` : value) : v]);
      if (kind === 'dropped field') fields = fields.filter((_, i) => i !== index);
      if (kind === 'repeated field') fields = [...fields, [name, 'again']];
      if (kind === 'unsigned field') fields = [...fields, [`x-amz-meta-${value}`, 'v']];
      if (kind === 'huge field')
        fields = fields.map(([n, v], i): FormField => [n, i === index ? v.repeat((1 + 70_000 / Math.max(1, v.length)) | 0) : v]);
      if (kind === 'too large') file = crypto.randomBytes(4097 + (at % 5000));
      let { body, contentType } = multipartBody(fields, { filename: 'clip.mp4', type: 'video/mp4', data: file });
      if (kind === 'truncated body') body = body.subarray(0, at % (body.length - 4));
      if (kind === 'garbage body') body = Buffer.from(data);
      if (kind === 'wrong content type') contentType = value;
      const answer = await t.inject({
        method: 'POST',
        url: `${EMBEDDED_UPLOAD_PATH}/`,
        headers: { 'content-type': contentType },
        payload: body,
      });
      expect(answer.statusCode).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode).toBeLessThan(500);
      const code = /<Error><Code>(\w+)<\/Code><Message>[^<]+<\/Message>/.exec(answer.body)?.[1];
      expect(code).toBeDefined();
      codes.set(code ?? '', (codes.get(code ?? '') ?? 0) + 1);
      // Refused means gone: no temporary file outlives the answer.
      expect(storedFiles(t.ctx.config.media.objectsDir)).toEqual(prior);
    }),
    { numRuns: RUNS },
  );
  expect(await dumpDatabase(t.ctx.db, [])).toEqual(before);
  expect(storedFiles(t.ctx.config.media.objectsDir)).toEqual(filesBefore);
  process.stdout.write(`upload fuzz: ${RUNS} forms, codes ${JSON.stringify(Object.fromEntries(codes))}\n`);
}, 240_000);

it('answers a body shorter than its Content-Length on a raw connection, and stores nothing', async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as net.AddressInfo;
  const { body, contentType } = multipartBody(validForm(), { filename: 'clip.mp4', type: 'video/mp4', data: crypto.randomBytes(2000) });
  const head = `POST ${EMBEDDED_UPLOAD_PATH}/ HTTP/1.1\r\nHost: x\r\nContent-Type: ${contentType}\r\nContent-Length: ${body.length + 1000}\r\n\r\n`;
  const answer = await new Promise<string>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let text = '';
    socket.setTimeout(10_000, () => socket.destroy());
    socket.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')));
    socket.on('error', () => resolve(text));
    socket.on('close', () => resolve(text));
    socket.end(Buffer.concat([Buffer.from(head), body]));
  });
  // Either S3's IncompleteBody or Node closing a request that cannot complete: never a 5xx or a stored object.
  expect(answer).not.toMatch(/^HTTP\/1\.1 5/m);
  expect(await settledFiles(t.ctx.config.media.objectsDir)).toEqual([]);
  expect((await t.ctx.db.query('SELECT 1 FROM media_objects')).length).toBe(0);
});
