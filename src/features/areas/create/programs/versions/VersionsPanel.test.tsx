import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type * as ReactModule from 'react';
import { API_PATHS } from '../../../../../../contract/config';
import { pathOf } from '../../../../../../contract/kit/call';
import type { LiveEvent } from '../../../../../../contract/live';
import { ROLE } from '../../../../../../contract/roles';
import type { ProgramEditor, ProgramVersion } from '../../../../../../contract/schemas/programs';
import type { HttpRequest } from '../../../../../platform/deps';
import { fakeClock, fakeDeps, fakeTransport, memoryStorage } from '../../../../../testing/fakeDeps';
import { fakeLiveServer } from '../../../../../testing/fakeLive';
import { renderWithProviders } from '../../../../../testing/renderWithProviders';
import { tokenAnswer } from '../../../../../testing/signedInDeps';
import { signedInStorage } from '../../../../../testing/signedInStorage';
import type * as BuildVideoModule from '../../../../../ui/player/buildVideo';
import type { PlayerProps } from '../../../../../ui/player/PlayerCore';
import { VersionsPanel } from './VersionsPanel';

jest.setTimeout(20_000);

// media-chrome ships ES modules only, which Jest does not load: here the player is its <video>.
jest.mock('../../../../../ui/player/PlayerCore', () => {
  const { createElement, useEffect, useRef } = jest.requireActual<typeof ReactModule>('react');
  const { buildVideo } = jest.requireActual<typeof BuildVideoModule>('../../../../../ui/player/buildVideo');
  return {
    __esModule: true,
    default: function PlayerStub({ item, label }: PlayerProps) {
      const host = useRef<HTMLDivElement>(null);
      useEffect(() => {
        const video = buildVideo(item, label, undefined);
        host.current?.append(video);
        return () => video.remove();
      }, [item, label]);
      return createElement('div', { ref: host });
    },
  };
});

const media = (n: number) => ({
  key: `customers/1/programs/7/v${n}.mp4`,
  name: `Launch v${n}.mp4`,
  contentType: 'video/mp4',
  url: `/cdn/customers/1/programs/7/v${n}.mp4`,
  streamUrl: `/cdn/customers/1/derived/v${n}/master.m3u8`,
  playsAsUploaded: true,
  posterUrl: null,
  previewsUrl: null,
  captions: [],
});

const version = (n: number, fields: Partial<ProgramVersion> = {}): ProgramVersion => ({
  number: n,
  state: 'ready',
  progress: 100,
  error: null,
  durationSeconds: 61.2,
  createdAt: `2026-11-0${n}T10:00:00.000Z`,
  media: media(n),
  ...fields,
});

const editor = (versions: ProgramVersion[], currentVersion: number | null = 2): ProgramEditor => ({
  programId: 7,
  title: 'Launch',
  description: '',
  status: 'draft',
  revision: 4,
  edit: { intro: false, outro: false, items: [] },
  currentVersion,
  versions,
  bumpers: { intro: null, outro: null },
});

/** The panel on a signed-in tab whose live stream the test drives; `server.editor` is what getProgramEditor answers. */
function panel(versions: ProgramVersion[], props: { editIsEmpty?: boolean } = {}) {
  const server = { editor: editor(versions), reads: 0, renders: [] as unknown[] };
  const live = fakeLiveServer();
  const clock = fakeClock();
  const ok = (clientResponse: unknown) => ({ status: 200, body: { status: 'Ok', clientResponse, errorMessage: null } });
  const transport = fakeTransport((request: HttpRequest) => {
    if (request.path === API_PATHS.token) return { status: 200, body: tokenAnswer([ROLE.creator]) };
    if (request.path === pathOf('getProgramEditor')) {
      server.reads += 1;
      return ok(server.editor);
    }
    if (request.path === pathOf('renderProgram')) {
      server.renders.push((request.json as { clientRequest: unknown }).clientRequest);
      server.editor = editor([version(3, { state: 'queued', progress: 0, durationSeconds: null, media: null }), ...versions]);
      return ok({ version: 3 });
    }
    return ok(null);
  });
  const storage = memoryStorage(signedInStorage({ now: clock.nowMs(), tokenLife: 300_000, username: 'creator@acme.test' }));
  const { deps } = fakeDeps({ transport, storage, clock, liveStream: live.port });
  renderWithProviders(<VersionsPanel programId={7} revision={4} editIsEmpty={props.editIsEmpty ?? false} saved />, {
    deps,
    route: '/programs/7',
  });
  return { server, live };
}

const rendered = (n: number, state: ProgramVersion['state'], progress: number, error: ProgramVersion['error'] = null): LiveEvent => ({
  type: 'program.render',
  programId: 7,
  version: n,
  state,
  progress,
  error,
});

const renderButton = () => screen.getByRole('button', { name: 'Render' });

test('lists the versions newest first, with date, duration, state, the current one and a failure’s reason in words', async () => {
  panel([version(1), version(2), version(3, { state: 'failed', error: 'sourceMissing', durationSeconds: null, media: null })]);
  const rows = await screen.findAllByRole('listitem');
  expect(rows.map((row) => row.getAttribute('data-testid'))).toEqual(['version-3', 'version-2', 'version-1']);
  expect(within(rows[0]!).getByText('A clip, image or bumper it uses was deleted.')).toBeInTheDocument();
  expect(within(rows[0]!).getByRole('button', { name: 'Play Version 3' })).toBeDisabled();
  expect(within(rows[1]!).getByText('Current')).toBeInTheDocument();
  expect(within(rows[1]!).getByText(/1:01/)).toBeInTheDocument();
  expect(within(rows[2]!).getByText('Ready')).toBeInTheDocument();
  expect(renderButton()).toBeEnabled();
});

