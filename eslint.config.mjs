import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTs,
  {
    // Code that can reach the browser takes zod from src/lib/zod.ts, which makes it run without eval (the CSP forbids it).
    files: ['src/lib/**', 'src/features/**', 'src/app/**', 'src/i18n/**', 'src/trpc/**'],
    ignores: ['src/lib/zod.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: 'zod', message: "Import { z } from '@/lib/zod' (jitless in the browser).", allowTypeImports: true }] }],
    },
  },
  {
    // Configuration is read through the validated src/env.ts only (one place, one default per setting).
    files: ['src/**/*.{ts,tsx,js,mjs}', 'next.config.ts'],
    ignores: ['src/env.ts'],
    rules: {
      'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'Read configuration from `env` in src/env.ts (add the variable there, validated, with its default).' }],
    },
  },
  {
    ignores: ['node_modules/**', '.next/**', 'src/generated/**', 'prisma/.generated/**', 'next-env.d.ts', 'test-results/**', 'playwright-report/**'],
  },
];

export default config;
