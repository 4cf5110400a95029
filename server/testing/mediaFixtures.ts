import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API_PATHS, type MediaItem, type Page, type PreSignedCookie, type UploadSignature } from '../../contract';
import { EMBEDDED_UPLOAD_PATH } from '../config';
import { multipartBody, type FormField } from './postForm';

/** What the helpers below need of a server: the in-process TestApp, or a bench's HTTP client. */
interface Answer {
  statusCode: number;
  body: string;
  json<T>(): T;
}
export interface MediaPort {
  call(url: string, accessToken: string, clientRequest?: unknown): Promise<Answer>;
  inject(options: { method: 'POST'; url: string; headers: Record<string, string>; payload: Buffer }): Promise<Answer>;
}

/** Makes small test media with ffmpeg's generators (lavfi), in a temporary directory removed at exit. */
export function mediaDir(): { dir: string; make(name: string, args: string[]): string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'takeflow-media-fixtures-'));
  process.once('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
  return {
    dir,
    make(name, args) {
      const file = path.join(dir, name);
      execFileSync('ffmpeg', ['-v', 'error', '-y', ...args, file]);
      return file;
    },
  };
}

const SIGNED = ['X-Amz-Algorithm', 'X-Amz-Credential', 'X-Amz-Date', 'Policy', 'X-Amz-Signature'] as const;

/** Signs through the call, then posts the bytes to the embedded store, as the SPA does; the stored key. */
export async function uploadBytes(
  t: MediaPort,
  accessToken: string,
  purpose: 'footage' | 'file',
  fileName: string,
  contentType: string,
  data: Buffer,
): Promise<string> {
  const signed = await t.call(API_PATHS.getUploadSignature, accessToken, { purpose, contentType, fileName });
  if (signed.statusCode !== 200) throw new Error(`no signature: ${signed.statusCode} ${signed.body}`);
  const signature = signed.json<{ clientResponse: UploadSignature }>().clientResponse;
  const fields: FormField[] = [
    ['key', signature.key],
    ['Content-Type', contentType],
    ...SIGNED.map((name): FormField => [name, signature[name]]),
  ];
  const { body, contentType: formType } = multipartBody(fields, { filename: fileName, type: contentType, data });
  const stored = await t.inject({ method: 'POST', url: `${EMBEDDED_UPLOAD_PATH}/`, headers: { 'content-type': formType }, payload: body });
  if (stored.statusCode !== 204) throw new Error(`not stored: ${stored.statusCode} ${stored.body}`);
  return signature.key;
}

/** The listed item of a key, once its processing has settled (ready or failed). */
export async function settledItem(
  t: Pick<MediaPort, 'call'>,
  accessToken: string,
  key: string,
  listPath: string = API_PATHS.listFootage,
  timeoutMs = 90_000,
): Promise<MediaItem> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const answer = await t.call(listPath, accessToken, { page: 1, pageSize: 100, sort: 'createdAt', direction: 'desc' });
    const item = answer.json<{ clientResponse: Page<MediaItem> }>().clientResponse.items.find((i) => i.key === key);
    if (item !== undefined && (item.processing.state === 'ready' || item.processing.state === 'failed')) return item;
    if (Date.now() > deadline) throw new Error(`${key} not processed in time: ${JSON.stringify(item?.processing)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

export const cookieHeader = (cookie: PreSignedCookie) =>
  Object.entries(cookie)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');
