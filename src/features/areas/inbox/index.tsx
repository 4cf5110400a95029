import { AreaPage } from '../AreaPage';

/** The inbox area, loaded on demand as its own chunk (§2). */
export default function InboxArea() {
  return <AreaPage />;
}
