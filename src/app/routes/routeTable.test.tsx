import { AreaRuntimeProvider } from '../../ui/areaRuntime';
import { ThemeProvider } from '@mui/material/styles';
import { render, screen, waitFor } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { ROLE } from '../../../contract/roles';
import { initialUiState } from '../../features/chrome';
import { CUTLINE } from '../../features/menu/testing/demoAccounts';
import { signedInSession, type SignedInFixture } from '../../features/menu/testing/signedIn';
import { SessionOverlays } from '../../features/session';
import { fakeScreen } from '../../testing/fakeChrome';
import { STORAGE_KEYS } from '../../api';
import { fakeClock, fakeDeps, memoryStorage } from '../../testing/fakeDeps';
import { signedInDeps } from '../../testing/signedInDeps';
import type { AppDeps } from '../../platform/deps';
import { makeStore } from '../makeStore';
import { theme } from '../../ui/theme';
import { makeNavigator, NavigatorBridge } from './navigator';
import { AppRoutes } from './router';

/** The real routes in a memory router, with the store's navigate wired to it as in main.tsx. */
function openApp(path: string, fixture: SignedInFixture | null, overrides: Partial<AppDeps> = {}) {
  const navigator = makeNavigator();
  let current = path;
  function PathProbe() {
    current = useLocation().pathname;
    return null;
  }
  const start = Date.UTC(2026, 0, 5, 9, 0, 0);
  // A signed-in fixture holds a token expiry, so pages that load data reach the (answerless) server.
  const storage = memoryStorage(
    fixture
      ? {
          [STORAGE_KEYS.tokenExpiry]: String(start + 300_000),
          [STORAGE_KEYS.lastActivity]: String(start),
        }
      : {},
  );
  const { deps } = fakeDeps({ navigate: navigator.navigate, screen: fakeScreen(1600), storage, clock: fakeClock(start), ...overrides });
  const { store, runtime } = makeStore(deps, {
    ...(fixture ? { session: signedInSession(fixture) } : {}),
    ui: { ...initialUiState, width: 1600 },
  });
  render(
    <Provider store={store}>
      <AreaRuntimeProvider runtime={runtime}>
        <ThemeProvider theme={theme}>
          <SnackbarProvider>
            <SessionOverlays />
            <MemoryRouter initialEntries={[path]}>
              <NavigatorBridge navigator={navigator} />
              <AppRoutes />
              <PathProbe />
            </MemoryRouter>
          </SnackbarProvider>
        </ThemeProvider>
      </AreaRuntimeProvider>
    </Provider>,
  );
  return { store, path: () => current };
}

// Areas load on demand; on a busy machine that takes longer than Testing Library's 1 s default.
const SLOW = { timeout: 10_000 };
jest.setTimeout(30_000);

const heading = () => screen.findByRole('heading', { level: 1 }, SLOW);

test('the empty path goes to /login', async () => {
  const app = openApp('/', null);
  await waitFor(() => expect(app.path()).toBe('/login'), SLOW);
});

test('/clips/backgroundUploadClips goes to the background-upload notice', async () => {
  const app = openApp('/clips/backgroundUploadClips', null);
  await waitFor(() => expect(app.path()).toBe('/no-support/info/background-upload-clips'), SLOW);
});

const manager: SignedInFixture = { roles: [ROLE.manager] };
test.each([
  ['/home/channel', 'Home', 'channel'],
  ['/home/discover-channel', 'Home', 'discover-channel'],
  ['/inbox/newprograms', 'Inbox', 'newprograms'],
  ['/tasks', 'Tasks', null],
  ['/clips', 'Footage', null],
  ['/clips/add', 'Footage', 'add'],
  ['/files', 'Files', null],
  ['/footage', 'Footage', null],
  ['/myprograms', 'My programs', null],
  ['/storyboards', 'Storyboards', null],
  ['/campaign', 'Campaigns', null],
  ['/alltemplate', 'Program templates', null],
  ['/script', 'Scripts', null],
  ['/projects', 'Projects', null],
  ['/audience', 'Audience', null],
  ['/users', 'Users', null],
  ['/user', 'User', null],
  ['/channel', 'Channels', null],
  ['/organization', 'Organization', null],
  ['/peoplesearch', 'People', null],
  ['/roles', 'Roles', null],
  ['/account', 'Profile', null],
  ['/myprofile', 'My profile', null],
  ['/integrations', 'Integrations', null],
  ['/settings', 'Settings', null],
])('a manager opening %s sees the %s area', async (path, title, subRoute) => {
  const app = openApp(path, manager);
  expect(await heading()).toHaveTextContent(title);
  // An area not built yet shows its designed empty state, never the route it was opened at.
  expect(screen.getByTestId('area-empty-state')).toHaveTextContent('This page is on its way.');
  expect(screen.queryByText(/Opened at/)).toBeNull();
  if (subRoute) expect(document.body).not.toHaveTextContent(`: ${subRoute}`);
  await waitFor(() => expect(document.title).toBe(`${title} · Takeflow`));
  expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
  expect(app.path()).toBe(path);
});

