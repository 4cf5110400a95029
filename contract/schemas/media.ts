import { Type, type Static } from '@sinclair/typebox';
import { MEDIA_SORT_KEYS } from '../media';
import { Text } from './kit';
import { pageRequestProperties } from './lists';

export const MediaListRequestSchema = Type.Object({
  ...pageRequestProperties(MEDIA_SORT_KEYS),
  mine: Type.Optional(Type.Boolean({ description: 'Only the caller’s uploads' })),
  /** e.g. 'video/', 'image/png'. */
  contentType: Type.Optional(Text(128, 'Only objects whose type starts with this')),
});
export type MediaListRequest = Static<typeof MediaListRequestSchema>;

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
});
export type MediaItem = Static<typeof MediaItemSchema>;

export const DeleteMediaRequestSchema = Type.Object({ key: Text(1024, 'The object key from the list', 1) });
export type DeleteMediaRequest = Static<typeof DeleteMediaRequestSchema>;

export const DeleteMediaResponseSchema = Type.Object({ deleted: Type.Literal(true) });
export type DeleteMediaResponse = Static<typeof DeleteMediaResponseSchema>;
