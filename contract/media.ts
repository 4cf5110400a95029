import type {
  CaptionsRequest,
  CaptionsResponse,
  CaptionTrack,
  DeleteCaptionRequest,
  DeleteMediaRequest,
  DeleteMediaResponse,
  MediaItem,
  MediaListRequest,
  MediaProcessing,
  PlayableMedia,
  StorageUse,
  UploadCaptionRequest,
} from './schemas/media';

export type {
  CaptionsRequest,
  CaptionsResponse,
  CaptionTrack,
  DeleteCaptionRequest,
  DeleteMediaRequest,
  DeleteMediaResponse,
  MediaItem,
  MediaListRequest,
  MediaProcessing,
  PlayableMedia,
  StorageUse,
  UploadCaptionRequest,
};

/** Which list an uploaded object appears in (§2 Create: Footage and Files). */
export type MediaKind = 'footage' | 'files';

/** Columns of the Footage and Files lists a request may sort by. */
export const MEDIA_SORT_KEYS = ['createdAt', 'name', 'size', 'type', 'owner'] as const;
export type MediaSortKey = (typeof MEDIA_SORT_KEYS)[number];

export const MEDIA_PROCESSING_STATES = ['queued', 'processing', 'ready', 'failed'] as const;

/** Stable codes of a refused or failed item; the SPA words them. */
export const MEDIA_PROCESSING_ERRORS = [
  'not_media',
  'truncated',
  'no_video',
  'too_long',
  'too_large_resolution',
  'too_big',
  'failed',
] as const;
export type MediaProcessingState = (typeof MEDIA_PROCESSING_STATES)[number];
export type MediaProcessingError = (typeof MEDIA_PROCESSING_ERRORS)[number];
