// `npm run scenarios`: replays every scenarios/*.json against the real session sagas on a fake
// clock, prints each timeline, and exits non-zero with the differences when one fails.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { formatReport, runScenario } from './engine/runScenario';

async function main() {
  const only = process.argv.slice(2);
  const files = readdirSync(__dirname)
    .filter((name) => name.endsWith('.json'))
    .filter((name) => only.length === 0 || only.some((pattern) => name.includes(pattern)))
    .sort();
  let failed = 0;
  for (const file of files) {
    const report = await runScenario(path.join(__dirname, file));
    console.log(`${formatReport(report)}\n`);
    if (report.failures.length > 0) failed += 1;
  }
  console.log(`${files.length - failed} of ${files.length} scenarios passed`);
  if (failed > 0) process.exitCode = 1;
}

void main();
