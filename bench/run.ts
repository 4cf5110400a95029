// `npm run bench`: the bundle, page and API benches in one go, on one production build, with a
// markdown summary in bench/results/latest.md for the README (bench/results/example.md is a
// committed copy of a real run).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apiMarkdown, runApiBench } from './api';
import { bundleMarkdown, runBundleBench } from './bundle';
import { ROOT, compileGraph } from './lib/compile';
import { pageMarkdown, runPageBench } from './page';
import { runStartBench, startMarkdown } from './start';

const RESULTS = path.join(ROOT, 'bench/results/latest.md');

function header(started: Date): string {
  const cpu = os.cpus()[0]?.model.trim() ?? 'unknown CPU';
  return [
    '# Takeflow benchmarks',
    '',
    `Run ${started.toISOString()} on ${os.availableParallelism()} vCPUs (${cpu}), ${Math.round(os.totalmem() / 2 ** 30)} GiB RAM, Node ${process.version}, ${os.type()} ${os.release()}; load average at start ${os
      .loadavg()
      .map((load) => load.toFixed(1))
      .join(' / ')} (1 / 5 / 15 min: anything else running skews the figures).`,
    'Reproduce with `npm run bench` (or `bench:bundle`, `bench:page`, `bench:start`, `bench:api`; the CI gate is `bench:budget`).',
  ].join('\n');
}

async function main(): Promise<void> {
  const started = new Date();
  const staticDir = mkdtempSync(path.join(os.tmpdir(), 'takeflow-bench-dist-'));
  const sections: string[] = [header(started)];
  let failed = false;
  try {
    console.info('Building the web app (production)…');
    const graph = await compileGraph({}, staticDir);
    console.info('Bundle bench…');
    const bundle = await runBundleBench({ staticDir, graph });
    failed ||= !bundle.agrees || bundle.verdicts.some((verdict) => !verdict.ok);
    sections.push('## Bundle (`npm run bench:bundle`)', bundleMarkdown(bundle));
    console.info('Page bench (Lighthouse)…');
    sections.push('## Page (`npm run bench:page`)', pageMarkdown(await runPageBench(staticDir)));
  } finally {
    rmSync(staticDir, { recursive: true, force: true });
  }
  console.info('Start bench (npm start until /login answers)…');
  sections.push('## Start (`npm run bench:start`)', startMarkdown(await runStartBench()));
  console.info('API bench…');
  sections.push('## API (`npm run bench:api`)', apiMarkdown(await runApiBench()));
  sections.push(`_Total bench time: ${((Date.now() - started.getTime()) / 60_000).toFixed(1)} min._`);
  const markdown = `${sections.join('\n\n')}\n`;
  mkdirSync(path.dirname(RESULTS), { recursive: true });
  writeFileSync(RESULTS, markdown);
  console.log(`\n${markdown}`);
  console.info(`Written to ${path.relative(ROOT, RESULTS)}`);
  if (failed) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
