export interface SearchFilterSet {
  filterList: string[];
  gridColumnsList: string[];
}

export interface SearchFilters {
  files: SearchFilterSet;
  footage: SearchFilterSet;
}

/** Menu counts (§3). */
export interface MenuCounts {
  inboxNewCount: number;
  inboxLibraryCount: number;
  inboxWatchedCount: number;
  clipsToRecordCount: number;
  programsForApprovalCount: number;
  assetReqToRecordCount: number;
  deliverablesCount: number;
  newBioProgramsCount: number;
}

export type CountKey = keyof MenuCounts;

export const COUNT_KEYS: readonly CountKey[] = [
  'inboxNewCount',
  'inboxLibraryCount',
  'inboxWatchedCount',
  'clipsToRecordCount',
  'programsForApprovalCount',
  'assetReqToRecordCount',
  'deliverablesCount',
  'newBioProgramsCount',
];

export interface MenuNotificationCountResponse extends MenuCounts {
  searchFilters?: Partial<SearchFilters>;
}

export interface MenuNotificationCountRequest {
  customerUserId: number;
}
