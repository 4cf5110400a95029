import { Type, type Static } from '@sinclair/typebox';
import { Id } from './kit';

export const SearchFilterSetSchema = Type.Object({ filterList: Type.Array(Type.String()), gridColumnsList: Type.Array(Type.String()) });
export type SearchFilterSet = Static<typeof SearchFilterSetSchema>;

export const SearchFiltersSchema = Type.Object({ files: SearchFilterSetSchema, footage: SearchFilterSetSchema });
export type SearchFilters = Static<typeof SearchFiltersSchema>;

/** Menu counts (§3). */
export const MenuCountsSchema = Type.Object({
  inboxNewCount: Type.Integer(),
  inboxLibraryCount: Type.Integer(),
  inboxWatchedCount: Type.Integer(),
  clipsToRecordCount: Type.Integer(),
  programsForApprovalCount: Type.Integer(),
  assetReqToRecordCount: Type.Integer(),
  deliverablesCount: Type.Integer(),
  newBioProgramsCount: Type.Integer(),
  /** The people Organization › Directory lists for the caller: 0 where it is closed to them (§6). */
  directoryCount: Type.Integer(),
});
export type MenuCounts = Static<typeof MenuCountsSchema>;

export const MenuNotificationCountResponseSchema = Type.Object({
  ...MenuCountsSchema.properties,
  searchFilters: Type.Optional(Type.Partial(SearchFiltersSchema)),
});
export type MenuNotificationCountResponse = Static<typeof MenuNotificationCountResponseSchema>;

export const MenuNotificationCountRequestSchema = Type.Object({
  customerUserId: Id('Must be the caller’s own profile in the current organisation'),
});
export type MenuNotificationCountRequest = Static<typeof MenuNotificationCountRequestSchema>;
