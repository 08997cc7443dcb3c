import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { type Manifest, routePreloads } from './src/client/app/route-budgets';
import { usMapShapesAsset } from './src/client/build/us-map-shapes-plugin';

/**
 * route-preloads.json beside the build: each route's own chunks, which the server preloads in that route's
 * index.html (src/server/plugins/client-static.ts), read from the manifest once it is written.
 */
const ROUTE_PRELOADS_FILE = 'route-preloads.json';
function writeRoutePreloads(): Plugin {
  return {
    name: 'route-preloads',
    apply: 'build',
    writeBundle({ dir }) {
      if (!dir) return;
      const manifest = JSON.parse(readFileSync(join(dir, '.vite/manifest.json'), 'utf8')) as Manifest;
      writeFileSync(join(dir, ROUTE_PRELOADS_FILE), JSON.stringify(routePreloads(manifest)));
    },
  };
}

/**
 * The browser's zod without its JSON Schema code: zod's own imports of core/json-schema-processors.js and
 * core/to-json-schema.js resolve to src/client/lib/zod-json-schema-stub.ts. Only the server makes JSON Schema
 * (the OpenAPI document); about 5 kB gzipped less on every page that reads the API (decision 0022).
 */
function zodWithoutJsonSchema(): Plugin {
  const stub = fileURLToPath(new URL('./src/client/lib/zod-json-schema-stub.ts', import.meta.url));
  return {
    name: 'zod-without-json-schema',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      const fromZod = importer !== undefined && /[\\/]node_modules[\\/]zod[\\/]/.test(importer);
      return fromZod && /(^|\/)(json-schema-processors|to-json-schema)\.js$/.test(source) ? stub : null;
    },
  };
}

const alias = {
  '@shared': fileURLToPath(new URL('./src/shared', import.meta.url)),
  '@client': fileURLToPath(new URL('./src/client', import.meta.url)),
  // React 19's own hook instead of the shim for older Reacts that wouter imports
  'use-sync-external-store/shim/index.js': fileURLToPath(
    new URL('./src/client/lib/sync-external-store.ts', import.meta.url),
  ),
};

const clientBuild = {
  root: 'src/client',
  publicDir: 'public',
  // brotli and gzip copies of every text asset, served precompressed (src/server/plugins/client-static.ts)
  plugins: [
    zodWithoutJsonSchema(),
    react(),
    tailwindcss(),
    // the admin map's states as a JSON file, not as JavaScript (src/client/features/admin/us-map-shapes.ts)
    usMapShapesAsset(),
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024, logLevel: 'silent' }),
    writeRoutePreloads(),
  ],
  resolve: { alias },
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    // keep the CSP strict: no inline module-preload polyfill. No <link rel=modulepreload> added by the lazy imports
    // either: React runs a page's lazy import while it hydrates, and adding fifty links there cost a slow phone
    // about 200 ms in one task (decision 0035); the browser fetches a chunk's imports as it reads the chunk, and the
    // server preloads each route's own chunks (route-preloads.json)
    modulePreload: { polyfill: false, resolveDependencies: () => [] },
    chunkSizeWarningLimit: 400,
    // .vite/manifest.json: the route budget check (scripts/route-budgets.ts) walks it
    manifest: true,
    rolldownOptions: {
      output: {
        // TanStack's query core in one file, not six small ones: every page that reads the API loads all of
        // them, and one file compresses better (about 1.5 kB less per route, decision 0022)
        codeSplitting: { groups: [{ name: 'query', test: /node_modules[\\/]@tanstack[\\/]query-core/ }] },
      },
      // the page paths (src/shared/domain/page-paths.ts) and other shared constants written where they are used, as
      // literals: no export and import of each between chunks
      optimization: { inlineConst: { mode: 'all', pass: 2 } },
    },
  },
  server: { proxy: { '/api': 'http://localhost:5000' } },
} satisfies UserConfig;

/**
 * The server's renderer of the static pages (src/client/prerender.tsx, decision 0028): `vite build --ssr`
 * writes it to dist/prerender; the npm packages stay external, installed beside it like the server's.
 */
const prerenderBuild: UserConfig = {
  root: 'src/client',
  publicDir: false,
  plugins: [react(), usMapShapesAsset()],
  resolve: { alias },
  build: { outDir: '../../dist/prerender', emptyOutDir: true },
};

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? prerenderBuild : clientBuild));
