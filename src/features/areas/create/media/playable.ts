import type { MediaItem } from '../../../../../contract/media';
import { playsAsUploaded } from '../../../../ui/player';

/** An item plays once its first rendition is ready, or at once when its original is browser-playable. */
export const isPlayable = (item: MediaItem) => item.processing.state !== 'failed' && (item.streamUrl !== null || playsAsUploaded(item));

/** m:ss under an hour, h:mm:ss from an hour. */
export function formatDuration(seconds: number): string {
  const total = Math.round(seconds);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}
