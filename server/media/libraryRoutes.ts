import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { API_PATHS, ROLE, type DeleteMediaRequest, type MediaKind, type MediaListRequest } from '../../contract';
import { PageSchema } from '../../contract/schemas/lists';
import { DeleteMediaRequestSchema, DeleteMediaResponseSchema, MediaItemSchema, MediaListRequestSchema } from '../../contract/schemas/media';
import { needs } from '../access/routeAccess';
import { requireCaller, type Caller } from '../auth/guard';
import type { AppContext } from '../context';
import { ServiceFailure } from '../errors';
import { ok, serviceSchema } from '../kit/envelope';
import { deleteMedia, listMedia, type Viewer } from './libraryRepository';
import { ObjectFiles } from './objectFiles';
import { objectUrlOf } from './objectUrl';

export const MEDIA_NOT_FOUND = 'No such file in this organisation';
export const MEDIA_NOT_YOURS = 'Only its uploader or a content manager may delete this file';
const NO_ORGANISATION = 'This call needs an organisation';

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
        schema: serviceSchema({
          tag: 'media',
          summary,
          clientRequest: MediaListRequestSchema,
          clientResponse: PageSchema(MediaItemSchema),
        }),
      },
      async (request) => {
        const viewer = viewerOf(requireCaller(request));
        return ok(await listMedia(db, viewer, kind, request.body.clientRequest, urlOf));
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
        clientRequest: DeleteMediaRequestSchema,
        clientResponse: DeleteMediaResponseSchema,
      }),
    },
    async (request) => {
      const viewer = viewerOf(requireCaller(request));
      const { key } = request.body.clientRequest;
      const { outcome, derivedKeys } = await db.transaction((tx) => deleteMedia(tx, viewer, key));
      if (outcome === 'gone') throw new ServiceFailure(404, MEDIA_NOT_FOUND);
      if (outcome === 'refused') throw new ServiceFailure(403, MEDIA_NOT_YOURS);
      // The rows went first: a file left by a failed removal is never served (the CDN reads the row).
      if (config.media.uploadEmbedded) {
        await Promise.all(
          [key, ...derivedKeys].map((removed) => fs.promises.rm(files.pathOf(viewer.customerId, removed), { force: true })),
        );
      }
      return ok({ deleted: true as const });
    },
  );
}
