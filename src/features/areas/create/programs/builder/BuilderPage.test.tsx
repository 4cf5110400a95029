import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useParams } from 'react-router-dom';
import { API_PATHS } from '../../../../../../contract/config';
import type { MediaItem } from '../../../../../../contract/media';
import { ROLE } from '../../../../../../contract/roles';
import type { ProgramEditor, SaveProgramEditRequest } from '../../../../../../contract/schemas/programs';
import type { HttpRequest } from '../../../../../platform/deps';
import { fakeClock, fakeDeps, fakeTransport, memoryStorage } from '../../../../../testing/fakeDeps';
import { renderWithProviders } from '../../../../../testing/renderWithProviders';
import { tokenAnswer } from '../../../../../testing/signedInDeps';
import { signedInStorage } from '../../../../../testing/signedInStorage';
import { NewProgramDialog } from '../NewProgramDialog';
import { BuilderPage } from './BuilderPage';

jest.setTimeout(20_000);

const SERVICE = '/rest/secure/service';
const ok = (clientResponse: unknown) => ({ status: 200, body: { status: 'Ok', clientResponse, errorMessage: null } });

const clip = (key: string, name: string, durationSeconds: number): MediaItem => ({
  key,
  name,
  contentType: 'video/mp4',
  size: 1000,
  createdAt: '2026-11-01T10:00:00.000Z',
  ownerName: 'Cody Creator',
  canDelete: true,
  url: `/cdn/${key}`,
  processing: { state: 'ready', progress: 100, error: null },
  durationSeconds,
  width: 1280,
  height: 720,
  thumbnailUrl: null,
  posterUrl: null,
  streamUrl: null,
  playsAsUploaded: true,
  previewsUrl: null,
  captions: [],
});

const OPENED: ProgramEditor = {
  programId: 5,
  title: 'Launch day',
  description: '',
  status: 'draft',
  revision: 3,
  edit: {
    intro: false,
    outro: false,
    items: [
      { kind: 'clip', id: 'a', mediaKey: 'org-1/footage/a', inSeconds: 1, outSeconds: 6 },
      { kind: 'title', id: 't', text: 'Chapter two', durationSeconds: 3 },
    ],
  },
  currentVersion: null,
  versions: [],
  bumpers: { intro: null, outro: { key: 'org-1/footage/outro', name: 'Outro.mp4', durationSeconds: 4, media: null } },
};

/** The builder on a signed-in tab against a server that keeps what it is sent; `refuseNext` answers the next save 409. */
function builder() {
  const server = { editor: OPENED, saves: [] as SaveProgramEditRequest[], opens: 0, refuseNext: false };
  const transport = fakeTransport((request: HttpRequest) => {
    const body = (request.json as { clientRequest: unknown } | undefined)?.clientRequest;
    if (request.path === API_PATHS.token) return { status: 200, body: tokenAnswer([ROLE.creator]) };
    if (request.path === API_PATHS.listFootage)
      return ok({ items: [clip('org-1/footage/a', 'Interview.mp4', 20)], total: 1, page: 1, pageSize: 100 });
    if (request.path === API_PATHS.listFiles) return ok({ items: [], total: 0, page: 1, pageSize: 100 });
    if (request.path === `${SERVICE}/getProgramEditor`) {
      server.opens += 1;
      return ok(server.editor);
    }
    if (request.path === `${SERVICE}/saveProgramEdit`) {
      const save = body as SaveProgramEditRequest;
      if (server.refuseNext) {
        server.refuseNext = false;
        return {
          status: 409,
          body: { status: 'Error', clientResponse: null, errorMessage: 'Saved elsewhere', code: 'stale_revision' },
        };
      }
      server.saves.push(save);
      server.editor = { ...server.editor, title: save.title, description: save.description, edit: save.edit, revision: save.revision + 1 };
      return ok({ revision: server.editor.revision });
    }
    return ok(null);
  });
  const clock = fakeClock();
  const storage = memoryStorage(signedInStorage({ now: clock.nowMs(), tokenLife: 300_000, username: 'creator@acme.test' }));
  const { deps } = fakeDeps({ transport, storage, clock });
  renderWithProviders(<BuilderPage programId={5} />, { deps, route: '/myprograms/edit/5' });
  return server;
}

