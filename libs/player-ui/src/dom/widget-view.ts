import {
  ColorTheme,
  ContextMessages,
  DEFAULT_PRESET_MAIN_COLOR,
  formatDuration,
  isHexColor,
  textColorOn,
  type PublicWidgetData,
  type PublicWidgetMoment,
  type WidgetOptions,
} from '@framehouse/domain';
import {
  carouselKeyStep,
  carouselMovable,
  carouselStartShowing,
  moveCarousel,
  swipeStep,
  visibleSlides,
} from './carousel-rules';
import { element, frameMessage, playButton, POSTER_FRAME_STYLE, posterImage } from './poster-frame';

/** What the widget view draws: the public widget's look and moments (the admin's preview passes its form's). */
export interface WidgetViewData extends Pick<PublicWidgetData, 'title' | 'style'> {
  options: WidgetOptions;
  moments: ReadonlyArray<
    Pick<PublicWidgetMoment, 'id' | 'title' | 'description' | 'thumbnailUrl' | 'durationMs'>
  >;
}

export interface WidgetViewHandlers {
  /** The viewer asked to play moment `index` (the stage's play button, a thumbnail, the list below). */
  onPlay(index: number): void;
  /** The viewer is about to play (pointer over the stage, focus on its button): time to load the player. */
  onIntent?(): void;
  /** The first thumbnail of the carousel (else the stage's poster) was painted. */
  onFirstPicture?(): void;
}

export interface WidgetView {
  /** The main stage: the selected moment's poster until the caller puts the player in it. */
  stage: HTMLElement;
  /** Under the stage: where the caller shows what plays next and the share links. */
  below: HTMLElement;
  /** Marks moment `index` as the selected one (brought into the carousel's view; on the stage's poster). */
  select(index: number): void;
  selected(): number;
}

/**
 * The widget as any site shows it (overlays-distribution §4): the title, a 16:9 stage with the selected
 * moment's poster and a play button, and the carousel of the moments' thumbnails with their titles, 3 per
 * view, looping from 3 moments, its arrows off with 3 or fewer; the arrow keys and swipes move it too.
 * Themes LIGHT / DARK and the main colour; options: the carousel (thumbnailsSlider), a list of the moments
 * under the video (momentsBelowVideo), the carousel as a column beside the stage (verticalTheme). Plain DOM
 * into `root` (a shadow root: its styles stay there), no framework, so that the widget script stays small.
 */
