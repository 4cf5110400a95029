import { useState, type ReactNode } from 'react';
import { safeImageUrl } from '../api';

interface Props {
  src: string | null;
  alt: string;
  fallback: ReactNode;
  width: number | string;
  height: number | string;
  /** Dresses the loaded image (a plate behind a logo); the fallback stays as it is. */
  frame?: (image: ReactNode) => ReactNode;
}

/**
 * An image from data (a customer logo, a user picture) that shows the fallback when the address
 * is absent or fails to load (§8). The address is only ever an attribute, never markup.
 */
export function FallbackImage({ src: address, alt, fallback, width, height, frame = (image) => image }: Props) {
  const [failed, setFailed] = useState<string | null>(null);
  // Only http(s) and site paths are loaded; a javascript: or data: address shows the fallback.
  const src = safeImageUrl(address);
  if (!src || failed === src) return <>{fallback}</>;
  return frame(
    <img src={src} alt={alt} onError={() => setFailed(src)} style={{ width, height, objectFit: 'contain', display: 'block' }} />,
  );
}
