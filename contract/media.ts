import type { PageRequest } from './lists';

/** Which list an uploaded object appears in (§2 Create: Footage and Files). */
export type MediaKind = 'footage' | 'files';

/** Columns of the Footage and Files lists a request may sort by. */
export const MEDIA_SORT_KEYS = ['createdAt', 'name', 'size', 'type', 'owner'] as const;
export type MediaSortKey = (typeof MEDIA_SORT_KEYS)[number];

export type MediaListRequest = PageRequest<MediaSortKey> & {
  /** Only the caller's own uploads. */
  mine?: boolean;
  /** Only objects whose type starts with this (e.g. 'video/', 'image/png'). */
  contentType?: string;
};

/** One uploaded object of the organisation. */
export interface MediaItem {
  key: string;
  /** The file's name as uploaded. */
  name: string;
  contentType: string;
  size: number;
  /** ISO 8601. */
  createdAt: string;
  ownerName: string | null;
  /** The caller uploaded it or manages the organisation's media. */
  canDelete: boolean;
  /** Where the browser reads it: the CDN path, behind the signed cookies (§3 preSignedCookie). */
  url: string;
}

export interface DeleteMediaRequest {
  key: string;
}