test('a manager opening /changepassword gets the change-password form of the personal profile', async () => {
  openApp('/changepassword', manager);
  expect(await heading()).toHaveTextContent('Change password');
  expect(screen.getByLabelText(/^Current password/)).toBeInTheDocument();
  expect(screen.queryByTestId('area-empty-state')).toBeNull();
});

test('a manager opening /bumpers gets the intro and outro page of the create area', async () => {
  openApp('/bumpers', manager);
  expect(await heading()).toHaveTextContent('Intros and outros');
  expect(await screen.findByText(/Choose each among your Footage/)).toBeInTheDocument();
  expect(screen.queryByTestId('area-empty-state')).toBeNull();
});

test('/home opens All, the first page of Home', async () => {
  const app = openApp('/home', manager);
  await waitFor(() => expect(app.path()).toBe('/home/library'), SLOW);
  expect(await heading()).toHaveTextContent('All');
});

test('a pro-edit vendor opens /pro-edits and its list', async () => {
  openApp('/pro-edits/list', { roles: [ROLE.manager], flags: CUTLINE });
  expect(await heading()).toHaveTextContent('Pro Edits');
});

test.each([
  ['/storyboards/list', 'Storyboards', 'Create'],
  ['/alltemplate/list', 'Program Templates', 'Create'],
])('the heading of %s is its menu label, %s, in the %s section', async (path, title, section) => {
  openApp(path, manager);
  expect(await heading()).toHaveTextContent(title);
  expect(screen.getByTestId('section-title')).toHaveTextContent(section);
  expect(screen.getByRole('link', { name: 'Go to your home page' })).toHaveAttribute('href', '/home/library');
  await waitFor(() => expect(document.title).toBe(`${title} · Takeflow`));
});

test('Basic Setup, a built page, is headed by its menu label in the Organization section', async () => {
  openApp('/organization/customer/edit/Admin', manager);
  expect(await heading()).toHaveTextContent('Basic Setup');
  expect(screen.getByTestId('section-title')).toHaveTextContent('Organization');
  await waitFor(() => expect(document.title).toBe('Basic Setup · Takeflow'));
});

test('the Directory, a built page, is headed by its menu label in the Organization section', async () => {
  openApp('/peoplesearch/list', manager);
  expect(await heading()).toHaveTextContent('Directory');
  expect(screen.getByTestId('section-title')).toHaveTextContent('Organization');
  await waitFor(() => expect(document.title).toBe('Directory · Takeflow'));
});

test('a creator opening /roles/creator is sent home with a message', async () => {
  const app = openApp('/roles/creator', { roles: [ROLE.creator] });
  await waitFor(() => expect(app.path()).toBe('/home/library'), SLOW);
  expect(await screen.findByText('Your menu does not include that page, so you are back on your home page.', {}, SLOW)).toBeInTheDocument();
  // The heading is the menu label of the page (§2), under its section's title.
  expect(await heading()).toHaveTextContent('All');
  expect(screen.getByTestId('section-title')).toHaveTextContent('Home');
});

test('the super-admin is confined to organisation and profile routes', async () => {
  // The Customers page lists organisations: a signed-in tab whose list call answers an empty page.
  const { transport, storage, clock } = signedInDeps(
    () => ({
      status: 200,
      body: { status: 'Ok', clientResponse: { items: [], total: 0, page: 1, pageSize: 25 }, errorMessage: null },
    }),
    [ROLE.superAdmin],
  ).deps;
  const app = openApp('/home/library', { roles: [ROLE.superAdmin], customerName: null }, { transport, storage, clock });
  await waitFor(() => expect(app.path()).toBe('/organization/customer/manage'), SLOW);
  expect(await heading()).toHaveTextContent('Customers');
  // §2: the global role's organisation pages are its Support section.
  expect(screen.getByTestId('section-title')).toHaveTextContent('Support');
});

test('an unknown path shows a not-found page with a way home', async () => {
  const app = openApp('/no/such/page', { roles: [ROLE.viewer] });
  expect(await heading()).toHaveTextContent('Page not found');
  expect(screen.getByRole('link', { name: 'Go to your home page' })).toHaveAttribute('href', '/home/library');
  expect(app.path()).toBe('/no/such/page');
});
