import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MenuCounts } from '../../../../contract/counts';
import { ROLE } from '../../../../contract/roles';
import { STORAGE_KEYS } from '../../../api';
import { initialUiState } from '../../chrome';
import { profilesLoaded, profilesReducer, selectIsProfileSelectorOpen } from '../../profiles';
import { selectSessionStatus } from '../../session';
import { fakeScreen } from '../../../testing/fakeChrome';
import { fakeDeps, memoryStorage } from '../../../testing/fakeDeps';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { initialCountsState } from '../counts/countsSlice';
import { DEMO_ACCOUNTS, GLOBEX, hrefsFor } from '../testing/demoAccounts';
import { signedInSession, type SignedInFixture } from '../testing/signedIn';
import { DEFAULT_LOGO_URL } from './CustomerLogo';
import { Sidebar } from './Sidebar';

const COUNTS: MenuCounts = {
  inboxNewCount: 3,
  inboxLibraryCount: 12,
  inboxWatchedCount: 9,
  clipsToRecordCount: 2,
  programsForApprovalCount: 1,
  assetReqToRecordCount: 0,
  deliverablesCount: 4,
  newBioProgramsCount: 1,
  directoryCount: 1,
};

interface Setup {
  route?: string;
  width?: number;
  counts?: MenuCounts | null;
  profiles?: number;
  userAgent?: string;
}

function renderSidebar(fixture: SignedInFixture, setup: Setup = {}) {
  const width = setup.width ?? 1600;
  const made = fakeDeps({
    screen: fakeScreen(width),
    storage: memoryStorage({ [STORAGE_KEYS.refreshToken]: 'refresh-xyz' }),
    ...(setup.userAgent ? { userAgent: setup.userAgent } : {}),
  });
  const byId = Object.fromEntries(
    Array.from({ length: setup.profiles ?? 1 }, (_, i) => [
      String(i + 1),
      {
        customerID: i + 1,
        customerName: `Customer ${i + 1}`,
        customerLogoAddnl: null,
        customerCity: null,
        customerState: null,
        customerZip: null,
        sequence: i + 1,
        isLocked: false,
        customerDefaultLogin: i === 0,
      },
    ]),
  );
  const rendered = renderWithProviders(<Sidebar />, {
    route: setup.route ?? '/home/library',
    deps: made.deps,
    preloadedState: {
      session: signedInSession(fixture),
      counts: { ...initialCountsState, counts: setup.counts === undefined ? COUNTS : setup.counts },
      ui: { ...initialUiState, width },
      profiles: profilesReducer(undefined, profilesLoaded({ profiles: byId })),
    },
  });
  return { ...rendered, opened: made.opened, pendingTabs: made.pendingTabs };
}

// Rendering the whole sidebar many times is slow on a busy machine.
jest.setTimeout(30_000);

const mainMenu = () => screen.getByRole('navigation', { name: 'Main menu' });
const hrefsIn = (element: HTMLElement) =>
  [
    ...new Set(
      within(element)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href') ?? ''),
    ),
  ].sort();

test.each(DEMO_ACCOUNTS.map((a) => [a.username, a] as const))('the sidebar of %s links to exactly its menu', (_n, account) => {
  renderSidebar({
    roles: account.roles,
    flags: account.flags,
    customerName: account.roles.includes(ROLE.superAdmin) ? null : 'Acme Media',
  });
  expect(hrefsIn(mainMenu())).toEqual(hrefsFor(account, 42));
});

test('the entry of the current route is highlighted with aria-current="page", and only that one', () => {
  renderSidebar({ roles: [ROLE.manager] }, { route: '/tasks/ctr/17' });
  const current = within(mainMenu())
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'page');
  expect(current.map((link) => link.getAttribute('href'))).toEqual(['/tasks/ctr']);
});

test('count badges sit on their entries with a spoken label; a zero shows no badge', () => {
  renderSidebar({ roles: [ROLE.manager] });
  const notViewed = screen.getByRole('link', { name: /Not Viewed/ });
  expect(within(notViewed).getByRole('img', { name: '3 not viewed' })).toHaveTextContent('3');
  expect(within(screen.getByRole('link', { name: /Deliverables/ })).getByRole('img', { name: '4 deliverables due' })).toBeInTheDocument();
  expect(
    within(screen.getByRole('link', { name: /^Directory/ })).getByRole('img', { name: '1 person in the directory' }),
  ).toBeInTheDocument();
  expect(within(screen.getByRole('link', { name: /File Requests/ })).queryByRole('img')).toBeNull();
});

test('the support role sees no counts', () => {
  renderSidebar({ roles: [ROLE.superAdmin], customerName: null }, { route: '/organization/customer/manage' });
  expect(within(mainMenu()).queryAllByRole('img', { name: /viewed|due|open/ })).toEqual([]);
});

test('the customer logo falls back to the default logo when absent or broken', () => {
  const { unmount } = renderSidebar({ roles: [ROLE.creator], logo: 'https://cdn.example/acme.png' });
  const logo = screen.getByRole('img', { name: 'Acme Media logo' });
  expect(logo).toHaveAttribute('src', 'https://cdn.example/acme.png');
  fireEvent.error(logo);
  expect(screen.getByRole('img', { name: 'Acme Media logo' })).toHaveAttribute('src', DEFAULT_LOGO_URL);
  unmount();
  renderSidebar({ roles: [ROLE.creator], logo: null });
  expect(screen.getByRole('img', { name: 'Acme Media logo' })).toHaveAttribute('src', DEFAULT_LOGO_URL);
});

