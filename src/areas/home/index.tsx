import { AreaPage } from '../AreaPage';

/** The home area, loaded on demand as its own chunk (§2). */
export default function HomeArea() {
  return <AreaPage />;
}
