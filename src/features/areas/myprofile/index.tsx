import { useLocation } from 'react-router-dom';
import { PATHS } from '../../../config/paths';
import { AreaPage } from '../AreaPage';
import { ChangePasswordPage } from './ChangePasswordPage';
import { ReportPage } from './ReportPage';

const CHANGE_PASSWORD = new Set<string>([PATHS.myProfileChangePassword, PATHS.changePassword]);
const REPORT = new Set<string>([PATHS.myProfileReport, PATHS.changePasswordReport]);

/** The personal profile's pages (§2), loaded on demand as the myprofile chunk. */
export default function MyProfileArea() {
  const path = useLocation().pathname.replace(/\/+$/, '');
  if (CHANGE_PASSWORD.has(path)) return <ChangePasswordPage />;
  if (REPORT.has(path)) return <ReportPage />;
  return <AreaPage />;
}
