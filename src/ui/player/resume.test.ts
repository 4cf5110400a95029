import { runSaga } from 'redux-saga';
import { STORAGE_KEYS } from '../../api/storageKeys';
import type { AppDeps } from '../../platform/deps';
import { fakeDeps, memoryStorage } from '../../testing/fakeDeps';
import { positionLeft, positionToKeep, REMEMBERED_POSITIONS, resumeAt, savedPosition } from './resume';

const run = <T>(deps: AppDeps, saga: (deps: AppDeps, ...args: never[]) => Generator, ...args: unknown[]) =>
  runSaga({}, saga as (...a: unknown[]) => Generator, deps, ...args).toPromise() as Promise<T>;

test('a video starts where it was left, unless that was at either end', () => {
  expect(resumeAt(null, 120)).toBe(0);
  expect(resumeAt(61, 120)).toBe(61);
  expect(resumeAt(3, 120)).toBe(0);
  expect(resumeAt(117, 120)).toBe(0);
  expect(positionToKeep(61, 120)).toBe(61);
  expect(positionToKeep(118, 120)).toBeNull();
});

test('positions are kept per item in the injected storage, the oldest forgotten past the limit', async () => {
  const storage = memoryStorage();
  const { deps } = fakeDeps({ storage });
  await run(deps, positionLeft, 'a', 42.7);
  await run(deps, positionLeft, 'b', 10);
  expect(await run(deps, savedPosition, 'a')).toBe(42);
  await run(deps, positionLeft, 'a', null);
  expect(await run(deps, savedPosition, 'a')).toBeNull();
  for (let n = 0; n < REMEMBERED_POSITIONS; n += 1) await run(deps, positionLeft, `item-${n}`, 30);
  expect(await run(deps, savedPosition, 'b')).toBeNull();
  expect(await run(deps, savedPosition, `item-${REMEMBERED_POSITIONS - 1}`)).toBe(30);
  expect(Object.keys(JSON.parse(storage.getItem(STORAGE_KEYS.playbackPositions) ?? '{}'))).toHaveLength(REMEMBERED_POSITIONS);
});

test('an unreadable stored value is treated as nothing remembered', async () => {
  const { deps } = fakeDeps({ storage: memoryStorage({ [STORAGE_KEYS.playbackPositions]: '{not json' }) });
  expect(await run(deps, savedPosition, 'a')).toBeNull();
});
