import fs from 'node:fs';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../context';
import { answerError, s3Error } from '../web/errorAnswer';
import type { ObjectFiles } from './objectFiles';
import { ownerOfKey } from './objectKeys';
import { recordObject } from './objectRepository';
import { markQueued } from './processing/processingRepository';
import { verifyPostForm } from './postPolicy';
import { receiveUpload } from './receiveUpload';
import { S3Error, accessDenied } from './s3Errors';
import { organisationExists } from '../admin/userStore';

/** The path of the configured upload address on this server. */
export function uploadPathOf(url: string): string {
  return new URL(url, 'http://embedded.invalid').pathname.replace(/\/+$/, '');
}

/**
 * The embedded object store's upload endpoint: S3's browser POST upload (multipart/form-data,
 * SigV4 POST policy) at the configured upload address. Not a JSON call: its answers are S3's
 * (204 with ETag and Location, or `success_action_status` 200/201; refusals as S3 XML errors).
 */
export async function uploadRoutes(app: FastifyInstance, opts: { ctx: AppContext; files: ObjectFiles }): Promise<void> {
  const { ctx, files } = opts;
  const { upload } = ctx.config;
  // The body is the form stream itself, read by receiveUpload; any other type is refused there.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  const verify = async (fields: ReadonlyMap<string, string>, filename: string) => {
    const allowed = verifyPostForm(fields, filename, upload, ctx.clock.now());
    const { customerId } = ownerOfKey(allowed.key);
    if (!(await organisationExists(ctx.db, customerId))) throw accessDenied('Access Denied');
    return allowed;
  };

  // Connections that have not shown a verified policy yet: anyone can open one, so they are
  // counted and capped, and each must show its policy within the ordinary request deadline.
  let unverified = 0;
  const requestMs = ctx.config.requestTimeoutSeconds * 1000;

  const path = uploadPathOf(upload.url);
  for (const url of new Set([`${path}/`, path || '/'])) {
    app.post(url, { schema: { hide: true }, config: { longBody: true } }, async (request, reply) => {
      if (!(request.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/form-data')) {
        return sendError(
          reply,
          new S3Error(412, 'PreconditionFailed', 'Bucket POST must be of the enclosure-type multipart/form-data'),
          request.id,
        );
      }
      if (unverified >= ctx.config.uploadMaxPending) {
        request.log.warn({ unverified }, 'upload refused: too many unverified upload connections');
        return sendError(reply, new S3Error(503, 'SlowDown', 'Please reduce your request rate.'), request.id);
      }
      unverified += 1;
      let counted = true;
      const release = () => {
        if (counted) unverified -= 1;
        counted = false;
      };
      let received;
      try {
        const verifyAndRelease = async (fields: ReadonlyMap<string, string>, filename: string) => {
          const allowed = await verify(fields, filename);
          release();
          return allowed;
        };
        received = await receiveUpload(request.raw, files, verifyAndRelease, requestMs, requestMs);
      } catch (error) {
        return sendError(reply, error, request.id);
      } finally {
        release();
      }
      const { key, contentType } = received.allowed;
      const { customerId, ownerUuid } = ownerOfKey(key);
      let processed = false;
      try {
        // The row and the rename commit together: a row never names a missing file.
        await ctx.db.transaction(async (tx) => {
          await recordObject(tx, { key, customerId, ownerUuid, size: received.size, contentType, etag: received.etag });
          // Footage and files are processed (posters, streaming): marked in the same commit, so
          // an item is never stored without its processing state.
          processed = await markQueued(tx, key);
          await files.commit(received.incoming, customerId, key);
        });
      } catch (error) {
        await fs.promises.rm(received.incoming, { force: true });
        return sendError(reply, error, request.id);
      }
      if (processed && ctx.media !== undefined) {
        // A job lost here is sent again by a worker's sweep of queued items.
        await ctx.media.enqueue(key).catch((error: unknown) => request.log.error({ err: error, key }, 'processing not queued'));
      }
      const etag = `"${received.etag}"`;
      const location = `${upload.url}/${key.split('/').map(encodeURIComponent).join('/')}`;
      reply.header('ETag', etag).header('Location', location);
      const status = received.allowed.successStatus;
      if (status === 201) {
        return reply
          .code(201)
          .type('application/xml')
          .send(
            '<?xml version="1.0" encoding="UTF-8"?>\n' +
              `<PostResponse><Location>${escape(location)}</Location><Bucket>${escape(upload.bucket)}</Bucket>` +
              `<Key>${escape(key)}</Key><ETag>${escape(etag)}</ETag></PostResponse>`,
          );
      }
      return reply.code(status).send();
    });
  }
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function sendError(reply: FastifyReply, error: unknown, requestId: string) {
  // A refusal may come before the body has arrived: answer, then close rather than read it all.
  if (!reply.request.raw.complete) reply.header('Connection', 'close');
  return answerError(reply, error, s3Error(requestId));
}
