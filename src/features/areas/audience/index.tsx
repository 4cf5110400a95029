import { AreaPage } from '../AreaPage';

/** The audience area, loaded on demand as its own chunk (§2). */
export default function AudienceArea() {
  return <AreaPage />;
}
