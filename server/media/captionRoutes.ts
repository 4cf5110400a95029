import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { ROLE, type CaptionTrack } from '../../contract';
import { requireCaller, type Caller } from '../auth/guard';
import type { AppContext } from '../context';
import { ServiceFailure, fieldFailure } from '../errors';
import { ok } from '../kit/envelope';
import { captionItemOf, sameLanguage, saveTrack } from './captionStore';
import { captionTrackOf } from './captionTrack';
import { MEDIA_NOT_FOUND, MEDIA_NOT_YOURS } from './libraryRoutes';
import { ObjectFiles } from './objectFiles';
import { objectUrlOf } from './objectUrl';
import { NOT_CAPTIONS, toWebVtt } from './processing/captions';
import { removeDerived } from './processing/derivedObjects';
import type { StoredCaption } from './processing/processingRepository';
import { MEDIA_CALLS } from '../../contract/calls';
import { serve } from '../access/serve';

const NO_ORGANISATION = 'This call needs an organisation';
/** A captions file of an hour-long video is about 100 KB; the JSON envelope limit is far below. */
const CAPTION_BODY_LIMIT = 1024 * 1024 + 4096;

/**
 * Captions of a footage or media file item (WebVTT; SRT converted), one track per language,
 * stored as derived objects of the item: the CDN serves them with the same cookies and deleting
 * the item deletes them. Adding or removing one is for the uploader or a content manager.
 */
export async function captionRoutes(app: FastifyInstance, opts: { ctx: AppContext }): Promise<void> {
  const { ctx } = opts;
  const { db, config } = ctx;
  const urlOf = objectUrlOf(config);
  const files = new ObjectFiles(config.media.objectsDir);
  const tracks = (captions: StoredCaption[]): CaptionTrack[] => captions.map((c) => captionTrackOf(c, urlOf));
  const viewerOf = (caller: Caller) => {
    if (caller.customerId === null) throw new ServiceFailure(403, NO_ORGANISATION);
    return { customerId: caller.customerId, userId: caller.userId, managesMedia: caller.roles.includes(ROLE.manager) };
  };

  serve(app, MEDIA_CALLS.listCaptions, async (request) => {
    const viewer = viewerOf(requireCaller(request));
    const item = await captionItemOf(db, viewer.customerId, request.body.clientRequest.key);
    if (item === null) throw new ServiceFailure(404, MEDIA_NOT_FOUND);
    return ok({ captions: tracks(item.captions) });
  });

  serve(
    app,
    MEDIA_CALLS.uploadCaption,
    async (request) => {
      const viewer = viewerOf(requireCaller(request));
      const { key, language, label, content } = request.body.clientRequest;
      const item = await captionItemOf(db, viewer.customerId, key);
      if (item === null) throw new ServiceFailure(404, MEDIA_NOT_FOUND);
      if (!viewer.managesMedia && item.owner_id !== viewer.userId) throw new ServiceFailure(403, MEDIA_NOT_YOURS);
      const vtt = toWebVtt(content);
      if (vtt === null) throw fieldFailure('content', 'format', NOT_CAPTIONS);
      if (!config.media.uploadEmbedded) throw new ServiceFailure(503, 'Captions need the embedded object store');
      const captions = await saveTrack(db, files, viewer.customerId, key, { language, label }, vtt);
      if (captions === null) throw new ServiceFailure(404, MEDIA_NOT_FOUND);
      return ok({ captions: tracks(captions) });
    },
    { bodyLimit: CAPTION_BODY_LIMIT },
  );

  serve(app, MEDIA_CALLS.deleteCaption, async (request) => {
    const viewer = viewerOf(requireCaller(request));
    const { key, language } = request.body.clientRequest;
    const outcome = await db.transaction(async (tx) => {
      const item = await captionItemOf(tx, viewer.customerId, key, true);
      if (item === null) return 'gone' as const;
      if (!viewer.managesMedia && item.owner_id !== viewer.userId) return 'refused' as const;
      const removed = item.captions.filter((c) => sameLanguage(c.language, language)).map((c) => c.key);
      const next = item.captions.filter((c) => !sameLanguage(c.language, language));
      await tx.query(
        `UPDATE media_processing SET captions = $2::jsonb, derived_keys = ARRAY(SELECT k FROM unnest(derived_keys) k WHERE NOT k = ANY($3::text[])),
                updated_at = now()
          WHERE key = $1`,
        [key, JSON.stringify(next), removed],
      );
      await removeDerived(tx, null, viewer.customerId, removed);
      return { captions: next, removed };
    });
    if (outcome === 'gone') throw new ServiceFailure(404, MEDIA_NOT_FOUND);
    if (outcome === 'refused') throw new ServiceFailure(403, MEDIA_NOT_YOURS);
    await Promise.all(outcome.removed.map((old) => fs.promises.rm(files.pathOf(viewer.customerId, old), { force: true })));
    return ok({ captions: tracks(outcome.captions) });
  });
}
