import crypto from 'node:crypto';
import { amzDate, signPolicy, signingKey, uploadSignature } from './s3Post';

/**
 * The worked example of the S3 documentation, "Example: Browser-Based Upload using HTTP POST
 * (Using AWS Signature Version 4)": its credentials, its base64 policy and its signature.
 */
const EXAMPLE = {
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  date: '20151229',
  region: 'us-east-1',
  policy:
    'eyAiZXhwaXJhdGlvbiI6ICIyMDE1LTEyLTMwVDEyOjAwOjAwLjAwMFoiLA0KICAiY29uZGl0aW9ucyI6IFsNCiAgICB7ImJ1Y2tldCI6ICJzaWd2NGV4YW1wbGVidWNrZXQifSwNCiAgICBbInN0YXJ0cy13aXRoIiwgIiRrZXkiLCAidXNlci91c2VyMS8iXSwNCiAgICB7ImFjbCI6ICJwdWJsaWMtcmVhZCJ9LA0KICAgIHsic3VjY2Vzc19hY3Rpb25fcmVkaXJlY3QiOiAiaHR0cDovL3NpZ3Y0ZXhhbXBsZWJ1Y2tldC5zMy5hbWF6b25hd3MuY29tL3N1Y2Nlc3NmdWxfdXBsb2FkLmh0bWwifSwNCiAgICBbInN0YXJ0cy13aXRoIiwgIiRDb250ZW50LVR5cGUiLCAiaW1hZ2UvIl0sDQogICAgeyJ4LWFtei1tZXRhLXV1aWQiOiAiMTQzNjUxMjM2NTEyNzQifSwNCiAgICB7IngtYW16LXNlcnZlci1zaWRlLWVuY3J5cHRpb24iOiAiQUVTMjU2In0sDQogICAgWyJzdGFydHMtd2l0aCIsICIkeC1hbXotbWV0YS10YWciLCAiIl0sDQoNCiAgICB7IngtYW16LWNyZWRlbnRpYWwiOiAiQUtJQUlPU0ZPRE5ON0VYQU1QTEUvMjAxNTEyMjkvdXMtZWFzdC0xL3MzL2F3czRfcmVxdWVzdCJ9LA0KICAgIHsieC1hbXotYWxnb3JpdGhtIjogIkFXUzQtSE1BQy1TSEEyNTYifSwNCiAgICB7IngtYW16LWRhdGUiOiAiMjAxNTEyMjlUMDAwMDAwWiIgfQ0KICBdDQp9',
  signature: '8afdbf4008c03f22c2cd3cdb72e4afbb1f6a588f3255ac628749a66d7f09699e',
};

describe('SigV4 POST policy signing', () => {
  it('reproduces the published signature of the AWS example', () => {
    const key = signingKey(EXAMPLE.secretAccessKey, EXAMPLE.date, EXAMPLE.region, 's3');
    expect(signPolicy(EXAMPLE.policy, key)).toBe(EXAMPLE.signature);
  });

  it('derives the signing key as the documented HMAC chain', () => {
    const hmac = (k: crypto.BinaryLike, d: string) => crypto.createHmac('sha256', k).update(d).digest();
    const expected = hmac(hmac(hmac(hmac('AWS4' + EXAMPLE.secretAccessKey, '20151229'), 'us-east-1'), 's3'), 'aws4_request');
    expect(signingKey(EXAMPLE.secretAccessKey, EXAMPLE.date, EXAMPLE.region, 's3').equals(expected)).toBe(true);
    // The example's policy is the CRLF text the page shows, 648 bytes.
    expect(Buffer.from(EXAMPLE.policy, 'base64').toString('utf8')).toContain('{"bucket": "sigv4examplebucket"},\r\n');
  });

  it('formats X-Amz-Date as the example does', () => {
    expect(amzDate(new Date('2015-12-29T00:00:00.000Z'))).toBe('20151229T000000Z');
  });

  it('signs a 15-minute policy for one exact key, one content type and a size cap', () => {
    const now = new Date('2026-03-02T09:30:15.250Z');
    const upload = {
      bucket: 'takeflow-uploads',
      region: 'eu-west-1',
      accessKeyId: EXAMPLE.accessKeyId,
      secretAccessKey: EXAMPLE.secretAccessKey,
      url: 'https://takeflow-uploads.s3.eu-west-1.amazonaws.com',
    };
    const form = uploadSignature(upload, { key: 'customers/42/uploads/u-1/k-1', contentType: 'video/mp4', maxBytes: 2 * 1024 ** 3 }, now);
    expect(form['X-Amz-Credential']).toBe('AKIAIOSFODNN7EXAMPLE/20260302/eu-west-1/s3/aws4_request');
    expect(form['X-Amz-Date']).toBe('20260302T093015Z');
    expect(form.key).toBe('customers/42/uploads/u-1/k-1');
    expect(form['Content-Type']).toBe('video/mp4');
    expect(form.url).toBe('https://takeflow-uploads.s3.eu-west-1.amazonaws.com/');
    const policy = JSON.parse(Buffer.from(form.Policy, 'base64').toString('utf8')) as { expiration: string; conditions: unknown[] };
    expect(policy.expiration).toBe('2026-03-02T09:45:15.250Z');
    expect(policy.conditions).toEqual(
      expect.arrayContaining([
        { bucket: 'takeflow-uploads' },
        ['eq', '$key', 'customers/42/uploads/u-1/k-1'],
        ['eq', '$Content-Type', 'video/mp4'],
        ['content-length-range', 1, 2 * 1024 ** 3],
        { 'x-amz-algorithm': 'AWS4-HMAC-SHA256' },
        { 'x-amz-credential': form['X-Amz-Credential'] },
        { 'x-amz-date': form['X-Amz-Date'] },
      ]),
    );
    // Nothing in the policy lets a form choose its key or type: no starts-with at all.
    expect(JSON.stringify(policy.conditions)).not.toContain('starts-with');
    const key = signingKey(EXAMPLE.secretAccessKey, '20260302', 'eu-west-1', 's3');
    expect(form['X-Amz-Signature']).toBe(signPolicy(form.Policy, key));
  });
});
