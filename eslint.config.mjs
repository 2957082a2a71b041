import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTs,
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
