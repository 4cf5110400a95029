import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PublishTargets, ReviewDecision, TaskList } from '../../../../contract';

/** One action on one item of a task list: close it, or decide a program's review. */
export interface TaskActionRequest {
  list: TaskList;
  id: number;
  decision?: ReviewDecision;
  comment?: string;
  /** Where approving publishes the program (the author's proposal when absent). */
  publishTo?: PublishTargets;
  /** The stored upload that closes the item (recording tasks, file requests). */
  key?: string;
}

interface TasksState {
  /** Items whose action is under way, by `${list}:${id}`: their buttons wait. */
  busy: Record<string, true>;
  /** Grows with every action that ended: the lists reload on it (the item closed, or was gone). */
  settled: number;
  /** The upload handing in each item's file, by `${list}:${id}`: once stored, the item's action is called with its key. */
  uploads: Record<string, string>;
}

const initialState: TasksState = { busy: {}, settled: 0, uploads: {} };

const itemKey = (list: TaskList, id: number) => `${list}:${id}`;

export const tasksSlice = createSlice({
  name: 'tasks',
  initialState,
  reducers: {
    /** The member chose the file for an item; `uploadId` names its upload in the uploads queue. */
    taskUploadStarted(state, action: PayloadAction<{ list: TaskList; id: number; uploadId: string }>) {
      state.uploads[itemKey(action.payload.list, action.payload.id)] = action.payload.uploadId;
    },
    taskActionRequested(state, action: PayloadAction<TaskActionRequest>) {
      state.busy[itemKey(action.payload.list, action.payload.id)] = true;
    },
    taskActionSettled(state, action: PayloadAction<{ list: TaskList; id: number }>) {
      const key = itemKey(action.payload.list, action.payload.id);
      delete state.busy[key];
      delete state.uploads[key];
      state.settled += 1;
    },
  },
});

export const { taskUploadStarted, taskActionRequested, taskActionSettled } = tasksSlice.actions;

// The slice is injected when the area's chunk loads: until an action reaches it, it is absent.
type WithTasks = { tasks?: TasksState };
export const selectTaskBusy = (state: unknown, list: TaskList, id: number): boolean =>
  (state as WithTasks).tasks?.busy[itemKey(list, id)] === true;
export const selectTaskSettled = (state: unknown): number => (state as WithTasks).tasks?.settled ?? 0;
export const selectTaskUploadId = (state: unknown, list: TaskList, id: number): string | null =>
  (state as WithTasks).tasks?.uploads[itemKey(list, id)] ?? null;
/** The item an upload hands in a file for, if any. */
export const selectItemOfUpload = (state: unknown, uploadId: string): { list: TaskList; id: number } | null => {
  const found = Object.entries((state as WithTasks).tasks?.uploads ?? {}).find(([, upload]) => upload === uploadId);
  if (found === undefined) return null;
  const [list, id] = found[0].split(':');
  return { list: list as TaskList, id: Number(id) };
};
