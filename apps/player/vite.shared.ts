import { fileURLToPath } from 'node:url';

const fromRoot = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url));

/** The libs are compiled with the player from source, as the admin does. */
export const LIB_ALIASES = {
  '@framehouse/domain': fromRoot('libs/domain/src/index.ts'),
  '@framehouse/player-ui': fromRoot('libs/player-ui/src/index.ts'),
};

export const OUT_DIR = fileURLToPath(new URL('./dist', import.meta.url));
