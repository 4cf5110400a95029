/**
 * One paging convention for every list the app shows. A list call takes a PageRequest inside its
 * clientRequest and answers a Page; `sort` is one of the keys the call declares, `search` is
 * matched the way that list documents (usually: every word against what the row displays).
 */
export interface PageRequest<SortKey extends string = string> {
  /** 1-based. */
  page: number;
  /** 1 to MAX_PAGE_SIZE. */
  pageSize: number;
  sort: SortKey;
  direction: SortDirection;
  search?: string;
}

export type SortDirection = 'asc' | 'desc';

export interface Page<Item> {
  items: Item[];
  /** Rows matching the request across all pages. */
  total: number;
  page: number;
  pageSize: number;
}

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 25;
export const MAX_SEARCH_LENGTH = 100;
