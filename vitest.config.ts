import path from 'node:path';
import { defineConfig } from 'vitest/config';

const alias = { '@': path.resolve(import.meta.dirname, 'src') };

export default defineConfig({
  resolve: { alias },
  test: {
    // Files side by side on both cores (vitest's default leaves one core out: one worker on this 2-core machine).
    maxWorkers: 2,
    projects: [
      {
        resolve: { alias },
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/integration/global-setup.ts'],
          // Each file on a copy of the seeded template of its own (own-database.ts): files run side by side, in any order.
          setupFiles: ['tests/integration/own-database.ts'],
          // A worker runs its files one after another in one process: the packages load once per
          // worker, not once per file (half the step's CPU); own-database.ts undoes what a file leaves.
          isolate: false,
          // Card payments go to the built-in simulator, which is off unless switched on.
          // Only warnings and errors in the test output (every request and e-mail otherwise writes a line).
          env: { PAYMENT_SIMULATOR: '1', LOG_LEVEL: 'warn' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Against the production build (next build first): two instances on PostgreSQL + Redis,
        // a server killed mid-burst (docs/operations.md › Several servers), a backup taken during a
        // burst and restored, readiness behind nginx and a rolling restart (docs/operations.md).
        resolve: { alias },
        test: {
          name: 'cluster',
          include: ['tests/cluster/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/integration/global-setup.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
