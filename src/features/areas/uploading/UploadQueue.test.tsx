import { act, screen, waitFor, within } from '@testing-library/react';
import { API_PATHS } from '../../../../contract/config';
import type { UploadSignatureRequest } from '../../../../contract/permissions';
import { ROLE } from '../../../../contract/roles';
import { STORAGE_KEYS } from '../../../api';
import { fakeDeps, fakeTransport, memoryStorage } from '../../../testing/fakeDeps';
import { fakeSignature, fakeUploader } from '../../../testing/fakeUploader';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { tokenAnswer } from '../../../testing/signedInDeps';
import { mediaProcessingReported } from '../../live';
import { queueUpload } from '../../uploads';
import { UploadQueue } from './UploadQueue';

/** The footage queue with two stored uploads, keys customers/1/uploads/u/1 and …/2, as the worker reports on them. */
async function twoStoredUploads() {
  let serial = 0;
  const transport = fakeTransport((request) => {
    // The pipeline may refresh the session before a call.
    if (request.path === API_PATHS.token) return { status: 200, body: tokenAnswer([ROLE.creator]) };
    if (request.path !== API_PATHS.getUploadSignature) return { status: 404, body: {} };
    const { contentType } = (request.json as { clientRequest: UploadSignatureRequest }).clientRequest;
    serial += 1;
    return { status: 200, body: { status: 'Ok', clientResponse: fakeSignature(serial, contentType, 10_000), errorMessage: null } };
  });
  const storage = memoryStorage({
    [STORAGE_KEYS.accessToken]: 'access',
    [STORAGE_KEYS.refreshToken]: 'refresh',
    [STORAGE_KEYS.tokenExpiry]: String(Date.now() + 3_600_000),
  });
  const uploads = fakeUploader();
  const { deps } = fakeDeps({ transport, storage, clock: { nowMs: () => Date.now() }, uploader: uploads.uploader });
  const { store } = renderWithProviders(<UploadQueue purpose="footage" />, { deps });
  for (const name of ['Broken.mp4', 'Fine.mp4']) {
    act(() => {
      store.dispatch(queueUpload(new File(['x'.repeat(100)], name, { type: 'video/mp4' }), 'footage'));
    });
    await waitFor(() => expect(uploads.pending).toHaveLength(1));
    act(() => uploads.pending[0]?.finish({ kind: 'stored' }));
    await waitFor(() => expect(screen.getAllByTestId('upload-row').filter((row) => row.dataset.status === 'stored')).toHaveLength(serial));
  }
  const rowOf = (name: string) => screen.getByText(name).closest('[data-testid="upload-row"]') as HTMLElement;
  return { store, rowOf };
}

it('words each refusal of the worker on the uploader’s row, in red', async () => {
  const { store, rowOf } = await twoStoredUploads();
  act(() => {
    store.dispatch(mediaProcessingReported({ key: 'customers/1/uploads/u/1', state: 'processing', progress: 30, error: null }));
    store.dispatch(mediaProcessingReported({ key: 'customers/1/uploads/u/1', state: 'failed', progress: 0, error: 'truncated' }));
  });
  const row = rowOf('Broken.mp4');
  expect(row).toHaveAttribute('data-processing', 'failed');
  expect(within(row).getByText(/Not processed: the file is incomplete\. Upload it again/)).toBeInTheDocument();
  expect(within(row).getByRole('progressbar')).toHaveClass('MuiLinearProgress-colorError');
  expect(within(rowOf('Fine.mp4')).queryByText(/Not processed/)).toBeNull();

  act(() => {
    store.dispatch(mediaProcessingReported({ key: 'customers/1/uploads/u/2', state: 'failed', progress: 0, error: 'not_media' }));
  });
  expect(within(rowOf('Fine.mp4')).getByText(/Not processed: this file is not a video or audio file/)).toBeInTheDocument();
});

it('shows a ready item complete: a full bar and “Ready to play”', async () => {
  const { store, rowOf } = await twoStoredUploads();
  act(() => {
    store.dispatch(mediaProcessingReported({ key: 'customers/1/uploads/u/2', state: 'processing', progress: 92, error: null }));
  });
  const bar = within(rowOf('Fine.mp4')).getByRole('progressbar', { name: 'Processing of Fine.mp4' });
  expect(bar).toHaveAttribute('aria-valuenow', '92');
  act(() => {
    store.dispatch(mediaProcessingReported({ key: 'customers/1/uploads/u/2', state: 'ready', progress: 99, error: null }));
  });
  expect(bar).toHaveAttribute('aria-valuenow', '100');
  expect(bar).toHaveClass('MuiLinearProgress-colorSuccess');
  expect(within(rowOf('Fine.mp4')).getByText(/Ready to play/)).toBeInTheDocument();
});
