import { fireEvent, screen, waitFor } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { fakeDeps } from '../../../testing/fakeDeps';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { AreaBoundary } from './AreaBoundary';

// MUI renders slowly on a busy machine; Testing Library's 1 s default is too short.
const SLOW = { timeout: 10_000 };
import { isChunkFailure } from './chunkFailure';

let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

function Throws(): never {
  throw new Error('broken page');
}

test('a render error shows a clear message with the way home, and names the area in the console', async () => {
  renderWithProviders(
    <>
      <p>shell stays</p>
      <AreaBoundary area="tasks" resetKey="/tasks">
        <Throws />
      </AreaBoundary>
    </>,
    { route: '/tasks' },
  );
  expect(await screen.findByRole('heading', { name: 'Something went wrong on this page' }, SLOW)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to your home page' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Reload' })).toBeNull();
  expect(screen.getByText('shell stays')).toBeInTheDocument();
  expect(consoleError).toHaveBeenCalledWith('Area "tasks" failed to render:', expect.any(Error), expect.anything());
});

test('a chunk that fails to load offers Reload, which reloads through the app deps (uploads are kept)', async () => {
  const { deps, reloads } = fakeDeps();
  const chunkError = Object.assign(new Error('Loading chunk 42 failed.\n(missing: /static/js/home.0123456789.js)'), {
    name: 'ChunkLoadError',
  });
  const Missing = lazy(() => Promise.reject(chunkError));
  renderWithProviders(
    <AreaBoundary area="home" resetKey="/home">
      <Suspense fallback={null}>
        <Missing />
      </Suspense>
    </AreaBoundary>,
    { route: '/home', deps },
  );
  expect(await screen.findByRole('heading', { name: 'This page could not be loaded' }, SLOW)).toBeInTheDocument();
  const reload = await screen.findByRole('button', { name: 'Reload' }, SLOW);
  await waitFor(() => expect(reload).toBeEnabled(), SLOW);
  expect(reloads).toEqual([]);
  fireEvent.click(reload);
  expect(reloads).toEqual([1]);
  expect(consoleError).toHaveBeenCalledWith('Area "home" failed to load:', chunkError, expect.anything());
});

test.each([
  [Object.assign(new Error('x'), { name: 'ChunkLoadError' }), true],
  [new Error('Loading chunk 7 failed.'), true],
  [new Error('Loading CSS chunk 7 failed.'), true],
  [new TypeError('undefined is not a function'), false],
  ['a string', false],
])('isChunkFailure(%p) is %p', (error, expected) => {
  expect(isChunkFailure(error)).toBe(expected);
});
