import { Type, type Static } from '@sinclair/typebox';
import { MEDIA_PROCESSING_ERRORS, MEDIA_PROCESSING_STATES, MEDIA_SORT_KEYS } from '../media';
import { Nullable, Text } from './kit';
import { pageRequestProperties } from './lists';

export const MediaListRequestSchema = Type.Object({
  ...pageRequestProperties(MEDIA_SORT_KEYS),
  mine: Type.Optional(Type.Boolean({ description: 'Only the caller’s uploads' })),
  /** e.g. 'video/', 'image/png'. */
  contentType: Type.Optional(Text(128, 'Only objects whose type starts with this')),
});
export type MediaListRequest = Static<typeof MediaListRequestSchema>;

export const MediaProcessingSchema = Type.Object({
  state: Type.Union(MEDIA_PROCESSING_STATES.map((state) => Type.Literal(state))),
  progress: Type.Integer({ minimum: 0, maximum: 100 }),
  error: Nullable(Type.String({ description: 'A refusal code: ' + MEDIA_PROCESSING_ERRORS.join(', ') })),
});
export type MediaProcessing = Static<typeof MediaProcessingSchema>;

/** A WebVTT captions track of an item. */
export const CaptionTrackSchema = Type.Object({
  /** BCP 47 language tag, e.g. 'en', 'fr-CA'. */
  language: Type.String(),
  label: Type.String(),
  url: Type.String({ description: 'The CDN address of the WebVTT file' }),
  /** Present and true when a speech-to-text model wrote the track, not a person. */
  generated: Type.Optional(Type.Boolean({ description: 'Written by the speech-to-text model (SPEECH_TO_TEXT_COMMAND)' })),
});
export type CaptionTrack = Static<typeof CaptionTrackSchema>;

/** One uploaded object of the organisation. */
export const MediaItemSchema = Type.Object({
  key: Type.String(),
  /** The file's name as uploaded. */
  name: Type.String(),
  contentType: Type.String(),
  size: Type.Integer({ minimum: 0 }),
  createdAt: Type.String({ format: 'date-time' }),
  ownerName: Type.Union([Type.String(), Type.Null()]),
  /** The caller uploaded it or manages the organisation's media. */
  canDelete: Type.Boolean(),
  /** Where the browser reads it: the CDN path, behind the signed cookies (§3 preSignedCookie). */
  url: Type.String({ description: 'The CDN address, readable with the signed cookies' }),
  /** Where the item's processing stands; error is a stable refusal code the SPA translates. */
  processing: MediaProcessingSchema,
  durationSeconds: Nullable(Type.Number({ minimum: 0 })),
  width: Nullable(Type.Integer({ minimum: 0 })),
  height: Nullable(Type.Integer({ minimum: 0 })),
  /** Poster 280 px wide (CDN address). */
  thumbnailUrl: Nullable(Type.String()),
  /** Poster 850 px wide (CDN address). */
  posterUrl: Nullable(Type.String()),
  /** The HLS master playlist, set as soon as the first rendition is playable. */
  streamUrl: Nullable(Type.String()),
  /**
   * The original plays in a browser as uploaded (H.264 in MP4, VP8/VP9/AV1 in WebM, with AAC, MP3,
   * Opus or Vorbis sound or none), so it may play before any rendition; null until probed.
   */
  playsAsUploaded: Nullable(Type.Boolean()),
  /** WebVTT index of the storyboard sprite: each cue's text is `<sprite url>#xywh=x,y,w,h`. */
  previewsUrl: Nullable(Type.String()),
  captions: Type.Array(CaptionTrackSchema),
});
export type MediaItem = Static<typeof MediaItemSchema>;

/** What the player needs of an item to play it: the original, the stream, poster, previews and captions. */
export const PlayableMediaSchema = Type.Pick(MediaItemSchema, [
  'key',
  'name',
  'contentType',
  'url',
  'streamUrl',
  'playsAsUploaded',
  'posterUrl',
  'previewsUrl',
  'captions',
]);
export type PlayableMedia = Static<typeof PlayableMediaSchema>;

export const DeleteMediaRequestSchema = Type.Object({ key: Text(1024, 'The object key from the list', 1) });
export type DeleteMediaRequest = Static<typeof DeleteMediaRequestSchema>;

export const DeleteMediaResponseSchema = Type.Object({ deleted: Type.Literal(true) });
export type DeleteMediaResponse = Static<typeof DeleteMediaResponseSchema>;

/** A BCP 47 language tag as captions name it: 'en', 'fr-CA', 'es-419'. */
const Language = Type.String({ minLength: 2, maxLength: 35, pattern: '^[a-zA-Z]{2,3}(-[a-zA-Z0-9]{2,8})*$' });

export const UploadCaptionRequestSchema = Type.Object({
  key: Text(1024, 'The item’s key from the list', 1),
  language: Language,
  label: Text(100, 'What the player’s menu shows, e.g. “English”', 1),
  /** The file's text, WebVTT or SRT (converted to WebVTT). */
  content: Type.String({ minLength: 1, maxLength: 1_000_000 }),
});
export type UploadCaptionRequest = Static<typeof UploadCaptionRequestSchema>;

export const CaptionsRequestSchema = Type.Object({ key: Text(1024, 'The item’s key from the list', 1) });
export type CaptionsRequest = Static<typeof CaptionsRequestSchema>;

export const DeleteCaptionRequestSchema = Type.Object({ key: Text(1024, 'The item’s key from the list', 1), language: Language });
export type DeleteCaptionRequest = Static<typeof DeleteCaptionRequestSchema>;

/** The item's caption tracks after the call. */
export const CaptionsResponseSchema = Type.Object({ captions: Type.Array(CaptionTrackSchema) });
export type CaptionsResponse = Static<typeof CaptionsResponseSchema>;

/** Objects of one kind and their bytes. */
export const StoredBytesSchema = Type.Object({
  count: Type.Integer({ minimum: 0 }),
  bytes: Type.Integer({ minimum: 0 }),
});

/** What an organisation stores: its uploads, and what processing made of them. */
export const StorageUseSchema = Type.Object({
  /** Every uploaded object as stored: footage, files, logos, pictures. */
  originals: StoredBytesSchema,
  /** HLS playlists and their fMP4 media. */
  renditions: StoredBytesSchema,
  /** Thumbnails, posters and a picture's WebP copy. */
  posters: StoredBytesSchema,
  /** Storyboard sprites and their WebVTT indexes. */
  sprites: StoredBytesSchema,
  captions: StoredBytesSchema,
  totalBytes: Type.Integer({ minimum: 0 }),
});
export type StorageUse = Static<typeof StorageUseSchema>;
