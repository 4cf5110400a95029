import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { UploadConfig } from '../config';
import type { TestApp } from './testApp';
import type { Queryable } from '../db/port';
import { amzDate, signPolicy, signingKey } from '../media/s3Post';

export type FormField = [name: string, value: string];

/**
 * The form a creator's browser sends for one MP4 under a fresh key of Acme's, at most `maxBytes`
 * long: the starting point of the upload tests.
 */
export function videoForm(app: Pick<TestApp, 'ctx' | 'clock'>, maxBytes: number): { key: string; fields: FormField[] } {
  const key = `customers/1/uploads/${crypto.randomUUID()}/clip.mp4`;
  const fields = signedForm(app.ctx.config.upload, {
    now: app.clock.now(),
    key,
    contentType: 'video/mp4',
    conditions: [
      { bucket: app.ctx.config.upload.bucket },
      ['eq', '$key', key],
      ['eq', '$Content-Type', 'video/mp4'],
      ['content-length-range', 1, maxBytes],
    ],
  });
  return { key, fields };
}

/**
 * A browser POST form signed with the server's own signing code, for conditions a test chooses
 * (the generator in media/s3Post.ts decides what the product hands out; the store must enforce
 * any policy it is given).
 */
export function signedForm(
  upload: UploadConfig,
  options: { now: Date; key: string; contentType: string; conditions: unknown[]; expiresInSeconds?: number; secret?: string },
): FormField[] {
  const dateTime = amzDate(options.now);
  const date = dateTime.slice(0, 8);
  const credential = `${upload.accessKeyId}/${date}/${upload.region}/s3/aws4_request`;
  const policy = {
    expiration: new Date(options.now.getTime() + (options.expiresInSeconds ?? 900) * 1000).toISOString(),
    conditions: [
      ...options.conditions,
      { 'x-amz-algorithm': 'AWS4-HMAC-SHA256' },
      { 'x-amz-credential': credential },
      { 'x-amz-date': dateTime },
    ],
  };
  const base64 = Buffer.from(JSON.stringify(policy)).toString('base64');
  const signature = signPolicy(base64, signingKey(options.secret ?? upload.secretAccessKey, date, upload.region, 's3'));
  return [
    ['key', options.key],
    ['Content-Type', options.contentType],
    ['X-Amz-Algorithm', 'AWS4-HMAC-SHA256'],
    ['X-Amz-Credential', credential],
    ['X-Amz-Date', dateTime],
    ['Policy', base64],
    ['X-Amz-Signature', signature],
  ];
}

/** multipart/form-data with the fields first and the file last, as S3 requires. */
export function multipartBody(
  fields: FormField[],
  file: { filename: string; type: string; data: Buffer },
): { body: Buffer; contentType: string } {
  const boundary = `----takeflow${crypto.randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = fields.map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`,
    ),
  );
  parts.push(file.data, Buffer.from(`\r\n--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Every file under the store (temporary ones included), relative to it. */
export function storedFiles(objectsDir: string): string[] {
  if (!fs.existsSync(objectsDir)) return [];
  return (fs.readdirSync(objectsDir, { recursive: true }) as string[])
    .filter((name) => fs.statSync(path.join(objectsDir, name)).isFile())
    .sort();
}

export async function objectRows(db: Queryable): Promise<number> {
  const rows = await db.query<{ count: string | number }>('SELECT count(*) AS count FROM media_objects');
  return Number(rows[0]?.count ?? 0);
}

/**
 * After a connection is cut the server cleans up on its own time: wait (up to 10 s) until no
 * temporary upload file is left, and answer whatever remains.
 */
export async function settledFiles(objectsDir: string): Promise<string[]> {
  for (let i = 0; i < 500 && storedFiles(objectsDir).some((name) => name.startsWith('.incoming')); i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return storedFiles(objectsDir);
}
