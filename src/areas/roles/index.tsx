import { AreaPage } from '../AreaPage';

/** The roles area, loaded on demand as its own chunk (§2). */
export default function RolesArea() {
  return <AreaPage />;
}
