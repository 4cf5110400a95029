import { prepareSuite } from './globalSetup';
import { COMPILED_SERVER_ENV } from './server';

/**
 * The cluster's servers share a PostgreSQL database: no seeded PGlite data dir to copy. They keep
 * starting from the TypeScript sources until the cluster test has run on the compiled server.
 */
export default async function clusterSetup() {
  await prepareSuite({ seeded: false });
  delete process.env[COMPILED_SERVER_ENV];
}
