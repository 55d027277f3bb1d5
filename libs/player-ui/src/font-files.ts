/**
 * Where the overlay fonts are served and from which package file each is copied at the player's build
 * (apps/player/vite.player.config.ts). No imports: the build's config reads this file as it is.
 */

/** Under the player's path, so the API serves them with the player (any origin, CORS). */
export const PLAYER_FONTS_PATH = '/player/fonts';

/** A family's name in file names and @fontsource package names: "Exo 2" → "exo-2". */
export function fontSlug(family: string): string {
  return family
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The served file of one face: `<family-slug>-<weight>.woff2` (latin subset, normal style). */
export function fontFileName(family: string, weight: number): string {
  return `${fontSlug(family)}-${weight}.woff2`;
}

/** The @fontsource file a face is copied from (resolved from node_modules). */
export function fontsourceFile(family: string, weight: number): string {
  const slug = fontSlug(family);
  return `@fontsource/${slug}/files/${slug}-latin-${weight}-normal.woff2`;
}
