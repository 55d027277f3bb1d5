import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { overlayFonts } from './vite.fonts';
import { LIB_ALIASES, OUT_DIR } from './vite.shared';

/**
 * The player bundle the loader imports on play: `player.js` (an ES module exporting mountPlayer) and its
 * hashed chunks, with hls.js in a chunk of its own, and the overlays' fonts under `fonts/`. Built as an app (library mode would leave the ES
 * output unminified) and first: it empties dist/.
 */
export default defineConfig({
  plugins: [react(), overlayFonts()],
  resolve: { alias: LIB_ALIASES },
  build: {
    outDir: OUT_DIR,
    emptyOutDir: true,
    target: 'es2020',
    chunkSizeWarningLimit: 1000,
    rollupOptions: {
      input: { player: 'src/player.tsx' },
      preserveEntrySignatures: 'exports-only',
      output: {
        entryFileNames: '[name].js',
        chunkFileNames: 'chunks/[name]-[hash].js',
        manualChunks: (id) => (id.includes('/node_modules/hls.js/') ? 'hls' : undefined),
      },
    },
  },
});
