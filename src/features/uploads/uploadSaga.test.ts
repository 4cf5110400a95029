import { API_PATHS } from '../../../contract/config';
import type { UploadSignatureRequest } from '../../../contract/permissions';
import { STORAGE_KEYS } from '../../api';
import type { HttpRequest } from '../../platform/deps';
import { fakeDeps, fakeTransport, memoryStorage } from '../../testing/fakeDeps';
import { fakeSignature, fakeUploader } from '../../testing/fakeUploader';
import { sagaWorld } from '../../testing/sagaWorld';
import { queueUpload } from './startUpload';
import { AUTO_RETRIES, retryDelayMs, uploadsSaga } from './uploadSaga';
import { selectUpload, selectUploads } from './selectors';
import { uploadCancelRequested, uploadRetried, uploadsSlice } from './uploadsSlice';

const NOW = Date.UTC(2026, 0, 5, 9, 0, 0);

function setup(options: { refuseSignature?: boolean } = {}) {
  const signed: UploadSignatureRequest[] = [];
  const transport = fakeTransport((request: HttpRequest) => {
    if (request.path !== API_PATHS.getUploadSignature) return { status: 404, body: {} };
    if (options.refuseSignature) return { status: 403, body: { status: 'Error', clientResponse: null, errorMessage: 'Not allowed' } };
    const clientRequest = (request.json as { clientRequest: UploadSignatureRequest }).clientRequest;
    signed.push(clientRequest);
    return {
      status: 200,
      body: { status: 'Ok', clientResponse: fakeSignature(signed.length, clientRequest.contentType), errorMessage: null },
    };
  });
  const storage = memoryStorage({
    [STORAGE_KEYS.accessToken]: 'access',
    [STORAGE_KEYS.refreshToken]: 'refresh',
    [STORAGE_KEYS.tokenExpiry]: String(NOW + 3_600_000),
  });
  const store = fakeUploader();
  const { deps } = fakeDeps({ transport, storage, clock: { nowMs: () => NOW }, uploader: store.uploader });
  const { store: redux } = sagaWorld(deps, { saga: uploadsSaga, slices: [uploadsSlice] });
  const entry = (id: string) => selectUpload(id)(redux.getState());
  return { store, signed, redux, entry, uploader: store.uploader };
}

