import { defineConfig } from 'vitest/config'

// unit: pure code (domain, contracts, demo-data generator, web helpers); integration: the API over
// HTTP against PGlite (and PostgreSQL when TEST_DATABASE_URL is set, see scripts/test.ts).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/web/app/**/*.test.{ts,tsx}'],
        },
      },
      {
        test: {
          name: 'integration',
          include: ['apps/api/src/**/*.test.ts', 'apps/api/test/**/*.test.ts', 'packages/db/test/**/*.test.ts', 'packages/demo-data/test/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.e2e.ts'],
          globalSetup: ['tests/e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // a page on a cold store, on a machine busy with other work, can take seconds to answer or to
          // hydrate: expect.poll waits up to 20 s where a test gives no timeout of its own (vitest's 1 s
          // default made tests fail on load alone); a poll that passes returns at once
          expect: { poll: { timeout: 20_000 } },
          fileParallelism: false,
        },
      },
    ],
    coverage: {
      provider: 'v8',
      include: ['packages/domain/src/**/*.ts'],
      exclude: ['**/*.test.ts'],
      reporter: ['text-summary', 'json-summary'],
      // issue 3: the rulebook keeps at least 95 % of its lines covered
      thresholds: { lines: 95 },
    },
  },
})
