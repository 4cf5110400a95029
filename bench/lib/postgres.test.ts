import { parseExports } from './postgres';

describe('parseExports', () => {
  it('reads the export lines scripts/pg-throwaway.sh prints for eval, quoted or not', () => {
    const printed = "export TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5433/postgres\nexport PG_TMPDIR='/tmp/takeflow-pg.x1'\nnoise\n";
    expect(parseExports(printed)).toEqual({
      TEST_DATABASE_URL: 'postgres://postgres@127.0.0.1:5433/postgres',
      PG_TMPDIR: '/tmp/takeflow-pg.x1',
    });
  });
});
