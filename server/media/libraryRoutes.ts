import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { ROLE, type MediaKind } from '../../contract';
import { requireCaller, type Caller } from '../auth/guard';
import type { AppContext } from '../context';
import { ServiceFailure } from '../errors';
import { ok } from '../kit/envelope';
import { deleteMedia, listMedia, type Viewer } from './libraryRepository';
import { ObjectFiles } from './objectFiles';
import { objectUrlOf } from './objectUrl';
import { MEDIA_CALLS } from '../../contract/calls';
import { serve } from '../access/serve';

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

  const list = (kind: MediaKind, call: (typeof MEDIA_CALLS)['listFootage' | 'listFiles']) =>
    serve(app, call, async (request) => {
      const viewer = viewerOf(requireCaller(request));
      return ok(await listMedia(db, viewer, kind, request.body.clientRequest, urlOf));
    });
  list('footage', MEDIA_CALLS.listFootage);
  list('files', MEDIA_CALLS.listFiles);

  serve(app, MEDIA_CALLS.deleteMedia, async (request) => {
    const viewer = viewerOf(requireCaller(request));
    const { key } = request.body.clientRequest;
    const { outcome, derivedKeys } = await db.transaction((tx) => deleteMedia(tx, viewer, key));
    if (outcome === 'gone') throw new ServiceFailure(404, MEDIA_NOT_FOUND);
    if (outcome === 'refused') throw new ServiceFailure(403, MEDIA_NOT_YOURS);
    // The rows went first: a file left by a failed removal is never served (the CDN reads the row).
    if (config.media.uploadEmbedded) {
      await Promise.all([key, ...derivedKeys].map((removed) => fs.promises.rm(files.pathOf(viewer.customerId, removed), { force: true })));
    }
    return ok({ deleted: true as const });
  });
}
