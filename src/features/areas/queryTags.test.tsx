import { screen, waitFor } from '@testing-library/react';
import type { MenuCounts } from '../../../contract/counts';
import type { InboxProgram, InboxView } from '../../../contract/inbox';
import type { LiveEvent } from '../../../contract/live';
import { STORAGE_KEYS } from '../../api';
import type { HttpRequest } from '../../platform/deps';
import { fakeClock, fakeDeps, fakeTransport, memoryStorage } from '../../testing/fakeDeps';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { applyLiveEvent } from '../live';
import { countsReceived } from '../menu';
import { InboxPage } from './home/InboxPage';

const START = Date.UTC(2026, 0, 5, 9, 0, 0);

const counts = (inboxNewCount: number): MenuCounts => ({
  inboxNewCount,
  inboxLibraryCount: 3,
  inboxWatchedCount: 1,
  clipsToRecordCount: 0,
  programsForApprovalCount: 0,
  assetReqToRecordCount: 0,
  deliverablesCount: 0,
  newBioProgramsCount: 0,
  directoryCount: 0,
});

const program = (programId: number): InboxProgram => ({
  programId,
  title: `Program ${programId}`,
  sharedBy: 'Ana',
  sharedAt: '2026-01-04T10:00:00.000Z',
  durationSeconds: 60,
  thumbnailUrl: null,
  viewed: false,
});

/** An inbox server whose not-viewed list holds `unseen` programs; it records the views it was asked for. */
function inboxServer() {
  const asked: InboxView[] = [];
  let unseen = 1;
  const handler = (request: HttpRequest) => {
    const body = (request.json as { clientRequest: { view: InboxView } }).clientRequest;
    asked.push(body.view);
    const items = Array.from({ length: unseen }, (_, i) => program(i + 1));
    return {
      status: 200,
      body: { status: 'Ok', clientResponse: { items, total: items.length, page: 1, pageSize: 25 }, errorMessage: null },
    };
  };
  return { asked, handler, deliver: () => void (unseen += 1) };
}

function renderInbox(server: ReturnType<typeof inboxServer>) {
  const storage = memoryStorage({
    [STORAGE_KEYS.accessToken]: 'access-0',
    [STORAGE_KEYS.refreshToken]: 'refresh-0',
    [STORAGE_KEYS.tokenExpiry]: String(START + 300_000),
    [STORAGE_KEYS.lastActivity]: String(START),
  });
  const { deps } = fakeDeps({ transport: fakeTransport(server.handler), storage, clock: fakeClock(START) });
  return renderWithProviders(<InboxPage list="newprograms" />, { deps });
}

const rows = () => screen.getAllByRole('link').map((link) => link.textContent);

test('a counts.changed live event that moves an inbox badge reads the shown list again', async () => {
  const server = inboxServer();
  const { store, runtime } = renderInbox(server);
  store.dispatch(countsReceived(counts(1)));
  await waitFor(() => expect(rows()).toEqual(['Program 1']));
  expect(server.asked).toEqual(['notViewed']);

  server.deliver();
  const event: LiveEvent = { type: 'counts.changed', counts: counts(2) };
  await runtime.run(applyLiveEvent, event);

  await waitFor(() => expect(rows()).toEqual(['Program 1', 'Program 2']));
  expect(server.asked).toEqual(['notViewed', 'notViewed']);
});

test('counts that did not move read nothing again', async () => {
  const server = inboxServer();
  const { store, runtime } = renderInbox(server);
  store.dispatch(countsReceived(counts(1)));
  await waitFor(() => expect(rows()).toEqual(['Program 1']));

  await runtime.run(applyLiveEvent, { type: 'counts.changed', counts: counts(1) } as LiveEvent);
  await runtime.run(applyLiveEvent, { type: 'counts.changed', counts: { ...counts(1), deliverablesCount: 4 } } as LiveEvent);

  expect(server.asked).toEqual(['notViewed']);
});