test('Render is disabled for an empty edit', async () => {
  panel([], { editIsEmpty: true });
  expect(await screen.findByText('No version yet: render the program to make one.')).toBeInTheDocument();
  expect(renderButton()).toBeDisabled();
});

test('Render renders the saved revision; its progress arrives live, and the button waits until it is done', async () => {
  const { server, live } = panel([version(1), version(2)]);
  await screen.findByTestId('version-2');
  await waitFor(() => expect(live.openCount).toBe(1));
  fireEvent.click(renderButton());
  await screen.findByTestId('version-3');
  expect(server.renders).toEqual([{ programId: 7, revision: 4 }]);
  expect(renderButton()).toBeDisabled();
  expect(screen.getByText('Version 3 waits to be rendered')).toBeInTheDocument();

  const reads = server.reads;
  server.editor = editor([version(3, { state: 'rendering', progress: 40, durationSeconds: null, media: null }), version(2), version(1)]);
  act(() => live.emit(rendered(3, 'rendering', 40)));
  expect(await screen.findByText('Rendering version 3: 40 %')).toBeInTheDocument();
  expect(screen.getByRole('progressbar', { name: 'Render of version 3' })).toHaveAttribute('aria-valuenow', '40');
  // The state moved: the versions are read again.
  await waitFor(() => expect(server.reads).toBe(reads + 1));

  // Progress alone moves the bar without a read.
  server.editor = editor([version(3, { state: 'rendering', progress: 80, durationSeconds: null, media: null }), version(2), version(1)]);
  act(() => live.emit(rendered(3, 'rendering', 80)));
  expect(await screen.findByText('Rendering version 3: 80 %')).toBeInTheDocument();
  expect(server.reads).toBe(reads + 1);

  server.editor = { ...editor([version(3), version(2), version(1)]), currentVersion: 3 };
  act(() => live.emit(rendered(3, 'ready', 100)));
  await waitFor(() => expect(within(screen.getByTestId('version-3')).getByText('Current')).toBeInTheDocument());
  expect(screen.queryByTestId('render-progress')).toBeNull();
  expect(renderButton()).toBeEnabled();
});

test('a ready version plays in the player', async () => {
  panel([version(1), version(2)]);
  fireEvent.click(await screen.findByRole('button', { name: 'Play Version 1' }));
  const dialog = await screen.findByRole('dialog', { name: 'Version 1' });
  await waitFor(() => expect(dialog.querySelector('video')).not.toBeNull());
});

test('Compare shows two chosen versions side by side, with one play/pause for both and a linked seek', async () => {
  // jsdom's media elements do not play: here play() and pause() change `paused` and raise their events, as a browser's do.
  const playing = new WeakSet<HTMLMediaElement>();
  const paused = jest.spyOn(HTMLMediaElement.prototype, 'paused', 'get').mockImplementation(function (this: HTMLMediaElement) {
    return !playing.has(this);
  });
  const play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    if (!playing.has(this)) {
      playing.add(this);
      this.dispatchEvent(new Event('play'));
    }
    return Promise.resolve();
  });
  const pause = jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
    if (playing.delete(this)) this.dispatchEvent(new Event('pause'));
  });
  panel([version(1), version(2), version(3, { state: 'rendering', progress: 10, durationSeconds: null, media: null })]);
  const compare = await screen.findByRole('button', { name: 'Compare' });
  expect(compare).toBeDisabled();
  expect(screen.getByRole('checkbox', { name: 'Choose Version 3 to compare' })).toBeDisabled();
  fireEvent.click(screen.getByRole('checkbox', { name: 'Choose Version 2 to compare' }));
  expect(compare).toBeDisabled();
  fireEvent.click(screen.getByRole('checkbox', { name: 'Choose Version 1 to compare' }));
  fireEvent.click(compare);

  const dialog = await screen.findByRole('dialog', { name: 'Version 1 and version 2' });
  await waitFor(() => expect(dialog.querySelectorAll('video')).toHaveLength(2));
  const [left, right] = [...dialog.querySelectorAll('video')] as HTMLVideoElement[];
  expect(within(screen.getByTestId('compare-1')).getByText('Version 1')).toBeInTheDocument();
  const both = await within(dialog).findByRole('button', { name: 'Play both' });
  await waitFor(() => expect(both).toBeEnabled());
  fireEvent.click(both);
  expect([left!.paused, right!.paused]).toEqual([false, false]);
  const pauseBoth = await within(dialog).findByRole('button', { name: 'Pause both' });
  // Pausing one from its own controls pauses the other.
  act(() => right!.pause());
  expect(left!.paused).toBe(true);
  expect(pauseBoth).toHaveTextContent('Play both');

  // Seeking one seeks the other.
  right!.currentTime = 9;
  act(() => void right!.dispatchEvent(new Event('seeked')));
  expect(left!.currentTime).toBe(9);
  [paused, play, pause].forEach((spy) => spy.mockRestore());
});
