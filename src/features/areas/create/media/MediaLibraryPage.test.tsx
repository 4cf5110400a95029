import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type * as ReactModule from 'react';
import { API_PATHS } from '../../../../../contract/config';
import type { LiveEvent } from '../../../../../contract/live';
import type { MediaItem, MediaKind, MediaProcessingError, MediaProcessingState } from '../../../../../contract/media';
import { ROLE } from '../../../../../contract/roles';
import type { HttpRequest } from '../../../../platform/deps';
import { fakeClock, fakeDeps, fakeTransport, memoryStorage } from '../../../../testing/fakeDeps';
import { fakeLiveServer } from '../../../../testing/fakeLive';
import { renderWithProviders } from '../../../../testing/renderWithProviders';
import { tokenAnswer } from '../../../../testing/signedInDeps';
import { signedInStorage } from '../../../../testing/signedInStorage';
import type * as BuildVideoModule from '../../../../ui/player/buildVideo';
import type { PlayerProps } from '../../../../ui/player/PlayerCore';
import { MediaLibraryPage } from './MediaLibraryPage';

jest.setTimeout(20_000);

// media-chrome ships ES modules only, which Jest does not load: here the player is its <video>,
// built by the real buildVideo (tracks included); e2e/media-player.spec.ts plays the real one.
jest.mock('../../../../ui/player/PlayerCore', () => {
  const { createElement, useEffect, useRef } = jest.requireActual<typeof ReactModule>('react');
  const { buildVideo } = jest.requireActual<typeof BuildVideoModule>('../../../../ui/player/buildVideo');
  return {
    __esModule: true,
    default: function PlayerStub({ item, label, showCaptions }: PlayerProps) {
      const host = useRef<HTMLDivElement>(null);
      useEffect(() => {
        const video = buildVideo(item, label, showCaptions);
        host.current?.append(video);
        return () => video.remove();
      }, [item, label, showCaptions]);
      return createElement('div', { ref: host });
    },
  };
});

const item = (fields: Partial<MediaItem>): MediaItem => ({
  key: 'org-1/footage/a',
  name: 'Launch day.mp4',
  contentType: 'video/mp4',
  size: 1_000_000,
  createdAt: '2026-11-01T10:00:00.000Z',
  ownerName: 'Cody Creator',
  canDelete: true,
  url: '/cdn/org-1/footage/a',
  processing: { state: 'ready', progress: 100, error: null },
  durationSeconds: 3749.4,
  width: 1920,
  height: 1080,
  thumbnailUrl: '/cdn/org-1/footage/a/thumb.jpg',
  posterUrl: '/cdn/org-1/footage/a/poster.jpg',
  streamUrl: '/cdn/org-1/footage/a/master.m3u8',
  playsAsUploaded: true,
  previewsUrl: '/cdn/org-1/footage/a/previews.vtt',
  captions: [],
  ...fields,
});

/** A phone's HEVC file: nothing plays until its first rendition is made. */
const PHONE = item({
  key: 'org-1/footage/b',
  name: 'Phone.mov',
  contentType: 'video/quicktime',
  processing: { state: 'queued', progress: 0, error: null },
  durationSeconds: null,
  width: null,
  height: null,
  thumbnailUrl: null,
  posterUrl: null,
  streamUrl: null,
  playsAsUploaded: null,
  previewsUrl: null,
});

/** The worker's report on the phone's file, as the server streams it. */
const processed = (state: MediaProcessingState, progress: number, error: MediaProcessingError | null = null): LiveEvent => ({
  type: 'media.processing',
  key: PHONE.key,
  state,
  progress,
  error,
});

