import type { MenuNotificationCountResponse } from '../../../../contract/counts';
import { customerSwitched, loggedOut } from '../../session';
import { countsReceived, countsReducer, initialCountsState, type CountsState } from './countsSlice';
import { DEFAULT_SEARCH_FILTERS } from './searchFilters';

const answer: MenuNotificationCountResponse = {
  inboxNewCount: 3,
  inboxLibraryCount: 9,
  inboxWatchedCount: 6,
  clipsToRecordCount: 2,
  programsForApprovalCount: 1,
  assetReqToRecordCount: 4,
  deliverablesCount: 5,
  newBioProgramsCount: 1,
  directoryCount: 0,
  searchFilters: { files: { filterList: ['Mine'], gridColumnsList: ['Name'] } },
};

const replay = (...actions: Parameters<typeof countsReducer>[1][]): CountsState => actions.reduce(countsReducer, initialCountsState);

test('an answer sets the counts and completes the search filters with the default', () => {
  const state = replay(countsReceived(answer));
  expect(state.counts).toEqual({
    inboxNewCount: 3,
    inboxLibraryCount: 9,
    inboxWatchedCount: 6,
    clipsToRecordCount: 2,
    programsForApprovalCount: 1,
    assetReqToRecordCount: 4,
    deliverablesCount: 5,
    newBioProgramsCount: 1,
    directoryCount: 0,
  });
  expect(state.searchFilters).toEqual({
    files: { filterList: ['Mine'], gridColumnsList: ['Name'] },
    footage: DEFAULT_SEARCH_FILTERS.footage,
  });
});

test('absent or malformed search filters fall back list by list', () => {
  expect(replay(countsReceived({ ...answer, searchFilters: undefined })).searchFilters).toEqual(DEFAULT_SEARCH_FILTERS);
  const partial = { ...answer, searchFilters: { footage: { filterList: ['Drafts'] } } } as unknown as MenuNotificationCountResponse;
  expect(replay(countsReceived(partial)).searchFilters.footage).toEqual({
    filterList: ['Drafts'],
    gridColumnsList: DEFAULT_SEARCH_FILTERS.footage.gridColumnsList,
  });
});

test('counts that are not non-negative numbers read as 0', () => {
  const odd = { ...answer, inboxNewCount: -2, deliverablesCount: 'x', clipsToRecordCount: 2.7 } as unknown as MenuNotificationCountResponse;
  const counts = replay(countsReceived(odd)).counts;
  expect([counts?.inboxNewCount, counts?.deliverablesCount, counts?.clipsToRecordCount]).toEqual([0, 0, 2]);
});

test('a customer switch and a logout reset counts and filters', () => {
  const switched = { tokens: {} } as Parameters<typeof customerSwitched>[0];
  expect(replay(countsReceived(answer), customerSwitched(switched))).toEqual(initialCountsState);
  expect(replay(countsReceived(answer), loggedOut())).toEqual(initialCountsState);
});
