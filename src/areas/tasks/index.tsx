import { AreaPage } from '../AreaPage';

/** The tasks area, loaded on demand as its own chunk (§2). */
export default function TasksArea() {
  return <AreaPage />;
}
