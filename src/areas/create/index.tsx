import { AreaPage } from '../AreaPage';

/** The create area, loaded on demand as its own chunk (§2). */
export default function CreateArea() {
  return <AreaPage />;
}