test('the logo is a button that opens the profile selector only when switching is offered', async () => {
  const { unmount } = renderSidebar({ roles: [ROLE.creator] }, { profiles: 1 });
  expect(screen.queryByRole('button', { name: /Switch customer profile/ })).toBeNull();
  unmount();
  const { store } = renderSidebar({ roles: [ROLE.creator] }, { profiles: 2 });
  await userEvent.click(screen.getByRole('button', { name: 'Switch customer profile (current: Acme Media)' }));
  expect(selectIsProfileSelectorOpen(store.getState())).toBe(true);
});

test('customer and user names are shown as text, never as markup', () => {
  renderSidebar({ roles: [ROLE.creator], customerName: '<b>Evil</b> Corp', name: '<img src=x onerror=alert(1)>' });
  expect(screen.getByRole('img', { name: '<b>Evil</b> Corp logo' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /<img src=x onerror=alert\(1\)>/ })).toBeInTheDocument();
  expect(document.querySelector('b')).toBeNull();
});

test('the user picture falls back to a generic icon when it fails to load', () => {
  renderSidebar({ roles: [ROLE.creator], picture: 'https://cdn.example/me.jpg' });
  const button = screen.getByRole('button', { name: /Mia Manager/ });
  const picture = button.querySelector('img') as HTMLImageElement;
  expect(picture).toHaveAttribute('src', 'https://cdn.example/me.jpg');
  fireEvent.error(picture);
  expect(button.querySelector('img')).toBeNull();
  expect(within(button).getByTestId('generic-user-icon')).toBeInTheDocument();
});

test('the sign-out dropdown signs out and hosts the language choice', async () => {
  const { store } = renderSidebar({ roles: [ROLE.viewer] });
  await userEvent.click(screen.getByRole('button', { name: /Mia Manager/ }));
  const menu = await screen.findByRole('menu');
  expect(
    within(menu)
      .getAllByRole('menuitemradio')
      .map((item) => item.textContent),
  ).toEqual(['English', 'Français', 'Español', 'Same as system', 'Light', 'Dark']);
  await userEvent.click(within(menu).getByRole('menuitem', { name: 'Log Out' }));
  // The session's logout flow takes over from here (loggingOut, then anonymous).
  expect(['loggingOut', 'anonymous']).toContain(selectSessionStatus(store.getState()));
});

test.each([
  ['/account/edit/42/profile', true],
  ['/myprofile/changepassword', true],
  ['/integrations/zoom', true],
  ['/home/library', false],
  ['/tasks/ctr', false],
])('the profile flyout on %s: %s', (route, shown) => {
  renderSidebar({ roles: [ROLE.creator] }, { route });
  const flyout = screen.queryByRole('navigation', { name: 'Profile links' });
  expect(flyout !== null).toBe(shown);
  if (flyout) expect(hrefsIn(flyout)).toEqual(['/account/edit/42/profile', '/myprofile/changepassword', '/myprofile/report']);
});

test('external entries open in a new tab without an opener', () => {
  renderSidebar({ roles: [ROLE.viewer] });
  for (const name of [/Slack/, /Chrome Plugin/, /Analytics/]) {
    const link = screen.getByRole('link', { name });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
});

test('Analytics opens the analytics site; on Safari on macOS a tab at once, for the landing page', async () => {
  const chrome = renderSidebar({ roles: [ROLE.viewer] });
  await userEvent.click(screen.getByRole('link', { name: /Analytics/ }));
  expect(chrome.opened).toEqual(['https://analytics.takeflow.test']);
  chrome.unmount();
  const safari = renderSidebar(
    { roles: [ROLE.viewer] },
    { userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15' },
  );
  await userEvent.click(screen.getByRole('link', { name: /Analytics/ }));
  // Opened within the click; the token exchange that sends it on is the saga's (analyticsSaga.test.ts).
  expect(safari.opened).toEqual([]);
  expect(safari.pendingTabs).toHaveLength(1);
});

test('below 1536 the panel collapses to the rail, and the rail toggle shows it', async () => {
  renderSidebar({ roles: [ROLE.creator] }, { width: 1400 });
  expect(screen.queryByRole('link', { name: /Not Viewed/ })).toBeNull();
  expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/home/library');
  const toggle = screen.getByRole('button', { name: 'Show menu' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await userEvent.click(toggle);
  expect(screen.getByRole('link', { name: /Not Viewed/ })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Hide menu' })).toHaveAttribute('aria-expanded', 'true');
});

test('below 1280 only the profile item and log out remain', async () => {
  renderSidebar({ roles: [ROLE.creator], flags: GLOBEX }, { width: 1200 });
  await userEvent.click(screen.getByRole('button', { name: 'Show menu' }));
  expect(hrefsIn(mainMenu())).toEqual(['/account/edit/42/profile']);
  expect(within(mainMenu()).getByRole('button', { name: 'Log Out' })).toBeInTheDocument();
});

test('the whole menu is reachable with the keyboard', async () => {
  renderSidebar({ roles: [ROLE.viewer] });
  const user = userEvent.setup();
  const reached = new Set<string>();
  const stops = within(mainMenu()).getAllByRole('link').length + within(mainMenu()).getAllByRole('button').length;
  for (let i = 0; i < stops + 2; i += 1) {
    await user.tab();
    const active = document.activeElement;
    if (active instanceof HTMLAnchorElement) reached.add(active.getAttribute('href') ?? '');
  }
  expect([...reached].sort()).toEqual(hrefsIn(mainMenu()));
});

test('sections and groups are labelled lists', () => {
  renderSidebar({ roles: [ROLE.manager] }, { route: '/tasks/approvals' });
  const tasks = screen.getByRole('list', { name: 'Tasks' });
  const approvals = within(tasks).getByRole('list', { name: 'Approvals' });
  expect(within(approvals).getByRole('link', { name: /Programs/ })).toHaveAttribute('aria-current', 'page');
});
