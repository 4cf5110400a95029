import { useEffect, useState } from 'react';
import { parseSpriteCues, type SpriteCue } from './spriteCues';

/** The previews track's tiles, read from the CDN with the signed cookies (§3 preSignedCookie); none while it loads or where it fails. */
export function useSpriteCues(previewsUrl: string | null | undefined): SpriteCue[] {
  const [cues, setCues] = useState<SpriteCue[]>([]);
  useEffect(() => {
    if (!previewsUrl || typeof fetch !== 'function') return undefined;
    const controller = new AbortController();
    fetch(previewsUrl, { credentials: 'include', signal: controller.signal })
      .then((response) => (response.ok ? response.text() : ''))
      .then((text) => setCues(parseSpriteCues(text, previewsUrl)))
      // Without previews the strip shows the in and out points only.
      .catch(() => undefined);
    return () => controller.abort();
  }, [previewsUrl]);
  return cues;
}
