import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { usMapShapesAsset } from './src/client/build/us-map-shapes-plugin';

const alias = {
  '@shared': fileURLToPath(new URL('./src/shared', import.meta.url)),
  '@server': fileURLToPath(new URL('./src/server', import.meta.url)),
  '@client': fileURLToPath(new URL('./src/client', import.meta.url)),
};

export default defineConfig({
  resolve: { alias },
  test: {
    globals: true,
    hookTimeout: 60_000,
    testTimeout: 30_000,
    // PGlite is ~700 MB per instance and single-connection: keep workers few on 2 cores
    pool: 'forks',
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          // server and domain tests share no module state worth isolating (no module mocks; each API file opens
          // its own databases): one module cache per worker saves re-importing the app for every file
          isolate: false,
          include: ['src/shared/**/*.test.ts', 'src/server/**/*.test.ts'],
        },
      },
      {
        extends: true,
        plugins: [react(), usMapShapesAsset()],
        test: {
          name: 'client',
          environment: 'jsdom',
          // a fresh VM context per file (its own jsdom, its own modules: nothing leaks between files) inside a
          // long-lived worker: no new process, and no re-import of jsdom and vitest, for each of the many files
          pool: 'vmForks',
          include: ['src/client/**/*.test.{ts,tsx}'],
          setupFiles: ['src/client/test/setup.ts'],
        },
      },
    ],
  },
});
