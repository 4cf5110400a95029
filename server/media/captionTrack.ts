import type { CaptionTrack } from '../../contract';
import type { StoredCaption } from './processing/processingRepository';

/** A stored track as the lists and the caption calls answer it. */
export function captionTrackOf(caption: StoredCaption, urlOf: (key: string) => string): CaptionTrack {
  return {
    language: caption.language,
    label: caption.label,
    url: urlOf(caption.key),
    ...(caption.generated === true ? { generated: true } : {}),
  };
}
