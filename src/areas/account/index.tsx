import { AreaPage } from '../AreaPage';

/** The account area, loaded on demand as its own chunk (§2). */
export default function AccountArea() {
  return <AreaPage />;
}
