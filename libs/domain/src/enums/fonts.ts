export type FontWeight = 400 | 600 | 700 | 800 | 900;

/**
 * End card and button CTA fonts with the weights each offers (a subset of 400, 600, 700, 800, 900).
 * The spec names the fonts and says Pacifico and Lobster offer only 400; the other subsets are the
 * weights each family publishes on Google Fonts (static families), restricted to those five.
 */
export const FONT_WEIGHTS: Readonly<Record<string, readonly FontWeight[]>> = {
  Roboto: [400, 700, 900],
  'Roboto Condensed': [400, 700],
  Sora: [400, 600, 700, 800],
  Oswald: [400, 600, 700],
  Raleway: [400, 600, 700, 800, 900],
  'Space Grotesk': [400, 600, 700],
  'Fira Sans': [400, 600, 700, 800, 900],
  Montserrat: [400, 600, 700, 800, 900],
  Poppins: [400, 600, 700, 800, 900],
  Nunito: [400, 600, 700, 800, 900],
  'Josefin Sans': [400, 600, 700],
  Orbitron: [400, 600, 700, 800, 900],
  'Exo 2': [400, 600, 700, 800, 900],
  Arvo: [400, 700],
  'EB Garamond': [400, 600, 700, 800],
  Lora: [400, 600, 700],
  'Playfair Display': [400, 600, 700, 800, 900],
  Pacifico: [400],
  Lobster: [400],
};

/** The fonts in the spec's order. */
export const FONT_FAMILIES: readonly string[] = Object.keys(FONT_WEIGHTS);

export const DEFAULT_FONT_FAMILY = 'Roboto';
export const DEFAULT_FONT_WEIGHT: FontWeight = 400;

export function isSupportedFont(family: string, weight: number): boolean {
  const weights = FONT_WEIGHTS[family];
  return weights !== undefined && (weights as readonly number[]).includes(weight);
}
