import { fireEvent, screen, within } from '@testing-library/react';
import type { ReviewComment } from '../../../../contract';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { CommentList, filterThreads, type ThreadFilter } from './CommentList';
import { CommentMarkers } from './CommentMarkers';
import type { ThreadActions } from './CommentThread';

const mia = { customerUserId: 4, name: 'Mia Manager' };
const cody = { customerUserId: 7, name: 'Cody Creator' };
const thread = (id: number, atSeconds: number, extra: Partial<ReviewComment> = {}): ReviewComment => ({
  id,
  author: mia,
  body: `Comment ${id}`,
  mentions: [],
  createdAt: '2026-11-27T10:00:00.000Z',
  editedAt: null,
  mine: false,
  atSeconds,
  endSeconds: null,
  resolvedAt: null,
  resolvedBy: null,
  replies: [],
  ...extra,
});
const THREADS = [
  thread(1, 3),
  thread(2, 12.5, {
    endSeconds: 15,
    replies: [{ id: 9, author: cody, body: 'On it', mentions: [], createdAt: '2026-11-27T10:01:00.000Z', editedAt: null, mine: true }],
  }),
  thread(3, 40, { resolvedAt: '2026-11-27T11:00:00.000Z', resolvedBy: cody }),
];

function actions(): ThreadActions {
  return { programId: 5, onSeek: jest.fn(), onReply: jest.fn(async () => true), onEdit: jest.fn(async () => true), onResolve: jest.fn() };
}

describe('CommentMarkers', () => {
  it('puts one marker per thread at its time, as wide as its range, and picks the thread on a click', () => {
    const onPick = jest.fn();
    renderWithProviders(<CommentMarkers threads={THREADS} duration={60} highlighted={2} onPick={onPick} />);
    const markers = screen.getAllByTestId('comment-marker');
    expect(markers.map((marker) => marker.style.left)).toEqual(['5%', '20.833%', '66.667%']);
    expect(markers.map((marker) => marker.style.width)).toEqual(['', '4.167%', '']);
    expect(screen.getByRole('button', { name: 'Comment at 0:12–0:15 by Mia Manager' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Comment at 0:03 by Mia Manager' }));
    expect(onPick).toHaveBeenCalledWith(THREADS[0]);
  });

  it('draws no marker before the video’s length is known', () => {
    renderWithProviders(<CommentMarkers threads={THREADS} duration={0} highlighted={null} onPick={jest.fn()} />);
    expect(screen.queryAllByTestId('comment-marker')).toEqual([]);
  });
});

describe('CommentList', () => {
  it('shows the open threads by time with their replies; the time seeks; resolve and the filters', () => {
    const act = actions();
    let filter: ThreadFilter = 'open';
    const { rerender } = renderWithProviders(
      <CommentList threads={THREADS} filter={filter} onFilter={(f) => (filter = f)} highlighted={1} actions={act} />,
    );
    const shown = screen.getAllByTestId('review-thread');
    expect(shown.map((row) => row.dataset.commentId)).toEqual(['1', '2']);
    expect(shown[0]).toHaveAttribute('aria-current', 'true');
    expect(within(shown[1]!).getByTestId('review-reply')).toHaveTextContent('Cody CreatorOn it');
    // Only one's own words may be edited: the reply is Cody's, the threads Mia's.
    expect(within(shown[1]!).getAllByRole('button', { name: 'Edit' })).toHaveLength(1);
    fireEvent.click(within(shown[1]!).getByRole('button', { name: 'Play from 0:12–0:15' }));
    expect(act.onSeek).toHaveBeenCalledWith(THREADS[1]);
    fireEvent.click(within(shown[0]!).getByRole('button', { name: 'Resolve' }));
    expect(act.onResolve).toHaveBeenCalledWith(THREADS[0], true);

    fireEvent.click(screen.getByRole('button', { name: 'Resolved (1)' }));
    expect(filter).toBe('resolved');
    rerender(<CommentList threads={THREADS} filter="resolved" onFilter={jest.fn()} highlighted={null} actions={act} />);
    const resolved = screen.getByTestId('review-thread');
    expect(resolved).toHaveTextContent('Resolved by Cody Creator');
    fireEvent.click(within(resolved).getByRole('button', { name: 'Re-open' }));
    expect(act.onResolve).toHaveBeenCalledWith(THREADS[2], false);
  });

  it('says so when a filter leaves nothing', () => {
    renderWithProviders(<CommentList threads={[]} filter="all" onFilter={jest.fn()} highlighted={null} actions={actions()} />);
    expect(screen.getByText('No comments on this version yet.')).toBeInTheDocument();
    expect(filterThreads(THREADS, 'all').map((c) => c.id)).toEqual([1, 2, 3]);
  });
});
