import crypto from 'node:crypto';

/**
 * Compact HS256 JWS (RFC 7515/7519) with node:crypto. Only HS256 is accepted: the header must
 * say exactly that, so a token cannot choose a weaker algorithm ('none') for itself.
 */
const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

const mac = (secret: Uint8Array, input: string) => crypto.createHmac('sha256', secret).update(input).digest();

export function signHs256(payload: Record<string, unknown>, secret: Uint8Array): string {
  const body = `${HEADER}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}`;
  return `${body}.${mac(secret, body).toString('base64url')}`;
}

/** The payload when the signature is valid, else null. Claims are checked by the caller. */
export function verifyHs256(token: string, secret: Uint8Array): Record<string, unknown> | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header, payload, signature] = parts as [string, string, string];
  try {
    const parsedHeader: unknown = JSON.parse(Buffer.from(header, 'base64url').toString('utf8'));
    if (typeof parsedHeader !== 'object' || parsedHeader === null || (parsedHeader as { alg?: unknown }).alg !== 'HS256') {
      return null;
    }
    const expected = mac(secret, `${header}.${payload}`);
    const actual = Buffer.from(signature, 'base64url');
    if (actual.length !== expected.length || !crypto.timingSafeEqual(actual, expected)) return null;
    const parsed: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
