import { defineCalls } from '../kit/call';
import { EmptyRequestSchema } from '../schemas/envelope';
import { PageSchema } from '../schemas/lists';
import {
  CaptionsRequestSchema,
  CaptionsResponseSchema,
  DeleteCaptionRequestSchema,
  DeleteMediaRequestSchema,
  DeleteMediaResponseSchema,
  MediaItemSchema,
  MediaListRequestSchema,
  StorageUseSchema,
  UploadCaptionRequestSchema,
} from '../schemas/media';

/** The organisation’s footage and files, their captions, and the storage they use. */
export const MEDIA_CALLS = defineCalls({
  listFootage: {
    tag: 'media',
    summary: 'One page of the organisation’s uploaded footage',
    request: MediaListRequestSchema,
    response: PageSchema(MediaItemSchema),
    access: { anyOf: ['footage.manage'] },
  },
  listFiles: {
    tag: 'media',
    summary: 'One page of the organisation’s uploaded files',
    request: MediaListRequestSchema,
    response: PageSchema(MediaItemSchema),
    access: { anyOf: ['file.manage'] },
  },
  getStorageUse: {
    tag: 'organization',
    summary: 'What the caller’s organisation stores: originals, renditions, posters, sprites and captions, in objects and bytes',
    request: EmptyRequestSchema,
    response: StorageUseSchema,
    access: { anyOf: ['organization.setup'] },
  },
  listCaptions: {
    tag: 'media',
    summary: 'The caption tracks of an item',
    request: CaptionsRequestSchema,
    response: CaptionsResponseSchema,
    access: { anyOf: ['footage.manage', 'file.manage'] },
  },
  uploadCaption: {
    tag: 'media',
    summary: 'Adds or replaces the captions of one language (WebVTT or SRT): the uploader or a content manager',
    request: UploadCaptionRequestSchema,
    response: CaptionsResponseSchema,
    access: { anyOf: ['footage.manage', 'file.manage'] },
  },
  deleteCaption: {
    tag: 'media',
    summary: 'Removes the captions of one language: the uploader or a content manager',
    request: DeleteCaptionRequestSchema,
    response: CaptionsResponseSchema,
    access: { anyOf: ['footage.manage', 'file.manage'] },
  },
  deleteMedia: {
    tag: 'media',
    summary: 'Deletes an uploaded footage or file object: its uploader or a content manager',
    request: DeleteMediaRequestSchema,
    response: DeleteMediaResponseSchema,
    access: { anyOf: ['footage.manage', 'file.manage'] },
  },
});
