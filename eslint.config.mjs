import js from '@eslint/js';
import nx from '@nx/eslint-plugin';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import framehouse from './tools/eslint/module-ownership.js';

// The arrows go one way: apps → libs, sdk → domain, storage → domain, config → storage, player-ui → domain,
// domain → nothing.
const DEP_CONSTRAINTS = [
  { sourceTag: 'scope:domain', onlyDependOnLibsWithTags: [] },
  { sourceTag: 'scope:sdk', onlyDependOnLibsWithTags: ['scope:domain'] },
  { sourceTag: 'scope:storage', onlyDependOnLibsWithTags: ['scope:domain'] },
  { sourceTag: 'scope:config', onlyDependOnLibsWithTags: ['scope:storage'] },
  { sourceTag: 'scope:api', onlyDependOnLibsWithTags: ['scope:domain', 'scope:storage', 'scope:config'] },
  { sourceTag: 'scope:worker', onlyDependOnLibsWithTags: ['scope:domain', 'scope:storage', 'scope:config'] },
  { sourceTag: 'scope:player-ui', onlyDependOnLibsWithTags: ['scope:domain'] },
  { sourceTag: 'scope:admin', onlyDependOnLibsWithTags: ['scope:domain', 'scope:sdk', 'scope:player-ui'] },
  { sourceTag: 'scope:player', onlyDependOnLibsWithTags: ['scope:domain', 'scope:player-ui'] },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      'libs/sdk/src/generated/**',
      '.data/**',
      '.nx/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { '@nx': nx },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@nx/enforce-module-boundaries': [
        'error',
        {
          allow: [],
          depConstraints: DEP_CONSTRAINTS,
        },
      ],
    },
  },
  {
    files: ['apps/admin/**/*.{ts,tsx}', 'apps/player/**/*.{ts,tsx}', 'libs/player-ui/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // The admin reaches the API one way per screen: react-admin's data provider for its lists and forms,
    // the area's data module (`<area>/<area>-data.ts`) for everything else. Only those modules hold the
    // SDK client and the GraphQL documents (docs/decisions.md, "The admin: one folder and one data path
    // per area"); the syntax rule also catches `sdk.` calls on a client a data module passed on.
    files: ['apps/admin/src/**/*.{ts,tsx}'],
    ignores: ['apps/admin/src/*/*-data.ts', 'apps/admin/src/sdk.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\./|(\\.\\./)+)sdk$',
              message: "Call the API through your area's data module (<area>/<area>-data.ts).",
            },
            {
              group: ['@framehouse/sdk'],
              importNamePattern: '^(createFramehouseClient|\\w+Document)$',
              message:
                "The SDK's client and documents belong in the areas' data modules (<area>/<area>-data.ts).",
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='sdk']",
          message: "Call the API through your area's data module (<area>/<area>-data.ts).",
        },
      ],
    },
  },
  {
    // An API module's tables are its own services' (docs/decisions.md, "API module ownership (issue 13)");
    // database/ lists every entity for the data source, and its migrations are the schema's history.
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/database/**'],
    plugins: { framehouse },
    rules: { 'framehouse/module-ownership': 'error' },
  },
  {
    // Integration tests start the loopback fakes of internet services that live in tools/fakes, and the
    // S3-protocol server the storage library's own tests use (its testing/ folder is not part of the
    // package's exports, since only tests may start it).
    files: ['apps/api/test/**/*.ts'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          allow: ['../../../../tools/fakes/*', '../../../../libs/storage/src/testing/*'],
          depConstraints: DEP_CONSTRAINTS,
        },
      ],
    },
  },
  {
    // The transcoder's integration tests run the real pipeline against the same S3-protocol server (the
    // storage library's testing/ folder, not part of its exports since only tests may start it).
    files: ['apps/transcoder/test/**/*.ts'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          allow: ['../../../libs/storage/src/testing/*'],
          depConstraints: DEP_CONSTRAINTS,
        },
      ],
    },
  },
  prettier,
);
