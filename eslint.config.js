import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

// Import boundaries (docs/decisions/009-import-boundaries.md), after bulletproof-react's
// `import/no-restricted-paths` zones. Features are read from the folders, so a new feature
// folder is covered without editing this file.
const root = import.meta.dirname;
const folders = (dir) =>
  fs
    .readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

const web = 'apps/web/src';
const webFeatures = folders(`${web}/features`);
const webZones = [
  {
    target: `${web}/shared`,
    from: [`${web}/features`, `${web}/app`],
    message:
      'Web imports flow shared -> features -> app: shared/ imports neither features/ nor app/.',
  },
  {
    target: `${web}/features`,
    from: `${web}/app`,
    message: 'Web imports flow shared -> features -> app: features/ never imports app/.',
  },
  ...webFeatures.map((name) => ({
    target: `${web}/features/${name}`,
    from: `${web}/features`,
    except: [`./${name}`],
    message: `A web feature never imports another feature: move what features/${name} needs to shared/, or compose the two in app/.`,
  })),
  {
    // Everything but src/test itself, *.test.ts(x) and *.test-support.ts(x).
    target: [
      `${web}/!(test)/**/!(*.test|*.test-support).{ts,tsx}`,
      `${web}/!(*.test|*.test-support).{ts,tsx}`,
    ],
    from: `${web}/test`,
    message:
      'Product code never imports src/test: only *.test.ts(x) and *.test-support.ts(x) files may.',
  },
];

const server = 'apps/server/src';
const serverFeatures = folders(`${server}/features`);
const serverInfrastructure = ['db', 'integrations', 'http', 'lib', 'config.ts', 'errors.ts'];
const featureIndex = (name) => `./${name}/index.ts`;
const serverZones = [
  {
    target: serverInfrastructure.map((entry) => `${server}/${entry}`),
    from: `${server}/features`,
    message:
      'Shared server infrastructure (db, integrations, http, lib, config, errors) never imports features/.',
  },
  ...serverFeatures.map((name) => ({
    target: `${server}/features/${name}`,
    from: `${server}/features`,
    except: [`./${name}`, ...serverFeatures.filter((other) => other !== name).map(featureIndex)],
    message: `features/${name} may import another feature only through its index ('../other'), never its internals.`,
  })),
  {
    // The composition root (app.ts, main.ts), the other files beside it and the test harness.
    target: [
      ...fs
        .readdirSync(path.join(root, server))
        .filter((entry) => entry !== 'features' && !serverInfrastructure.includes(entry))
        .map((entry) => `${server}/${entry}`),
      'apps/server/test',
    ],
    from: `${server}/features`,
    except: serverFeatures.map(featureIndex),
    message: "Outside features/, import a feature only through its index ('./features/name').",
  },
];

const workspaces = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).workspaces;
const packageZones = [
  {
    target: 'packages/core',
    from: workspaces.filter((dir) => dir !== 'packages/core' && !dir.startsWith('apps/')),
    message: '@moodtape/core imports no other workspace package.',
  },
  {
    target: 'packages',
    from: 'apps',
    message: 'Nothing in packages/ imports apps/.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'apps/server/drizzle/**',
      'test-results/**',
      'playwright-report/**',
      'e2e/.artifacts/**',
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
      eqeqeq: ['error', 'smart'],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Classic zod does not tree-shake: one import of it brings all of it (about 90 KB) into
    // the page. The web and the core schemas it loads use zod/mini (docs/decisions/018).
    files: ['apps/web/**/*.{ts,tsx}', 'packages/core/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^zod(/v3|/v4|/v4/classic)?$',
              message: 'The web and @moodtape/core use zod/mini (docs/decisions/018).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    // Browser and scripts print their figures and progress on purpose.
    files: ['scripts/**', 'e2e/**', '**/bench/**', '.ci/**'],
    rules: { 'no-console': 'off' },
  },
  {
    // Imports are resolved as TypeScript does: '../vibes' -> vibes/index.ts, '@moodtape/core'
    // -> packages/core/src/index.ts (through the workspace link). An import that does not
    // resolve escapes the zones; typecheck refuses it.
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.jsx', '.mjs', '.cjs'],
      'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
      'import-x/resolver-next': [createTypeScriptImportResolver()],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: root, zones: [...webZones, ...serverZones, ...packageZones] },
      ],
    },
  },
  {
    // Cycles among our own sources only: following imports into node_modules cost about 7 s
    // of CPU per run, and no cycle can come back from there (workspace packages resolve to
    // their sources, which are followed).
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.{ts,tsx}'],
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  prettier,
);
