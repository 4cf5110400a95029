import { accessDenied, invalidArgument } from './s3Errors';

/** Keys the server hands out: customers/{organisation}/…, and customers/{id}/uploads/{user uuid}/… per uploader. */
const ORGANISATION_KEY = /^customers\/([1-9]\d{0,9})\/(?:uploads\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/)?/;

export interface KeyOwner {
  customerId: number;
  ownerUuid: string | null;
}

/** The organisation (and uploader) a key belongs to; keys outside an organisation's prefix are refused. */
export function ownerOfKey(key: string): KeyOwner {
  if (key === '' || Buffer.byteLength(key, 'utf8') > 1024) invalidKey();
  // eslint-disable-next-line no-control-regex -- control characters are what is refused
  if (/[\u0000-\u001f\u007f\\]/.test(key) || key.split('/').some((segment) => segment === '..' || segment === '.')) invalidKey();
  const match = ORGANISATION_KEY.exec(key);
  if (match === null || key.length === match[0].length) throw accessDenied('Keys outside an organisation’s prefix are not accepted.');
  return { customerId: Number(match[1]), ownerUuid: match[2] ?? null };
}

function invalidKey(): never {
  throw invalidArgument('The key must be 1 to 1024 bytes of printable characters without . or .. segments.');
}
