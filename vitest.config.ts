import { defineConfig } from 'vitest/config';

// A cold clone on a shared 2-core CI machine: tests that start a server or spawn a process need
// more than vitest's 5 s / 10 s defaults. Hooks that build sites set their own, larger timeouts.
const timeouts = { testTimeout: 30_000, hookTimeout: 60_000 };

// Given a PostgreSQL server (scripts/test.sh starts a throwaway one), the platform API suites run a
// second time on it: the same tests, every server in them over PostgreSQL (test-fixtures/test-database.ts).
const postgres = process.env.FORECOURT_TEST_PG_URL
  ? [
      {
        test: {
          name: 'platform-api on postgres',
          include: ['integrations/platform-api/**/*.test.ts'],
          environment: 'node',
          env: { FORECOURT_TEST_ENGINE: 'postgres' },
          ...timeouts,
        },
      },
    ]
  : [];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'all',
          include: ['src/**/*.test.ts', 'integrations/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/contract/**/*.test.ts', 'tests/integration/**/*.test.ts'],
          environment: 'node',
          ...timeouts,
        },
      },
      ...postgres,
    ],
  },
});
