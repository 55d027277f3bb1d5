/**
 * What the loader scripts (the embed loader and the widget script) draw before the player loads, without
 * React: a 16:9 frame with the poster, the title over it and a round play button. Their styles go into
 * the caller's shadow root; `--fh-accent` (the widget's main colour) tints the button under the pointer.
 */
export const POSTER_FRAME_STYLE = `
.frame { position: relative; width: 100%; aspect-ratio: 16 / 9; background: #000; color: #fff; overflow: hidden; }
.poster, ::slotted(img) { width: 100%; height: 100%; object-fit: cover; display: block; }
.title { position: absolute; left: 0; right: 0; top: 0; margin: 0; padding: 12px 16px 24px; font-size: 18px;
  font-weight: 600; background: linear-gradient(rgba(0,0,0,.7), transparent); white-space: nowrap; overflow: hidden;
  text-overflow: ellipsis; }
.play { position: absolute; left: 50%; top: 50%; width: 72px; height: 72px; margin: -36px 0 0 -36px; border: 0;
  border-radius: 50%; background: rgba(0,0,0,.65); color: #fff; cursor: pointer; padding: 0; }
.play:hover, .play:focus-visible { background: var(--fh-accent, #1976d2); outline: none; }
.play svg { width: 40px; height: 40px; margin-left: 4px; vertical-align: middle; fill: currentColor; }
.play[disabled] { opacity: .6; cursor: progress; }
.message { position: absolute; inset: 0; display: flex; align-items: center; justify-content: center; padding: 16px;
  margin: 0; text-align: center; }
`;

const PLAY_ICON = '<svg viewBox="0 0 24 24" aria-hidden="true"><path d="M8 5v14l11-7z"/></svg>';

/** An element of `tag` with a class and, optionally, its text (never HTML). */
export function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className: string,
  text?: string,
): HTMLElementTagNameMap[K] {
  const made = document.createElement(tag);
  made.className = className;
  if (text !== undefined) made.textContent = text;
  return made;
}

/** The round play button, labelled "Play {title}". */
export function playButton(title: string): HTMLButtonElement {
  const play = element('button', 'play');
  play.type = 'button';
  play.setAttribute('aria-label', `Play ${title}`);
  play.innerHTML = PLAY_ICON;
  return play;
}

/** The poster image of a frame: loading at once, removed if there is none (a 404). */
export function posterImage(src: string, onLoad?: () => void): HTMLImageElement {
  const poster = element('img', 'poster');
  poster.alt = '';
  poster.decoding = 'async';
  poster.fetchPriority = 'high';
  if (onLoad) poster.addEventListener('load', onLoad, { once: true });
  poster.addEventListener('error', () => poster.remove(), { once: true });
  poster.src = src;
  return poster;
}

/** The player loading (or failing to) says so in its frame, in words. */
export function frameMessage(text: string): HTMLParagraphElement {
  const message = element('p', 'message', text);
  message.setAttribute('role', 'status');
  return message;
}
