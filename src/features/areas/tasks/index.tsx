import { useLocation } from 'react-router-dom';
import { PATHS } from '../../../config/paths';
import { AreaPage } from '../AreaPage';
import { programIdAt } from '../review/programIdAt';
import { ApprovalReviewPage } from './ApprovalReviewPage';
import { TaskListPage } from './TaskListPage';
import { taskListPageAt } from './taskLists';

/** The tasks area, loaded on demand as its own chunk (§2): one page per task list. */
export default function TasksArea() {
  const { pathname } = useLocation();
  const reviewed = programIdAt(pathname, `${PATHS.tasksApprovals}/review`);
  if (reviewed !== null) return <ApprovalReviewPage key={reviewed} programId={reviewed} />;
  const page = taskListPageAt(pathname);
  // /tasks itself leads to its sections through the area page.
  if (page === undefined) return <AreaPage />;
  return <TaskListPage key={page.list} page={page} />;
}
