import { Type, type Static } from '@sinclair/typebox';
import { MAX_REVIEW_COMMENT_LENGTH, MY_PROGRAM_SORT_KEYS, TASK_SORT_KEYS } from '../tasks';
import { Id, Nullable, Text } from './kit';
import { PageRequestSchema } from './lists';
import { ProgramStatusSchema, PublishTargetsSchema } from './publishing';

/** An open item is overdue once its due date has passed. */
export const TaskStatusSchema = Type.Union([Type.Literal('open'), Type.Literal('overdue')]);
export type TaskStatus = Static<typeof TaskStatusSchema>;

export const TaskItemSchema = Type.Object({
  /** The task's id; for approvals, the program's. */
  id: Id(),
  title: Type.String(),
  /** null when no date was set. */
  dueAt: Nullable(Type.String({ description: 'ISO 8601' })),
  /** Who asked for it (for approvals, the program's author); null when that account is gone. */
  requester: Nullable(Type.String()),
  requestedAt: Type.String({ description: 'ISO 8601' }),
  status: TaskStatusSchema,
});
export type TaskItem = Static<typeof TaskItemSchema>;

/** Searches match every word against the title and the requester's name. */
export const TaskListRequestSchema = PageRequestSchema(TASK_SORT_KEYS);
export type TaskListRequest = Static<typeof TaskListRequestSchema>;

export const ReviewDecisionSchema = Type.Union([Type.Literal('approved'), Type.Literal('rejected')]);
export type ReviewDecision = Static<typeof ReviewDecisionSchema>;

/** Approve or reject a program awaiting the caller's approval; a rejection needs a comment. */
export const DecideProgramRequestSchema = Type.Object({
  programId: Id('A program awaiting the caller’s approval'),
  decision: ReviewDecisionSchema,
  comment: Type.Optional(Text(MAX_REVIEW_COMMENT_LENGTH, 'Shown to the program’s author; required to reject')),
  /** Where approving publishes it; without it, the author's proposal. */
  publishTo: Type.Optional(PublishTargetsSchema),
});
export type DecideProgramRequest = Static<typeof DecideProgramRequestSchema>;

const UploadKey = (purpose: string) => Text(1024, `The key of a stored upload of purpose ${purpose}, signed to the caller`, 1);

/** A recording task is completed by the clip the caller uploaded for it (upload purpose taskRecording). */
export const CompleteRecordingTaskRequestSchema = Type.Object({
  taskId: Id('A recording task assigned to the caller'),
  clipKey: UploadKey('taskRecording'),
});
export type CompleteRecordingTaskRequest = Static<typeof CompleteRecordingTaskRequestSchema>;

/** A file request is fulfilled by the file the caller uploaded for it (upload purpose taskFile). */
export const FulfilFileRequestRequestSchema = Type.Object({
  requestId: Id('A file request assigned to the caller'),
  fileKey: UploadKey('taskFile'),
});
export type FulfilFileRequestRequest = Static<typeof FulfilFileRequestRequestSchema>;

export const DeliverableRequestSchema = Type.Object({ deliverableId: Id('A deliverable the caller owns') });
export type DeliverableRequest = Static<typeof DeliverableRequestSchema>;

/** Every task action (and marking a program viewed) answers whether it changed anything. */
export const TaskActionResponseSchema = Type.Object({ changed: Type.Boolean({ description: 'False when it was already so' }) });
export type TaskActionResponse = Static<typeof TaskActionResponseSchema>;

/** A program the caller wrote, with the outcome of its review: how its author sees a decision. */
export const MyProgramItemSchema = Type.Object({
  id: Id(),
  title: Type.String(),
  status: ProgramStatusSchema,
  createdAt: Type.String({ description: 'ISO 8601' }),
  /** null until an approver decided. */
  review: Nullable(
    Type.Object({
      decision: ReviewDecisionSchema,
      comment: Nullable(Type.String()),
      reviewer: Nullable(Type.String()),
      reviewedAt: Type.String({ description: 'ISO 8601' }),
    }),
  ),
  /** The Footage item the program plays (§2 Create › Programs), null for none. */
  video: Nullable(Type.Object({ key: Type.String(), name: Type.String() })),
  /** Review comments and replies on any version: the row links to the program's review when there are some. */
  reviewComments: Type.Integer({ minimum: 0 }),
});
export type MyProgramItem = Static<typeof MyProgramItemSchema>;

/** The program's video: a Footage item of the organisation, or null for none (§2 Create › Programs). */
export const SetProgramVideoRequestSchema = Type.Object({
  programId: Id('A program of the caller’s'),
  mediaKey: Nullable(Text(1024, 'The key of a Footage item, from the Footage list', 1)),
});
export type SetProgramVideoRequest = Static<typeof SetProgramVideoRequestSchema>;

export const SetProgramVideoResponseSchema = Type.Object({ programId: Id(), mediaKey: Nullable(Type.String()) });
export type SetProgramVideoResponse = Static<typeof SetProgramVideoResponseSchema>;

export const MyProgramListRequestSchema = PageRequestSchema(MY_PROGRAM_SORT_KEYS);
export type MyProgramListRequest = Static<typeof MyProgramListRequestSchema>;
