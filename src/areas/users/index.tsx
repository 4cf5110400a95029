import { AreaPage } from '../AreaPage';

/** The users area, loaded on demand as its own chunk (§2). */
export default function UsersArea() {
  return <AreaPage />;
}
