import type { SagaIterator } from 'redux-saga';
import { call } from 'redux-saga/effects';
import { runWithUi } from '../testing/runWithUi';
import { withSpinner } from './withSpinner';

describe('withSpinner', () => {
  it('shows the spinner while the call runs and returns its result', async () => {
    let release: (value: string) => void = () => undefined;
    const slow = () => new Promise<string>((resolve) => (release = resolve));
    let result: string | undefined;
    const { ui } = runWithUi(function* (): SagaIterator<void> {
      result = yield call(withSpinner, slow);
    });
    expect(ui().longCalls).toBe(1);
    release('done');
    await Promise.resolve();
    await Promise.resolve();
    expect(ui().longCalls).toBe(0);
    expect(result).toBe('done');
  });

  it('hides the spinner when the call fails', async () => {
    const failing = () => Promise.reject(new Error('boom'));
    let caught: unknown;
    const { ui } = runWithUi(function* (): SagaIterator<void> {
      try {
        yield call(withSpinner, failing);
      } catch (error) {
        caught = error;
      }
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(ui().longCalls).toBe(0);
    expect(caught).toEqual(new Error('boom'));
  });
});
