import { screen, waitFor } from '@testing-library/react';
import { API_PATHS } from '../../../../../contract/config';
import type { Permission } from '../../../../../contract/permissions';
import { ROLE, type RoleId } from '../../../../../contract/roles';
import type { HttpRequest } from '../../../../platform/deps';
import { fakeClock, fakeDeps, fakeTransport, memoryStorage } from '../../../../testing/fakeDeps';
import { renderWithProviders } from '../../../../testing/renderWithProviders';
import { tokenAnswer } from '../../../../testing/signedInDeps';
import { signedInStorage } from '../../../../testing/signedInStorage';
import { selectCan } from '../../../session';
import { BumpersLink } from './BumpersLink';

/** A signed-in tab of one role whose permissions the server answers; `can` reads the tab's. */
function render(roleId: RoleId, permissions: Permission[]) {
  const clock = fakeClock();
  const transport = fakeTransport((request: HttpRequest) => {
    if (request.path === API_PATHS.token) return { status: 200, body: tokenAnswer([roleId]) };
    if (request.path === API_PATHS.getRolePermissions) {
      return { status: 200, body: { status: 'Ok', clientResponse: { rolePermissionVO: [{ roleId, permissions }] }, errorMessage: null } };
    }
    return { status: 200, body: { status: 'Ok', clientResponse: null, errorMessage: null } };
  });
  const storage = memoryStorage(signedInStorage({ now: clock.nowMs(), tokenLife: 300_000, username: 'someone@acme.test' }));
  const { store } = renderWithProviders(<BumpersLink />, { deps: fakeDeps({ transport, storage, clock }).deps, route: '/myprograms/list' });
  return (permission: Permission) => selectCan(store.getState())(permission);
}

test('Create › Programs leads a content manager to /bumpers, which §2 keeps out of the sidebar', async () => {
  render(ROLE.manager, ['program.create', 'bumper.manage']);
  expect(await screen.findByRole('link', { name: 'Intros and outros' })).toHaveAttribute('href', '/bumpers');
});

test('a creator without bumper.manage is not led there', async () => {
  const can = render(ROLE.creator, ['program.create', 'footage.manage']);
  // Once the tab holds its permissions, the link has had its chance to show.
  await waitFor(() => expect(can('program.create')).toBe(true));
  expect(can('bumper.manage')).toBe(false);
  expect(screen.queryByRole('link', { name: 'Intros and outros' })).toBeNull();
});