/** The Footage (or Files) page on a signed-in tab whose live stream the test drives; `server.items` is what the list call answers. */
function footagePage(items: MediaItem[], kind: MediaKind = 'footage') {
  const listPath = kind === 'footage' ? API_PATHS.listFootage : API_PATHS.listFiles;
  const server = { items, listCalls: 0 };
  const live = fakeLiveServer();
  const clock = fakeClock();
  const transport = fakeTransport((request: HttpRequest) => {
    if (request.path === API_PATHS.token) return { status: 200, body: tokenAnswer([ROLE.creator]) };
    if (request.path === listPath) {
      server.listCalls += 1;
      const page = { items: server.items, total: server.items.length, page: 1, pageSize: 25 };
      return { status: 200, body: { status: 'Ok', clientResponse: page, errorMessage: null } };
    }
    if (request.path === API_PATHS.uploadCaption) {
      const { language, label } = (request.json as { clientRequest: { language: string; label: string } }).clientRequest;
      const captions = [{ language, label, url: `/cdn/org-1/derived/captions-${language}-1.vtt` }];
      return { status: 200, body: { status: 'Ok', clientResponse: { captions }, errorMessage: null } };
    }
    return { status: 200, body: { status: 'Ok', clientResponse: null, errorMessage: null } };
  });
  const storage = memoryStorage(signedInStorage({ now: clock.nowMs(), tokenLife: 300_000, username: 'creator@acme.test' }));
  const { deps } = fakeDeps({ transport, storage, clock, liveStream: live.port });
  renderWithProviders(<MediaLibraryPage kind={kind} />, { deps, route: kind === 'footage' ? '/clips/list' : '/files/list' });
  return { server, live, clock };
}

const rowOf = async (name: string) => {
  const cell = await screen.findByText(name, { exact: true, selector: 'td, td *' });
  return cell.closest('tr') as HTMLElement;
};

test('a processed item shows its thumbnail, duration, dimensions and plays; one still waiting says so and does not', async () => {
  footagePage([item({}), PHONE]);
  const ready = await rowOf('Launch day.mp4');
  expect(within(ready).getByRole('button', { name: 'Play Launch day.mp4' })).toBeInTheDocument();
  expect(within(ready).getByTestId('thumbnail').querySelector('img')).toHaveAttribute('src', '/cdn/org-1/footage/a/thumb.jpg');
  expect(within(ready).getByTestId('duration')).toHaveTextContent('1:02:29');
  expect(within(ready).getByText('1920 × 1080')).toBeInTheDocument();
  expect(within(ready).queryByTestId('processing')).toBeNull();

  const waiting = await rowOf('Phone.mov');
  expect(within(waiting).queryByRole('button', { name: 'Play Phone.mov' })).toBeNull();
  expect(within(waiting).getByText('Waiting to be processed')).toBeInTheDocument();
  expect(within(waiting).getByTestId('thumbnail-placeholder')).toBeInTheDocument();
});

test('the worker’s progress reaches the row live, and its refusal is worded', async () => {
  const { server, live } = footagePage([PHONE]);
  await rowOf('Phone.mov');
  await waitFor(() => expect(live.openCount).toBe(1));
  const callsBefore = server.listCalls;

  server.items = [{ ...PHONE, processing: { state: 'processing', progress: 42, error: null } }];
  act(() => live.emit(processed('processing', 42)));
  const row = await rowOf('Phone.mov');
  await waitFor(() => expect(within(row).getByText('Processing 42 %')).toBeInTheDocument());
  expect(within(row).getByRole('progressbar', { name: 'Processing of Phone.mov' })).toHaveAttribute('aria-valuenow', '42');
  // The state moved, so the list is read again for what processing made.
  await waitFor(() => expect(server.listCalls).toBe(callsBefore + 1));

  // The event names the reason: the row words it at once, before the read it causes answers.
  server.items = [{ ...PHONE, processing: { state: 'failed', progress: 0, error: 'too_long' } }];
  act(() => live.emit(processed('failed', 0, 'too_long')));
  expect(within(row).getByText('Not processed: longer than your organisation allows.')).toBeInTheDocument();
  await waitFor(() => expect(server.listCalls).toBe(callsBefore + 2));
  expect(within(await rowOf('Phone.mov')).getByText('Not processed: longer than your organisation allows.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Play Phone.mov' })).toBeNull();
});

test('while an item cannot play, progress events read the list again at most every few seconds until its stream is there', async () => {
  const { server, live, clock } = footagePage([PHONE]);
  await rowOf('Phone.mov');
  await waitFor(() => expect(live.openCount).toBe(1));
  server.items = [{ ...PHONE, processing: { state: 'processing', progress: 10, error: null } }];
  act(() => live.emit(processed('processing', 10)));
  await waitFor(async () => expect(within(await rowOf('Phone.mov')).getByText('Processing 10 %')).toBeInTheDocument());
  await waitFor(() => expect(server.listCalls).toBe(2));

  // Within the interval, progress only moves the bar.
  act(() => live.emit(processed('processing', 20)));
  await waitFor(async () => expect(within(await rowOf('Phone.mov')).getByText('Processing 20 %')).toBeInTheDocument());
  expect(server.listCalls).toBe(2);

  server.items = [{ ...PHONE, processing: { state: 'processing', progress: 30, error: null }, streamUrl: '/cdn/b/master.m3u8' }];
  clock.advance(5_000);
  act(() => live.emit(processed('processing', 30)));
  expect(await screen.findByRole('button', { name: 'Play Phone.mov' })).toBeInTheDocument();
  expect(server.listCalls).toBe(3);
});