const items = () => screen.getAllByTestId('sequence-item');
const saved = () => waitFor(() => expect(screen.getByTestId('save-status')).toHaveAttribute('data-status', 'saved'), { timeout: 4000 });

test('the opened program shows its pieces, its length with the outro off and on, and its bumpers’ state', async () => {
  builder();
  expect(await screen.findByLabelText('1 of 2: Interview.mp4')).toBeInTheDocument();
  expect(screen.getByLabelText('2 of 2: Chapter two')).toBeInTheDocument();
  expect(screen.getByTestId('total-duration')).toHaveTextContent('Total 0:08.00');
  expect(screen.getByRole('switch', { name: 'Intro bumper' })).toBeDisabled();
  expect(screen.getByRole('switch', { name: 'Intro bumper' })).toHaveAccessibleDescription(/no intro bumper/);
  fireEvent.click(screen.getByRole('switch', { name: 'Outro bumper' }));
  expect(screen.getByTestId('total-duration')).toHaveTextContent('Total 0:12.00');
});

test('a piece moved with Alt+↓ keeps focus, is announced, and the new order is saved once with the opened revision', async () => {
  const server = builder();
  const first = await screen.findByLabelText('1 of 2: Interview.mp4');
  first.focus();
  fireEvent.keyDown(first, { key: 'ArrowDown', altKey: true });
  expect(items().map((item) => item.getAttribute('aria-label'))).toEqual(['1 of 2: Chapter two', '2 of 2: Interview.mp4']);
  expect(document.activeElement).toBe(screen.getByLabelText('2 of 2: Interview.mp4'));
  expect(screen.getByText('Interview.mp4 moved to position 2 of 2')).toBeInTheDocument();
  expect(screen.getByTestId('save-status')).toHaveAttribute('data-status', 'waiting');
  await saved();
  expect(server.saves).toHaveLength(1);
  expect(server.saves[0]).toMatchObject({ programId: 5, revision: 3, title: 'Launch day' });
  expect(server.saves[0]!.edit.items.map((item) => item.id)).toEqual(['t', 'a']);

  // The next change goes with the revision the save answered, one frame at 30 fps later.
  fireEvent.click(screen.getByRole('button', { name: 'In point of Interview.mp4 one frame later' }));
  await waitFor(() => expect(server.saves).toHaveLength(2), { timeout: 4000 });
  expect(server.saves[1]).toMatchObject({ revision: 4 });
  expect(server.saves[1]!.edit.items[1]).toMatchObject({ id: 'a', inSeconds: 1.033, outSeconds: 6 });
});

test('a piece dragged by its handle onto another takes its place', async () => {
  const server = builder();
  await screen.findByLabelText('1 of 2: Interview.mp4');
  const dataTransfer = { setData: jest.fn(), effectAllowed: '' };
  fireEvent.dragStart(within(screen.getByLabelText('2 of 2: Chapter two')).getByTestId('drag-handle'), { dataTransfer });
  fireEvent.dragOver(screen.getByLabelText('1 of 2: Interview.mp4'), { dataTransfer });
  fireEvent.drop(screen.getByLabelText('1 of 2: Interview.mp4'), { dataTransfer });
  expect(items().map((item) => item.getAttribute('aria-label'))).toEqual(['1 of 2: Chapter two', '2 of 2: Interview.mp4']);
  await saved();
  expect(server.saves[0]!.edit.items.map((item) => item.id)).toEqual(['t', 'a']);
});

test('Undo and Redo, by button and by Ctrl+Z / Ctrl+Shift+Z, walk the edit back and forth and save it', async () => {
  const server = builder();
  await screen.findByLabelText('1 of 2: Interview.mp4');
  fireEvent.click(screen.getByRole('button', { name: 'Remove Chapter two' }));
  expect(items()).toHaveLength(1);
  fireEvent.keyDown(window, { key: 'z', ctrlKey: true });
  expect(items()).toHaveLength(2);
  fireEvent.keyDown(window, { key: 'Z', ctrlKey: true, shiftKey: true });
  expect(items()).toHaveLength(1);
  fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
  expect(items()).toHaveLength(2);
  expect(screen.getByRole('button', { name: 'Redo' })).toBeEnabled();
  await saved();
  // One save for the whole burst, of what the screen shows.
  expect(server.saves).toHaveLength(1);
  expect(server.saves[0]!.edit.items).toHaveLength(2);
});

