import { defineConfig } from 'vite';
import { LIB_ALIASES, OUT_DIR } from './vite.shared';

/**
 * The embed loader: one small classic script (`embed.js`, an IIFE) that outside pages include with
 * `async`. No React: it paints the poster and imports the player bundle only when the viewer plays.
 */
export default defineConfig({
  resolve: { alias: LIB_ALIASES },
  build: {
    outDir: OUT_DIR,
    emptyOutDir: false,
    target: 'es2020',
    lib: { entry: 'src/embed.ts', formats: ['iife'], name: 'FramehouseEmbed', fileName: () => 'embed.js' },
  },
});
