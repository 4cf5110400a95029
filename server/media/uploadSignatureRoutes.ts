import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { holdsAnyPermission } from '../access/permissionRepository';
import { refusalMessage } from '../access/routeAccess';
import { requireCaller } from '../auth/guard';
import type { AppContext } from '../context';
import { ServiceFailure } from '../errors';
import { recordUpload } from './libraryRepository';
import { objectUrlOf } from './objectUrl';
import { ok } from '../kit/envelope';
import { profileOf } from '../content/contentRoutes';
import { uploadSignature } from './s3Post';
import { DEFAULT_UPLOAD_PURPOSE, UPLOAD_PURPOSES, holdsOpenTask } from './uploadPurposes';
import { PERMISSIONS_CALLS } from '../../contract/calls';
import { serve } from '../access/serve';

export const UPLOAD_NEEDS_ORGANISATION = 'Uploads need an organisation';
export const UPLOAD_NEEDS_TASK = 'taskId must name an open task of yours for this purpose';

export async function commonRoutes(app: FastifyInstance, opts: { ctx: AppContext }): Promise<void> {
  const { config, clock, db } = opts.ctx;
  serve(app, PERMISSIONS_CALLS.getUploadSignature, async (request) => {
    const caller = requireCaller(request);
    if (caller.customerId === null) throw new ServiceFailure(403, UPLOAD_NEEDS_ORGANISATION);
    const purposeName = request.body.clientRequest.purpose ?? DEFAULT_UPLOAD_PURPOSE;
    const purpose = UPLOAD_PURPOSES[purposeName];
    if (!(await holdsAnyPermission(db, caller, [purpose.permission]))) {
      throw new ServiceFailure(403, refusalMessage([purpose.permission]));
    }
    // A task upload answers one open task of the caller's: the task permission alone would
    // hand anyone holding it gigabytes of storage with no task to show for it.
    if ('task' in purpose) {
      const { taskId } = request.body.clientRequest;
      if (taskId === undefined || !(await holdsOpenTask(db, purpose.task, profileOf(caller), taskId))) {
        throw new ServiceFailure(403, UPLOAD_NEEDS_TASK);
      }
    }
    const contentType = request.body.clientRequest.contentType ?? purpose.contentTypes[0];
    if (contentType === undefined || !purpose.contentTypes.includes(contentType)) {
      throw new ServiceFailure(400, `contentType must be one of ${purpose.contentTypes.join(', ')}`);
    }
    // A fresh key per upload under the organisation and the uploader: never an existing object.
    const key = `customers/${caller.customerId}/uploads/${caller.userUuid}/${crypto.randomUUID()}`;
    // What the key is for, so the lists know footage from files and show the file's name.
    const fileName = request.body.clientRequest.fileName?.trim() || 'upload';
    await recordUpload(db, { key, customerId: caller.customerId, ownerId: caller.userId, purpose: purposeName, fileName });
    const signature = uploadSignature(config.upload, { key, contentType, maxBytes: purpose.maxBytes }, clock.now());
    return ok({ ...signature, objectUrl: objectUrlOf(config)(key) });
  });
}
