import crypto from 'node:crypto';
import type { UploadSignature } from '../../contract';
import type { UploadConfig } from '../config';

/** §3 upload signature: valid for 15 minutes. */
export const UPLOAD_POLICY_SECONDS = 15 * 60;
/** S3 accepts at most 5 GiB in one POST. */
export const MAX_UPLOAD_BYTES = 5 * 1024 ** 3;

const hmac = (key: crypto.BinaryLike, data: string) => crypto.createHmac('sha256', key).update(data, 'utf8').digest();

/** SigV4 signing key: HMAC chain over date, region, service and 'aws4_request'. */
export function signingKey(secretAccessKey: string, date: string, region: string, service: string): Buffer {
  return hmac(hmac(hmac(hmac(`AWS4${secretAccessKey}`, date), region), service), 'aws4_request');
}

/** For a browser POST the string to sign is the base64 policy itself. */
export function signPolicy(base64Policy: string, key: Buffer): string {
  return crypto.createHmac('sha256', key).update(base64Policy, 'utf8').digest('hex');
}

/** 20151229T000000Z */
export function amzDate(now: Date): string {
  return now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

export interface UploadTarget {
  /** The one object key the form may write, chosen by the server. */
  key: string;
  /** The one content type the form must send. */
  contentType: string;
  maxBytes: number;
}

/**
 * A browser-based upload form (S3 "Browser-Based Uploads Using POST", Signature Version 4) for
 * one exact key, one content type and a size cap: a signature cannot be replayed to overwrite
 * another object, another user's included, or to store something else.
 */
export function uploadSignature(upload: UploadConfig, target: UploadTarget, now: Date): Omit<UploadSignature, 'objectUrl'> {
  const dateTime = amzDate(now);
  const date = dateTime.slice(0, 8);
  const credential = `${upload.accessKeyId}/${date}/${upload.region}/s3/aws4_request`;
  const policy = {
    expiration: new Date(now.getTime() + UPLOAD_POLICY_SECONDS * 1000).toISOString(),
    conditions: [
      { bucket: upload.bucket },
      ['eq', '$key', target.key],
      ['eq', '$Content-Type', target.contentType],
      ['content-length-range', 1, Math.min(target.maxBytes, MAX_UPLOAD_BYTES)],
      { 'x-amz-algorithm': 'AWS4-HMAC-SHA256' },
      { 'x-amz-credential': credential },
      { 'x-amz-date': dateTime },
    ],
  };
  const base64Policy = Buffer.from(JSON.stringify(policy), 'utf8').toString('base64');
  return {
    url: `${upload.url}/`,
    key: target.key,
    'Content-Type': target.contentType,
    maxBytes: Math.min(target.maxBytes, MAX_UPLOAD_BYTES),
    'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
    'X-Amz-Credential': credential,
    'X-Amz-Date': dateTime,
    'X-Amz-Signature': signPolicy(base64Policy, signingKey(upload.secretAccessKey, date, upload.region, 's3')),
    Policy: base64Policy,
  };
}
