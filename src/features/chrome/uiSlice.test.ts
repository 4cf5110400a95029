import type { UnknownAction } from '@reduxjs/toolkit';
import {
  longCallFinished,
  longCallStarted,
  newVersionControlling,
  newVersionWaiting,
  serviceWorkerRegistered,
  serviceWorkerUnavailable,
  updateAccepted,
  windowResized,
} from './events';
import { selectIsBusy, selectIsScreenTooNarrow, selectIsUpdateReady } from './selectors';
import { initialUiState, uiReducer, type UiState } from './uiSlice';

const replay = (events: UnknownAction[], from: UiState = initialUiState) => events.reduce(uiReducer, from);

describe('ui slice', () => {
  it('goes current → ready → activating, and a repeated waiting report changes nothing', () => {
    expect(replay([newVersionWaiting()]).update).toBe('ready');
    expect(replay([newVersionWaiting(), updateAccepted()]).update).toBe('activating');
    expect(replay([newVersionWaiting(), updateAccepted(), newVersionWaiting()]).update).toBe('activating');
  });

  it('ignores an accepted update when none is ready', () => {
    expect(replay([updateAccepted()]).update).toBe('current');
  });

  it('offers a reload when another tab activated a newer version, not on the first install', () => {
    expect(replay([newVersionControlling({ isUpdate: false })]).update).toBe('current');
    expect(replay([newVersionControlling({ isUpdate: true })]).update).toBe('ready');
  });

  it('records why there is no service worker, and clears it on a later registration', () => {
    const unavailable = replay([serviceWorkerUnavailable({ message: 'nope' })]);
    expect(unavailable).toMatchObject({ serviceWorker: 'unavailable', serviceWorkerError: 'nope' });
    expect(replay([serviceWorkerRegistered()], unavailable)).toMatchObject({ serviceWorker: 'registered', serviceWorkerError: null });
  });

  it('counts long calls and never below zero', () => {
    const state = replay([longCallStarted(), longCallStarted(), longCallFinished()]);
    expect(selectIsBusy({ ui: state })).toBe(true);
    const done = replay([longCallFinished(), longCallFinished()], state);
    expect(done.longCalls).toBe(0);
    expect(selectIsBusy({ ui: done })).toBe(false);
  });

  it.each([
    [1279, true],
    [1280, false],
    [1200, true],
    [1400, false],
  ])('at %i pixels the screen is too narrow: %s (§5 minimum 1280)', (width, tooNarrow) => {
    expect(selectIsScreenTooNarrow({ ui: replay([windowResized({ width })]) })).toBe(tooNarrow);
  });

  it('shows the banner while ready or activating', () => {
    expect(selectIsUpdateReady({ ui: initialUiState })).toBe(false);
    expect(selectIsUpdateReady({ ui: replay([newVersionWaiting()]) })).toBe(true);
  });
});
