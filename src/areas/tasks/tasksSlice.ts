import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ReviewDecision, TaskList } from '../../../contract';

/** One action on one item of a task list: close it, or decide a program's review. */
export interface TaskActionRequest {
  list: TaskList;
  id: number;
  decision?: ReviewDecision;
  comment?: string;
}

export interface TasksState {
  /** Items whose action is under way, by `${list}:${id}`: their buttons wait. */
  busy: Record<string, true>;
  /** Grows with every action that ended: the lists reload on it (the item closed, or was gone). */
  settled: number;
}

const initialState: TasksState = { busy: {}, settled: 0 };

export const itemKey = (list: TaskList, id: number) => `${list}:${id}`;

export const tasksSlice = createSlice({
  name: 'tasks',
  initialState,
  reducers: {
    taskActionRequested(state, action: PayloadAction<TaskActionRequest>) {
      state.busy[itemKey(action.payload.list, action.payload.id)] = true;
    },
    taskActionSettled(state, action: PayloadAction<{ list: TaskList; id: number }>) {
      delete state.busy[itemKey(action.payload.list, action.payload.id)];
      state.settled += 1;
    },
  },
});

export const { taskActionRequested, taskActionSettled } = tasksSlice.actions;

// The slice is injected when the area's chunk loads: until an action reaches it, it is absent.
type WithTasks = { tasks?: TasksState };
export const selectTaskBusy = (state: unknown, list: TaskList, id: number): boolean =>
  (state as WithTasks).tasks?.busy[itemKey(list, id)] === true;
export const selectTaskSettled = (state: unknown): number => (state as WithTasks).tasks?.settled ?? 0;
