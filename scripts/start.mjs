// `npm start`: build what changed since the last successful build (scripts/build.mjs), then run
// the compiled server in this very process. package.json starts this file with `exec`, so the
// shell npm runs scripts in gives its place to node: npm's direct child is the server. A Ctrl+C,
// or a SIGINT or SIGTERM to npm alone (npm passes those two on), reaches it, it stops cleanly
// (server/main.ts) and npm exits with its code, 0. An npm killed outright is noticed by
// parentWatch.mjs.
import { createRequire, enableCompileCache } from 'node:module';
import path from 'node:path';
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
// V8 keeps the compiled code of the server and its packages between starts: the application is
// ready sooner after the page has answered (server/web/firstAnswers.ts). A new build invalidates
// what changed by itself (the cache is keyed by each file's content).
enableCompileCache(path.join(path.dirname(PARTS.server.output), '..', '..', 'compile-cache'));
createRequire(import.meta.url)(PARTS.server.output);
