import { AreaPage } from '../AreaPage';

/** The audience area, loaded on demand as its own chunk (SPEC §2). */
export default function AudienceArea() {
  return <AreaPage />;
}
