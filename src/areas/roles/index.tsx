import { AreaPage } from '../AreaPage';

/** The roles area, loaded on demand as its own chunk (SPEC §2). */
export default function RolesArea() {
  return <AreaPage />;
}
