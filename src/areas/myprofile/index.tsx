import { AreaPage } from '../AreaPage';

/** The myprofile area, loaded on demand as its own chunk (SPEC §2). */
export default function MyProfileArea() {
  return <AreaPage />;
}
