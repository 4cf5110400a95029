import { useLocation } from 'react-router-dom';
import { AreaPage } from '../AreaPage';
import { TaskListPage } from './TaskListPage';
import { taskListPageAt } from './taskLists';

/** The tasks area, loaded on demand as its own chunk (§2): one page per task list. */
export default function TasksArea() {
  const { pathname } = useLocation();
  const page = taskListPageAt(pathname);
  // /tasks itself leads to its sections through the area page.
  if (page === undefined) return <AreaPage />;
  return <TaskListPage key={page.list} page={page} />;
}
