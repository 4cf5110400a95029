import { Type, type Static, type TObject, type TSchema, type TUnsafe } from '@sinclair/typebox';
import { MAX_PAGE_SIZE, MAX_SEARCH_LENGTH } from '../lists';
import { Text } from './kit';

export const SortDirectionSchema = Type.Union([Type.Literal('asc'), Type.Literal('desc')]);
export type SortDirection = Static<typeof SortDirectionSchema>;

/**
 * The clientRequest properties of a paged list call. Only the declared sort keys validate, so a
 * sort key can be put into ORDER BY through a fixed map, never through the request text.
 */
export function pageRequestProperties<K extends string>(sortKeys: readonly [K, ...K[]]) {
  return {
    page: Type.Integer({ minimum: 1, maximum: 1_000_000, description: '1-based page number' }),
    pageSize: Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE }),
    sort: Type.Union(
      sortKeys.map((key) => Type.Literal(key)),
      { description: 'Column to sort by' },
    ),
    direction: SortDirectionSchema,
    search: Type.Optional(Text(MAX_SEARCH_LENGTH, 'Words every listed row must match')),
  };
}

/** The clientRequest of a paged list call sorted by one of `sortKeys`. */
export const PageRequestSchema = <K extends string>(sortKeys: readonly [K, ...K[]]) => Type.Object(pageRequestProperties(sortKeys));
export type PageRequest<SortKey extends string = string> = Static<TObject<ReturnType<typeof pageRequestProperties<SortKey>>>>;

/** The clientResponse of a paged list call. */
export const PageSchema = <T extends TSchema>(item: T) =>
  Type.Object({
    items: Type.Array(item),
    total: Type.Integer({ minimum: 0 }),
    page: Type.Integer({ minimum: 1 }),
    pageSize: Type.Integer({ minimum: 1 }),
  });
export type Page<Item> = Static<ReturnType<typeof PageSchema<TUnsafe<Item>>>>;
