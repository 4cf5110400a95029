// `npm run admin -- <command>`: compiles the server when its sources changed, then runs the
// operator commands of server/admin/cli.ts (`npm run admin -- help` lists them).
import { createRequire } from 'node:module';
import path from 'node:path';
import { build, PARTS, staleParts } from './build.mjs';

if (staleParts().includes('server') && !(await build(['server']))) process.exit(1);
createRequire(import.meta.url)(path.join(path.dirname(PARTS.server.output), 'admin', 'cli.js'));
