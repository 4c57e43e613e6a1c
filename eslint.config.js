// @ts-check
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import checkFile from 'eslint-plugin-check-file';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Imports a layer may not make: the one-way rules of docs/architecture.md, said in words. */
const restricted = (names, message, extraPatterns = []) => ({
  'no-restricted-imports': [
    'error',
    { patterns: [...names.map((name) => ({ group: [name, `${name}/*`], message })), ...extraPatterns] },
  ],
});

// zod's classic API is far larger than zod/mini and would load on every signed-in route; the schemas use zod/mini.
const zodMiniOnly = {
  regex: '^zod(/v4|/v4/classic)?$',
  message: "Import { z } from 'zod/mini': the classic API weighs on every signed-in route.",
};

const uiForbidden = ['@causeway/app', '@causeway/api-client', 'jotai', 'react-router', 'ky', 'msw', '@tanstack/*'];
const uiPure = 'ui is pure: props in, callbacks out. State, routing and HTTP belong to packages/app.';

/*
 * The modules of packages/app, in three kinds (docs/architecture.md). A feature folder holds a
 * screen or a few with their queries, atoms and form maps; it uses the shared modules and never
 * another feature: what two features share moves to a shared module. Shared modules import no
 * feature. The composing layers (routes, shell, mock mode, prerender, main, the test kit) put
 * features together and may import any of them. Tests and stories may import anything.
 */
const appSrc = 'packages/app/src';
const appFeatures = [
  'account',
  'auth',
  'billing',
  'bulk-delete',
  'calendar',
  'content',
  'history',
  'public',
  'publishing',
  'queue',
  'social',
  'team-management',
];
const appShared = [
  'lib',
  'session',
  'teams',
  'scheduler',
  'social-accounts',
  'plans',
  'api.ts',
  'http.ts',
  'config.ts',
  'store.ts',
  'query-client.ts',
  'toasts.ts',
  'routes/paths.ts',
];
/** Each composing layer, with what in it is shared: the address table and the page-loading signals. */
const appComposing = {
  routes: ['paths.ts', 'page-shown.ts'],
  shell: [],
  'mock-mode': [],
  prerender: ['typed-before-takeover.ts'],
  test: [],
  'main.ts': [],
  'start-app.tsx': [],
  'AppFrame.tsx': [],
};
const inApp = (name) => `${appSrc}/${name}`;

const appZones = [
  ...appFeatures.map((feature) => ({
    target: inApp(feature),
    from: appFeatures.filter((other) => other !== feature).map(inApp),
    message: `A feature never imports another: move what ${feature} shares with it to a shared module.`,
  })),
  {
    target: appShared.map(inApp),
    from: appFeatures.map(inApp),
    message: 'A shared module imports no feature.',
  },
  ...Object.entries(appComposing).map(([layer, shared]) => ({
    target: [...appFeatures, ...appShared].map(inApp),
    from: inApp(layer),
    except: shared.map((file) => `./${file}`),
    message: 'Routes, the shell and the other composing layers import features, never the other way round.',
  })),
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-bench/**',
      '**/dist-real/**',
      'storybook-static/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      '**/mockServiceWorker.js',
      'scripts/*.d.mts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      // One program for every file, the root tsconfig's (the one the typecheck uses). Left to find
      // each file's nearest tsconfig, the type-aware rules would build a program per package and
      // check the ui and client sources again in each that imports them.
      parserOptions: { project: './tsconfig.json', tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  ...storybook.configs['flat/recommended'],

  // No import cycles: a loop between modules is a loop in the design. (The rule follows runtime
  // imports; type-only loops are harmless to load order but still kept out by hand.)
  {
    files: ['packages/*/src/**/*.{ts,tsx}', 'mocks/src/**/*.ts', 'e2e/**/*.ts', '.storybook/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },

  // Layer rules.
  {
    // Feature boundaries inside packages/app (appZones above).
    files: ['packages/app/src/**/*.{ts,tsx}'],
    ignores: ['packages/app/src/**/*.test.{ts,tsx}', 'packages/app/src/**/*.stories.tsx'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: appZones, basePath: import.meta.dirname }] },
  },
  {
    files: ['packages/ui/src/**'],
    rules: restricted([...uiForbidden, '@causeway/mocks'], uiPure),
  },
  {
    // Storybook may use anything (tests and Storybook → anything), but ui's stories need only the
    // seed's content as plain data, without a runtime: @causeway/mocks/fixtures is their one way in.
    files: ['packages/ui/src/**/*.stories.tsx'],
    rules: restricted(uiForbidden, uiPure, [
      {
        regex: '^@causeway/mocks(?!/fixtures$)(/.*)?$',
        message:
          'ui stories take the seed content from @causeway/mocks/fixtures; the mock backend is for packages/app.',
      },
    ]),
  },
  {
    files: ['packages/api-client/src/**'],
    // The mock backend depends on the client, so the client's own tests answer with msw directly;
    // tests that need the mock backend live in mocks/src (the contract test).
    rules: restricted(
      ['react', 'react-dom', '@causeway/ui', '@causeway/app', '@causeway/mocks', 'jotai', 'react-router'],
      'api-client is the HTTP contract and has no React or app state.',
      [zodMiniOnly],
    ),
  },
  {
    // The app reaches the mock backend only from mock mode (chunks a real-mode build never loads);
    // its tests and stories may use it (tests → anything).
    files: ['packages/app/src/**'],
    ignores: [
      'packages/app/src/mock-mode/**',
      'packages/app/src/test/**',
      'packages/app/src/**/*.test.{ts,tsx}',
      'packages/app/src/**/*.stories.tsx',
    ],
    rules: restricted(
      ['@causeway/mocks'],
      'Only app/src/mock-mode may load the mock backend: real mode never ships it.',
      [zodMiniOnly],
    ),
  },
  {
    files: ['mocks/src/**'],
    ignores: ['mocks/src/**/*.test.ts'],
    rules: restricted(
      ['@causeway/app', '@causeway/ui', 'jotai', 'react-router'],
      'mocks depend only on api-client schemas.',
      [zodMiniOnly],
    ),
  },

  // File names: components PascalCase, everything else kebab-case.
  {
    files: ['packages/*/src/**/*.tsx', 'mocks/src/**/*.tsx'],
    ignores: ['packages/app/src/start-app.tsx'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.tsx': 'PASCAL_CASE' },
        { ignoreMiddleExtensions: true },
      ],
    },
  },
  {
    files: [
      'packages/*/src/**/*.ts',
      'packages/app/build/**/*.ts',
      'mocks/src/**/*.ts',
      'scripts/**/*.ts',
      'e2e/**/*.ts',
    ],
    ignores: ['**/*.css.ts'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': ['error', { '**/*.ts': 'KEBAB_CASE' }, { ignoreMiddleExtensions: true }],
    },
  },
  {
    // Styles sit beside their component (Button.css.ts) or are theme files (contract.css.ts).
    files: ['packages/*/src/**/*.css.ts'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.css.ts': '@(*([A-Z]*([a-z0-9]))|+([a-z])*([a-z0-9])*(-+([a-z0-9])))' },
        { ignoreMiddleExtensions: true },
      ],
    },
  },
);
