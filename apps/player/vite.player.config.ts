import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { overlayFonts } from './vite.fonts';
import { LIB_ALIASES, LIBS_DIR, OUT_DIR, PLAYER_ENTRIES } from './vite.shared';

/**
 * The player bundle the loaders import on play: `chunks/start-[hash].js` (the first frame: a <video> and
 * hls.js, no React, one file) and `chunks/player-[hash].js` (an ES module exporting mountPlayer, which
 * adopts that <video>, and imports hls.js from the first), the lazy chunks (the VAST client), and the
 * overlays' fonts under `fonts/`. The manifest tells the loaders' builds the entries' names. Built as an
 * app (library mode would leave the ES output unminified) and first: it empties dist/.
 */
export default defineConfig({
  plugins: [react(), overlayFonts()],
  resolve: { alias: LIB_ALIASES },
  build: {
    outDir: OUT_DIR,
    emptyOutDir: true,
    target: 'es2020',
    chunkSizeWarningLimit: 1000,
    manifest: true,
    // Lazy chunks (the VAST client) are imported relative to their importer. Vite's preload helper would add
    // <link rel=modulepreload> to the host page's <head>, at an address relative to that page.
    modulePreload: false,
    rollupOptions: {
      input: PLAYER_ENTRIES,
      // The libs do nothing on import: start.js must not carry the domain's enums and messages along.
      treeshake: { moduleSideEffects: (id) => !id.startsWith(LIBS_DIR) },
      // The start entry's chunk also exports what the player takes from it (hls.js): no facade in between.
      preserveEntrySignatures: 'allow-extension',
      output: {
        entryFileNames: 'chunks/[name]-[hash].js',
        chunkFileNames: 'chunks/[name]-[hash].js',
      },
    },
  },
});
