import { API_PATHS, type MenuNotificationCountResponse, type Page, type TokenResponse } from '../../contract';
import { DEMO_CUSTOMERS, DEMO_USERS } from '../db/seedData';
import { appForFile } from '../testing/testApp';

/**
 * A badge a user cannot open is worse than none: for every demo account, in every organisation
 * it may enter, each counted menu item's number (§3) equals the number of items its page lists,
 * walking every page. One row per counted list; a row's list call is made exactly as its page
 * makes it. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
type CountKey = Exclude<keyof MenuNotificationCountResponse, 'searchFilters'>;

interface CountedList {
  countKey: CountKey;
  path: string;
  /** The page's own clientRequest properties beside the paging. */
  params: Record<string, unknown>;
  sort: string;
  /** The id of a listed item, to show no item is listed twice across pages. */
  idOf: (item: Record<string, unknown>) => unknown;
  /** For content managers only (§2 Tasks): other roles are refused the list and must count 0. */
  managersOnly?: true;
  /** Closed to creators and viewers where the organisation is hidden (§6): refused there, and counts 0. */
  closedWhereHidden?: true;
}

const COUNTED_LISTS: CountedList[] = [
  {
    countKey: 'inboxLibraryCount',
    path: API_PATHS.listInboxPrograms,
    params: { view: 'all' },
    sort: 'sharedAt',
    idOf: (item) => item.programId,
  },
  {
    countKey: 'inboxNewCount',
    path: API_PATHS.listInboxPrograms,
    params: { view: 'notViewed' },
    sort: 'title',
    idOf: (item) => item.programId,
  },
  {
    countKey: 'inboxWatchedCount',
    path: API_PATHS.listInboxPrograms,
    params: { view: 'viewed' },
    sort: 'sharedBy',
    idOf: (item) => item.programId,
  },
  { countKey: 'clipsToRecordCount', path: API_PATHS.getRecordingTasks, params: {}, sort: 'dueAt', idOf: (item) => item.id },
  { countKey: 'assetReqToRecordCount', path: API_PATHS.getFileRequests, params: {}, sort: 'requester', idOf: (item) => item.id },
  {
    countKey: 'deliverablesCount',
    path: API_PATHS.getDeliverables,
    params: {},
    sort: 'title',
    idOf: (item) => item.id,
    managersOnly: true,
  },
  {
    countKey: 'programsForApprovalCount',
    path: API_PATHS.getProgramApprovals,
    params: {},
    sort: 'requestedAt',
    idOf: (item) => item.id,
    managersOnly: true,
  },
  {
    countKey: 'directoryCount',
    path: API_PATHS.listDirectory,
    params: {},
    sort: 'name',
    idOf: (item) => item.userId,
    closedWhereHidden: true,
  },
];

/** Small pages, so every list with more than two items is read across pages. */
const PAGE_SIZE = 2;

const t = appForFile();

/** Accounts that reach the signed-in pages: active, past any forced password change, members of an organisation. */
const ACCOUNTS = DEMO_USERS.filter((user) => user.active !== false && !user.mustChangePassword && user.memberships.length > 0);

/** The organisations whose hide-organisation control is on (§6). */
const hidden = new Set(DEMO_CUSTOMERS.filter((customer) => customer.hideOrganisation).map((customer) => String(customer.id)));

const cuid = (login: TokenResponse) => login.additionalDetails.CustomerUserDetails!.customerUserId;

async function sessionsOf(username: string): Promise<{ organisation: string; login: TokenResponse }[]> {
  const user = DEMO_USERS.find((candidate) => candidate.username === username)!;
  const first = await t.login(username);
  const sessions = [{ organisation: String(first.additionalDetails.CustomerDetails?.customerId), login: first }];
  let refreshToken = first.refresh_token;
  for (const membership of user.memberships) {
    const id = String(DEMO_CUSTOMERS.find((customer) => customer.key === membership.customer)!.id);
    if (membership.locked || sessions.some((session) => session.organisation === id)) continue;
    const answer = await t.token({
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      client_id: t.config.clientId,
      customerId: id,
    });
    expect(answer.statusCode).toBe(200);
    const switched = answer.json<TokenResponse>();
    refreshToken = switched.refresh_token;
    sessions.push({ organisation: id, login: switched });
  }
  return sessions;
}

/** Every item of a list, page by page, with the total each page reported. */
async function readWholeList(row: CountedList, accessToken: string): Promise<{ refused: boolean; ids: unknown[]; totals: number[] }> {
  const ids: unknown[] = [];
  const totals: number[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await t.call(row.path, accessToken, { ...row.params, page, pageSize: PAGE_SIZE, sort: row.sort, direction: 'asc' });
    if (answer.statusCode === 403) return { refused: true, ids, totals };
    expect(answer.statusCode).toBe(200);
    const body = answer.json<{ clientResponse: Page<Record<string, unknown>> }>().clientResponse;
    totals.push(body.total);
    ids.push(...body.items.map(row.idOf));
    if (body.items.length < PAGE_SIZE) return { refused: false, ids, totals };
  }
}

describe.each(ACCOUNTS.map((user) => user.username))('%s', (username) => {
  it('sees on each counted page exactly as many items as its badge says, in every organisation it may enter', async () => {
    let checked = 0;
    for (const { organisation, login } of await sessionsOf(username)) {
      const countsAnswer = await t.call(API_PATHS.getMenuNotificationCount, login.access_token, { customerUserId: cuid(login) });
      expect(countsAnswer.statusCode).toBe(200);
      const counts = countsAnswer.json<{ clientResponse: MenuNotificationCountResponse }>().clientResponse;
      for (const row of COUNTED_LISTS) {
        const listed = await readWholeList(row, login.access_token);
        if (listed.refused) {
          const refusable = row.managersOnly === true || (row.closedWhereHidden === true && hidden.has(organisation));
          expect({ refused: row.path }).toEqual({ refused: refusable ? row.path : 'a list every member may open' });
          // A role that may not open the page must not be shown a number for it either.
          expect({ [row.countKey]: counts[row.countKey] }).toEqual({ [row.countKey]: 0 });
          continue;
        }
        expect({ [row.countKey]: listed.ids.length }).toEqual({ [row.countKey]: counts[row.countKey] });
        expect(new Set(listed.ids).size).toBe(listed.ids.length);
        for (const total of listed.totals) expect(total).toBe(counts[row.countKey]);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(COUNTED_LISTS.filter((row) => !row.managersOnly && !row.closedWhereHidden).length);
  });
});
