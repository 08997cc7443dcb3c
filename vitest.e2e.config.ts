import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    globals: true,
    environment: 'node',
    globalSetup: ['e2e/support/global-setup.ts'],
    hookTimeout: 120_000,
    testTimeout: 120_000,
    fileParallelism: false,
    pool: 'forks',
  },
});
