/**
 * One paging convention for every list the app shows. A list call takes a PageRequest inside its
 * clientRequest and answers a Page; `sort` is one of the keys the call declares, `search` is
 * matched the way that list documents (usually: every word against what the row displays).
 * `page` is 1-based, `pageSize` 1 to MAX_PAGE_SIZE, `total` the rows matching across all pages.
 */
import type { Page, PageRequest, SortDirection } from './schemas/lists';

export type { Page, PageRequest, SortDirection };

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 25;
export const MAX_SEARCH_LENGTH = 100;
