import type { Page, PageRequest } from '../../contract';
import type { Queryable } from './port';
import { join, raw, run, sql, type Sql } from './sql';

/** One paged list of rows: what it selects, where from, what its search reads and how it sorts. */
export interface ListQuery<SortKey extends string> {
  /** The select list, e.g. sql`p.id, p.title`. */
  columns: Sql;
  /** FROM and its joins, e.g. sql`programs p JOIN users u ON u.id = p.author_id`. */
  from: Sql;
  /** What bounds the list to the caller (their organisation, their rows) and its filters; all must hold. */
  where: readonly Sql[];
  /**
   * The text every search word must appear in, case-insensitively (the lists' one search rule);
   * or, where the requirements fix another rule, the condition a search text makes.
   */
  searchIn: Sql | ((search: string) => Sql);
  /** Sort keys to SQL through a fixed map: request text never reaches ORDER BY. */
  orderBy: Record<SortKey, string>;
  /** A unique column that settles ties, so pages neither repeat nor skip rows. */
  tieBreaker: string;
}

/** The search text split into words, lower-cased; an empty search matches everything. */
export function searchWords(search: string | undefined): string[] {
  return (search ?? '').toLowerCase().split(/\s+/).filter(Boolean);
}

/** Every word appears in `haystack` (no word: always true); one array value, so the statement's text never changes. */
export function matchesAllWords(haystack: Sql, words: readonly string[]): Sql {
  // An alias no list's FROM uses: a list's own alias of that name would be shadowed inside the subquery.
  return sql`NOT EXISTS (SELECT 1 FROM unnest(${words}::text[]) AS search_word (word) WHERE strpos(lower(${haystack}), search_word.word) = 0)`;
}

/**
 * One page of `list`, each row made an item by `toItem`, and the number of rows matching it, in
 * one statement (count(*) OVER ()); a second one counts only when the page asked for lies past
 * the end.
 */
export async function pagedList<Row extends object, Item, SortKey extends string>(
  q: Queryable,
  list: ListQuery<SortKey>,
  request: PageRequest<SortKey>,
  toItem: (row: Row) => Item,
): Promise<Page<Item>> {
  const search =
    typeof list.searchIn === 'function' ? list.searchIn(request.search ?? '') : matchesAllWords(list.searchIn, searchWords(request.search));
  const where = join([...list.where, search], ' AND ');
  const direction = raw(request.direction === 'asc' ? 'ASC' : 'DESC');
  const offset = (request.page - 1) * request.pageSize;
  const rows = await run<Row & { listTotal: number | string }>(
    q,
    sql`SELECT ${list.columns}, count(*) OVER () AS "listTotal" FROM ${list.from} WHERE ${where}
         ORDER BY ${raw(list.orderBy[request.sort])} ${direction} NULLS LAST, ${raw(list.tieBreaker)} ${direction}
         LIMIT ${request.pageSize} OFFSET ${offset}`,
  );
  const total =
    rows[0] !== undefined
      ? Number(rows[0].listTotal)
      : offset === 0
        ? 0
        : Number((await run<{ total: number }>(q, sql`SELECT count(*)::int AS total FROM ${list.from} WHERE ${where}`))[0]?.total ?? 0);
  return { items: rows.map(toItem), total, page: request.page, pageSize: request.pageSize };
}
