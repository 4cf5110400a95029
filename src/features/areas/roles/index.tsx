import { useLocation } from 'react-router-dom';
import { PATHS } from '../../../config/paths';
import { AreaPage } from '../AreaPage';
import { RoleMatrixPage } from './RoleMatrixPage';

/** The roles area, loaded on demand as its own chunk (§2): the role matrix at /roles/creator, else the area's empty state. */
export default function RolesArea() {
  return useLocation().pathname.replace(/\/+$/, '') === PATHS.rolesCreator ? <RoleMatrixPage /> : <AreaPage />;
}
