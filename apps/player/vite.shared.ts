import { fileURLToPath } from 'node:url';
import type { UserConfig } from 'vite';

const fromRoot = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url));

/** The libs are compiled with the player from source, as the admin does. */
export const LIB_ALIASES = {
  // Before the lib's own entry, which would otherwise take this path as its prefix.
  '@framehouse/player-ui/dom': fromRoot('libs/player-ui/src/dom/index.ts'),
  '@framehouse/domain': fromRoot('libs/domain/src/index.ts'),
  '@framehouse/player-ui': fromRoot('libs/player-ui/src/index.ts'),
};

export const OUT_DIR = fileURLToPath(new URL('./dist', import.meta.url));

/**
 * A loader script (`embed.js`, `widget.js`): one small classic script (an IIFE) that outside pages include
 * with `async`, built on its own so that no shared chunk can turn it into a module. No React: it imports
 * the player bundle only when the viewer plays.
 */
export function loaderScriptConfig(entry: string, name: string, fileName: string): UserConfig {
  return {
    resolve: { alias: LIB_ALIASES },
    build: {
      outDir: OUT_DIR,
      emptyOutDir: false,
      target: 'es2020',
      // The libs' modules do nothing on import: those whose exports go unused (most of the domain, whose
      // enums would otherwise stay as code) are left out.
      rollupOptions: { treeshake: { moduleSideEffects: false } },
      lib: { entry, formats: ['iife'], name, fileName: () => fileName },
    },
  };
}
