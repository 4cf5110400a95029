import type {
  MenuCounts,
  MenuNotificationCountRequest,
  MenuNotificationCountResponse,
  SearchFilters,
  SearchFilterSet,
} from './schemas/counts';

export type { MenuCounts, MenuNotificationCountRequest, MenuNotificationCountResponse, SearchFilters, SearchFilterSet };

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
  'directoryCount',
];
