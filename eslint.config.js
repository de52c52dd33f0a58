import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importPlugin from 'eslint-plugin-import';
import checkFile from 'eslint-plugin-check-file';
import { contractResourceExports } from './scripts/resource-names.mjs';

/**
 * Specific content types, which generic code must never name: the definitions the contract exports, read from its
 * list (scripts/resource-names.mjs), so a new type is in the rule without a line here.
 */
const resourceNames = contractResourceExports();

/** The server's code, but for src/web/ (which mounts the web build), imports nothing of the web app. */
const serverNotWeb = {
  group: ['**/web/app/**', '@nagar/web', 'react', 'react-dom*'],
  message: 'The server does not import the web app (only src/web/ mounts its build).',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/build/**',
      // The compiled server (scripts/compile-server.ts).
      '**/dist/**',
      'apps/server/drizzle/**',
      '.scratch/**',
      '**/.react-router/**',
      'e2e/artifacts/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  // Type-aware: the rules read the TypeScript types (one program for the repo, from tsconfig.json).
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        // The Vite helpers' test is outside tsconfig.json (only what vite.config.ts imports is in it).
        projectService: { allowDefaultProject: ['apps/web/vite/*.test.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
  },
  // Plain JavaScript files are outside tsconfig.json: linted without types.
  { files: ['**/*.{js,mjs,cjs}'], ...tseslint.configs.disableTypeChecked },
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      // A switch over a union names every member (or has a default), so a new status or kind is not missed.
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
      // Fastify plugins and handlers are async by contract (Fastify awaits them; a plain function would have
      // to call done() or reply.send()), so an async function without an await is intended here.
      '@typescript-eslint/require-await': 'off',
      // React Router's loaders and actions throw redirect() and data() answers: that is how they stop early.
      '@typescript-eslint/only-throw-error': [
        'error',
        {
          allow: [
            { from: 'lib', name: 'Response' },
            { from: 'package', package: 'react-router', name: 'DataWithResponseInit' },
          ],
        },
      ],
    },
  },
  // Tests read answers typed `any` (inject()'s and fetch's json(), page.evaluate) and state the shape they
  // expect with `as`: the any-safety rules and the "assert through the type argument" nit would only add noise.
  {
    files: [
      '**/*.test.ts',
      'e2e/**/*.ts',
      'bench/**/*.ts',
      'apps/server/src/test/**/*.ts',
      'apps/server/src/resources/resource-suite.ts',
      'apps/server/src/resources/department-document-suite.ts',
    ],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unnecessary-type-assertion': 'off',
    },
  },
  // No import cycles between our modules (packages are followed through their workspace links). A test file is
  // imported by no module, so no cycle can pass through it: it is not walked from there (about a fifth of ESLint's
  // time went to this rule, half of it on the test files).
  {
    files: ['**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    plugins: { import: importPlugin },
    settings: {
      'import/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import/ignore': ['node_modules'],
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
    },
    rules: { 'import/no-cycle': ['error', { ignoreExternal: true }] },
  },
  // File names are kebab-case (suffixes such as .test and .server after the first dot are free).
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': ['error', { '**/*.{ts,tsx,js,mjs}': 'KEBAB_CASE' }, { ignoreMiddleExtensions: true }],
    },
  },
  {
    languageOptions: {
      globals: {
        console: 'readonly',
        process: 'readonly',
        Buffer: 'readonly',
        URL: 'readonly',
        window: 'readonly',
        document: 'readonly',
        sessionStorage: 'readonly',
        fetch: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  // Import direction: the contract depends on nothing of ours; the apps never import each other.
  {
    files: ['packages/contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '**/apps/**',
                '@nagar/server',
                '@nagar/web',
                '@nagar/demo*',
                'react',
                'react-*',
                'drizzle-orm*',
                'fastify*',
                'pg',
                '@electric-sql/*',
              ],
              message: 'The contract package holds schemas and texts only: it imports no app, ORM or React.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/server/**', '@nagar/server', '@nagar/demo*', 'drizzle-orm*', 'fastify*', 'pg'],
              message: 'The web app talks to the server through the contract (load context, /api), never by importing it.',
            },
          ],
          paths: [
            {
              name: 'react-i18next',
              importNames: ['useTranslation'],
              message: "app/i18n/use-translation.ts: react-i18next's own copies the i18n instance for every component it renders.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/web/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [serverNotWeb],
        },
      ],
    },
  },
  // The demo content is the start path's (main.ts → start/): the server's runtime never loads it. Tests and
  // the fuzz harness may use its documents.
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: [
      'apps/server/src/web/**',
      'apps/server/src/main.ts',
      'apps/server/src/start/**',
      'apps/server/src/test/**',
      'apps/server/src/fuzz/**',
      '**/*.test.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            serverNotWeb,
            {
              group: ['@nagar/demo', '@nagar/demo/*', '**/start/**'],
              message: 'The server runtime does not load the demo content or the start path (main.ts and start/ do).',
            },
          ],
        },
      ],
    },
  },
  // Generic code never names a specific content type.
  {
    files: [
      'apps/server/src/resources/{service,routes,input,binding}.ts',
      'apps/server/src/cache/**/*.ts',
      'apps/server/src/files/**/*.ts',
      'apps/web/app/components/**/*.tsx',
      'apps/web/app/lib/**/*.ts',
    ],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@nagar/contract',
              importNames: resourceNames,
              message: 'Generic code must not name a specific resource: extend the resource definition instead.',
            },
          ],
          patterns: [
            { group: ['**/resources/notice*', '**/resources/bindings*'], message: 'Generic code must not import a specific resource.' },
          ],
        },
      ],
    },
  },
);
