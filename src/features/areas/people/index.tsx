import { AreaPage } from '../AreaPage';

/** The people area, loaded on demand as its own chunk (§2). */
export default function PeopleArea() {
  return <AreaPage />;
}
