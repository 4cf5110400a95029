import { defineCalls } from '../kit/call';
import { PageSchema } from '../schemas/lists';
import {
  CompleteRecordingTaskRequestSchema,
  DecideProgramRequestSchema,
  DeliverableRequestSchema,
  FulfilFileRequestRequestSchema,
  MyProgramItemSchema,
  MyProgramListRequestSchema,
  SetProgramVideoRequestSchema,
  SetProgramVideoResponseSchema,
  TaskActionResponseSchema,
  TaskItemSchema,
  TaskListRequestSchema,
} from '../schemas/tasks';

/** §2 Tasks and Create › Programs. */
export const TASKS_CALLS = defineCalls({
  getRecordingTasks: {
    tag: 'task',
    summary: 'Open recording tasks assigned to the caller, paged; search matches the title and the requester’s name',
    request: TaskListRequestSchema,
    response: PageSchema(TaskItemSchema),
    access: { anyOf: ['task.recording'] },
  },
  getFileRequests: {
    tag: 'task',
    summary: 'Open file requests assigned to the caller, paged; search matches the title and the requester’s name',
    request: TaskListRequestSchema,
    response: PageSchema(TaskItemSchema),
    access: { anyOf: ['task.fileRequest'] },
  },
  getDeliverables: {
    tag: 'task',
    summary: 'Deliverables the caller owns, not yet delivered, paged; search matches the title and the requester’s name',
    request: TaskListRequestSchema,
    response: PageSchema(TaskItemSchema),
    access: { anyOf: ['task.deliverable'] },
  },
  getProgramApprovals: {
    tag: 'task',
    summary: 'Programs awaiting the caller’s approval, paged; search matches the title and the requester’s name',
    request: TaskListRequestSchema,
    response: PageSchema(TaskItemSchema),
    access: { anyOf: ['approval.program'] },
  },
  getMyPrograms: {
    tag: 'program',
    summary: 'The caller’s programs in the current organisation with their status and review outcome, paged; search matches the title',
    request: MyProgramListRequestSchema,
    response: PageSchema(MyProgramItemSchema),
    access: { anyOf: ['program.create'] },
  },
  setProgramVideo: {
    tag: 'program',
    summary: 'Sets the video of one of the caller’s programs to a Footage item of the organisation, or clears it (null)',
    request: SetProgramVideoRequestSchema,
    response: SetProgramVideoResponseSchema,
    access: { anyOf: ['program.create'] },
  },
  completeRecordingTask: {
    tag: 'task',
    summary: 'Completes a recording task assigned to the caller with the clip they uploaded for it',
    request: CompleteRecordingTaskRequestSchema,
    response: TaskActionResponseSchema,
    access: { anyOf: ['task.recording'] },
  },
  fulfilFileRequest: {
    tag: 'task',
    summary: 'Fulfils a file request assigned to the caller with the file they uploaded for it',
    request: FulfilFileRequestRequestSchema,
    response: TaskActionResponseSchema,
    access: { anyOf: ['task.fileRequest'] },
  },
  markDeliverableDelivered: {
    tag: 'task',
    summary: 'Marks a deliverable the caller owns delivered',
    request: DeliverableRequestSchema,
    response: TaskActionResponseSchema,
    access: { anyOf: ['task.deliverable'] },
  },
  decideProgramApproval: {
    tag: 'task',
    summary: 'Approves (publishes) or rejects (back to draft) a program awaiting the caller’s approval',
    request: DecideProgramRequestSchema,
    response: TaskActionResponseSchema,
    access: { anyOf: ['approval.program'] },
  },
});
