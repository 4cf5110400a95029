import crypto from 'node:crypto';
import { cloudFrontBase64, cookieResource, fromCloudFrontBase64, signCloudFrontCookie } from './cloudfront';

describe('CloudFront signed cookie', () => {
  const { privateKey, publicKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  const now = new Date('2026-03-02T09:00:00.000Z');

  it('signs a custom policy with RSA-SHA1 that verifies with the public key', () => {
    const cookie = signCloudFrontCookie({
      resource: cookieResource('https://cdn.takeflow.test', 7),
      now,
      lifetimeSeconds: 900,
      keyPairId: 'KTESTKEYPAIR01',
      privateKey,
    });
    expect(cookie['CloudFront-Key-Pair-Id']).toBe('KTESTKEYPAIR01');
    for (const value of [cookie['CloudFront-Policy'], cookie['CloudFront-Signature']]) {
      expect(value).not.toMatch(/[+=/]/);
    }
    const policy = fromCloudFrontBase64(cookie['CloudFront-Policy']);
    expect(JSON.parse(policy.toString('utf8'))).toEqual({
      Statement: [
        {
          Resource: 'https://cdn.takeflow.test/customers/7/*',
          Condition: { DateLessThan: { 'AWS:EpochTime': Date.parse('2026-03-02T09:15:00.000Z') / 1000 } },
        },
      ],
    });
    const signature = fromCloudFrontBase64(cookie['CloudFront-Signature']);
    expect(crypto.verify('RSA-SHA1', policy, publicKey, signature)).toBe(true);
    expect(crypto.verify('RSA-SHA1', Buffer.from(policy.toString().replace('/7/', '/8/')), publicKey, signature)).toBe(false);
  });

  it("covers only the organisation's prefix", () => {
    expect(cookieResource('https://cdn.takeflow.test', 7)).toBe('https://cdn.takeflow.test/customers/7/*');
  });

  it("uses CloudFront's substitutions for + = /", () => {
    expect(cloudFrontBase64(Buffer.from([0xfb, 0xff, 0xfe]))).toBe('-~~-');
    expect(cloudFrontBase64('a')).toBe('YQ__');
  });
});
