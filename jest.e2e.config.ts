import type { Config } from 'jest';

/** Browser tests: real server, Debian's Chromium through playwright-core (see e2e/harness). */
const config: Config = {
  displayName: 'e2e',
  testEnvironment: 'node',
  roots: ['<rootDir>/e2e'],
  transform: { '^.+\\.(t|j)sx?$': '@swc/jest' },
  globalSetup: '<rootDir>/e2e/harness/globalSetup.ts',
  globalTeardown: '<rootDir>/e2e/harness/globalTeardown.ts',
  testTimeout: 120_000,
  maxWorkers: 1,
  // Needs PostgreSQL and nginx: its own step (jest.cluster.config.ts, npm run test:cluster).
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/e2e/cluster/'],
};

export default config;