test('a blank title is not saved and says so; a clip’s out point is held inside its source', async () => {
  const server = builder();
  await screen.findByLabelText('1 of 2: Interview.mp4');
  fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), { target: { value: '  ' } });
  expect(screen.getByTestId('save-status')).toHaveAttribute('data-status', 'invalid');
  expect(screen.getByText('A program needs a title; it is not saved without one.')).toBeInTheDocument();
  fireEvent.change(screen.getByRole('spinbutton', { name: 'Out point of Interview.mp4' }), { target: { value: '99' } });
  fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), { target: { value: 'Launch day, cut' } });
  await saved();
  expect(server.saves).toHaveLength(1);
  expect(server.saves[0]).toMatchObject({ title: 'Launch day, cut' });
  expect(server.saves[0]!.edit.items[0]).toMatchObject({ inSeconds: 1, outSeconds: 20 });
});

test('a save refused because another tab saved first reloads the program and says so', async () => {
  const server = builder();
  await screen.findByLabelText('1 of 2: Interview.mp4');
  server.editor = { ...OPENED, title: 'Renamed elsewhere', revision: 7 };
  server.refuseNext = true;
  // The versions panel reads the same call for its versions: only the builder's reload counts here.
  const opensBefore = server.opens;
  fireEvent.click(screen.getByRole('button', { name: 'Remove Chapter two' }));
  expect(await screen.findByTestId('stale-notice', {}, { timeout: 4000 })).toHaveTextContent('changed in another tab');
  expect(server.opens).toBeGreaterThan(opensBefore);
  expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Renamed elsewhere');
  expect(items()).toHaveLength(2);
  expect(screen.getByRole('button', { name: 'Undo' })).toBeDisabled();

  // The next change is made on the reloaded revision.
  fireEvent.click(screen.getByRole('button', { name: 'Remove Chapter two' }));
  await waitFor(() => expect(server.saves).toHaveLength(1), { timeout: 4000 });
  expect(server.saves[0]).toMatchObject({ revision: 7, title: 'Renamed elsewhere' });
});

test('New program creates the draft from a title and opens it in the builder; no title, no call', async () => {
  const created: unknown[] = [];
  const transport = fakeTransport((request: HttpRequest) => {
    if (request.path === API_PATHS.token) return { status: 200, body: tokenAnswer([ROLE.creator]) };
    if (request.path === `${SERVICE}/createProgram`) {
      created.push((request.json as { clientRequest: unknown }).clientRequest);
      return ok({ programId: 42 });
    }
    return ok(null);
  });
  const clock = fakeClock();
  const storage = memoryStorage(signedInStorage({ now: clock.nowMs(), tokenLife: 300_000, username: 'creator@acme.test' }));
  const { deps } = fakeDeps({ transport, storage, clock });
  function Opened() {
    return <p>Builder of {useParams().programId}</p>;
  }
  renderWithProviders(
    <Routes>
      <Route path="/myprograms/list" element={<NewProgramDialog onClose={() => undefined} />} />
      <Route path="/myprograms/edit/:programId" element={<Opened />} />
    </Routes>,
    { deps, route: '/myprograms/list' },
  );
  const dialog = screen.getByRole('dialog', { name: 'New program' });
  await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Create and open' })));
  expect(created).toEqual([]);
  fireEvent.change(within(dialog).getByRole('textbox', { name: 'Title' }), { target: { value: ' Q4 results ' } });
  fireEvent.change(within(dialog).getByRole('textbox', { name: 'Description' }), { target: { value: 'For the board' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Create and open' }));
  expect(await screen.findByText('Builder of 42')).toBeInTheDocument();
  expect(created).toEqual([{ title: 'Q4 results', description: 'For the board' }]);
});
