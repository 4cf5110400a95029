import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { PATHS } from '../../../config/paths';
import { AreaPage } from '../AreaPage';
import { ReviewPage } from '../review';
import { programIdAt } from '../review/programIdAt';
import { MyProgramsPage } from './MyProgramsPage';
import { MediaLibraryPage } from './media/MediaLibraryPage';
import { BumpersPage } from './bumpers/BumpersPage';

// The builder and its player load when a program is first opened.
const BuilderPage = lazy(() =>
  import(/* webpackChunkName: "program-builder" */ './programs/builder/BuilderPage').then((m) => ({ default: m.BuilderPage })),
);

/** The create area, loaded on demand as its own chunk (§2): Programs, Footage and Files are built. */
export default function CreateArea() {
  const pathname = useLocation().pathname.replace(/\/+$/, '');
  if (pathname === PATHS.myProgramsList) return <MyProgramsPage />;
  const reviewed = programIdAt(pathname, '/myprograms/review');
  if (reviewed !== null)
    return <ReviewPage key={reviewed} programId={reviewed} back={{ to: PATHS.myProgramsList, labelKey: 'areas.review.backToPrograms' }} />;
  if (pathname === PATHS.clipsList) return <MediaLibraryPage key="footage" kind="footage" />;
  if (pathname === PATHS.filesList) return <MediaLibraryPage key="files" kind="files" />;
  if (pathname.startsWith(`${PATHS.myProgramEditRoot}/`)) {
    const programId = pathname.slice(PATHS.myProgramEditRoot.length + 1);
    return (
      <Suspense fallback={null}>
        <BuilderPage key={programId} programId={Number(programId)} />
      </Suspense>
    );
  }
  if (pathname === PATHS.bumpers) return <BumpersPage />;
  return <AreaPage />;
}
