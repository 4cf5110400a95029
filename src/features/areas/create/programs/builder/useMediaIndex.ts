import { useMemo } from 'react';
import type { MediaItem } from '../../../../../../contract/media';
import { mediaQueries } from '../../media/queries';

/** The newest Footage videos and Files images the builder knows by key (MAX_PAGE_SIZE each). */
const SHOWN = 100;

export const footageArgs = { page: 1, pageSize: SHOWN, sort: 'createdAt', direction: 'desc', contentType: 'video/' } as const;
export const imageArgs = { page: 1, pageSize: SHOWN, sort: 'createdAt', direction: 'desc', contentType: 'image/' } as const;

/**
 * The edit names media by key only: the builder finds each key's item (its length, stream,
 * previews and thumbnail) among the organisation's newest Footage videos and Files images.
 */
export function useMediaIndex(): ReadonlyMap<string, MediaItem> {
  const footage = mediaQueries.useListFootageQuery(footageArgs);
  const images = mediaQueries.useListFilesQuery(imageArgs);
  return useMemo(
    () => new Map([...(footage.data?.items ?? []), ...(images.data?.items ?? [])].map((item) => [item.key, item])),
    [footage.data, images.data],
  );
}
