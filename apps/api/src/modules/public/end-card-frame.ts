import { END_CARD_FRAME_CLICK_MESSAGE, END_CARD_FRAME_MESSAGE } from '@framehouse/domain';

/**
 * The page custom-code end cards run in (END_CARD_FRAME_PATH). The player frames it sandboxed without
 * allow-same-origin and posts it the card's code; its one inline script writes that code into this
 * document. The headers sandbox it again, so that even opened on its own (or framed without the
 * attribute) it runs in an opaque origin: never with this origin's storage, never able to script a page
 * of ours. What the code may load is limited to https resources; it may open links in new tabs (a card's
 * buttons) but not navigate the page around it (no allow-top-navigation), submit forms or open dialogs.
 * A click on one of its links is told to the player (END_CARD_FRAME_CLICK_MESSAGE, nothing else in it),
 * which counts it as the end card's click.
 */

/** Only the message from the frame's parent (the player) and only once: a page's other frames cannot. */
const LISTENER = `
addEventListener('message', function receive(event) {
  var data = event.data;
  if (event.source !== parent || !data || data.type !== ${JSON.stringify(END_CARD_FRAME_MESSAGE)} || typeof data.code !== 'string') return;
  removeEventListener('message', receive);
  document.open();
  document.write(data.code);
  document.close();
  // A card fills the frame edge to edge unless its own styles (later, so stronger) say otherwise.
  var base = document.createElement('style');
  base.textContent = 'html, body { margin: 0; }';
  (document.head || document.documentElement).prepend(base);
  // After document.open(), which drops the window's listeners; capturing, so the code's own handlers
  // do not hide a click. A primary or middle click on a link, as the player counts its own cards'.
  function clicked(click) {
    var target = click.target;
    if (click.button > 1 || !target || !target.closest || !target.closest('a[href]')) return;
    parent.postMessage({ type: ${JSON.stringify(END_CARD_FRAME_CLICK_MESSAGE)} }, '*');
  }
  addEventListener('click', clicked, true);
  addEventListener('auxclick', clicked, true);
});`;

export const END_CARD_FRAME_HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>End card</title><style>html, body { margin: 0; height: 100%; background: transparent; }</style>
</head><body><script>${LISTENER}
</script></body></html>
`;

/**
 * The frame page's headers. `sandbox` as the player's attribute; `'unsafe-inline'` because the card's
 * code is inline by nature (a hash of our listener would switch it off for the code's own scripts); no
 * connect-src, so the code cannot call out; `frame-ancestors *` since embeds put it on any site (helmet's
 * X-Frame-Options is removed: with frame-ancestors present browsers ignore it, and it would say otherwise).
 */
export const END_CARD_FRAME_HEADERS = {
  'content-security-policy': [
    'sandbox allow-scripts allow-popups allow-popups-to-escape-sandbox',
    "default-src 'none'",
    "script-src 'unsafe-inline' https:",
    "style-src 'unsafe-inline' https:",
    'img-src https: data:',
    'font-src https: data:',
    'media-src https:',
    "base-uri 'none'",
    "form-action 'none'",
    'frame-ancestors *',
  ].join('; '),
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'cross-origin-opener-policy': 'unsafe-none',
  // The same for every card, so browsers and proxies may keep it a while.
  'cache-control': 'public, max-age=3600',
} as const;
