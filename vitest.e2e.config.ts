import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    globals: true,
    environment: 'node',
    globalSetup: ['e2e/support/global-setup.ts'],
    setupFiles: ['e2e/support/setup.ts'],
    hookTimeout: 120_000,
    testTimeout: 120_000,
    // two workers, each with a server of its own (global-setup.ts)
    maxWorkers: 2,
    pool: 'forks',
    // the journey files share no module state (each opens its own sessions): one module cache for all of
    // them saves importing playwright-core and axe-core again for every file
    isolate: false,
  },
});
