import type { ProgramDetail } from '../../../../contract/inbox';
import { STORAGE_KEYS } from '../../../api';
import type { HttpRequest } from '../../../platform/deps';
import { fakeClock, fakeDeps, fakeTransport, memoryStorage } from '../../../testing/fakeDeps';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { useAreaState } from '../../../ui/areaRuntime';
import { programSaga } from './programSaga';
import { programOpened, programSlice, selectOpenedProgram } from './programSlice';

const START = Date.UTC(2026, 0, 5, 9, 0, 0);
const CFO: ProgramDetail = {
  programId: 3,
  title: 'Meet our new CFO',
  sharedBy: 'Mia Manager',
  sharedAt: '2026-01-04T09:00:00.000Z',
  durationSeconds: 148,
  thumbnailUrl: null,
  viewed: true,
  mediaUrl: null,
  media: null,
  markedViewed: true,
};

const SLICES = [programSlice];
const SAGAS = { homeProgram: programSaga };

/** Home's page brings its slice and saga this way (src/features/areas/home/index.tsx). */
function HomeState() {
  useAreaState(SLICES, SAGAS);
  return null;
}

function homeStore(answer: (request: HttpRequest) => { status: number; body: unknown }) {
  const storage = memoryStorage({
    [STORAGE_KEYS.accessToken]: 'access-0',
    [STORAGE_KEYS.refreshToken]: 'refresh-0',
    [STORAGE_KEYS.tokenExpiry]: String(START + 300_000),
    [STORAGE_KEYS.lastActivity]: String(START),
  });
  const transport = fakeTransport(answer);
  const { store } = renderWithProviders(<HomeState />, { deps: fakeDeps({ transport, storage, clock: fakeClock(START) }).deps });
  return { store, transport };
}

const settled = (store: ReturnType<typeof homeStore>['store']) =>
  new Promise<void>((resolve) => {
    const check = () => selectOpenedProgram(store.getState()).status !== 'loading' && resolve();
    store.subscribe(check);
    check();
  });

test('opening a program asks the server for it and shows what it answered', async () => {
  const { store, transport } = homeStore(() => ({ status: 200, body: { status: 'Ok', clientResponse: CFO, errorMessage: null } }));
  store.dispatch(programOpened({ programId: 3 }));
  await settled(store);
  expect(selectOpenedProgram(store.getState())).toEqual({ status: 'ready', programId: 3, program: CFO });
  expect(transport.requests.filter((request) => request.path.startsWith('/rest/')).map((request) => [request.path, request.json])).toEqual([
    ['/rest/secure/service/inbox/getProgram', { clientRequest: { programId: 3 } }],
  ]);
});

test('a program the server does not give out ends as failed, and an older answer never replaces a newer opening', async () => {
  const { store } = homeStore((request) => {
    const { programId } = (request.json as { clientRequest: { programId: number } }).clientRequest;
    return programId === 99
      ? { status: 404, body: { status: 'Error', clientResponse: null, errorMessage: 'No such program in your inbox' } }
      : { status: 200, body: { status: 'Ok', clientResponse: CFO, errorMessage: null } };
  });
  store.dispatch(programOpened({ programId: 99 }));
  await settled(store);
  expect(selectOpenedProgram(store.getState())).toEqual({ status: 'failed', programId: 99, message: null });
  expect(programSlice.reducer({ status: 'loading', programId: 5 }, { type: 'homeProgram/programLoaded', payload: CFO })).toEqual({
    status: 'loading',
    programId: 5,
  });
});
