import type { DeleteMediaRequest, DeleteMediaResponse, MediaItem, MediaListRequest } from './schemas/media';

export type { DeleteMediaRequest, DeleteMediaResponse, MediaItem, MediaListRequest };

/** Which list an uploaded object appears in (§2 Create: Footage and Files). */
export type MediaKind = 'footage' | 'files';

/** Columns of the Footage and Files lists a request may sort by. */
export const MEDIA_SORT_KEYS = ['createdAt', 'name', 'size', 'type', 'owner'] as const;
export type MediaSortKey = (typeof MEDIA_SORT_KEYS)[number];
