import type { PageRequest } from './lists';

/**
 * The four task lists of §2 Tasks. Each lists exactly the open items its menu count counts (§3),
 * so a badge and its page always agree; acting on an item closes it and lowers the count.
 */
export const TASK_LISTS = ['recording', 'file', 'deliverable', 'approvals'] as const;
export type TaskList = (typeof TASK_LISTS)[number];

export const TASK_SORT_KEYS = ['dueAt', 'title', 'requester', 'requestedAt'] as const;
export type TaskSortKey = (typeof TASK_SORT_KEYS)[number];

/** An open item is overdue once its due date has passed. */
export type TaskStatus = 'open' | 'overdue';

export interface TaskItem {
  /** The task's id; for approvals, the program's. */
  id: number;
  title: string;
  /** ISO 8601; null when no date was set. */
  dueAt: string | null;
  /** Who asked for it (for approvals, the program's author); null when that account is gone. */
  requester: string | null;
  /** When it was asked for, ISO 8601. */
  requestedAt: string;
  status: TaskStatus;
}

/** Searches match every word against the title and the requester's name. */
export type TaskListRequest = PageRequest<TaskSortKey>;

export type ReviewDecision = 'approved' | 'rejected';

export const MAX_REVIEW_COMMENT_LENGTH = 1000;

/** Approve or reject a program awaiting the caller's approval; a rejection needs a comment. */
export interface DecideProgramRequest {
  programId: number;
  decision: ReviewDecision;
  comment?: string;
}

/** A recording task is completed by the clip the caller uploaded for it (upload purpose taskRecording). */
export interface CompleteRecordingTaskRequest {
  taskId: number;
  clipKey: string;
}

/** A file request is fulfilled by the file the caller uploaded for it (upload purpose taskFile). */
export interface FulfilFileRequestRequest {
  requestId: number;
  fileKey: string;
}

/** Every task action answers whether it changed anything (false: it was already done). */
export interface TaskActionResponse {
  changed: boolean;
}

export const MY_PROGRAM_SORT_KEYS = ['createdAt', 'title', 'status', 'reviewedAt'] as const;
export type MyProgramSortKey = (typeof MY_PROGRAM_SORT_KEYS)[number];

/** A program the caller wrote, with the outcome of its review: how its author sees a decision. */
export interface MyProgramItem {
  id: number;
  title: string;
  status: 'draft' | 'pending_approval' | 'published';
  createdAt: string;
  /** null until an approver decided. */
  review: { decision: ReviewDecision; comment: string | null; reviewer: string | null; reviewedAt: string } | null;
}
