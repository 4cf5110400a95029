import type { Config } from 'jest';
import e2e from './jest.e2e.config';

/** Two servers on one PostgreSQL behind nginx (e2e/cluster); `.ci/run` runs it as its own step. */
const config: Config = { ...e2e, displayName: 'cluster', roots: ['<rootDir>/e2e/cluster'], testPathIgnorePatterns: [] };

export default config;
