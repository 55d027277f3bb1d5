import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';
import { FONT_WEIGHTS } from '@framehouse/domain/src/enums/fonts';
import { fontFileName, fontsourceFile } from '@framehouse/player-ui/src/font-files';

/**
 * Copies the overlay fonts into the player's build, `fonts/<family-slug>-<weight>.woff2` (latin subset),
 * from the @fontsource packages: every face the product offers (enums/fonts.ts), so that any design can
 * be drawn; a player downloads only the faces its overlays use. The API serves them under /player/fonts.
 */
export function overlayFonts(): Plugin {
  const require = createRequire(import.meta.url);
  return {
    name: 'framehouse-overlay-fonts',
    apply: 'build',
    generateBundle() {
      for (const [family, weights] of Object.entries(FONT_WEIGHTS))
        for (const weight of weights)
          this.emitFile({
            type: 'asset',
            fileName: `fonts/${fontFileName(family, weight)}`,
            source: readFileSync(require.resolve(fontsourceFile(family, weight))),
          });
    },
  };
}
