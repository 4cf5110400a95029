import { AreaPage } from '../AreaPage';

/** The integrations area, loaded on demand as its own chunk (§2). */
export default function IntegrationsArea() {
  return <AreaPage />;
}
