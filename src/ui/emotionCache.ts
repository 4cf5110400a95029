import createCache, { type EmotionCache } from '@emotion/cache';
import { pageNonce } from './pageNonce';

let cache: EmotionCache | null = null;

/**
 * The one emotion cache of the page. Its <style> elements carry the nonce the server gave this
 * page (<meta name="csp-nonce">), so the Content Security Policy admits them without
 * 'unsafe-inline' for styles.
 */
export function emotionCache(): EmotionCache {
  if (!cache) {
    cache = createCache({ key: 'css', nonce: pageNonce() });
  }
  return cache;
}
