import type { Config } from 'jest';

/**
 * Two servers on one PostgreSQL behind nginx (e2e/cluster); `.ci/run` runs it as its own step.
 * The settings of jest.e2e.config.ts, with this one folder as its root and no seeded PGlite data dir.
 */
const config: Config = {
  displayName: 'cluster',
  testEnvironment: 'node',
  roots: ['<rootDir>/e2e/cluster'],
  transform: { '^.+\\.(t|j)sx?$': '@swc/jest' },
  globalSetup: '<rootDir>/e2e/harness/clusterSetup.ts',
  testTimeout: 120_000,
  maxWorkers: 1,
};

export default config;
