import { Type, type TSchema } from '@sinclair/typebox';
import { MAX_PAGE_SIZE, MAX_SEARCH_LENGTH, type Page, type PageRequest } from '../../contract';
import { Text } from '../schemaKit';

/**
 * The clientRequest properties of a paged list call (contract/lists.ts), to spread into
 * serviceSchema's clientRequest. Only the declared sort keys validate, so a sort key can be put
 * into ORDER BY through a fixed map, never through the request text.
 */
export function pageRequestProperties<K extends string>(sortKeys: readonly [K, ...K[]]) {
  return {
    page: Type.Integer({ minimum: 1, maximum: 1_000_000, description: '1-based page number' }),
    pageSize: Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE }),
    sort: Type.Union(
      sortKeys.map((key) => Type.Literal(key)),
      { description: 'Column to sort by' },
    ),
    direction: Type.Union([Type.Literal('asc'), Type.Literal('desc')]),
    search: Type.Optional(Text(MAX_SEARCH_LENGTH, 'Words every listed row must match')),
  };
}

/** The clientResponse schema of a paged list call. */
export const PageSchema = <T extends TSchema>(item: T) =>
  Type.Object({
    items: Type.Array(item),
    total: Type.Integer({ minimum: 0 }),
    page: Type.Integer({ minimum: 1 }),
    pageSize: Type.Integer({ minimum: 1 }),
  });

/** LIMIT and OFFSET of a request, for the SQL of a list. */
export function limitOffset(request: Pick<PageRequest, 'page' | 'pageSize'>): { limit: number; offset: number } {
  return { limit: request.pageSize, offset: (request.page - 1) * request.pageSize };
}

/** Assembles the answer from the rows of one page and the matching total. */
export function pageOf<Item>(request: Pick<PageRequest, 'page' | 'pageSize'>, items: Item[], total: number): Page<Item> {
  return { items, total, page: request.page, pageSize: request.pageSize };
}

/** The search text split into words, lower-cased; an empty search matches everything. */
export function searchWords(search: string | undefined): string[] {
  return (search ?? '').toLowerCase().split(/\s+/).filter(Boolean);
}
