import type { Page, PageRequest } from '../../contract';

// The wire schemas of a paged list call (pageRequestProperties, PageSchema) are in contract/schemas/lists.ts.

/** LIMIT and OFFSET of a request, for the SQL of a list. */
export function limitOffset(request: Pick<PageRequest, 'page' | 'pageSize'>): { limit: number; offset: number } {
  return { limit: request.pageSize, offset: (request.page - 1) * request.pageSize };
}

/** Assembles the answer from the rows of one page and the matching total. */
export function pageOf<Item>(request: Pick<PageRequest, 'page' | 'pageSize'>, items: Item[], total: number): Page<Item> {
  return { items, total, page: request.page, pageSize: request.pageSize };
}
