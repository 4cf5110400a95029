import { useLocation } from 'react-router-dom';
import { AreaPage } from '../AreaPage';
import { usersAdminPageFor } from './admin/usersAdminPageFor';

/** The users area, loaded on demand as its own chunk (§2): Audience › Users, else the area's empty state. */
export default function UsersArea() {
  return usersAdminPageFor('organisation', useLocation().pathname) ?? <AreaPage />;
}
