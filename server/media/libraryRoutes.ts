import fs from 'node:fs';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { API_PATHS, MEDIA_SORT_KEYS, ROLE, type DeleteMediaRequest, type MediaKind, type MediaListRequest } from '../../contract';
import { needs } from '../access/routeAccess';
import { requireCaller, type Caller } from '../auth/guard';
import type { AppContext } from '../context';
import { ServiceFailure } from '../errors';
import { ok, serviceSchema } from '../routes/envelope';
import { PageSchema, pageOf, pageRequestProperties } from '../routes/listSchema';
import { Text } from '../schemaKit';
import { deleteMedia, listMedia, type Viewer } from './libraryRepository';
import { ObjectFiles } from './objectFiles';
import { objectUrlOf } from './objectUrl';

export const MEDIA_NOT_FOUND = 'No such file in this organisation';
export const MEDIA_NOT_YOURS = 'Only its uploader or a content manager may delete this file';
const NO_ORGANISATION = 'This call needs an organisation';

const MediaItemSchema = Type.Object({
  key: Type.String(),
  name: Type.String(),
  contentType: Type.String(),
  size: Type.Integer({ minimum: 0 }),
  createdAt: Type.String({ format: 'date-time' }),
  ownerName: Type.Union([Type.String(), Type.Null()]),
  canDelete: Type.Boolean(),
  url: Type.String({ description: 'The CDN address, readable with the signed cookies' }),
});

const LIST_REQUEST = {
  ...pageRequestProperties(MEDIA_SORT_KEYS),
  mine: Type.Optional(Type.Boolean({ description: 'Only the caller’s uploads' })),
  contentType: Type.Optional(Text(128, 'Only objects whose type starts with this')),
};

/** The organisation's footage and files (§2 Create): paged lists and delete, tenant by tenant. */
export async function libraryRoutes(app: FastifyInstance, opts: { ctx: AppContext }): Promise<void> {
  const { ctx } = opts;
  const { config, db } = ctx;
  const files = new ObjectFiles(config.media.objectsDir);
  const urlOf = objectUrlOf(config);
  const viewerOf = (caller: Caller): Viewer => {
    if (caller.customerId === null) throw new ServiceFailure(403, NO_ORGANISATION);
    // Content managers look after the organisation's media; creators after their own (§6).
    return { customerId: caller.customerId, userId: caller.userId, managesMedia: caller.roles.includes(ROLE.manager) };
  };

  const list = (kind: MediaKind, path: string, permission: 'footage.manage' | 'file.manage', summary: string) =>
    app.post<{ Body: { clientRequest: MediaListRequest } }>(
      path,
      {
        config: needs([permission]),
        schema: serviceSchema({ tag: 'media', summary, clientRequest: LIST_REQUEST, clientResponse: PageSchema(MediaItemSchema) }),
      },
      async (request) => {
        const viewer = viewerOf(requireCaller(request));
        const page = await listMedia(db, viewer, kind, request.body.clientRequest, urlOf);
        return ok(pageOf(request.body.clientRequest, page.items, page.total));
      },
    );
  list('footage', API_PATHS.listFootage, 'footage.manage', 'One page of the organisation’s uploaded footage');
  list('files', API_PATHS.listFiles, 'file.manage', 'One page of the organisation’s uploaded files');

  app.post<{ Body: { clientRequest: DeleteMediaRequest } }>(
    API_PATHS.deleteMedia,
    {
      config: needs(['footage.manage', 'file.manage']),
      schema: serviceSchema({
        tag: 'media',
        summary: 'Deletes an uploaded footage or file object: its uploader or a content manager',
        clientRequest: { key: Text(1024, 'The object key from the list', 1) },
        clientResponse: Type.Object({ deleted: Type.Literal(true) }),
      }),
    },
    async (request) => {
      const viewer = viewerOf(requireCaller(request));
      const { key } = request.body.clientRequest;
      const outcome = await db.transaction((tx) => deleteMedia(tx, viewer, key));
      if (outcome === 'gone') throw new ServiceFailure(404, MEDIA_NOT_FOUND);
      if (outcome === 'refused') throw new ServiceFailure(403, MEDIA_NOT_YOURS);
      // The row went first: a file left by a failed removal is never served (the CDN reads the row).
      if (config.media.uploadEmbedded) await fs.promises.rm(files.pathOf(viewer.customerId, key), { force: true });
      return ok({ deleted: true as const });
    },
  );
}
