import { EMBEDDED_CDN_PATH, type Config } from '../config';

/**
 * Where the browser fetches a stored object: the configured CDN, or this server's embedded one
 * (`/cdn/<key>`); either way behind the signed cookies the sign-in set (§3 preSignedCookie).
 */
export function mediaUrlOf(config: Pick<Config, 'cdnUrl' | 'media'>, key: string | null): string | null {
  if (key === null) return null;
  const path = key.split('/').map(encodeURIComponent).join('/');
  return config.media.cdnEmbedded ? `${EMBEDDED_CDN_PATH}/${path}` : `${config.cdnUrl.replace(/\/+$/, '')}/${path}`;
}
