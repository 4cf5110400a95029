import { AreaPage } from '../AreaPage';

/** The integrations area, loaded on demand as its own chunk (SPEC §2). */
export default function IntegrationsArea() {
  return <AreaPage />;
}
