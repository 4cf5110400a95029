import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type * as ReactModule from 'react';
import { API_PATHS } from '../../../../../contract/config';
import type { MediaItem } from '../../../../../contract/media';
import { ROLE } from '../../../../../contract/roles';
import type { Bumpers, SetBumpersRequest } from '../../../../../contract/schemas/programs';
import type { HttpRequest } from '../../../../platform/deps';
import { renderWithProviders } from '../../../../testing/renderWithProviders';
import { signedInDeps } from '../../../../testing/signedInDeps';
import type { PlayerProps } from '../../../../ui/player/PlayerCore';
import { BumpersPage } from './BumpersPage';

jest.setTimeout(20_000);

// media-chrome ships ES modules only, which Jest does not load: here the player is a <video>
// of the item's URL; e2e/media-player.spec.ts plays the real one.
jest.mock('../../../../ui/player/PlayerCore', () => {
  const { createElement } = jest.requireActual<typeof ReactModule>('react');
  return {
    __esModule: true,
    default: ({ item, label }: PlayerProps) => createElement('video', { 'aria-label': label, src: item.url }),
  };
});

const playable = (key: string, name: string) => ({
  key,
  name,
  contentType: 'video/mp4',
  url: `/cdn/${key}`,
  streamUrl: `/cdn/${key}/master.m3u8`,
  playsAsUploaded: true,
  posterUrl: null,
  previewsUrl: null,
  captions: [],
});

const footage = (key: string, name: string, durationSeconds: number | null): MediaItem => ({
  ...playable(key, name),
  size: 1000,
  createdAt: '2026-11-01T10:00:00.000Z',
  ownerName: 'Mia Manager',
  canDelete: true,
  processing: { state: 'ready', progress: 100, error: null },
  durationSeconds,
  width: 1920,
  height: 1080,
  thumbnailUrl: null,
});

const OPENING = footage('org-1/footage/opening', 'Opening.mp4', 4.4);
const CLOSING = footage('org-1/footage/closing', 'Closing.mp4', 6);
const bumperOf = (item: MediaItem) => ({
  key: item.key,
  name: item.name,
  durationSeconds: item.durationSeconds,
  media: playable(item.key, item.name),
});
const ok = (clientResponse: unknown) => ({ status: 200, body: { status: 'Ok', clientResponse, errorMessage: null } });

/** The page on a content manager's tab; `server` holds what getBumpers answers and records each call. */
function bumpersPage(initial: Bumpers, options: { failSave?: boolean } = {}) {
  const server = { bumpers: initial, saved: [] as SetBumpersRequest[], searches: [] as (string | undefined)[] };
  const byKey = new Map([OPENING, CLOSING].map((item) => [item.key, item]));
  const { deps } = signedInDeps(
    (request: HttpRequest) => {
      const body = (request.json as { clientRequest?: Record<string, unknown> } | undefined)?.clientRequest ?? {};
      if (request.path === '/rest/secure/service/getBumpers') return ok(server.bumpers);
      if (request.path === '/rest/secure/service/setBumpers') {
        const keys = body as unknown as SetBumpersRequest;
        server.saved.push(keys);
        if (options.failSave)
          return { status: 400, body: { status: 'Error', clientResponse: null, errorMessage: 'Refused', code: 'validation' } };
        const of = (key: string | null) => (key === null ? null : bumperOf(byKey.get(key)!));
        server.bumpers = { intro: of(keys.introKey), outro: of(keys.outroKey) };
        return ok(server.bumpers);
      }
      if (request.path === API_PATHS.listFootage) {
        const search = body.search as string | undefined;
        server.searches.push(search);
        const items = [CLOSING, OPENING].filter((item) => search === undefined || item.name.toLowerCase().includes(search.toLowerCase()));
        return ok({ items, total: items.length, page: 1, pageSize: 25 });
      }
      return ok(null);
    },
    [ROLE.manager],
  );
  renderWithProviders(<BumpersPage />, { deps, route: '/bumpers' });
  return server;
}

const slot = async (name: 'Intro' | 'Outro') => (await screen.findByRole('heading', { name })).closest('section') as HTMLElement;

test('shows the intro playing with its name and duration, and says there is no outro', async () => {
  bumpersPage({ intro: bumperOf(OPENING), outro: null });
  const intro = await slot('Intro');
  expect(await within(intro).findByLabelText('Bumper Opening.mp4')).toHaveAttribute('src', '/cdn/org-1/footage/opening');
  expect(within(intro).getByText('Opening.mp4 · 0:04')).toBeInTheDocument();
  expect(within(intro).getByRole('combobox', { name: 'Intro from Footage' })).toHaveValue('Opening.mp4');
  const outro = await slot('Outro');
  expect(within(outro).getByText('No outro: programs end with their last item.')).toBeInTheDocument();
  expect(within(outro).queryByRole('button', { name: 'Clear outro' })).toBeNull();
});

test('chooses the outro among the Footage found by name, keeping the intro, and it plays', async () => {
  const server = bumpersPage({ intro: bumperOf(OPENING), outro: null });
  const outro = await slot('Outro');
  const box = within(outro).getByRole('combobox', { name: 'Outro from Footage' });
  act(() => box.focus());
  fireEvent.change(box, { target: { value: 'clos' } });
  await waitFor(() => expect(server.searches).toContain('clos'), { timeout: 3000 });
  fireEvent.click(await screen.findByRole('option', { name: 'Closing.mp4 (0:06)' }));
  await waitFor(() => expect(server.saved).toEqual([{ introKey: OPENING.key, outroKey: CLOSING.key }]));
  expect(await within(outro).findByLabelText('Bumper Closing.mp4')).toHaveAttribute('src', '/cdn/org-1/footage/closing');
  expect(await within(await slot('Intro')).findByLabelText('Bumper Opening.mp4')).toBeInTheDocument();
});

test('clears the intro, keeping the outro', async () => {
  const server = bumpersPage({ intro: bumperOf(OPENING), outro: bumperOf(CLOSING) });
  fireEvent.click(within(await slot('Intro')).getByRole('button', { name: 'Clear intro' }));
  await waitFor(() => expect(server.saved).toEqual([{ introKey: null, outroKey: CLOSING.key }]));
  expect(await within(await slot('Intro')).findByText('No intro: programs start with their first item.')).toBeInTheDocument();
  expect(await within(await slot('Outro')).findByLabelText('Bumper Closing.mp4')).toBeInTheDocument();
});

test('a refused save says so and keeps the bumpers as they were', async () => {
  const server = bumpersPage({ intro: bumperOf(OPENING), outro: null }, { failSave: true });
  fireEvent.click(within(await slot('Intro')).getByRole('button', { name: 'Clear intro' }));
  expect(await screen.findByText('The bumpers could not be saved. Try again.')).toBeInTheDocument();
  expect(server.saved).toHaveLength(1);
  expect(await within(await slot('Intro')).findByLabelText('Bumper Opening.mp4')).toBeInTheDocument();
});
