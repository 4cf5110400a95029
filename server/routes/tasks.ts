import type { FastifyInstance } from 'fastify';
import {
  API_PATHS,
  type CompleteRecordingTaskRequest,
  type DecideProgramRequest,
  type DeliverableRequest,
  type FulfilFileRequestRequest,
  type Permission,
  type TaskList,
  type TaskListRequest,
} from '../../contract';
import { PageSchema } from '../../contract/schemas/lists';
import {
  CompleteRecordingTaskRequestSchema,
  DecideProgramRequestSchema,
  DeliverableRequestSchema,
  FulfilFileRequestRequestSchema,
  TaskActionResponseSchema,
  TaskItemSchema,
  TaskListRequestSchema,
} from '../../contract/schemas/tasks';
import { needs } from '../access/routeAccess';
import { requireCaller, type Caller } from '../auth/guard';
import { completeRecordingTask, decideProgramApproval, fulfilFileRequest, markDeliverableDelivered } from '../content/countingWrites';
import { readTaskList } from '../content/taskLists';
import type { AppContext } from '../context';
import { ServiceFailure, fieldFailure } from '../errors';
import { isOwnStoredUpload } from '../media/storedUploads';
import { answer, profileOf } from './content';
import { ok, serviceSchema } from '../kit/envelope';

export const TASK_NOT_FOUND = 'No such recording task assigned to you';
export const FILE_REQUEST_NOT_FOUND = 'No such file request assigned to you';
export const DELIVERABLE_NOT_FOUND = 'No such deliverable of yours';
export const APPROVAL_NOT_FOUND = 'No such program awaiting your approval';
export const NOT_A_CLIP = 'clipKey must be a clip you uploaded for a recording task in this organisation';
export const NOT_A_FILE = 'fileKey must be a file you uploaded for a file request in this organisation';
export const REJECTION_NEEDS_COMMENT = 'A rejection needs a comment telling the author why';

/** Each list of §2 Tasks, the permission its menu entry needs (src/features/areas/tasks/area.ts), and its call. */
const LISTS: { list: TaskList; url: string; permission: Permission; summary: string }[] = [
  {
    list: 'recording',
    url: API_PATHS.getRecordingTasks,
    permission: 'task.recording',
    summary: 'Open recording tasks assigned to the caller',
  },
  { list: 'file', url: API_PATHS.getFileRequests, permission: 'task.fileRequest', summary: 'Open file requests assigned to the caller' },
  {
    list: 'deliverable',
    url: API_PATHS.getDeliverables,
    permission: 'task.deliverable',
    summary: 'Deliverables the caller owns, not yet delivered',
  },
  {
    list: 'approvals',
    url: API_PATHS.getProgramApprovals,
    permission: 'approval.program',
    summary: 'Programs awaiting the caller’s approval',
  },
];

/** The task lists of §2 Tasks (each exactly what its §3 count counts) and their actions. */
export async function taskRoutes(app: FastifyInstance, opts: { ctx: AppContext }): Promise<void> {
  const { ctx } = opts;

  for (const { list, url, permission, summary } of LISTS) {
    app.post<{ Body: { clientRequest: TaskListRequest } }>(
      url,
      {
        config: needs([permission]),
        schema: serviceSchema({
          tag: 'task',
          summary: `${summary}, paged; search matches the title and the requester’s name`,
          clientRequest: TaskListRequestSchema,
          clientResponse: PageSchema(TaskItemSchema),
        }),
      },
      async (request) => {
        const member = profileOf(requireCaller(request));
        return ok(await readTaskList(ctx.db, list, member, request.body.clientRequest, ctx.clock.now()));
      },
    );
  }

  /** The upload a task action hands in: stored whole, for its purpose, by the caller in this organisation. */
  const handedIn = async (caller: Caller, purpose: 'taskRecording' | 'taskFile', key: string, refusal: string) => {
    const stored = await isOwnStoredUpload(ctx.db, { key, purpose, userId: caller.userId, customerId: caller.customerId ?? undefined });
    if (!stored) throw new ServiceFailure(400, refusal);
  };

  app.post<{ Body: { clientRequest: CompleteRecordingTaskRequest } }>(
    API_PATHS.completeRecordingTask,
    {
      config: needs(['task.recording']),
      schema: serviceSchema({
        tag: 'task',
        summary: 'Completes a recording task assigned to the caller with the clip they uploaded for it',
        clientRequest: CompleteRecordingTaskRequestSchema,
        clientResponse: TaskActionResponseSchema,
      }),
    },
    async (request) => {
      const caller = requireCaller(request);
      const member = profileOf(caller);
      const { taskId, clipKey } = request.body.clientRequest;
      await handedIn(caller, 'taskRecording', clipKey, NOT_A_CLIP);
      return answer(await completeRecordingTask(ctx, member, taskId, clipKey), TASK_NOT_FOUND);
    },
  );

  app.post<{ Body: { clientRequest: FulfilFileRequestRequest } }>(
    API_PATHS.fulfilFileRequest,
    {
      config: needs(['task.fileRequest']),
      schema: serviceSchema({
        tag: 'task',
        summary: 'Fulfils a file request assigned to the caller with the file they uploaded for it',
        clientRequest: FulfilFileRequestRequestSchema,
        clientResponse: TaskActionResponseSchema,
      }),
    },
    async (request) => {
      const caller = requireCaller(request);
      const member = profileOf(caller);
      const { requestId, fileKey } = request.body.clientRequest;
      await handedIn(caller, 'taskFile', fileKey, NOT_A_FILE);
      return answer(await fulfilFileRequest(ctx, member, requestId, fileKey), FILE_REQUEST_NOT_FOUND);
    },
  );

  app.post<{ Body: { clientRequest: DeliverableRequest } }>(
    API_PATHS.markDeliverableDelivered,
    {
      config: needs(['task.deliverable']),
      schema: serviceSchema({
        tag: 'task',
        summary: 'Marks a deliverable the caller owns delivered',
        clientRequest: DeliverableRequestSchema,
        clientResponse: TaskActionResponseSchema,
      }),
    },
    async (request) => {
      const member = profileOf(requireCaller(request));
      return answer(await markDeliverableDelivered(ctx, member, request.body.clientRequest.deliverableId), DELIVERABLE_NOT_FOUND);
    },
  );

  app.post<{ Body: { clientRequest: DecideProgramRequest } }>(
    API_PATHS.decideProgramApproval,
    {
      config: needs(['approval.program']),
      schema: serviceSchema({
        tag: 'task',
        summary: 'Approves (publishes) or rejects (back to draft) a program awaiting the caller’s approval',
        clientRequest: DecideProgramRequestSchema,
        clientResponse: TaskActionResponseSchema,
      }),
    },
    async (request) => {
      const member = profileOf(requireCaller(request));
      const { programId, decision } = request.body.clientRequest;
      const comment = request.body.clientRequest.comment?.trim() || null;
      if (decision === 'rejected' && comment === null) throw fieldFailure('comment', 'required', REJECTION_NEEDS_COMMENT);
      return answer(await decideProgramApproval(ctx, member, programId, decision, comment), APPROVAL_NOT_FOUND);
    },
  );
}
