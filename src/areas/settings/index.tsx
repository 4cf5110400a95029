import { AreaPage } from '../AreaPage';

/** The settings area, loaded on demand as its own chunk (SPEC §2). */
export default function SettingsArea() {
  return <AreaPage />;
}
