/**
 * @jest-environment node
 *
 * The scenarios run here exactly as `npm run scenarios` runs them: in Node, without jsdom, so a
 * saga reaching for a browser global outside its deps fails here too. CI runs only this copy.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { formatReport, runScenario } from './engine/runScenario';

const files = readdirSync(__dirname)
  .filter((name) => name.endsWith('.json'))
  .sort();

test('there are scenarios to replay', () => {
  expect(files.length).toBeGreaterThan(0);
});

test.each(files)('%s', async (file) => {
  const report = await runScenario(path.join(__dirname, file));
  if (report.failures.length > 0) throw new Error(`\n${formatReport(report)}`);
});
