import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { cdnRoutes } from './cdnRoute';
import { ObjectFiles } from './objectFiles';
import { uploadRoutes } from './uploadRoute';

/**
 * The embedded object store and CDN, each only when its real counterpart is not configured
 * (UPLOAD_BUCKET, CDN_URL). Objects live in DATA_DIR/objects whatever the database.
 */
export async function mediaRoutes(app: FastifyInstance, opts: { ctx: AppContext }): Promise<void> {
  const { config } = opts.ctx;
  if (!config.media.uploadEmbedded && !config.media.cdnEmbedded) return;
  const files = new ObjectFiles(config.media.objectsDir);
  await files.open();
  if (config.media.uploadEmbedded) await app.register(uploadRoutes, { ctx: opts.ctx, files });
  if (config.media.cdnEmbedded) await app.register(cdnRoutes, { ctx: opts.ctx, files });
}