export function renderWidgetView(
  root: ShadowRoot | HTMLElement,
  data: WidgetViewData,
  handlers: WidgetViewHandlers,
): WidgetView {
  const { moments, options } = data;
  const count = moments.length;
  let selected = 0;
  let start = 0;
  let pictured = false;
  const firstPicture = () => {
    if (pictured) return;
    pictured = true;
    requestAnimationFrame(() => handlers.onFirstPicture?.());
  };

  const style = element('style', '');
  style.textContent = POSTER_FRAME_STYLE + WIDGET_STYLE;
  const widget = element('div', `widget ${data.style.colorTheme === ColorTheme.DARK ? 'dark' : 'light'}`);
  if (options.verticalTheme) widget.classList.add('vertical');
  const accent = accentOf(data.style.mainColor);
  widget.style.setProperty('--fh-accent', accent);
  widget.style.setProperty('--fh-on-accent', textColorOn(accent));
  if (data.title) widget.append(element('h2', 'widget-title', data.title));
  const layout = element('div', 'layout');
  const main = element('div', 'main');
  const stage = element('div', 'stage');
  const below = element('div', 'below');
  main.append(stage, below);
  layout.append(main);
  widget.append(layout);
  root.append(style, widget);

  const frame = element('div', 'frame');
  stage.append(frame);
  const showPoster = () => {
    const moment = moments[selected];
    if (!moment) {
      frame.replaceChildren(frameMessage(ContextMessages.widgetUnavailable));
      return;
    }
    const play = playButton(moment.title);
    play.addEventListener('focus', () => handlers.onIntent?.(), { once: true });
    play.addEventListener('click', () => handlers.onPlay(selected));
    // Without the carousel, the stage's poster is the first picture.
    const onLoad = options.thumbnailsSlider ? undefined : firstPicture;
    frame.replaceChildren(
      posterImage(moment.thumbnailUrl, onLoad),
      element('p', 'title', moment.title),
      play,
    );
  };
  frame.addEventListener('pointerenter', () => handlers.onIntent?.(), { once: true });
  frame.addEventListener('touchstart', () => handlers.onIntent?.(), { once: true, passive: true });
  showPoster();

  const carousel = options.thumbnailsSlider && count > 0 ? element('section', 'carousel') : null;
  const track = element('ul', 'track');
  const previous = arrow('prev', 'Previous moments', '‹');
  const next = arrow('next', 'Next moments', '›');
  const moveBy = (step: number) => {
    if (!carouselMovable(count) || step === 0) return;
    start = moveCarousel({ count, start }, step);
    drawSlides();
  };
  const drawSlides = () => {
    track.replaceChildren(
      ...visibleSlides({ count, start }).map((index) => {
        const moment = moments[index];
        const item = element('li', 'slide-item');
        const slide = element('button', index === selected ? 'slide selected' : 'slide');
        slide.type = 'button';
        slide.dataset.index = String(index);
        if (index === selected) slide.setAttribute('aria-current', 'true');
        // Named with what it shows, in the order it comes: the title, then the length on the thumbnail's
        // badge (after the title in the document, laid over the thumbnail by the grid).
        const length = moment.durationMs > 0 ? formatDuration(moment.durationMs) : undefined;
        slide.setAttribute('aria-label', `Play ${moment.title}${length ? `, ${length}` : ''}`);
        const picture = element('span', 'thumb');
        const image = element('img', '');
        image.alt = '';
        image.addEventListener('load', firstPicture, { once: true });
        image.addEventListener('error', () => image.remove(), { once: true });
        image.src = moment.thumbnailUrl;
        picture.append(image);
        // Spaces between the parts, which text read off the screen would otherwise run together.
        slide.append(picture, ' ', element('span', 'slide-title', moment.title));
        // An unknown length (0) gets no badge rather than a wrong one.
        if (length) slide.append(' ', element('span', 'duration', length));
        slide.addEventListener('click', () => handlers.onPlay(index));
        slide.addEventListener('focus', () => handlers.onIntent?.(), { once: true });
        item.append(slide);
        return item;
      }),
    );
  };
  if (carousel) {
    carousel.setAttribute('aria-roledescription', 'carousel');
    carousel.setAttribute('aria-label', 'Moments');
    const movable = carouselMovable(count);
    previous.disabled = !movable;
    next.disabled = !movable;
    previous.addEventListener('click', () => moveBy(-1));
    next.addEventListener('click', () => moveBy(1));
    carousel.addEventListener('keydown', (event) => {
      const step = carouselKeyStep(event.key);
      if (!step || !movable) return;
      event.preventDefault();
      // The slides are drawn anew: the focus stays at the same place in the view.
      const slidesInView = [...track.querySelectorAll('.slide')];
      const focused = slidesInView.indexOf(event.target as Element);
      moveBy(step);
      if (focused >= 0) (track.querySelectorAll('.slide')[focused] as HTMLElement | undefined)?.focus();
    });
    // A swipe: where the pointer went down and came up (vertical moves are left to the page's scroll).
    let down: { x: number; y: number } | null = null;
    track.addEventListener('pointerdown', (event) => (down = { x: event.clientX, y: event.clientY }));
    track.addEventListener('pointerup', (event) => {
      if (!down) return;
      const step = swipeStep(event.clientX - down.x, event.clientY - down.y);
      down = null;
      if (step) {
        // The swipe moved the carousel: the click that may follow it (in this same task) must not also play
        // the slide it ended on; a later click is the viewer's own.
        const swallow = (click: Event) => click.stopPropagation();
        track.addEventListener('click', swallow, { capture: true, once: true });
        setTimeout(() => track.removeEventListener('click', swallow, { capture: true }));
        moveBy(step);
      }
    });
    carousel.append(previous, track, next);
    drawSlides();
    (options.verticalTheme ? layout : widget).append(carousel);
  }

  if (options.momentsBelowVideo && count > 0) {
    const list = element('ol', 'moment-list');
    moments.forEach((moment, index) => {
      const entry = element('button', 'moment-entry');
      entry.type = 'button';
      entry.dataset.index = String(index);
      entry.append(
        element('span', 'moment-entry-title', moment.title),
        element('span', 'moment-entry-duration', formatDuration(moment.durationMs)),
      );
      if (moment.description) entry.append(element('span', 'moment-entry-description', moment.description));
      entry.addEventListener('click', () => handlers.onPlay(index));
      const item = element('li', '');
      item.append(entry);
      list.append(item);
    });
    widget.append(list);
  }

  return {
    stage,
    below,
    select(index: number) {
      if (index < 0 || index >= count) return;
      selected = index;
      if (frame.isConnected) showPoster();
      start = carouselStartShowing({ count, start }, index);
      if (carousel) drawSlides();
      widget.querySelectorAll('.moment-entry').forEach((entry) => {
        const current = (entry as HTMLElement).dataset.index === String(index);
        entry.classList.toggle('selected', current);
        if (current) entry.setAttribute('aria-current', 'true');
        else entry.removeAttribute('aria-current');
      });
    },
    selected: () => selected,
  };
}

function arrow(className: string, label: string, text: string): HTMLButtonElement {
  const made = element('button', `arrow ${className}`, text);
  made.type = 'button';
  made.setAttribute('aria-label', label);
  return made;
}

/** The main colour as CSS: only a hex colour reaches the style (anything else: the product's). */
export function accentOf(mainColor: string | null | undefined): string {
  return mainColor && isHexColor(mainColor) ? mainColor : DEFAULT_PRESET_MAIN_COLOR;
}

