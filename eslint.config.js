import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

/** Specific content types, which generic code must never name. */
const resourceNames = ['notice', 'circular', 'officeOrder', 'tender', 'about', 'slider', 'official', 'latestNews', 'gallery', 'pressRelease'];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/build/**', 'apps/server/drizzle/**', '.scratch/**', '**/.react-router/**', 'e2e/artifacts/**', 'bench/results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { console: 'readonly', process: 'readonly', Buffer: 'readonly', URL: 'readonly', window: 'readonly', document: 'readonly', sessionStorage: 'readonly', fetch: 'readonly', setTimeout: 'readonly', clearTimeout: 'readonly' } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
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
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/apps/**', '@nagar/server', '@nagar/web', 'react', 'react-*', 'drizzle-orm*', 'fastify*', 'pg', '@electric-sql/*'], message: 'The contract package holds schemas and texts only: it imports no app, ORM or React.' }] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/server/**', '@nagar/server', 'drizzle-orm*', 'fastify*', 'pg'], message: 'The web app talks to the server through the contract (load context, /api), never by importing it.' }] }],
    },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/web/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/web/app/**', '@nagar/web', 'react', 'react-dom*'], message: 'The server does not import the web app (only src/web/ mounts its build).' }] }],
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
          paths: [{ name: '@nagar/contract', importNames: resourceNames, message: 'Generic code must not name a specific resource: extend the resource definition instead.' }],
          patterns: [{ group: ['**/resources/notice*', '**/resources/bindings*'], message: 'Generic code must not import a specific resource.' }],
        },
      ],
    },
  },
);
