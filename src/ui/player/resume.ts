import type { SagaIterator } from 'redux-saga';
import { call } from 'redux-saga/effects';
import { STORAGE_KEYS } from '../../api/storageKeys';
import type { AppDeps, KeyValueStorage } from '../../platform/deps';

/** Positions kept, newest last: enough for a working week's viewing, small enough for storage. */
export const REMEMBERED_POSITIONS = 100;

/** Closer than this to either end, a video starts from the beginning next time. */
export const RESUME_MARGIN_SECONDS = 5;

type Positions = Record<string, number>;

function positionsIn(storage: KeyValueStorage): Positions {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(STORAGE_KEYS.playbackPositions) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Positions) : {};
  } catch {
    return {};
  }
}

function readPosition(storage: KeyValueStorage, key: string): number | null {
  const seconds = positionsIn(storage)[key];
  return typeof seconds === 'number' && Number.isFinite(seconds) ? seconds : null;
}

/** Stores where an item was left, or forgets it (null: watched to the end, or barely begun). */
function writePosition(storage: KeyValueStorage, key: string, seconds: number | null): void {
  const positions = positionsIn(storage);
  delete positions[key];
  if (seconds !== null) positions[key] = Math.floor(seconds);
  const kept = Object.entries(positions).slice(-REMEMBERED_POSITIONS);
  storage.setItem(STORAGE_KEYS.playbackPositions, JSON.stringify(Object.fromEntries(kept)));
}

/** Where to start an item of this duration, given where it was left. */
export function resumeAt(saved: number | null, duration: number): number {
  if (saved === null || !Number.isFinite(duration)) return 0;
  return saved > RESUME_MARGIN_SECONDS && saved < duration - RESUME_MARGIN_SECONDS ? saved : 0;
}

/** What to remember at this position: nothing near either end. */
export function positionToKeep(current: number, duration: number): number | null {
  return resumeAt(current, duration) === 0 ? null : current;
}

export function* savedPosition(deps: AppDeps, key: string): SagaIterator<number | null> {
  return (yield call(readPosition, deps.storage, key)) as number | null;
}

export function* positionLeft(deps: AppDeps, key: string, seconds: number | null): SagaIterator<void> {
  yield call(writePosition, deps.storage, key, seconds);
}
