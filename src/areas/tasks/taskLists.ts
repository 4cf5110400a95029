import { API_PATHS, type CountKey, type TaskList } from '../../../contract';
import { PATHS } from '../../config/paths';

/** What one page of §2 Tasks shows: its list call, the count it matches (§3) and its action. */
export interface TaskListPage {
  list: TaskList;
  route: string;
  listPath: string;
  countKey: CountKey;
  /** The call that closes one item, and the request field naming it; approvals decide instead. */
  action: { path: string; idField: string } | 'review';
}

export const TASK_LIST_PAGES: readonly TaskListPage[] = [
  {
    list: 'recording',
    route: PATHS.tasksRecording,
    listPath: API_PATHS.getRecordingTasks,
    countKey: 'clipsToRecordCount',
    // Until clips are uploaded from the app, a recording task is completed by marking it done.
    action: { path: API_PATHS.completeRecordingTask, idField: 'taskId' },
  },
  {
    list: 'file',
    route: PATHS.tasksFile,
    listPath: API_PATHS.getFileRequests,
    countKey: 'assetReqToRecordCount',
    // Until files are uploaded from the app, a file request is fulfilled by marking it so.
    action: { path: API_PATHS.fulfilFileRequest, idField: 'requestId' },
  },
  {
    list: 'deliverable',
    route: PATHS.tasksDeliverable,
    listPath: API_PATHS.getDeliverables,
    countKey: 'deliverablesCount',
    action: { path: API_PATHS.markDeliverableDelivered, idField: 'deliverableId' },
  },
  {
    list: 'approvals',
    route: PATHS.tasksApprovals,
    listPath: API_PATHS.getProgramApprovals,
    countKey: 'programsForApprovalCount',
    action: 'review',
  },
];

export function taskListPageAt(pathname: string): TaskListPage | undefined {
  const path = pathname.replace(/\/+$/, '');
  return TASK_LIST_PAGES.find((page) => page.route === path);
}
