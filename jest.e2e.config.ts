import type { Config } from 'jest';

/**
 * Specs that must run alone: dev-loop edits tracked files and runs webpack-dev-server, media
 * records 50 MiB of video in Chromium within 60 s, and program-loop renders two versions with
 * ffmpeg on every core (beside it, another spec's page waited 30 s for a button); they need the
 * CPU the other specs would share.
 * (a11y runs axe once per route template, not per page, in two halves that share the two
 * workers; chrome-update restamps the existing build instead of making one.)
 */
export const SERIAL_SPECS = ['dev-loop.spec.ts', 'media.spec.ts', 'program-loop.spec.ts'];

/**
 * `npm run test:e2e` (scripts/test-e2e.sh) runs the suite in two groups: E2E_GROUP=parallel, every
 * spec but SERIAL_SPECS in two workers (each spec has its own port, data dir and browser), then
 * E2E_GROUP=serial. Without E2E_GROUP every spec is selected, one at a time.
 */
const group = process.env.E2E_GROUP;
const serialPatterns = SERIAL_SPECS.map((spec) => `/e2e/${spec.replace(/\./g, '\\.')}$`);

/** Browser tests: real server, Debian's Chromium through playwright-core (see e2e/harness). */
const config: Config = {
  displayName: 'e2e',
  testEnvironment: 'node',
  roots: ['<rootDir>/e2e'],
  transform: { '^.+\\.(t|j)sx?$': '@swc/jest' },
  globalSetup: '<rootDir>/e2e/harness/globalSetup.ts',
  globalTeardown: '<rootDir>/e2e/harness/globalTeardown.ts',
  testTimeout: 120_000,
  maxWorkers: group === 'parallel' ? 2 : 1,
  // Needs PostgreSQL and nginx: its own step (jest.cluster.config.ts, npm run test:cluster).
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/e2e/cluster/', ...(group === 'parallel' ? serialPatterns : [])],
  ...(group === 'serial' ? { testMatch: SERIAL_SPECS.map((spec) => `**/e2e/${spec}`) } : {}),
};

export default config;