test('an MP4 the probe found the browser cannot play (a phone’s HEVC) waits for its first rendition', async () => {
  const hevc = item({
    key: 'org-1/footage/c',
    name: 'Phone.mp4',
    streamUrl: null,
    playsAsUploaded: false,
    processing: { state: 'processing', progress: 10, error: null },
  });
  footagePage([hevc, item({ key: 'org-1/footage/d', name: 'Camera.mp4', streamUrl: null, playsAsUploaded: null })]);
  await rowOf('Phone.mp4');
  expect(screen.queryByRole('button', { name: 'Play Phone.mp4' })).toBeNull();
  // Not probed yet: an MP4 is taken to play as it is.
  expect(screen.getByRole('button', { name: 'Play Camera.mp4' })).toBeInTheDocument();
});

test('a video among the files plays in the player as footage does; a document still opens as it is', async () => {
  const brief = item({
    key: 'org-1/files/brief',
    name: 'Brief.pdf',
    contentType: 'application/pdf',
    durationSeconds: null,
    width: null,
    height: null,
    thumbnailUrl: null,
    posterUrl: null,
    streamUrl: null,
    previewsUrl: null,
    playsAsUploaded: null,
    url: '/cdn/org-1/files/brief',
  });
  const waiting = { ...PHONE, key: 'org-1/files/phone', name: 'Site visit.mov' };
  footagePage([item({ key: 'org-1/files/clip', name: 'Walkthrough.mp4' }), waiting, brief], 'files');
  await rowOf('Walkthrough.mp4');
  expect(within(await rowOf('Brief.pdf')).getByRole('link', { name: 'Brief.pdf' })).toHaveAttribute('href', '/cdn/org-1/files/brief');
  // Until its first rendition is made, a QuickTime video neither plays nor opens as a download.
  const pending = await rowOf('Site visit.mov');
  expect(within(pending).queryByRole('button', { name: 'Play Site visit.mov' })).toBeNull();
  expect(within(pending).queryByRole('link')).toBeNull();

  fireEvent.click(screen.getByRole('button', { name: 'Play Walkthrough.mp4' }));
  expect(await screen.findByRole('dialog', { name: 'Walkthrough.mp4' })).toBeInTheDocument();
});

test('its uploader edits an item’s captions under the player, and the player shows them at once', async () => {
  footagePage([item({}), item({ key: 'org-1/footage/c', name: 'Colleague.mp4', canDelete: false })]);
  fireEvent.click(within(await rowOf('Colleague.mp4')).getByRole('button', { name: 'Play Colleague.mp4' }));
  const other = await screen.findByRole('dialog', { name: 'Colleague.mp4' });
  expect(within(other).queryByRole('button', { name: 'Edit captions of Colleague.mp4' })).toBeNull();
  fireEvent.click(within(other).getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

  fireEvent.click(within(await rowOf('Launch day.mp4')).getByRole('button', { name: 'Play Launch day.mp4' }));
  const dialog = await screen.findByRole('dialog', { name: 'Launch day.mp4' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Edit captions of Launch day.mp4' }));
  const editor = within(dialog).getByRole('region', { name: 'Captions' });
  fireEvent.change(within(editor).getByRole('textbox', { name: 'Language code' }), { target: { value: 'en' } });
  fireEvent.change(within(editor).getByRole('textbox', { name: 'Text' }), { target: { value: 'Welcome' } });
  fireEvent.click(within(editor).getByRole('button', { name: 'Save captions' }));
  expect(await within(editor).findByText('Captions saved.')).toBeInTheDocument();
  await waitFor(() => {
    const track = dialog.querySelector('video track[srclang="en"]') as HTMLTrackElement | null;
    expect(track?.getAttribute('src')).toBe('/cdn/org-1/derived/captions-en-1.vtt');
    expect(track?.default).toBe(true);
  });
});
