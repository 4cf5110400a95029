import crypto from 'node:crypto';
import type { UploadConfig } from '../config';
import { MAX_UPLOAD_BYTES, signPolicy, signingKey } from './s3Post';
import { S3Error, accessDenied, invalidArgument } from './s3Errors';

/** What a verified policy allows for the one file of the form. */
export interface AllowedUpload {
  key: string;
  contentType: string;
  minBytes: number;
  maxBytes: number;
  /** success_action_status: 200 or 201 when asked for, S3's 204 otherwise. */
  successStatus: 200 | 201 | 204;
}

/** Form fields S3 does not require the policy to name. */
const UNSIGNED_FIELDS = new Set(['policy', 'x-amz-signature', 'file']);
const CREDENTIAL = /^([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request$/;

type Condition = { kind: 'eq' | 'starts-with'; field: string; value: string } | { kind: 'range'; min: number; max: number };

/**
 * Verifies a browser POST form as S3 does ("Browser-Based Uploads Using POST", SigV4): the
 * signature over the base64 policy with the same signing code that creates it (s3Post.ts), the
 * expiry, and every condition; every form field must be named by a condition. `fields` holds the
 * fields sent before the file, names in lower case. Throws an S3Error otherwise.
 */
export function verifyPostForm(fields: ReadonlyMap<string, string>, filename: string, upload: UploadConfig, now: Date): AllowedUpload {
  const field = (name: string) => fields.get(name);
  const policy = field('policy');
  if (policy === undefined) throw accessDenied('Access Denied');
  for (const name of ['key', 'x-amz-algorithm', 'x-amz-credential', 'x-amz-date', 'x-amz-signature']) {
    if (field(name) === undefined) {
      throw invalidArgument(`Bucket POST must contain a field named '${name}'.  If it is specified, please check the order of the fields.`);
    }
  }
  if (field('x-amz-algorithm') !== 'AWS4-HMAC-SHA256') throw invalidArgument('Only AWS4-HMAC-SHA256 is supported');
  const credential = CREDENTIAL.exec(field('x-amz-credential') ?? '');
  if (credential === null) throw invalidArgument('Error parsing the X-Amz-Credential parameter');
  const [, accessKeyId = '', date = '', region = ''] = credential;
  if (accessKeyId !== upload.accessKeyId) {
    throw new S3Error(403, 'InvalidAccessKeyId', 'The AWS Access Key Id you provided does not exist in our records.');
  }
  if (region !== upload.region)
    throw invalidArgument(`The authorization header is malformed; the region '${region}' is wrong; expecting '${upload.region}'`);
  const expected = Buffer.from(signPolicy(policy, signingKey(upload.secretAccessKey, date, region, 's3')), 'utf8');
  const given = Buffer.from((field('x-amz-signature') ?? '').toLowerCase(), 'utf8');
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) {
    throw new S3Error(
      403,
      'SignatureDoesNotMatch',
      'The request signature we calculated does not match the signature you provided. Check your key and signing method.',
    );
  }

  const document = parsePolicy(policy);
  if (document.expiration.getTime() <= now.getTime()) throw accessDenied('Invalid according to Policy: Policy expired.');
  const key = (field('key') ?? '').replace(/\$\{filename\}/g, filename);
  const value = (name: string) => (name === 'key' ? key : (field(name) ?? ''));
  let range = { min: 0, max: MAX_UPLOAD_BYTES };
  const named = new Set<string>();
  for (const condition of document.conditions) {
    if (condition.kind === 'range') {
      range = { min: Math.max(range.min, condition.min), max: Math.min(range.max, condition.max) };
      continue;
    }
    named.add(condition.field);
    const actual = condition.field === 'bucket' ? upload.bucket : value(condition.field);
    const holds = condition.kind === 'eq' ? actual === condition.value : actual.startsWith(condition.value);
    if (!holds) {
      throw accessDenied(
        `Invalid according to Policy: Policy Condition failed: ["${condition.kind}", "$${condition.field}", "${condition.value}"]`,
      );
    }
  }
  if (!named.has('bucket')) throw accessDenied('Invalid according to Policy: Policy Condition failed: ["eq", "$bucket", ""]');
  const extra = [...fields.keys()].filter((name) => !UNSIGNED_FIELDS.has(name) && !name.startsWith('x-ignore-') && !named.has(name));
  if (extra.length > 0) throw accessDenied(`Invalid according to Policy: Extra input fields: ${extra.join(', ')}`);
  const asked = field('success_action_status');
  const successStatus = asked === '200' ? 200 : asked === '201' ? 201 : 204;
  return { key, contentType: field('content-type') ?? 'binary/octet-stream', minBytes: range.min, maxBytes: range.max, successStatus };
}

function parsePolicy(base64: string): { expiration: Date; conditions: Condition[] } {
  const invalid = (why: string) => new S3Error(400, 'InvalidPolicyDocument', `Invalid Policy: ${why}`);
  let document: unknown;
  try {
    document = JSON.parse(Buffer.from(base64, 'base64').toString('utf8'));
  } catch {
    throw invalid('Invalid JSON.');
  }
  if (typeof document !== 'object' || document === null) throw invalid('Invalid JSON.');
  const { expiration, conditions } = document as { expiration?: unknown; conditions?: unknown };
  const expires = typeof expiration === 'string' ? new Date(expiration) : new Date(NaN);
  if (Number.isNaN(expires.getTime())) throw invalid("Invalid 'expiration' value.");
  if (!Array.isArray(conditions)) throw invalid("Policy missing 'conditions'.");
  return { expiration: expires, conditions: conditions.map((condition) => parseCondition(condition, invalid)) };
}

function parseCondition(condition: unknown, invalid: (why: string) => S3Error): Condition {
  if (Array.isArray(condition)) {
    const [operator, subject, value] = condition as unknown[];
    if (operator === 'content-length-range' && condition.length === 3) {
      const min = Number(subject);
      const max = Number(value);
      if (Number.isInteger(min) && Number.isInteger(max) && min >= 0 && max >= min) return { kind: 'range', min, max };
      throw invalid('Invalid content-length-range condition.');
    }
    const kind = typeof operator === 'string' ? operator.toLowerCase() : '';
    if (
      (kind === 'eq' || kind === 'starts-with') &&
      condition.length === 3 &&
      typeof subject === 'string' &&
      subject.startsWith('$') &&
      typeof value === 'string'
    ) {
      return { kind, field: subject.slice(1).toLowerCase(), value };
    }
    throw invalid(`Invalid condition: ${JSON.stringify(condition)}`);
  }
  if (typeof condition === 'object' && condition !== null) {
    const entries = Object.entries(condition);
    const [name, value] = entries[0] ?? [];
    if (entries.length === 1 && name !== undefined && typeof value === 'string') return { kind: 'eq', field: name.toLowerCase(), value };
  }
  throw invalid(`Invalid condition: ${JSON.stringify(condition)}`);
}
