import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PATHS } from '../../../../contract/config';
import type { UpdateUserProfileRequest, UserProfile, UserProfileRequest } from '../../../../contract/myProfile';
import type { UploadSignatureRequest } from '../../../../contract/permissions';
import type { HttpRequest } from '../../../platform/deps';
import { fakeSignature, fakeUploader } from '../../../testing/fakeUploader';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { signedInDeps } from '../../../testing/signedInDeps';
import { ProfilePage } from './ProfilePage';

// Typing into MUI fields takes a while on a busy machine.
jest.setTimeout(20_000);

const ME = 9001; // the signed-in user of signedInDeps
const KEY = 'customers/1/uploads/u/picture';
const URL = `/cdn/${KEY}`;

function renderPage(userId = ME) {
  let profile: UserProfile = { userId, username: 'creator@acme.test', name: 'Casey Creator', pictureUrl: null };
  const ok = (clientResponse: unknown) => ({ status: 200, body: { status: 'Ok', clientResponse, errorMessage: null } });
  const { deps, serviceRequests } = signedInDeps((request: HttpRequest) => {
    const clientRequest = (request.json as { clientRequest: unknown }).clientRequest;
    switch (request.path) {
      case API_PATHS.getUserProfile:
        return ok({ ...profile, userId: (clientRequest as UserProfileRequest).userId });
      case API_PATHS.updateUserProfile: {
        const { name, pictureKey } = clientRequest as UpdateUserProfileRequest;
        profile = {
          ...profile,
          name: name.trim(),
          pictureUrl: pictureKey === undefined ? profile.pictureUrl : pictureKey && `/cdn/${pictureKey}`,
        };
        return ok(profile);
      }
      case API_PATHS.getUploadSignature: {
        const { contentType } = clientRequest as UploadSignatureRequest;
        return ok(fakeSignature('picture', contentType, 5 * 1024 * 1024));
      }
      default:
        return { status: 404, body: {} };
    }
  });
  const store = fakeUploader();
  const rendered = renderWithProviders(<ProfilePage userId={userId} />, {
    deps: { ...deps, uploader: store.uploader },
    route: `/account/edit/${userId}/profile`,
  });
  const updates = () =>
    serviceRequests
      .filter((request) => request.path === API_PATHS.updateUserProfile)
      .map((request) => (request.json as { clientRequest: UpdateUserProfileRequest }).clientRequest);
  return { ...rendered, uploads: store, updates };
}

test('uploads a picture and saves it with the new name; the sidebar’s name and picture follow at once', async () => {
  const { container, uploads, updates, store } = renderPage();
  const name = await screen.findByLabelText(/^Name/);
  expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  await waitFor(() => expect(store.getState().session.user?.userId).toBe(ME));
  await userEvent.clear(name);
  await userEvent.type(name, 'Casey C. Creator');
  const input = container.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [new File(['png'], 'me.png', { type: 'image/png' })] } });
  await waitFor(() => expect(uploads.pending).toHaveLength(1));
  uploads.pending[0]?.finish({ kind: 'stored' });
  await waitFor(() => expect(screen.getByRole('img', { name: 'Your picture' })).toHaveAttribute('src', URL));
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Your profile has been saved.')).toBeInTheDocument();
  expect(updates()).toEqual([{ userId: ME, name: 'Casey C. Creator', pictureKey: KEY }]);
  expect(store.getState().session.user).toMatchObject({ name: 'Casey C. Creator', userPictureURL3: URL });
});

test('a blank name is named under the field and nothing is sent; an unchanged picture is left out of the save', async () => {
  const { updates } = renderPage();
  const name = await screen.findByLabelText(/^Name/);
  await userEvent.clear(name);
  await userEvent.type(name, '   ');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(screen.getByLabelText(/^Name/)).toHaveAccessibleDescription('Enter your name.');
  expect(updates()).toEqual([]);
  await userEvent.clear(name);
  await userEvent.type(name, 'Casey');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await screen.findByText('Your profile has been saved.');
  expect(updates()).toEqual([{ userId: ME, name: 'Casey' }]);
});

test('another user’s profile (the support role’s use) offers no picture upload and is saved without touching the signed-in user’s sidebar', async () => {
  const { updates, store, container } = renderPage(42);
  const name = await screen.findByLabelText(/^Name/);
  await waitFor(() => expect(store.getState().session.user?.userId).toBe(ME));
  // Only its user uploads a picture (the server signs the key to them).
  expect(container.querySelector('input[type="file"]')).toBeNull();
  await userEvent.type(name, ' Jr');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await screen.findByText('Your profile has been saved.');
  expect(updates()).toEqual([{ userId: 42, name: 'Casey Creator Jr' }]);
  expect(store.getState().session.user?.name).toBe('Casey Creator');
});

test('a name the server refuses is shown under the name field, and the session carries on', async () => {
  const profile: UserProfile = { userId: ME, username: 'creator@acme.test', name: 'Casey Creator', pictureUrl: null };
  const { deps, serviceRequests } = signedInDeps((request: HttpRequest) =>
    request.path === API_PATHS.getUserProfile
      ? { status: 200, body: { status: 'Ok', clientResponse: profile, errorMessage: null } }
      : {
          status: 400,
          body: {
            status: 'Error',
            clientResponse: null,
            errorMessage: 'body/clientRequest/name must NOT have more than 120 characters',
            code: 'validation',
            fields: [{ field: 'name', code: 'too_long' }],
          },
        },
  );
  const { store } = renderWithProviders(<ProfilePage userId={ME} />, { deps, route: `/account/edit/${ME}/profile` });
  await userEvent.type(await screen.findByLabelText(/^Name/), ' Junior');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(screen.getByLabelText(/^Name/)).toHaveAccessibleDescription('This is too long.'));
  expect(serviceRequests.map((request) => request.path)).toEqual([API_PATHS.getUserProfile, API_PATHS.updateUserProfile]);
  expect(store.getState().session.status).toBe('active');
});
