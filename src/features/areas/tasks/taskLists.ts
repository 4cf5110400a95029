import { API_PATHS, type CountKey, type TaskList } from '../../../../contract';
import type { UploadPurpose } from '../../../../contract/permissions';
import { PATHS } from '../../../config/paths';

/** What closes an item by handing in a file: the upload's purpose and what may be chosen. */
export interface TaskUpload {
  purpose: UploadPurpose;
  accept: string;
}

/** What one page of §2 Tasks shows: its list call, the count it matches (§3) and its action. */
export interface TaskListPage {
  list: TaskList;
  route: string;
  listPath: string;
  countKey: CountKey;
  /**
   * The call that closes one item (contract/calls/tasks.ts); approvals decide instead. With
   * `upload`, the item is closed by uploading its file and the call carries the stored key.
   */
  action: { call: 'completeRecordingTask' | 'fulfilFileRequest' | 'markDeliverableDelivered'; upload?: TaskUpload } | 'review';
}

export const TASK_LIST_PAGES: readonly TaskListPage[] = [
  {
    list: 'recording',
    route: PATHS.tasksRecording,
    listPath: API_PATHS.getRecordingTasks,
    countKey: 'clipsToRecordCount',
    // §2 Tasks: a recording task is completed by uploading its clip, never by a bare "done".
    action: {
      call: 'completeRecordingTask',
      upload: { purpose: 'taskRecording', accept: 'video/mp4,video/webm,video/quicktime,video/x-matroska' },
    },
  },
  {
    list: 'file',
    route: PATHS.tasksFile,
    listPath: API_PATHS.getFileRequests,
    countKey: 'assetReqToRecordCount',
    // §2 Tasks: a file request is fulfilled by uploading the file asked for.
    action: {
      call: 'fulfilFileRequest',
      upload: {
        purpose: 'taskFile',
        accept: '.pdf,.png,.jpg,.jpeg,.gif,.webp,.mp3,.wav,.m4a,.txt,.csv,.docx,.xlsx,.pptx',
      },
    },
  },
  {
    list: 'deliverable',
    route: PATHS.tasksDeliverable,
    listPath: API_PATHS.getDeliverables,
    countKey: 'deliverablesCount',
    action: { call: 'markDeliverableDelivered' },
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
