import { join, raw, sql } from './sql';

describe('the sql tag', () => {
  it('numbers its own placeholders, in order', () => {
    const statement = sql`SELECT * FROM users WHERE id = ${7} AND name = ${'Ann'}`;
    expect(statement.text).toBe('SELECT * FROM users WHERE id = $1 AND name = $2');
    expect(statement.values).toEqual([7, 'Ann']);
  });

  it('splices a fragment in and renumbers its placeholders after the ones before it', () => {
    const scope = sql`customer_id = ${3} AND owner_id = ${9}`;
    const statement = sql`SELECT 1 FROM t WHERE a = ${'x'} AND ${scope} LIMIT ${10}`;
    expect(statement.text).toBe('SELECT 1 FROM t WHERE a = $1 AND customer_id = $2 AND owner_id = $3 LIMIT $4');
    expect(statement.values).toEqual(['x', 3, 9, 10]);
  });

  it('keeps request text a value, even when it looks like SQL', () => {
    const statement = sql`SELECT 1 WHERE name = ${"'; DROP TABLE users; --"}`;
    expect(statement.text).toBe('SELECT 1 WHERE name = $1');
  });

  it('joins fragments, and puts raw text in as text', () => {
    const joined = join([sql`a = ${1}`, sql`b = ${2}`, raw('c IS NULL')], ' AND ');
    expect(sql`WHERE ${joined} ORDER BY ${raw('lower(p.title)')} DESC`.text).toBe(
      'WHERE a = $1 AND b = $2 AND c IS NULL ORDER BY lower(p.title) DESC',
    );
    expect(join([], ' AND ').text).toBe('');
  });
});