/**
 * The widget's own look, on top of the poster frame's. Sizes in px: the host page's root font is not ours.
 * Text is never in the main colour, which the organization chose and which need not read on the theme's
 * background: a title under the pointer or selected is underlined in it; text on it is white or near-black,
 * whichever reads (--fh-on-accent).
 */
const WIDGET_STYLE = `
:host { display: block; text-align: left; }
.widget { --fh-bg: #fff; --fh-fg: #1a1a1a; --fh-muted: #666; --fh-line: #e0e0e0; --fh-card: #f5f5f5;
  background: var(--fh-bg); color: var(--fh-fg); padding: 12px; box-sizing: border-box;
  font: 14px/1.4 system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; }
.widget.dark { --fh-bg: #141414; --fh-fg: #f2f2f2; --fh-muted: #aaa; --fh-line: #333; --fh-card: #222; }
.widget *, .widget *::before, .widget *::after { box-sizing: border-box; }
.widget-title { margin: 0 0 10px; font-size: 20px; font-weight: 700; line-height: 1.3; color: var(--fh-fg); }
.layout { display: block; }
.widget.vertical .layout { display: grid; grid-template-columns: minmax(0, 3fr) minmax(0, 1fr); gap: 12px; align-items: start; }
.stage { position: relative; border-radius: 6px; overflow: hidden; background: #000; }
.below:empty { display: none; }
.below { padding-top: 8px; }
.carousel { display: flex; align-items: center; gap: 6px; margin-top: 12px; }
.widget.vertical .carousel { flex-direction: column; margin-top: 0; }
.track { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 10px; flex: 1; min-width: 0;
  margin: 0; padding: 0; list-style: none; touch-action: pan-y; user-select: none; }
.widget.vertical .track { grid-template-columns: minmax(0, 1fr); width: 100%; touch-action: pan-x; }
.slide { display: grid; width: 100%; padding: 0; border: 2px solid transparent; border-radius: 6px; background: none;
  color: inherit; font: inherit; text-align: left; cursor: pointer; }
.slide:hover .slide-title, .slide:focus-visible .slide-title { text-decoration: underline 2px var(--fh-accent);
  text-underline-offset: 3px; }
.slide:focus-visible { outline: 2px solid var(--fh-accent); outline-offset: 2px; }
.slide.selected { border-color: var(--fh-accent); }
.thumb { position: relative; display: block; aspect-ratio: 16 / 9; border-radius: 4px; overflow: hidden; background: var(--fh-card); }
.thumb img { display: block; width: 100%; height: 100%; object-fit: cover; -webkit-user-drag: none; }
.thumb, .duration { grid-area: 1 / 1; }
.duration { position: relative; align-self: end; justify-self: end; margin: 0 4px 4px 0; padding: 0 4px; border-radius: 3px; background: rgba(0,0,0,.75);
  color: #fff; font-size: 11px; font-variant-numeric: tabular-nums; }
.slide-title { grid-area: 2 / 1; display: -webkit-box; -webkit-line-clamp: 2; -webkit-box-orient: vertical; overflow: hidden;
  padding: 4px 2px 2px; font-size: 13px; font-weight: 600; }
.arrow { flex: none; width: 32px; height: 32px; border: 0; border-radius: 50%; background: var(--fh-accent); color: var(--fh-on-accent);
  font: 700 22px/1 system-ui, sans-serif; cursor: pointer; padding: 0 0 3px; }
.widget.vertical .arrow { transform: rotate(90deg); }
.arrow[disabled] { background: var(--fh-line); color: var(--fh-muted); cursor: default; }
.arrow:focus-visible { outline: 2px solid var(--fh-fg); outline-offset: 2px; }
.moment-list { margin: 12px 0 0; padding: 0; list-style: none; border-top: 1px solid var(--fh-line); }
.moment-entry { display: grid; grid-template-columns: 1fr auto; gap: 2px 8px; width: 100%; padding: 8px 4px; border: 0;
  border-bottom: 1px solid var(--fh-line); background: none; color: inherit; font: inherit; text-align: left; cursor: pointer; }
.moment-entry.selected .moment-entry-title, .moment-entry:hover .moment-entry-title {
  text-decoration: underline 2px var(--fh-accent); text-underline-offset: 3px; }
.moment-entry-title { font-weight: 600; }
.moment-entry-duration { color: var(--fh-muted); font-variant-numeric: tabular-nums; }
.moment-entry-description { grid-column: 1 / -1; color: var(--fh-muted); font-size: 13px; }
.up-next, .share { display: flex; flex-wrap: wrap; align-items: center; gap: 8px; font-size: 13px; }
.share { margin-top: 6px; }
.share a, .up-next button { color: inherit; text-decoration: none; padding: 3px 10px; border-radius: 12px; border: 0;
  background: var(--fh-card); font: inherit; cursor: pointer; }
.share a:hover, .share a:focus-visible, .up-next button:hover, .up-next button:focus-visible { background: var(--fh-accent);
  color: var(--fh-on-accent); outline: none; }
`;
