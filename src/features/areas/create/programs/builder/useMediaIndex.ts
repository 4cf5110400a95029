import { useMemo } from 'react';
import { useSelector } from 'react-redux';
import type { MediaItem } from '../../../../../../contract/media';
import { selectPermissionSet } from '../../../../session';
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
  // An organisation may take Footage or Files from a role that builds programs: that list is not asked for.
  const permissions = useSelector(selectPermissionSet);
  const footage = mediaQueries.useListFootageQuery(footageArgs, { skip: permissions !== null && !permissions.has('footage.manage') });
  const images = mediaQueries.useListFilesQuery(imageArgs, { skip: permissions !== null && !permissions.has('file.manage') });
  return useMemo(
    () => new Map([...(footage.data?.items ?? []), ...(images.data?.items ?? [])].map((item) => [item.key, item])),
    [footage.data, images.data],
  );
}
