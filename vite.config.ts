import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

const alias = {
  '@shared': fileURLToPath(new URL('./src/shared', import.meta.url)),
  '@client': fileURLToPath(new URL('./src/client', import.meta.url)),
};

export default defineConfig({
  root: 'src/client',
  publicDir: 'public',
  // brotli and gzip copies of every text asset, served precompressed (src/server/plugins/client-static.ts)
  plugins: [
    react(),
    tailwindcss(),
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024, logLevel: 'silent' }),
  ],
  resolve: { alias },
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    // keep the CSP strict: no inline module-preload polyfill
    modulePreload: { polyfill: false },
    chunkSizeWarningLimit: 400,
    // .vite/manifest.json: the route budget check (scripts/route-budgets.ts) walks it
    manifest: true,
  },
  server: { proxy: { '/api': 'http://localhost:5000' } },
});
