const fs = require('node:fs');
const path = require('node:path');
const js = require('@eslint/js');
const tseslint = require('typescript-eslint');
const importPlugin = require('eslint-plugin-import');
const reactHooks = require('eslint-plugin-react-hooks');
const globals = require('globals');
const { defineConfig } = require('eslint/config');

/**
 * Every folder of src/features is a feature with its own lint zone: it imports another only
 * through that one's index.ts (docs/conventions.md §9). A new folder gets its zone by existing.
 */
const FEATURES = fs
  .readdirSync(path.join(__dirname, 'src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => `./src/features/${entry.name}`);
/** Shared layers below the features: contract ← config, platform, api, i18n, ui ← features ← app. */
const SHARED_LAYERS = ['api', 'platform', 'config', 'i18n', 'ui'].map((folder) => `./src/${folder}`);

const featureZones = FEATURES.map((feature) => ({
  target: feature,
  from: FEATURES.filter((other) => other !== feature),
  except: ['./index.ts'],
  message: 'Import another feature through its index only (docs/conventions.md §9).',
}));

/** What in server/ is not a feature: the kit and database below, the registration and web layer above, the tests' helpers. */
const SERVER_NOT_FEATURES = new Set(['kit', 'db', 'routes', 'web', 'testing', 'tests']);
/** The server's feature folders: each holds its routes, its logic, its SQL and its tests. A new folder is one by existing. */
const SERVER_FEATURES = fs
  .readdirSync(path.join(__dirname, 'server'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !SERVER_NOT_FEATURES.has(entry.name))
  .map((entry) => `./server/${entry.name}`);
/** The shared service kit at the bottom: the wire envelope and paging, the database port and its SQL helpers, errors, the clock. */
const SERVER_KIT = [
  './server/kit',
  './server/db/port.ts',
  './server/db/sql.ts',
  './server/db/pagedList.ts',
  './server/errors.ts',
  './server/clock.ts',
  './server/version.ts',
];
/** The top: the registration of every route and the start of the process. */
const SERVER_TOP = ['./server/routes', './server/app.ts', './server/main.ts'];

const serverZones = [
  {
    target: SERVER_KIT,
    from: [...SERVER_FEATURES, ...SERVER_TOP, './server/web'],
    message: 'The service kit is the bottom layer: it imports no feature, route or web module (docs/architecture.md, Server).',
  },
  {
    target: SERVER_FEATURES,
    from: SERVER_TOP,
    message: 'Features never import the registration (server/routes, app.ts, main.ts); it imports them (docs/architecture.md, Server).',
  },
];

const boundaryZones = [
  { target: './contract', from: ['./src', './server'], message: 'contract/ holds shared types only.' },
  { target: './src', from: './server', message: 'The SPA talks to the server over HTTP only.' },
  { target: './server', from: './src', message: 'The server does not import the SPA.' },
  {
    target: SHARED_LAYERS,
    from: ['./src/app', './src/features'],
    message: 'Shared layers do not import features (docs/architecture.md: contract ← api ← features ← app).',
  },
  { target: './src/features', from: './src/app', message: 'Features never import src/app.' },
];

module.exports = defineConfig(
  { ignores: ['dist/', 'node_modules/', 'data/', 'coverage/', 'bench/results/', 'build/'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { import: importPlugin, 'react-hooks': reactHooks },
    languageOptions: {
      ecmaVersion: 'latest',
      sourceType: 'module',
      parserOptions: { ecmaFeatures: { jsx: true } },
      globals: { ...globals.browser, ...globals.node, ...globals.jest, ...globals.es2022 },
    },
    settings: {
      // As the plugin's TypeScript preset, with our resolver and parser lists.
      ...importPlugin.flatConfigs.typescript.settings,
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json'] } },
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
      'import/no-restricted-paths': ['error', { zones: [...boundaryZones, ...featureZones, ...serverZones] }],
    },
  },
  {
    // The SPA and the contract files it loads take only types from the TypeBox schemas: a value
    // import would put TypeBox (~10 KB gzip) into the /login bundle. Forms are the exception:
    // they check their request with its schema (src/ui/form), and load only with lazy pages.
    files: ['src/**/*.{ts,tsx}', 'contract/*.ts', 'contract/kit/*.ts'],
    ignores: ['src/ui/form/**', 'src/**/*{Form,Page,Dialog}.tsx', 'src/**/*{Form,Page,Dialog}.test.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@sinclair/typebox',
                '@sinclair/typebox/*',
                '**/contract/schemas',
                '**/contract/schemas/*',
                './schemas/*',
                '../schemas/*',
                // The call descriptions hold the schemas: the SPA takes their types (contract/kit/callRef.ts).
                '**/contract/calls',
                '**/contract/calls/*',
                '../calls',
                '../calls/*',
              ],
              allowTypeImports: true,
              message: 'Wire schemas are server-side values; import their types only (import type / export type).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{js,cjs}'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['server/**', 'scripts/**', 'bench/**', 'e2e/**', 'scenarios/**'],
    rules: { 'no-console': 'off' },
  },
);
