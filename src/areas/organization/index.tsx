import { AreaPage } from '../AreaPage';

/** The organization area, loaded on demand as its own chunk (§2). */
export default function OrganizationArea() {
  return <AreaPage />;
}
