import createDOMPurify, { type Config, type DOMPurify } from 'dompurify';
import type { JsdomNode, JsdomWindow } from 'jsdom';

const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';

/** Raster pictures an SVG may embed as a data: URL (never another SVG, which could carry its own refs). */
const EMBEDDABLE_DATA = /^data:image\/(png|jpeg|gif|webp);base64,[a-z0-9+/=\s]*$/i;

/** Attributes that name a resource by themselves. */
const REFERENCE_ATTRIBUTES = new Set(['href', 'xlink:href', 'src']);

/** `url(…)` in CSS or a presentation attribute, with what it points to. */
const CSS_URL = /url\s*\(\s*(['"]?)([^'")]*)\1\s*\)/gi;

/**
 * CSS that could reach outside the picture in a way the url() check cannot see: imports, escapes (which
 * can spell `url` or `@import` in other ways), image-set() with strings, old IE expressions.
 */
const UNSAFE_CSS = /@import|\\|image-set\s*\(|expression\s*\(|javascript:|behavior\s*:|-moz-binding/i;

/** A reference an SVG keeps: a fragment of itself, or an embedded raster picture. */
export function isInternalReference(value: string): boolean {
  const trimmed = value.trim();
  return trimmed.startsWith('#') || EMBEDDABLE_DATA.test(trimmed);
}

/** CSS (a <style> element's text or a style attribute) whose every url() stays inside the picture. */
export function isSelfContainedCss(css: string): boolean {
  if (UNSAFE_CSS.test(css)) return false;
  for (const match of css.matchAll(CSS_URL)) {
    if (!isInternalReference(match[2] ?? '')) return false;
  }
  // A url( the pattern above could not read (unbalanced quotes, a newline) is refused as well.
  const urls = css.match(/url\s*\(/gi)?.length ?? 0;
  return urls === [...css.matchAll(CSS_URL)].length;
}

const CONFIG: Config & { RETURN_DOM_FRAGMENT: true } = {
  USE_PROFILES: { svg: true, svgFilters: true },
  // <use> is common in exported icons; the hook below keeps it to fragments of the picture itself.
  ADD_TAGS: ['use'],
  FORBID_TAGS: [
    'foreignObject',
    'foreignobject',
    'script',
    'iframe',
    'embed',
    'object',
    'animate',
    'animateMotion',
    'animatemotion',
    'animateTransform',
    'animatetransform',
    'animateColor',
    'animatecolor',
    'set',
    'a',
  ],
  FORBID_ATTR: ['xml:base'],
  ALLOW_DATA_ATTR: false,
  RETURN_DOM_FRAGMENT: true,
};

let purifier: { purify: DOMPurify; window: JsdomWindow } | undefined;

/** One DOMPurify over one jsdom window, with the hooks that drop what reaches outside the picture. */
function svgPurifier(): { purify: DOMPurify; window: JsdomWindow } {
  if (purifier) return purifier;
  // jsdom is loaded by the first SVG, not at start: its 500 modules cost every API process some 30 MB
  // at rest (docs/decisions.md, "the API's memory at rest"), and only an overlay picture needs it.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { JSDOM } = require('jsdom') as typeof import('jsdom');
  const { window } = new JSDOM('');
  const purify = createDOMPurify(window);
  purify.addHook('uponSanitizeAttribute', (_node, data) => {
    const name = data.attrName.toLowerCase();
    const value = data.attrValue;
    if (name.startsWith('on')) data.keepAttr = false;
    else if (REFERENCE_ATTRIBUTES.has(name) && !isInternalReference(value)) data.keepAttr = false;
    else if (/url\s*\(|@import|\\|image-set|expression\s*\(|javascript:/i.test(value)) {
      data.keepAttr = isSelfContainedCss(value);
    }
  });
  purify.addHook('uponSanitizeElement', (node, data) => {
    if (data.tagName === 'style' && !isSelfContainedCss(node.textContent ?? '')) node.textContent = '';
  });
  purifier = { purify, window };
  return purifier;
}

/**
 * An uploaded SVG made safe to serve: no script, event handler, <foreignObject>, animation, link,
 * external reference (href, src or url() that is not a fragment of the picture or an embedded raster
 * picture), nor CSS that imports or escapes. The result is re-serialized as XML with one <svg> root.
 * Null when the text is not an SVG picture (or declares a DOCTYPE: entities are never expanded).
 */
export function sanitizeSvg(text: string): string | null {
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) return null;
  const { purify, window } = svgPurifier();
  // DOMPurify's own type of the fragment is the browser's, which the API's types do not include.
  const fragment = purify.sanitize(text.replace(/^\uFEFF/, ''), CONFIG) as {
    childNodes: ArrayLike<JsdomNode>;
  };
  const roots = Array.from(fragment.childNodes).filter(
    (node) => node.nodeType === window.Node.ELEMENT_NODE || (node.textContent ?? '').trim() !== '',
  );
  const [root] = roots;
  if (roots.length !== 1 || !root || root.nodeType !== window.Node.ELEMENT_NODE) return null;
  if (root.namespaceURI !== SVG_NAMESPACE || root.localName !== 'svg') return null;
  return new window.XMLSerializer().serializeToString(root);
}

/** Whether uploaded bytes are text that could be an SVG (rather than a raster picture's binary header). */
export function looksLikeSvg(data: Buffer): boolean {
  const head = data
    .subarray(0, 1024)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  return head.startsWith('<');
}
