/**
 * The little of jsdom the SVG sanitizer uses. Declared here rather than with @types/jsdom, which adds
 * the browser's DOM to every global type of the API (fetch's body types among them).
 */
declare module 'jsdom' {
  import type { WindowLike } from 'dompurify';

  /** A node of a parsed document, as far as the sanitizer reads it. */
  export interface JsdomNode {
    readonly nodeType: number;
    readonly textContent: string | null;
    readonly namespaceURI?: string | null;
    readonly localName?: string;
  }

  export interface JsdomWindow extends WindowLike {
    readonly Node: { readonly ELEMENT_NODE: number };
    readonly XMLSerializer: new () => { serializeToString(node: JsdomNode): string };
  }

  export class JSDOM {
    constructor(html?: string);
    readonly window: JsdomWindow;
  }
}
