import crypto from 'node:crypto';
import net from 'node:net';
import { fromCloudFrontBase64 } from '../auth/cloudfront';

export interface CookieKey {
  keyPairId: string;
  publicKey: crypto.KeyObject;
}

interface Statement {
  Resource?: unknown;
  Condition?: {
    DateLessThan?: { 'AWS:EpochTime'?: unknown };
    DateGreaterThan?: { 'AWS:EpochTime'?: unknown };
    IpAddress?: { 'AWS:SourceIp'?: unknown };
  };
}

/** The cookies of a request, by name (the first of each name, as CloudFront reads them). */
export function parseCookies(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at < 0) continue;
    const name = part.slice(0, at).trim();
    if (!cookies.has(name)) cookies.set(name, part.slice(at + 1).trim());
  }
  return cookies;
}

/**
 * Whether CloudFront-style signed cookies with a custom policy allow `url` at `now` (CloudFront,
 * "Using signed cookies"): the key pair id is ours, the RSA-SHA1 signature over the policy
 * verifies, the statement's resource pattern (`*` and `?` wildcards) matches the whole URL, the
 * time lies inside DateGreaterThan/DateLessThan and the address inside IpAddress when given.
 */
export function cookiesAllow(cookies: Map<string, string>, url: string, clientIp: string, key: CookieKey, now: Date): boolean {
  const keyPairId = cookies.get('CloudFront-Key-Pair-Id');
  const policyValue = cookies.get('CloudFront-Policy');
  const signatureValue = cookies.get('CloudFront-Signature');
  if (keyPairId !== key.keyPairId || policyValue === undefined || signatureValue === undefined) return false;
  const policy = fromCloudFrontBase64(policyValue);
  if (!crypto.verify('RSA-SHA1', policy, key.publicKey, fromCloudFrontBase64(signatureValue))) return false;
  let statements: Statement[];
  try {
    statements = (JSON.parse(policy.toString('utf8')) as { Statement?: Statement[] }).Statement ?? [];
  } catch {
    return false;
  }
  if (!Array.isArray(statements) || statements.length !== 1) return false;
  const [statement] = statements;
  const seconds = now.getTime() / 1000;
  const until = statement?.Condition?.DateLessThan?.['AWS:EpochTime'];
  const from = statement?.Condition?.DateGreaterThan?.['AWS:EpochTime'];
  const ip = statement?.Condition?.IpAddress?.['AWS:SourceIp'];
  if (typeof statement?.Resource !== 'string' || typeof until !== 'number' || seconds >= until) return false;
  if (from !== undefined && (typeof from !== 'number' || seconds <= from)) return false;
  if (ip !== undefined && (typeof ip !== 'string' || !inRange(clientIp, ip))) return false;
  return matchesResource(statement.Resource, url);
}

/** The login a verified policy was issued to (the embedded CDN's own field), or null. */
export function policyLogin(cookies: Map<string, string>): string | null {
  try {
    const login = (JSON.parse(fromCloudFrontBase64(cookies.get('CloudFront-Policy') ?? '').toString('utf8')) as { Login?: unknown }).Login;
    return typeof login === 'string' ? login : null;
  } catch {
    return null;
  }
}

/** CloudFront's resource pattern: `*` any run of characters, `?` exactly one, all else literal. */
export function matchesResource(pattern: string, url: string): boolean {
  const source = pattern
    .replace(/[.+^${}()|[\]\\]/g, '\\$&')
    .replace(/\*/g, '.*')
    .replace(/\?/g, '.');
  return new RegExp(`^${source}$`, 's').test(url);
}

function inRange(address: string, cidr: string): boolean {
  const [base = '', bits = ''] = cidr.split('/');
  const family = net.isIP(base) === 6 ? 'ipv6' : 'ipv4';
  const list = new net.BlockList();
  try {
    list.addSubnet(base, Number(bits || (family === 'ipv6' ? 128 : 32)), family);
    return list.check(address.replace(/^::ffff:/, ''), net.isIP(address.replace(/^::ffff:/, '')) === 6 ? 'ipv6' : 'ipv4');
  } catch {
    return false;
  }
}
