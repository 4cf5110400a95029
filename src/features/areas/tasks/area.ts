import { PATHS } from '../../../config/paths';
import { route, titled, WHO, type AreaDeclaration } from '../declaration';

/** §2 Tasks: recording tasks and file requests; deliverables and approvals for managers. */
export const tasksArea: AreaDeclaration = {
  id: 'tasks',
  roots: ['/tasks'],
  section: 'tasks',
  titles: { tasks: titled('tasks') },
  menu: [
    {
      id: 'tasks.recording',
      section: 'tasks',
      order: 1,
      target: route(PATHS.tasksRecording),
      labelKey: 'menu.item.tasksRecording',
      roles: WHO.members,
      countKey: 'clipsToRecordCount',
      permission: 'task.recording',
    },
    {
      id: 'tasks.file',
      section: 'tasks',
      order: 2,
      target: route(PATHS.tasksFile),
      labelKey: 'menu.item.tasksFile',
      roles: WHO.members,
      countKey: 'assetReqToRecordCount',
      permission: 'task.fileRequest',
    },
    {
      id: 'tasks.deliverable',
      section: 'tasks',
      order: 3,
      target: route(PATHS.tasksDeliverable),
      labelKey: 'menu.item.tasksDeliverable',
      roles: WHO.manager,
      countKey: 'deliverablesCount',
      permission: 'task.deliverable',
    },
    {
      id: 'tasks.approvals',
      section: 'tasks',
      order: 4,
      group: 'approvals',
      target: route(PATHS.tasksApprovals),
      labelKey: 'menu.item.tasksApprovals',
      roles: WHO.manager,
      countKey: 'programsForApprovalCount',
      permission: 'approval.program',
    },
  ],
};
