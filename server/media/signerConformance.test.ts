import crypto from 'node:crypto';
import { getSignedCookies } from '@aws-sdk/cloudfront-signer';
import { S3Client } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { cookieResource, fromCloudFrontBase64, signCloudFrontCookie } from '../auth/cloudfront';
import type { UploadConfig } from '../config';
import { signPolicy, signingKey } from './s3Post';
import { cookiesAllow } from './cdnCookies';
import { verifyPostForm } from './postPolicy';

/** AWS's own SDKs, dev-only, as the reference for the signing code of both protocols. */
describe('signers against the AWS SDKs', () => {
  const upload: UploadConfig = {
    bucket: 'takeflow-conformance',
    region: 'eu-west-1',
    accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
    secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
    url: '/uploads',
  };

  it('signs an S3 POST policy exactly as @aws-sdk/s3-presigned-post, and the store accepts its form', async () => {
    const client = new S3Client({
      region: upload.region,
      credentials: { accessKeyId: upload.accessKeyId, secretAccessKey: upload.secretAccessKey },
    });
    const key = 'customers/7/uploads/clip.mp4';
    const { fields } = await createPresignedPost(client, {
      Bucket: upload.bucket,
      Key: key,
      Conditions: [
        ['eq', '$Content-Type', 'video/mp4'],
        ['content-length-range', 1, 1000],
      ],
      Fields: { 'Content-Type': 'video/mp4' },
      Expires: 600,
    });
    const date = (fields['X-Amz-Date'] ?? '').slice(0, 8);
    expect(fields['X-Amz-Credential']).toBe(`${upload.accessKeyId}/${date}/${upload.region}/s3/aws4_request`);
    expect(signPolicy(fields.Policy ?? '', signingKey(upload.secretAccessKey, date, upload.region, 's3'))).toBe(fields['X-Amz-Signature']);

    const form = new Map(Object.entries(fields).map(([name, value]) => [name.toLowerCase(), value]));
    expect(verifyPostForm(form, 'clip.mp4', upload, new Date())).toMatchObject({
      key,
      contentType: 'video/mp4',
      minBytes: 1,
      maxBytes: 1000,
    });
    expect(() => verifyPostForm(form, 'clip.mp4', { ...upload, secretAccessKey: 'another' }, new Date())).toThrow(/signature/);
  });

  it('signs CloudFront cookies exactly as @aws-sdk/cloudfront-signer, and the CDN accepts its cookies', () => {
    const { privateKey, publicKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
    const ours = signCloudFrontCookie({
      resource: cookieResource('https://cdn.takeflow.test', 7),
      now: new Date(),
      lifetimeSeconds: 900,
      keyPairId: 'KCONFORMANCE01',
      privateKey,
    });
    const policy = fromCloudFrontBase64(ours['CloudFront-Policy']).toString('utf8');
    const theirs = getSignedCookies({
      keyPairId: 'KCONFORMANCE01',
      privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      policy,
    });
    expect(theirs['CloudFront-Policy']).toBe(ours['CloudFront-Policy']);
    expect(theirs['CloudFront-Signature']).toBe(ours['CloudFront-Signature']);
    expect(theirs['CloudFront-Key-Pair-Id']).toBe(ours['CloudFront-Key-Pair-Id']);

    const cookies = new Map(Object.entries(theirs).map(([name, value]) => [name, String(value)]));
    const key = { keyPairId: 'KCONFORMANCE01', publicKey };
    expect(cookiesAllow(cookies, 'https://cdn.takeflow.test/customers/7/a.mp4', '127.0.0.1', key, new Date())).toBe(true);
    expect(cookiesAllow(cookies, 'https://cdn.takeflow.test/customers/8/a.mp4', '127.0.0.1', key, new Date())).toBe(false);
  });
});
