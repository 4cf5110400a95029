import { execFileSync } from 'node:child_process';
import path from 'node:path';

/** One trip into PGlite per statement, with node-postgres's answers unchanged (pglitePipeline.cjs). */
test('each statement reaches PGlite as one batch, and an error stays with its own statement', () => {
  const probe = path.join(__dirname, '../testing/pglitePipelineProbe.cjs');
  const steps = JSON.parse(execFileSync(process.execPath, [probe], { encoding: 'utf8', timeout: 60_000 })) as unknown;
  expect(steps).toEqual([
    { rows: [{ n: 2 }], trips: ['PBDES'] }, // first use: parsed, then bound and run
    { rows: [{ n: 42 }], trips: ['BDES'] }, // the plan is reused
    { error: '22012', trips: ['PBDES'] },
    { rows: [{ n: 1 }], trips: ['BDES'] }, // the session goes on after the error
    { rows: [{ n: 7 }], trips: ['Q'] }, // a simple query goes as it is
  ]);
});
