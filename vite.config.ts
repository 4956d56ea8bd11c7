import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { firstLoad } from './scripts/first-load';
import { serviceWorker } from './scripts/service-worker';

const apiPort = process.env.PORT ?? '3000';

export default defineConfig({
  root: 'web',
  plugins: [react(), tailwindcss(), serviceWorker(), firstLoad()],
  resolve: {
    alias: {
      '@common': fileURLToPath(new URL('./common', import.meta.url)),
      '@': fileURLToPath(new URL('./web', import.meta.url)),
    },
  },
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the entry imports statically, which every page load fetches anyway, in one file with
          // it rather than split by which screens also use it: compressed together it is about 3.5 kB
          // smaller (docs/decisions/0010-first-load.md).
          groups: [{ name: 'core', tags: ['$initial'] }],
        },
      },
    },
  },
  server: {
    port: Number(process.env.WEB_PORT ?? 5173),
    proxy: { '/api': `http://127.0.0.1:${apiPort}` },
  },
});
