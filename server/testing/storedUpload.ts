import crypto from 'node:crypto';
import { API_PATHS, type UploadPurpose, type UploadSignature } from '../../contract';
import { EMBEDDED_UPLOAD_PATH } from '../config';
import { multipartBody, type FormField } from './postForm';
import type { TestApp } from './testApp';

const SIGNED = ['X-Amz-Algorithm', 'X-Amz-Credential', 'X-Amz-Date', 'Policy', 'X-Amz-Signature'] as const;

export interface UploadOptions {
  /** false: only signed, never sent, so the store holds no object under the key. */
  send?: boolean;
  data?: Buffer;
  fileName?: string;
  /** The open task a task purpose's upload answers. */
  taskId?: number;
}

/** Signs through the call and posts the form to the embedded store, as the SPA does. */
export async function storedUpload(
  t: TestApp,
  accessToken: string,
  purpose: UploadPurpose,
  contentType: string,
  { send = true, data = crypto.randomBytes(3000), fileName = 'upload.bin', taskId }: UploadOptions = {},
): Promise<UploadSignature> {
  const signed = await t.call(API_PATHS.getUploadSignature, accessToken, { purpose, contentType, fileName, taskId });
  expect(signed.statusCode).toBe(200);
  const signature = signed.json<{ clientResponse: UploadSignature }>().clientResponse;
  if (!send) return signature;
  const fields: FormField[] = [
    ['key', signature.key],
    ['Content-Type', contentType],
    ...SIGNED.map((name): FormField => [name, signature[name]]),
  ];
  const { body, contentType: formType } = multipartBody(fields, { filename: fileName, type: contentType, data });
  const stored = await t.inject({ method: 'POST', url: `${EMBEDDED_UPLOAD_PATH}/`, headers: { 'content-type': formType }, payload: body });
  expect(stored.statusCode).toBe(204);
  return signature;
}