const file = (name: string, type: string, size: number) => new File([new Uint8Array(size)], name, { type });
const settle = () => jest.advanceTimersByTimeAsync(0);

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('uploads through the signed POST form', () => {
  it('signs each file for its purpose with its type and name, sends the fields then the file, and follows its progress', async () => {
    const { store, signed, redux, entry } = setup();
    const { payload } = redux.dispatch(queueUpload(file('Launch day.mp4', 'video/mp4', 800), 'footage'));
    await settle();
    expect(signed).toEqual([{ purpose: 'footage', contentType: 'video/mp4', fileName: 'Launch day.mp4' }]);
    expect(entry(payload.id)).toMatchObject({ status: 'uploading', key: 'customers/1/uploads/u/1', loaded: 0 });
    const sent = store.sent[0];
    expect(sent?.url).toBe('/uploads/');
    expect(sent?.fields.map(([name]) => name)).toEqual([
      'key',
      'Content-Type',
      'X-Amz-Algorithm',
      'X-Amz-Credential',
      'X-Amz-Date',
      'Policy',
      'X-Amz-Signature',
    ]);
    expect(sent?.fields[0]).toEqual(['key', 'customers/1/uploads/u/1']);
    expect(sent?.fileName).toBe('Launch day.mp4');
    store.pending[0]?.progress(400);
    await settle();
    expect(entry(payload.id)?.loaded).toBe(400);
    store.pending[0]?.finish({ kind: 'stored' });
    await settle();
    expect(entry(payload.id)).toMatchObject({ status: 'stored', loaded: 800, failure: null });
  });

  it('sends several files at once and counts them until the last one ends', async () => {
    const { store, redux, uploader } = setup();
    redux.dispatch(queueUpload(file('a.pdf', 'application/pdf', 10), 'file'));
    redux.dispatch(queueUpload(file('b.png', 'image/png', 10), 'logo'));
    await settle();
    expect(uploader.inFlight()).toBe(2);
    let idle = false;
    void uploader.whenIdle().then(() => (idle = true));
    store.pending[0]?.finish({ kind: 'stored' });
    await settle();
    expect(idle).toBe(false);
    store.pending[0]?.finish({ kind: 'stored' });
    await settle();
    expect(idle).toBe(true);
    expect(selectUploads(redux.getState()).map((e) => e.status)).toEqual(['stored', 'stored']);
  });

  it('cancels an upload on its way: the request is aborted and nothing is retried', async () => {
    const { store, redux, entry, signed } = setup();
    const { payload } = redux.dispatch(queueUpload(file('clip.webm', 'video/webm', 100), 'footage'));
    await settle();
    const sending = store.pending[0];
    redux.dispatch(uploadCancelRequested({ id: payload.id }));
    await settle();
    expect(sending?.cancelled).toBe(true);
    expect(entry(payload.id)?.status).toBe('cancelled');
    await jest.advanceTimersByTimeAsync(60_000);
    expect(signed).toHaveLength(1);
  });

  it('tries a network failure again by itself with a fresh signature, then fails; a retry starts it over', async () => {
    const { store, redux, entry, signed } = setup();
    const { payload } = redux.dispatch(queueUpload(file('clip.mp4', 'video/mp4', 100), 'footage'));
    for (let attempt = 1; attempt <= AUTO_RETRIES; attempt++) {
      await settle();
      store.pending[0]?.finish({ kind: 'network' });
      await settle();
      expect(entry(payload.id)).toMatchObject({ status: 'uploading', attempts: attempt });
      await jest.advanceTimersByTimeAsync(retryDelayMs(attempt));
    }
    expect(signed).toHaveLength(AUTO_RETRIES + 1);
    store.pending[0]?.finish({ kind: 'network' });
    await settle();
    expect(entry(payload.id)).toMatchObject({ status: 'failed', failure: 'network' });

    redux.dispatch(uploadRetried({ id: payload.id }));
    await settle();
    expect(signed).toHaveLength(AUTO_RETRIES + 2);
    expect(store.sent.at(-1)?.fields[0]).toEqual(['key', `customers/1/uploads/u/${AUTO_RETRIES + 2}`]);
    store.pending[0]?.finish({ kind: 'stored' });
    await settle();
    expect(entry(payload.id)).toMatchObject({ status: 'stored', attempts: 0 });
  });

  it('does not retry what the store refused', async () => {
    const { store, redux, entry, signed } = setup();
    const { payload } = redux.dispatch(queueUpload(file('clip.mp4', 'video/mp4', 100), 'footage'));
    await settle();
    store.pending[0]?.finish({ kind: 'refused', status: 403, code: 'AccessDenied' });
    await jest.advanceTimersByTimeAsync(60_000);
    expect(entry(payload.id)).toMatchObject({ status: 'failed', failure: 'refused' });
    expect(signed).toHaveLength(1);
  });

  it('sends nothing when the signature is refused or the file is larger than the policy allows', async () => {
    const refused = setup({ refuseSignature: true });
    const { payload } = refused.redux.dispatch(queueUpload(file('clip.mp4', 'video/mp4', 100), 'footage'));
    await settle();
    expect(refused.entry(payload.id)).toMatchObject({ status: 'failed', failure: 'notAllowed' });
    expect(refused.store.sent).toHaveLength(0);

    const large = setup();
    const big = large.redux.dispatch(queueUpload(file('big.mp4', 'video/mp4', 1001), 'footage'));
    await settle();
    expect(large.entry(big.payload.id)).toMatchObject({ status: 'failed', failure: 'tooLarge' });
    expect(large.store.sent).toHaveLength(0);
  });
});
