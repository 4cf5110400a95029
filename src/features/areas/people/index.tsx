import { useLocation } from 'react-router-dom';
import { PATHS } from '../../../config/paths';
import { AreaPage } from '../AreaPage';
import { DirectoryPage } from './directory/DirectoryPage';

/** The people area, loaded on demand as its own chunk (§2): the directory, else the area's empty state. */
export default function PeopleArea() {
  return useLocation().pathname.replace(/\/+$/, '') === PATHS.peopleSearchList ? <DirectoryPage /> : <AreaPage />;
}
