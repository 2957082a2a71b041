import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const PRISMA_OUTSIDE_SERVICES =
  'Prisma is called from the service layer only (src/server/services): move this query into a service.';
/** A Prisma call: db.model.op(), tx.model.op(), ctx.db.model.op(), or a $ method of the client. */
export const PRISMA_CALLS = [
  {
    selector:
      "CallExpression[callee.type='MemberExpression'][callee.object.type='MemberExpression'][callee.object.object.type='Identifier'][callee.object.object.name=/^(db|tx|prisma|client)$/]",
    message: PRISMA_OUTSIDE_SERVICES,
  },
  {
    selector:
      "CallExpression[callee.type='MemberExpression'][callee.object.type='MemberExpression'][callee.object.object.type='MemberExpression'][callee.object.object.property.name='db']",
    message: PRISMA_OUTSIDE_SERVICES,
  },
  {
    selector:
      'MemberExpression[property.name=/^\\$(transaction|queryRaw|queryRawUnsafe|executeRaw|executeRawUnsafe|runCommandRaw)$/]',
    message: PRISMA_OUTSIDE_SERVICES,
  },
];

const config = [
  ...nextVitals,
  ...nextTs,
  {
    // Code that can reach the browser takes zod from src/lib/zod.ts, which makes it run without eval (the CSP forbids it).
    files: ['src/lib/**', 'src/features/**', 'src/app/**', 'src/i18n/**', 'src/trpc/**'],
    ignores: ['src/lib/zod.ts', 'src/lib/zod-members.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'zod',
              message: "Import { z } from '@/lib/zod' (jitless in the browser).",
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    // Configuration is read through the validated src/env.ts only (one place, one default per setting).
    files: ['src/**/*.{ts,tsx,js,mjs}', 'next.config.ts'],
    ignores: ['src/env.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message:
            'Read configuration from `env` in src/env.ts (add the variable there, validated, with its default).',
        },
      ],
    },
  },
  {
    // The database is reached through the service layer only (docs/architecture.md): elsewhere code may hold
    // the client to hand it to a service, never call Prisma itself or import the generated client.
    files: ['src/**/*.{ts,tsx,js,mjs}'],
    ignores: ['src/server/services/**', 'src/server/db.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/generated/*', '**/generated/*/client'],
              message:
                "The Prisma client is the service layer's (src/server/services): call a service.",
            },
          ],
        },
      ],
      'no-restricted-syntax': ['error', ...PRISMA_CALLS],
    },
  },
  {
    // End-to-end tests wait for what the user sees (web-first assertions, expect.poll) or move a
    // page's clock (page.clock), never for a fixed time (docs/testing.md).
    files: ['tests/e2e/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='waitForTimeout']",
          message:
            'No fixed sleeps in end-to-end tests: wait for what the user sees (expect(...).toBeVisible(), expect.poll) or move the clock (page.clock.fastForward).',
        },
      ],
    },
  },
  {
    // A spec's `test` opens its page in the worker's warm browser (tests/e2e/fixtures.ts).
    files: ['tests/e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              message:
                "Import from './fixtures': its `test` opens the page in the worker's warm browser (docs/testing.md).",
            },
          ],
        },
      ],
    },
  },
  {
    ignores: [
      'node_modules/**',
      '.next/**',
      'src/generated/**',
      'prisma/.generated/**',
      'next-env.d.ts',
      'test-results/**',
      'playwright-report/**',
      // The site's own data, and releases installed there by the upgrade test.
      'data/**',
    ],
  },
];

export default config;
