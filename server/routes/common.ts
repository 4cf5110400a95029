import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '../../contract';
import { needs } from '../access/routeAccess';
import { requireCaller } from '../auth/guard';
import type { AppContext } from '../context';
import { ServiceFailure } from '../errors';
import { ok, serviceSchema } from './envelope';
import { uploadSignature } from './s3Post';

const UploadSignatureSchema = Type.Object({
  url: Type.String({ description: 'Where the browser POSTs the multipart form' }),
  key: Type.String({ description: 'Key prefix; the object key must start with it' }),
  'X-Amz-Algorithm': Type.Literal('AWS4-HMAC-SHA256'),
  'X-Amz-Credential': Type.String(),
  'X-Amz-Date': Type.String(),
  'X-Amz-Signature': Type.String(),
  Policy: Type.String({ description: 'Base64 POST policy, expires after 15 minutes' }),
});

export const UPLOAD_NEEDS_ORGANISATION = 'Uploads need an organisation';

export async function commonRoutes(app: FastifyInstance, opts: { ctx: AppContext }): Promise<void> {
  const { config, clock } = opts.ctx;
  app.post(
    API_PATHS.getUploadSignature,
    {
      // Whoever records or uploads footage or files, including answers to tasks and requests.
      config: needs(['footage.manage', 'file.manage', 'task.recording', 'task.fileRequest']),
      schema: serviceSchema({
        tag: 'common',
        summary: 'A signed S3 POST policy for uploads under the current organisation’s prefix',
        clientRequest: {},
        clientResponse: UploadSignatureSchema,
      }),
    },
    async (request) => {
      const caller = requireCaller(request);
      if (caller.customerId === null) throw new ServiceFailure(403, UPLOAD_NEEDS_ORGANISATION);
      return ok(uploadSignature(config.upload, caller.customerId, clock.now()));
    },
  );
}
