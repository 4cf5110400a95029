import { makeSeededPglite, SEEDED_PGLITE_ENV } from './seededDb';

/** The server project's set-up: one seeded PGlite that every test file's app copies (seededDb.ts). */
export default async function globalSetup() {
  if (process.env.TEST_DATABASE_URL?.trim()) return;
  process.env[SEEDED_PGLITE_ENV] = await makeSeededPglite();
}
