import type { Config } from 'jest';

const swc: Config['transform'] = { '^.+\\.(t|j)sx?$': '@swc/jest' };

const config: Config = {
  projects: [
    {
      displayName: 'client',
      testEnvironment: 'jsdom',
      roots: ['<rootDir>/src', '<rootDir>/scenarios'],
      transform: swc,
      setupFiles: ['<rootDir>/src/testing/polyfills.ts'],
      setupFilesAfterEnv: ['<rootDir>/src/testing/setupTests.ts'],
      moduleNameMapper: { '\\.(css|svg|png)$': '<rootDir>/src/testing/fileStub.ts' },
    },
    {
      displayName: 'server',
      testEnvironment: 'node',
      roots: ['<rootDir>/server', '<rootDir>/bench', '<rootDir>/scripts'],
      transform: swc,
      // One migrated and seeded PGlite per run, copied by every test file's app.
      globalSetup: '<rootDir>/server/testing/globalSetup.ts',
      globalTeardown: '<rootDir>/server/testing/globalTeardown.ts',
      // These ship ES modules only; Jest's CommonJS runtime needs them compiled.
      transformIgnorePatterns: [
        '/node_modules/(?!(jose|content-disposition|cookie|openid-client|oauth4webapi|pg-boss|serialize-error|non-error|rrule-temporal)/)',
      ],
    },
  ],
};

export default config;
