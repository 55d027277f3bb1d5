import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const fromRoot = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url));

const API_URL = 'http://127.0.0.1:3000';
// '/auth/', '/p/' and '/player/' keep their slash: bare prefixes would also take the admin's
// /authorize/youtube and /pay-now.
const API_PATHS = ['/graphql', '/auth/', '/users', '/health', '/media', '/moments', '/p/', '/player/'];

export default defineConfig({
  plugins: [react()],
  resolve: {
    // The libs are compiled together with the app from source, so a change in them needs no build step.
    alias: {
      '@framehouse/domain': fromRoot('libs/domain/src/index.ts'),
      '@framehouse/sdk': fromRoot('libs/sdk/src/index.ts'),
      '@framehouse/player-ui': fromRoot('libs/player-ui/src/index.ts'),
    },
  },
  server: {
    proxy: Object.fromEntries(API_PATHS.map((path) => [path, { target: API_URL, changeOrigin: false }])),
  },
  preview: {
    proxy: Object.fromEntries(API_PATHS.map((path) => [path, { target: API_URL, changeOrigin: false }])),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 2000,
  },
});
