import type {
  CompleteRecordingTaskRequest,
  DecideProgramRequest,
  DeliverableRequest,
  FulfilFileRequestRequest,
  MyProgramItem,
  MyProgramListRequest,
  ReviewDecision,
  SetProgramVideoRequest,
  SetProgramVideoResponse,
  TaskActionResponse,
  TaskItem,
  TaskListRequest,
  TaskStatus,
} from './schemas/tasks';

export type {
  CompleteRecordingTaskRequest,
  DecideProgramRequest,
  DeliverableRequest,
  FulfilFileRequestRequest,
  MyProgramItem,
  MyProgramListRequest,
  ReviewDecision,
  SetProgramVideoRequest,
  SetProgramVideoResponse,
  TaskActionResponse,
  TaskItem,
  TaskListRequest,
  TaskStatus,
};

/**
 * The four task lists of §2 Tasks. Each lists exactly the open items its menu count counts (§3),
 * so a badge and its page always agree; acting on an item closes it and lowers the count.
 */
export const TASK_LISTS = ['recording', 'file', 'deliverable', 'approvals'] as const;
export type TaskList = (typeof TASK_LISTS)[number];

export const TASK_SORT_KEYS = ['dueAt', 'title', 'requester', 'requestedAt'] as const;
export type TaskSortKey = (typeof TASK_SORT_KEYS)[number];

export const MAX_REVIEW_COMMENT_LENGTH = 1000;

export const MY_PROGRAM_SORT_KEYS = ['createdAt', 'title', 'status', 'reviewedAt'] as const;
export type MyProgramSortKey = (typeof MY_PROGRAM_SORT_KEYS)[number];
