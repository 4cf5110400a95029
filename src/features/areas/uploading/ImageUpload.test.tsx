import { fireEvent, screen, waitFor } from '@testing-library/react';
import { API_PATHS } from '../../../../contract/config';
import type { UploadSignatureRequest } from '../../../../contract/permissions';
import { STORAGE_KEYS } from '../../../api';
import { fakeDeps, fakeTransport, memoryStorage } from '../../../testing/fakeDeps';
import { fakeSignature, fakeUploader } from '../../../testing/fakeUploader';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { ImageUpload } from './ImageUpload';

function setup() {
  const signed: UploadSignatureRequest[] = [];
  const transport = fakeTransport((request) => {
    if (request.path !== API_PATHS.getUploadSignature) return { status: 404, body: {} };
    const clientRequest = (request.json as { clientRequest: UploadSignatureRequest }).clientRequest;
    signed.push(clientRequest);
    return {
      status: 200,
      body: { status: 'Ok', clientResponse: fakeSignature('logo', clientRequest.contentType, 5 * 1024 * 1024), errorMessage: null },
    };
  });
  const storage = memoryStorage({
    [STORAGE_KEYS.accessToken]: 'access',
    [STORAGE_KEYS.refreshToken]: 'refresh',
    [STORAGE_KEYS.tokenExpiry]: String(Date.now() + 3_600_000),
  });
  const store = fakeUploader();
  const { deps } = fakeDeps({ transport, storage, clock: { nowMs: () => Date.now() }, uploader: store.uploader });
  return { deps, store, signed };
}

it('uploads a new logo for its purpose, shows it is busy, and hands the stored key to the page', async () => {
  const { deps, store, signed } = setup();
  const stored: { key: string; url: string }[] = [];
  const { container } = renderWithProviders(
    <ImageUpload
      purpose="logo"
      src="/cdn/broken.png"
      fallbackSrc="/assets/logos/default.svg"
      alt="Acme logo"
      onStored={(object) => stored.push(object)}
    />,
    { deps },
  );
  const input = container.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [new File(['png'], 'logo.png', { type: 'image/png' })] } });
  await waitFor(() => expect(store.pending).toHaveLength(1));
  expect(signed).toEqual([{ purpose: 'logo', contentType: 'image/png', fileName: 'logo.png' }]);
  expect(screen.getByRole('button', { name: 'Change logo' })).toBeDisabled();
  expect(screen.getByRole('status')).toHaveTextContent('Uploading');
  store.pending[0]?.finish({ kind: 'stored' });
  await waitFor(() => expect(stored).toEqual([{ key: 'customers/1/uploads/u/logo', url: '/cdn/customers/1/uploads/u/logo' }]));
  expect(screen.getByRole('button', { name: 'Change logo' })).toBeEnabled();
});

it('shows the fallback when the picture does not load', () => {
  const { deps } = setup();
  renderWithProviders(
    <ImageUpload purpose="userPicture" src="/cdn/gone.png" fallbackSrc="/icon.svg" alt="Your picture" onStored={() => undefined} />,
    {
      deps,
    },
  );
  const image = screen.getByRole('img', { name: 'Your picture' });
  fireEvent.error(image);
  expect(screen.getByRole('img', { name: 'Your picture' })).toHaveAttribute('src', '/icon.svg');
});
