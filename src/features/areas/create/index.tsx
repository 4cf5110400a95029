import { useLocation } from 'react-router-dom';
import { PATHS } from '../../../config/paths';
import { AreaPage } from '../AreaPage';
import { MyProgramsPage } from './MyProgramsPage';
import { MediaLibraryPage } from './media/MediaLibraryPage';
import { BumpersPage } from './bumpers/BumpersPage';

/** The create area, loaded on demand as its own chunk (§2): Programs, Footage and Files are built. */
export default function CreateArea() {
  const pathname = useLocation().pathname.replace(/\/+$/, '');
  if (pathname === PATHS.myProgramsList) return <MyProgramsPage />;
  if (pathname === PATHS.clipsList) return <MediaLibraryPage key="footage" kind="footage" />;
  if (pathname === PATHS.filesList) return <MediaLibraryPage key="files" kind="files" />;
  if (pathname === PATHS.bumpers) return <BumpersPage />;
  return <AreaPage />;
}
