import { freshTestDb, type TestDb } from '../testing/testDb';
import { pagedList, searchWords, type ListQuery } from './pagedList';
import { sql } from './sql';

let t: TestDb;
beforeAll(async () => {
  t = await freshTestDb();
  await t.db.exec(`CREATE TABLE clips (id int PRIMARY KEY, owner int NOT NULL, title text NOT NULL, seconds int);
    INSERT INTO clips VALUES (1, 1, 'Denver launch', 30), (2, 1, 'Launch recap', NULL), (3, 1, 'Board update', 30),
                             (4, 2, 'Denver launch (other owner)', 10), (5, 1, 'denver office tour', 30);`);
});
afterAll(() => t?.dispose());

const clipsOf = (owner: number): ListQuery<'title' | 'seconds'> => ({
  columns: sql`c.id, c.title`,
  from: sql`clips c`,
  where: [sql`c.owner = ${owner}`],
  searchIn: sql`c.title`,
  orderBy: { title: 'lower(c.title)', seconds: 'c.seconds' },
  tieBreaker: 'c.id',
});
const ids = (row: { id: number }) => row.id;

describe('one paged list', () => {
  it('keeps to its bounds, sorts by the map, settles ties by the unique column and counts all matches', async () => {
    const page = await pagedList(t.db, clipsOf(1), { page: 1, pageSize: 2, sort: 'seconds', direction: 'desc' }, ids);
    // 30, 30, 30 tie and are settled by id (descending with the sort); NULL comes last.
    expect(page).toEqual({ items: [5, 3], total: 4, page: 1, pageSize: 2 });
    const next = await pagedList(t.db, clipsOf(1), { page: 2, pageSize: 2, sort: 'seconds', direction: 'desc' }, ids);
    expect(next.items).toEqual([1, 2]);
  });

  it('matches every word of the search anywhere in its text, ignoring case', async () => {
    const page = await pagedList(
      t.db,
      clipsOf(1),
      { page: 1, pageSize: 10, sort: 'title', direction: 'asc', search: ' LAUNCH  denver ' },
      ids,
    );
    expect(page).toMatchObject({ items: [1], total: 1 });
    const none = await pagedList(t.db, clipsOf(1), { page: 1, pageSize: 10, sort: 'title', direction: 'asc', search: "launch'; --" }, ids);
    expect(none).toMatchObject({ items: [], total: 0 });
  });

  it('still tells the total when the page asked for lies past the end', async () => {
    const page = await pagedList(t.db, clipsOf(1), { page: 9, pageSize: 2, sort: 'title', direction: 'asc' }, ids);
    expect(page).toEqual({ items: [], total: 4, page: 9, pageSize: 2 });
  });

  it('splits a search into lower-case words', () => {
    expect(searchWords('  Denver  CO ')).toEqual(['denver', 'co']);
    expect(searchWords(undefined)).toEqual([]);
  });
});
