import { useAreaState } from '../../../ui/areaRuntime';
import { tasksSaga } from './tasksSaga';
import { tasksSlice } from './tasksSlice';

const SLICES = [tasksSlice] as const;
const SAGAS = { tasks: tasksSaga } as const;

/** The tasks slice and saga, in place before the page's lists dispatch anything. */
export function useTasksState(): void {
  useAreaState(SLICES, SAGAS);
}
