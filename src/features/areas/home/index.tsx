import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { useAreaState } from '../../../ui/areaRuntime';
import { useListState } from '../../../ui/list';
import { InboxPage } from './InboxPage';
import { programSaga } from './programSaga';
import { programSlice } from './programSlice';

// The lists load with the area; the other pages when first opened (the /home/library budget).
const ChannelsPage = lazy(() =>
  import(/* webpackChunkName: "home-channels" */ './ChannelsPage').then((m) => ({ default: m.ChannelsPage })),
);
const ProgramPage = lazy(() => import(/* webpackChunkName: "home-program" */ './ProgramPage').then((m) => ({ default: m.ProgramPage })));

const AreaPage = lazy(() => import(/* webpackChunkName: "area-page" */ '../AreaPage').then((m) => ({ default: m.AreaPage })));

const HOME_SLICES = [programSlice] as const;
const HOME_SAGAS = { homeProgram: programSaga } as const;

/** Home (§2), loaded on demand as its own chunk: the inbox lists, channels and an opened program. */
export default function HomeArea() {
  useListState();
  useAreaState(HOME_SLICES, HOME_SAGAS);
  return (
    <Suspense fallback={null}>
      <Routes>
        <Route index element={<Navigate to="library" replace />} />
        <Route path="library" element={<InboxPage key="library" list="library" />} />
        <Route path="newprograms" element={<InboxPage key="newprograms" list="newprograms" />} />
        <Route path="completedprograms" element={<InboxPage key="completedprograms" list="completedprograms" />} />
        <Route path="channel/all" element={<ChannelsPage />} />
        <Route path="program/:programId" element={<ProgramPage />} />
        <Route path="*" element={<AreaPage />} />
      </Routes>
    </Suspense>
  );
}
