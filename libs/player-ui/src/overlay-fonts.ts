import { endCardFontFaces, isSupportedFont, type FontWeight, type PlayerOverlays } from '@framehouse/domain';
import { fontFileName, PLAYER_FONTS_PATH } from './font-files';

/** One face an overlay draws with. */
export interface OverlayFontFace {
  family: string;
  weight: FontWeight;
}

/**
 * The faces the overlays use (button CTAs over the picture and on the end card, the end card's headline
 * and subline), each once and only the ones the product ships: nothing else is downloaded.
 */
export function overlayFontFaces(overlays: PlayerOverlays | null | undefined): OverlayFontFace[] {
  if (!overlays) return [];
  const faces: OverlayFontFace[] = [];
  for (const group of overlays.ctaGroups)
    for (const { cta } of group.ctas)
      if (cta.kind === 'button')
        faces.push({ family: cta.design.text.fontFamily, weight: cta.design.text.fontWeight });
  const card = overlays.endCard;
  if (card?.kind === 'builder') {
    faces.push(...endCardFontFaces(card.design));
    for (const button of card.ctaButtons)
      faces.push({ family: button.design.text.fontFamily, weight: button.design.text.fontWeight });
  }
  const unique = new Map<string, OverlayFontFace>();
  for (const face of faces)
    if (isSupportedFont(face.family, face.weight)) unique.set(`${face.family}:${face.weight}`, face);
  return [...unique.values()];
}

/**
 * The name a family is registered under in the document: prefixed, so that neither a host page's own
 * font of that name changes our overlays nor ours changes the host page.
 */
export function overlayFontFamily(family: string): string {
  return `Framehouse ${family}`;
}

const SERIF = new Set(['Arvo', 'EB Garamond', 'Lora', 'Playfair Display']);
const CURSIVE = new Set(['Pacifico', 'Lobster']);

/** The CSS font-family of a text drawn in `family`: ours first, then a generic family of its kind. */
export function overlayFontStack(family: string): string {
  const generic = SERIF.has(family) ? 'serif' : CURSIVE.has(family) ? 'cursive' : 'sans-serif';
  return `"${overlayFontFamily(family)}", ${generic}`;
}

/** A face's file on the Framehouse server (`baseUrl` is its origin, '' for this page's). */
export function fontFaceUrl(baseUrl: string, family: string, weight: number): string {
  return `${baseUrl}${PLAYER_FONTS_PATH}/${fontFileName(family, weight)}`;
}

/** What loading needs of the browser, given so that it can be tested without one. */
export interface FontFaceHost<Face extends { load(): Promise<unknown> }> {
  fonts: { add(face: Face): unknown };
  FontFace: new (family: string, source: string, descriptors: FontFaceDescriptors) => Face;
}

const added = new WeakMap<object, Set<string>>();

/**
 * Adds the faces to the document's font set and starts loading them. Through the FontFace API, because
 * browsers ignore @font-face rules inside a shadow root, where the embedded player's styles live; the
 * document's set reaches into its shadow roots. Each face is added once per document.
 */
export function loadOverlayFonts<Face extends { load(): Promise<unknown> }>(
  host: FontFaceHost<Face>,
  faces: readonly OverlayFontFace[],
  baseUrl: string,
): Promise<unknown> {
  let known = added.get(host.fonts);
  if (!known) added.set(host.fonts, (known = new Set()));
  const loads: Array<Promise<unknown>> = [];
  for (const { family, weight } of faces) {
    const key = `${family}:${weight}`;
    if (known.has(key)) continue;
    known.add(key);
    const face = new host.FontFace(
      overlayFontFamily(family),
      `url("${fontFaceUrl(baseUrl, family, weight)}") format("woff2")`,
      { weight: String(weight), style: 'normal', display: 'swap' },
    );
    host.fonts.add(face);
    // A font that fails leaves the text in its fallback family; nothing to tell the viewer.
    loads.push(face.load().catch(() => undefined));
  }
  return Promise.all(loads);
}
