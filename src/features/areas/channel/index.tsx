import { AreaPage } from '../AreaPage';

/** The channel area, loaded on demand as its own chunk (§2). */
export default function ChannelArea() {
  return <AreaPage />;
}
