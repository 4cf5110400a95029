import type { FastifyInstance } from 'fastify';
import { type TaskList } from '../../contract';
import { requireCaller, type Caller } from '../auth/guard';
import { completeRecordingTask, decideProgramApproval, fulfilFileRequest, markDeliverableDelivered } from './countingWrites';
import { readTaskList } from './taskLists';
import type { AppContext } from '../context';
import { ServiceFailure, fieldFailure } from '../errors';
import { isOwnStoredUpload } from '../media/storedUploads';
import { answer, profileOf } from './contentRoutes';
import { ok } from '../kit/envelope';
import { TASKS_CALLS } from '../../contract/calls';
import { serve } from '../access/serve';

export const TASK_NOT_FOUND = 'No such recording task assigned to you';
export const FILE_REQUEST_NOT_FOUND = 'No such file request assigned to you';
export const DELIVERABLE_NOT_FOUND = 'No such deliverable of yours';
export const APPROVAL_NOT_FOUND = 'No such program awaiting your approval';
export const NOT_A_CLIP = 'clipKey must be a clip you uploaded for a recording task in this organisation';
export const NOT_A_FILE = 'fileKey must be a file you uploaded for a file request in this organisation';
export const REJECTION_NEEDS_COMMENT = 'A rejection needs a comment telling the author why';

/** Each list of §2 Tasks and its call (its permission is its menu entry's, src/features/areas/tasks/area.ts). */
const LISTS: {
  list: TaskList;
  call: (typeof TASKS_CALLS)['getRecordingTasks' | 'getFileRequests' | 'getDeliverables' | 'getProgramApprovals'];
}[] = [
  { list: 'recording', call: TASKS_CALLS.getRecordingTasks },
  { list: 'file', call: TASKS_CALLS.getFileRequests },
  { list: 'deliverable', call: TASKS_CALLS.getDeliverables },
  { list: 'approvals', call: TASKS_CALLS.getProgramApprovals },
];

/** The task lists of §2 Tasks (each exactly what its §3 count counts) and their actions. */
export async function taskRoutes(app: FastifyInstance, opts: { ctx: AppContext }): Promise<void> {
  const { ctx } = opts;

  for (const { list, call } of LISTS) {
    serve(app, call, async (request) => {
      const member = profileOf(requireCaller(request));
      return ok(await readTaskList(ctx.db, list, member, request.body.clientRequest, ctx.clock.now()));
    });
  }

  /** The upload a task action hands in: stored whole, for its purpose, by the caller in this organisation. */
  const handedIn = async (caller: Caller, purpose: 'taskRecording' | 'taskFile', key: string, refusal: string) => {
    const stored = await isOwnStoredUpload(ctx.db, { key, purpose, userId: caller.userId, customerId: caller.customerId ?? undefined });
    if (!stored) throw new ServiceFailure(400, refusal);
  };

  serve(app, TASKS_CALLS.completeRecordingTask, async (request) => {
    const caller = requireCaller(request);
    const member = profileOf(caller);
    const { taskId, clipKey } = request.body.clientRequest;
    await handedIn(caller, 'taskRecording', clipKey, NOT_A_CLIP);
    return answer(await completeRecordingTask(ctx, member, taskId, clipKey), TASK_NOT_FOUND);
  });

  serve(app, TASKS_CALLS.fulfilFileRequest, async (request) => {
    const caller = requireCaller(request);
    const member = profileOf(caller);
    const { requestId, fileKey } = request.body.clientRequest;
    await handedIn(caller, 'taskFile', fileKey, NOT_A_FILE);
    return answer(await fulfilFileRequest(ctx, member, requestId, fileKey), FILE_REQUEST_NOT_FOUND);
  });

  serve(app, TASKS_CALLS.markDeliverableDelivered, async (request) => {
    const member = profileOf(requireCaller(request));
    return answer(await markDeliverableDelivered(ctx, member, request.body.clientRequest.deliverableId), DELIVERABLE_NOT_FOUND);
  });

  serve(app, TASKS_CALLS.decideProgramApproval, async (request) => {
    const member = profileOf(requireCaller(request));
    const { programId, decision, publishTo } = request.body.clientRequest;
    const comment = request.body.clientRequest.comment?.trim() || null;
    if (decision === 'rejected' && comment === null) throw fieldFailure('comment', 'required', REJECTION_NEEDS_COMMENT);
    return answer(await decideProgramApproval(ctx, member, programId, decision, comment, publishTo), APPROVAL_NOT_FOUND);
  });
}
