import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import globals from 'globals';
import { readdirSync } from 'node:fs';

// Web import direction: app → features → components, lib, api. A feature imports no other
// feature; an admin sub-feature (features/admin/<part>) may import features/admin/shell.
const WEB_SRC = 'apps/web/src';
const subfolders = (dir) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const webImports = (...patterns) => [
  'error',
  {
    patterns: [
      { group: ['@rental/api*', 'node:*'] },
      { regex: '^\\.\\./\\.\\./', message: 'Use the @/ alias instead of climbing folders.' },
      ...patterns,
    ],
  },
];
const onlyFeature = (own, message) => ({ regex: `^@/features/(?!${own}/)`, message });
const NO_APP = { regex: '^@/app/', message: 'Only app/ imports app/ (app → features → lib).' };
const webFeatureBlocks = subfolders(`${WEB_SRC}/features`).flatMap((feature) =>
  feature === 'admin'
    ? subfolders(`${WEB_SRC}/features/admin`).map((part) => ({
        files: [`${WEB_SRC}/features/admin/${part}/**`],
        rules: {
          'no-restricted-imports': webImports(
            NO_APP,
            onlyFeature(
              part === 'shell' ? 'admin/shell' : `admin/(?:${part}|shell)`,
              'An admin part imports only itself and features/admin/shell.',
            ),
          ),
        },
      }))
    : [
        {
          files: [`${WEB_SRC}/features/${feature}/**`],
          rules: {
            'no-restricted-imports': webImports(
              NO_APP,
              onlyFeature(feature, 'Features do not import each other; compose them in app/.'),
            ),
          },
        },
      ],
);

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/coverage/**',
      'data/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // shared holds pure rules only: no I/O, no framework.
    files: ['packages/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['node:*', 'fastify*', 'react*', 'kysely', '@rental/api*', '@rental/web*'] },
      ],
    },
  },
  // API layering (docs/decisions/009-api-layering.md): routes -> service -> repository inside a
  // module. Between modules, cycles and imports past a module's public entry are checked by
  // apps/api/scripts/check-imports.ts (npm run lint runs both).
  {
    files: ['apps/api/src/modules/**/*.repository.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.(?!\\./\\.\\./db/)',
              message:
                'A repository imports only the database layer (src/db), no service or route.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/api/src/modules/**/*.routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '\\.repository$',
              message: 'Routes call the service; SQL stays behind it.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/api/src/modules/**/*.ts'],
    ignores: ['**/*.repository.ts', '**/*.routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '\\.routes$',
              message: 'A service does not import routes; routes call the service.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'react-refresh': reactRefresh },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-refresh/only-export-components': ['warn', { allowConstantExport: true }],
      'no-restricted-imports': webImports(),
      // The web app's settings are read in one place, lib/env.ts, and imported from there.
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.type='MetaProperty'][property.name='env']",
          message: 'Read settings from @/lib/env, the one place that reads import.meta.env.',
        },
      ],
    },
  },
  {
    files: [`${WEB_SRC}/lib/env.ts`],
    rules: { 'no-restricted-syntax': 'off' },
  },
  ...webFeatureBlocks,
  {
    // Shared UI, reads and helpers sit below the features: they import no feature or screen.
    files: [`${WEB_SRC}/{components,lib,api}/**`],
    rules: {
      'no-restricted-imports': webImports(NO_APP, {
        regex: '^@/features/',
        message: 'components/, lib/ and api/ import no feature (app → features → lib).',
      }),
    },
  },
  {
    // The build configuration runs in Node, not in the browser.
    files: ['apps/web/vite.config.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['@rental/api*'] }] },
  },
);
