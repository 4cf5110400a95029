// `npm start`: build what changed since the last successful build (scripts/build.mjs), then run
// the compiled server in this very process: one Ctrl+C or one SIGTERM to the process group reaches
// it directly, and a SIGTERM to npm alone is noticed by parentWatch.mjs. The server stops cleanly
// (server/main.ts) whichever way.
import { createRequire } from 'node:module';
import { build, PARTS, staleParts } from './build.mjs';
import { stopWhenNpmExits } from './parentWatch.mjs';

const stale = staleParts();
if (stale.length > 0) {
  console.log(`Building (${stale.join(', ')}) — sources changed since the last build…`);
  const started = Date.now();
  if (!(await build(stale, { quiet: true }))) process.exit(1);
  console.log(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

stopWhenNpmExits();
createRequire(import.meta.url)(PARTS.server.output);
