import { PasswordPoolBusy } from '../auth/passwordPool';
import { TooManyAttempts } from '../auth/signInLimits';
import { RETRY_AFTER_SECONDS } from '../db/transient';
import { ServiceFailure, Unavailable, fieldFailure } from '../errors';
import { S3Error } from '../media/s3Errors';
import { classifyError } from './classifyError';
import { validationFields } from './validationFields';

describe('classifyError', () => {
  it('answers every outage 503 with Retry-After, and a bug 500 without its details', () => {
    expect(classifyError(Object.assign(new Error('x'), { code: '57P01' }))).toMatchObject({
      status: 503,
      code: 'unavailable',
      retryAfterSeconds: RETRY_AFTER_SECONDS,
      log: 'warn',
    });
    expect(classifyError(new PasswordPoolBusy())).toMatchObject({ status: 503, code: 'unavailable', retryAfterSeconds: 1 });
    expect(classifyError(new Unavailable('full'))).toMatchObject({ status: 503, message: 'full', retryAfterSeconds: RETRY_AFTER_SECONDS });
    expect(classifyError(new TypeError('secret detail'))).toEqual({
      status: 500,
      code: 'internal',
      message: 'Internal server error',
      log: 'error',
    });
    expect(classifyError(new ServiceFailure(503, 'not for the client'))).toMatchObject({ status: 500, code: 'internal' });
    for (const thrown of [undefined, null, 'text']) expect(classifyError(thrown)).toMatchObject({ status: 500, code: 'internal' });
  });

  it('keeps a refusal’s status and message, with a code from the status or the failure', () => {
    expect(classifyError(new TooManyAttempts(90))).toMatchObject({ status: 429, code: 'too_many_requests', retryAfterSeconds: 90 });
    expect(classifyError(new ServiceFailure(404, 'gone'))).toEqual({ status: 404, code: 'not_found', message: 'gone' });
    expect(classifyError(fieldFailure('username', 'taken', 'taken'))).toEqual({
      status: 400,
      code: 'validation',
      message: 'taken',
      fields: [{ field: 'username', code: 'taken' }],
    });
    expect(classifyError(new S3Error(503, 'SlowDown', 'slow'))).toMatchObject({ status: 503, retryAfterSeconds: RETRY_AFTER_SECONDS });
    expect(classifyError(Object.assign(new Error('too big'), { statusCode: 413 }))).toMatchObject({ code: 'payload_too_large' });
  });
});

describe('validationFields', () => {
  const CONTROL = '^[^\\u0000]*$';
  it('names the field inside clientRequest, dotted, with the missing or extra property', () => {
    expect(
      validationFields(
        [
          { keyword: 'maxLength', instancePath: '/clientRequest/clientDetails/browserName', params: { limit: 64 } },
          { keyword: 'required', instancePath: '/clientRequest/address', params: { missingProperty: 'city' } },
          { keyword: 'additionalProperties', instancePath: '/clientRequest', params: { additionalProperty: 'admin' } },
          { keyword: 'minItems', instancePath: '/clientRequest/roleIds', params: {} },
          { keyword: 'format', instancePath: '/username', params: { format: 'email' } },
          { keyword: 'pattern', instancePath: '/clientRequest/a~1b', params: { pattern: CONTROL } },
          { keyword: 'pattern', instancePath: '/clientRequest/logoUrl', params: { pattern: '^https://' } },
          { keyword: 'if', instancePath: '/clientRequest/other', params: {} },
        ],
        CONTROL,
      ),
    ).toEqual([
      { field: 'clientDetails.browserName', code: 'too_long' },
      { field: 'address.city', code: 'required' },
      { field: 'admin', code: 'unknown' },
      { field: 'roleIds', code: 'too_few' },
      { field: 'username', code: 'format' },
      { field: 'a/b', code: 'control_characters' },
      { field: 'logoUrl', code: 'pattern' },
      { field: 'other', code: 'invalid' },
    ]);
  });

  it('gives a field its first refusal only, and none to the body as a whole', () => {
    expect(
      validationFields(
        [
          { keyword: 'type', instancePath: '/clientRequest', params: { type: 'object' } },
          { keyword: 'pattern', instancePath: '/clientRequest/logoUrl', params: { pattern: '^/' } },
          { keyword: 'type', instancePath: '/clientRequest/logoUrl', params: { type: 'null' } },
          { keyword: 'anyOf', instancePath: '/clientRequest/logoUrl', params: {} },
        ],
        CONTROL,
      ),
    ).toEqual([{ field: 'logoUrl', code: 'pattern' }]);
  });
});
