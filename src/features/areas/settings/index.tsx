import { AreaPage } from '../AreaPage';

/** The settings area, loaded on demand as its own chunk (§2). */
export default function SettingsArea() {
  return <AreaPage />;
}
