import { ERROR_MESSAGES } from '../../../../contract/envelope';
import { SW_REGISTER_TIMEOUT_MS, UPDATE_CHECK_INTERVAL_MS } from '../../../config/constants';
import { fakeServiceWorker } from '../../../testing/fakeChrome';
import { fakeDeps } from '../../../testing/fakeDeps';
import { updateAccepted } from '../events';
import { runWithUi } from '../testing/runWithUi';
import { ACTIVATION_TIMEOUT_MS, updateSaga } from './updateSaga';

function setup(options: Parameters<typeof fakeServiceWorker>[0] = {}) {
  const sw = fakeServiceWorker(options);
  const fake = fakeDeps({ serviceWorker: sw.port });
  const run = runWithUi(updateSaga, fake.deps);
  return { sw, ...fake, ...run };
}

const never = new Promise<void>(() => undefined);

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('updateSaga', () => {
  it('reports unsupported service workers in the console and the state, and registers nothing', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { sw, ui } = setup({ supported: false });
    expect(error).toHaveBeenCalledWith(ERROR_MESSAGES.serviceWorkersUnsupported);
    expect(ui()).toMatchObject({ serviceWorker: 'unavailable', serviceWorkerError: ERROR_MESSAGES.serviceWorkersUnsupported });
    expect(sw.calls.register).toBe(0);
    error.mockRestore();
  });

  it('registers as soon as the app is stable', async () => {
    const { sw, ui } = setup();
    await jest.advanceTimersByTimeAsync(0);
    expect(sw.calls.register).toBe(1);
    expect(ui().serviceWorker).toBe('registered');
  });

  it('registers after 30 s when the app never becomes stable (§9)', async () => {
    const { sw } = setup({ stable: never });
    await jest.advanceTimersByTimeAsync(SW_REGISTER_TIMEOUT_MS - 1);
    expect(sw.calls.register).toBe(0);
    await jest.advanceTimersByTimeAsync(1);
    expect(sw.calls.register).toBe(1);
  });

  it('checks for a new version every 30 s, and keeps checking after a failed check', async () => {
    const { sw } = setup();
    await jest.advanceTimersByTimeAsync(0);
    expect(sw.calls.checkForUpdate).toBe(0);
    await jest.advanceTimersByTimeAsync(UPDATE_CHECK_INTERVAL_MS);
    expect(sw.calls.checkForUpdate).toBe(1);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    sw.port.checkForUpdate = () => Promise.reject(new Error('offline'));
    await jest.advanceTimersByTimeAsync(UPDATE_CHECK_INTERVAL_MS);
    expect(warn).toHaveBeenCalledWith('The update check failed', expect.any(Error));
    sw.port.checkForUpdate = async () => void sw.calls.checkForUpdate++;
    await jest.advanceTimersByTimeAsync(UPDATE_CHECK_INTERVAL_MS);
    expect(sw.calls.checkForUpdate).toBe(2);
    warn.mockRestore();
  });

  it('does not poll when registration fails, and the app works on', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const sw = fakeServiceWorker();
    sw.port.register = () => Promise.reject(new Error('blocked'));
    const { ui } = runWithUi(updateSaga, fakeDeps({ serviceWorker: sw.port }).deps);
    await jest.advanceTimersByTimeAsync(UPDATE_CHECK_INTERVAL_MS * 2);
    expect(ui()).toMatchObject({ serviceWorker: 'unavailable', serviceWorkerError: 'blocked' });
    expect(sw.calls.checkForUpdate).toBe(0);
    warn.mockRestore();
  });

  it('shows the banner when a new version waits, and reloads once it controls the page', async () => {
    const { sw, ui, store, reloads } = setup();
    await jest.advanceTimersByTimeAsync(0);
    sw.emit({ type: 'waiting' });
    expect(ui().update).toBe('ready');
    store.dispatch(updateAccepted());
    expect(ui().update).toBe('activating');
    expect(sw.calls.activateWaiting).toBe(1);
    await jest.advanceTimersByTimeAsync(1_000);
    expect(reloads).toHaveLength(0);
    sw.emit({ type: 'controlling', isUpdate: true });
    await jest.advanceTimersByTimeAsync(0);
    expect(reloads).toHaveLength(1);
  });

  it('reloads anyway when the new worker has not taken over within the timeout', async () => {
    const { sw, store, reloads } = setup();
    await jest.advanceTimersByTimeAsync(0);
    sw.emit({ type: 'waiting' });
    store.dispatch(updateAccepted());
    await jest.advanceTimersByTimeAsync(ACTIVATION_TIMEOUT_MS - 1);
    expect(reloads).toHaveLength(0);
    await jest.advanceTimersByTimeAsync(1);
    expect(reloads).toHaveLength(1);
  });

  it('reloads at once when no worker waits any more (another tab already activated it)', async () => {
    const { sw, store, reloads } = setup();
    await jest.advanceTimersByTimeAsync(0);
    sw.emit({ type: 'controlling', isUpdate: true });
    store.dispatch(updateAccepted());
    await jest.advanceTimersByTimeAsync(0);
    expect(sw.calls.activateWaiting).toBe(1);
    expect(reloads).toHaveLength(1);
  });

  it('does nothing on an accepted update when no new version is ready', async () => {
    const { sw, store, reloads } = setup();
    await jest.advanceTimersByTimeAsync(0);
    store.dispatch(updateAccepted());
    await jest.advanceTimersByTimeAsync(ACTIVATION_TIMEOUT_MS);
    expect(sw.calls.activateWaiting).toBe(0);
    expect(reloads).toHaveLength(0);
  });
});
