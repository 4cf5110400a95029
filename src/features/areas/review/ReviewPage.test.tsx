import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { API_PATHS } from '../../../../contract/config';
import type { ProgramReview, ReviewComment, ReviewCommentsRequest } from '../../../../contract';
import { callRef } from '../../../../contract/kit/callRef';
import { ROLE } from '../../../../contract/roles';
import { STORAGE_KEYS } from '../../../api';
import { fakeDeps, fakeTransport, memoryStorage } from '../../../testing/fakeDeps';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { tokenAnswer } from '../../../testing/signedInDeps';
import { ReviewPage } from './ReviewPage';

const version = (number: number, comments: number) => ({
  number,
  state: 'ready' as const,
  createdAt: '2026-11-27T10:00:00.000Z',
  durationSeconds: 60,
  media: null,
  comments,
});
const REVIEW: ProgramReview = {
  programId: 6,
  title: 'Holiday message',
  status: 'pending_approval',
  author: { customerUserId: 7, name: 'Cody Creator' },
  currentVersion: 2,
  versions: [version(2, 1), version(1, 1)],
  decision: null,
  mayDecide: false,
  isAuthor: true,
};
const comment = (id: number, body: string, atSeconds: number): ReviewComment => ({
  id,
  author: { customerUserId: 4, name: 'Mia Manager' },
  body,
  mentions: [],
  createdAt: '2026-11-27T10:00:00.000Z',
  editedAt: null,
  mine: false,
  atSeconds,
  endSeconds: null,
  resolvedAt: null,
  resolvedBy: null,
  replies: [],
});
const BY_VERSION: Record<string, ReviewComment[]> = {
  '1': [comment(1, 'Logo too small', 3)],
  '2': [comment(2, 'Better, but the music', 20)],
};
const ok = (clientResponse: unknown) => ({ status: 200, body: { status: 'Ok', clientResponse, errorMessage: null } });

function renderPage() {
  const transport = fakeTransport((request) => {
    if (request.path === API_PATHS.token) return { status: 200, body: tokenAnswer([ROLE.creator]) };
    if (request.path === callRef('getProgramReview').path) return ok(REVIEW);
    if (request.path === callRef('listReviewComments').path) {
      const { version: asked } = (request.json as { clientRequest: ReviewCommentsRequest }).clientRequest;
      return ok({ threads: BY_VERSION[String(asked)] ?? [] });
    }
    return { status: 404, body: {} };
  });
  const storage = memoryStorage({
    [STORAGE_KEYS.accessToken]: 'access',
    [STORAGE_KEYS.refreshToken]: 'refresh',
    [STORAGE_KEYS.tokenExpiry]: String(Date.now() + 3_600_000),
  });
  const { deps } = fakeDeps({ transport, storage, clock: { nowMs: () => Date.now() } });
  renderWithProviders(<ReviewPage programId={6} back={{ to: '/myprograms/list', labelKey: 'areas.review.backToPrograms' }} />, { deps });
  return transport;
}

describe('ReviewPage', () => {
  it('opens on the current version’s comments, and shows an earlier version’s own comments when switched to it', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Holiday message' })).toBeInTheDocument();
    expect(await screen.findByText('Better, but the music')).toBeInTheDocument();
    expect(screen.queryByText('Logo too small')).not.toBeInTheDocument();
    // No video yet: the player gives way to a notice; the markers still place each comment.
    expect(screen.getByTestId('review-no-media')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Comment at 0:20 by Mia Manager' })).toHaveStyle({ left: '33.333%' });

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Version' }));
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Version 1 · 1 comment' }));
    expect(await screen.findByText('Logo too small')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Better, but the music')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Comment at 0:03 by Mia Manager' })).toBeInTheDocument();
  });
});
