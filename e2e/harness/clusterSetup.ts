import { prepareSuite } from './globalSetup';

/** The cluster's servers share a PostgreSQL database: no seeded PGlite data dir to copy. */
export default async function clusterSetup() {
  await prepareSuite({ seeded: false });
}
