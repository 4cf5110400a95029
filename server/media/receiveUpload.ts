import crypto from 'node:crypto';
import fs from 'node:fs';
import { once } from 'node:events';
import type { IncomingMessage } from 'node:http';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import busboy from 'busboy';
import type { ObjectFiles } from './objectFiles';
import type { AllowedUpload } from './postPolicy';
import { S3Error, invalidArgument, malformedPost } from './s3Errors';

/** A complete upload in `.incoming/`, not yet in place. */
export interface ReceivedFile {
  allowed: AllowedUpload;
  incoming: string;
  size: number;
  etag: string;
}

/** The form fields before the file: S3 reads only those (the file must be the last field). */
const LIMITS = { fields: 64, fieldSize: 64 * 1024, fieldNameSize: 256, parts: 80 };

/**
 * Streams a browser POST form: the fields before the part named `file` are collected, `verify`
 * decides on them when the file begins, and the file goes through an MD5 and a byte count to a
 * temporary file; nothing is held in memory. On any refusal, error or cut-off body the temporary
 * file is removed before the promise settles. A body that sends nothing for `idleMs` is refused
 * with S3's RequestTimeout: an upload may take long, but not stall. The policy itself (the fields
 * before the file) must have arrived and been verified within `policyMs`: until then the sender is
 * anonymous, and only a verified policy earns the long upload time.
 */
export function receiveUpload(
  request: IncomingMessage,
  files: ObjectFiles,
  verify: (fields: ReadonlyMap<string, string>, filename: string) => Promise<AllowedUpload>,
  idleMs: number,
  policyMs: number,
): Promise<ReceivedFile> {
  return new Promise((resolve, reject) => {
    let form: busboy.Busboy;
    try {
      form = busboy({ headers: request.headers, limits: LIMITS });
    } catch {
      reject(malformedPost());
      return;
    }
    const fields = new Map<string, string>();
    let fileStream: Readable | null = null;
    let writing: Promise<ReceivedFile> | null = null;
    let received: ReceivedFile | null = null;
    let parsed = false;
    let settled = false;

    const timedOut = () =>
      new S3Error(400, 'RequestTimeout', 'Your socket connection to the server was not read from or written to within the timeout period.');
    const idle = setTimeout(() => {
      if (!request.complete) fail(timedOut());
    }, idleMs);
    idle.unref();
    request.on('data', () => idle.refresh());
    const unverified = setTimeout(() => fail(timedOut()), policyMs);
    unverified.unref();

    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      clearTimeout(idle);
      clearTimeout(unverified);
      request.unpipe(form);
      request.resume();
      fileStream?.destroy(error instanceof Error ? error : new Error(String(error)));
      // Settle only once the temporary file is gone, whether or not it was complete.
      void (writing ?? Promise.resolve(null))
        .then((file) => (file === null ? undefined : fs.promises.rm(file.incoming, { force: true })))
        .catch(() => undefined)
        .then(() => reject(error));
    };
    const finishIfDone = () => {
      if (settled || !parsed || received === null) return;
      settled = true;
      clearTimeout(idle);
      clearTimeout(unverified);
      resolve(received);
    };

    form.on('field', (name, value, info) => {
      if (settled || writing !== null) return;
      if (info.nameTruncated || info.valueTruncated)
        return fail(new S3Error(400, 'MaxPostPreDataLengthExceeded', 'Your POST request fields preceding the upload file were too large.'));
      const lower = name.toLowerCase();
      if (fields.has(lower)) return fail(invalidArgument(`The form field '${name}' appears more than once.`));
      fields.set(lower, value);
    });
    form.on('file', (name, stream, info) => {
      // Parsing goes on over what was already read after a refusal: nothing more is written then.
      if (settled || writing !== null || name.toLowerCase() !== 'file') {
        stream.resume();
        return;
      }
      fileStream = stream;
      // Its errors reach writeFile's pipeline, or nobody once refused: never an unhandled 'error'.
      stream.on('error', () => undefined);
      const verified = verify(fields, info.filename ?? '').then((allowed) => {
        clearTimeout(unverified);
        return allowed;
      });
      writing = writeFile(stream, info.filename ?? '', files, verified, request);
      writing.then((file) => {
        received = file;
        finishIfDone();
      }, fail);
    });
    form.on('partsLimit', () => fail(malformedPost('Too many parts in the form.')));
    form.on('fieldsLimit', () => fail(malformedPost('Too many fields in the form.')));
    form.on('error', () => fail(new S3Error(400, 'IncompleteBody', 'The request body ended before the form was complete.')));
    form.on('close', () => {
      parsed = true;
      if (writing === null) return fail(invalidArgument('POST requires exactly one file upload per request.'));
      finishIfDone();
    });
    request.on('close', () => {
      if (!request.complete)
        fail(new S3Error(400, 'IncompleteBody', 'You did not provide the number of bytes specified by the Content-Length HTTP header.'));
    });
    request.pipe(form);
  });
}

async function writeFile(
  stream: Readable,
  _filename: string,
  files: ObjectFiles,
  verified: Promise<AllowedUpload>,
  request: IncomingMessage,
): Promise<ReceivedFile> {
  let allowed: AllowedUpload;
  try {
    allowed = await verified;
  } catch (error) {
    stream.resume();
    throw error;
  }
  const incoming = files.newIncomingPath();
  const md5 = crypto.createHash('md5');
  let size = 0;
  const meter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > allowed.maxBytes) {
        const proposed = request.headers['content-length'] ?? String(size);
        done(
          new S3Error(400, 'EntityTooLarge', 'Your proposed upload exceeds the maximum allowed size', {
            ProposedSize: proposed,
            MaxSizeAllowed: String(allowed.maxBytes),
          }),
        );
        return;
      }
      md5.update(chunk);
      done(null, chunk);
    },
  });
  // Created before anything streams, so the removal below always finds it.
  const output = (await fs.promises.open(incoming, 'wx', 0o600)).createWriteStream();
  try {
    await pipeline(stream, meter, output);
    if (size < allowed.minBytes) {
      throw new S3Error(400, 'EntityTooSmall', 'Your proposed upload is smaller than the minimum allowed size', {
        ProposedSize: String(size),
        MinSizeAllowed: String(allowed.minBytes),
      });
    }
  } catch (error) {
    if (!output.closed) await once(output, 'close').catch(() => undefined);
    await fs.promises.rm(incoming, { force: true });
    throw error;
  }
  return { allowed, incoming, size, etag: md5.digest('hex') };
}
