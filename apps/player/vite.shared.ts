import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { UserConfig } from 'vite';

const fromRoot = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url));

/** The libs are compiled with the player from source, as the admin does. */
export const LIB_ALIASES = {
  // Before the lib's own entry, which would otherwise take this path as its prefix.
  '@framehouse/player-ui/dom': fromRoot('libs/player-ui/src/dom/index.ts'),
  '@framehouse/player-ui/start': fromRoot('libs/player-ui/src/start/index.ts'),
  '@framehouse/domain': fromRoot('libs/domain/src/index.ts'),
  '@framehouse/player-ui': fromRoot('libs/player-ui/src/index.ts'),
};

/** Our libs' sources: their modules do nothing on import. */
export const LIBS_DIR = fromRoot('libs/');

export const OUT_DIR = fileURLToPath(new URL('./dist', import.meta.url));

/** The player build's entries, as its manifest (`dist/.vite/manifest.json`) names them. */
export const PLAYER_ENTRIES = { start: 'src/start.ts', player: 'src/player.tsx' };

/**
 * The hashed files of the player build's entries (`chunks/start-….js`, `chunks/player-….js`), for the loaders
 * to import by name: one request for the first frame, never a stale mix after a deploy (the loaders are
 * revalidated, the chunks kept). The player must be built first.
 */
function playerEntryFiles(): Record<keyof typeof PLAYER_ENTRIES, string> {
  const manifestPath = `${OUT_DIR}/.vite/manifest.json`;
  let manifest: Record<string, { file: string }>;
  try {
    manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, { file: string }>;
  } catch {
    throw new Error(
      `${manifestPath} is missing: build the player (vite.player.config.ts) before the loaders.`,
    );
  }
  const file = (entry: string) => {
    const found = manifest[entry]?.file;
    if (!found) throw new Error(`${manifestPath} lists no ${entry}.`);
    return found;
  };
  return { start: file(PLAYER_ENTRIES.start), player: file(PLAYER_ENTRIES.player) };
}

/**
 * A loader script (`embed.js`, `widget.js`): one small classic script (an IIFE) that outside pages include
 * with `async`, built on its own so that no shared chunk can turn it into a module. No React: it imports
 * the first frame's module and the player bundle (by their hashed names) only when the viewer plays.
 */
export function loaderScriptConfig(entry: string, name: string, fileName: string): UserConfig {
  const files = playerEntryFiles();
  return {
    resolve: { alias: LIB_ALIASES },
    define: {
      __FRAMEHOUSE_START_FILE__: JSON.stringify(files.start),
      __FRAMEHOUSE_PLAYER_FILE__: JSON.stringify(files.player),
    },
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
