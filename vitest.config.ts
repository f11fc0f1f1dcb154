import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'integrations/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/contract/**/*.test.ts', 'tests/integration/**/*.test.ts'],
    environment: 'node',
    // A cold clone on a shared 2-core CI machine: tests that start a server or spawn a process need
    // more than vitest's 5 s / 10 s defaults. Hooks that build sites set their own, larger timeouts.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
