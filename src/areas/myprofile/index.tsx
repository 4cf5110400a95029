import { AreaPage } from '../AreaPage';

/** The myprofile area, loaded on demand as its own chunk (§2). */
export default function MyProfileArea() {
  return <AreaPage />;
}
