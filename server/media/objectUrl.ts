import { EMBEDDED_CDN_PATH, type Config } from '../config';

/** Where a stored object is delivered: the embedded CDN path, or the configured CDN (§3 signed cookies). */
export function objectUrlOf(config: Config): (key: string) => string {
  const base = config.media.cdnEmbedded ? EMBEDDED_CDN_PATH : config.cdnUrl;
  return (key) => `${base}/${key.split('/').map(encodeURIComponent).join('/')}`;
}
