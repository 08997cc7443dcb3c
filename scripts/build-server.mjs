// Bundles the server into dist/server/server.js; npm packages stay external (installed beside it).
import { build } from 'esbuild';

await build({
  entryPoints: ['src/server/server.ts'],
  outfile: 'dist/server/server.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
