import { CAROUSEL_INFINITE_MIN_MOMENTS, CAROUSEL_SLIDES_PER_VIEW } from '../constants/overlays';
import { WIDGET_EMBED_DEFAULTS } from '../constants/video';
import type { ColorTheme } from '../enums/widget';
import { publicUrlOf } from '../media/public-urls';
import type { PlayerEndCard } from '../overlays/player-overlays';

/**
 * A carousel widget as any site shows it (overlays-distribution §2, §4; video-area §4): what the widget
 * script reads from `GET /p/api/widget/{publicId}?key={apiKey}`. Only moments that are public now (visible,
 * of a video live on our own pages) appear, in the carousel's order.
 */
export interface PublicWidgetData {
  /** The carousel's publicId. */
  id: string;
  title: string;
  description: string;
  style: { colorTheme: ColorTheme; mainColor: string };
  googleAnalyticsTrackingId: string | null;
  googleAnalytics4MeasurementId: string | null;
  options: WidgetOptions;
  /** The end card shown after each moment (the preset's); null: each moment's own, from its player data. */
  endCard: PlayerEndCard | null;
  moments: PublicWidgetMoment[];
}

export interface PublicWidgetMoment {
  id: string;
  videoId: string;
  title: string;
  description: string;
  /** The moment's poster (`publicPosterPath('moment', id)` as an absolute URL). */
  thumbnailUrl: string;
  durationMs: number;
  /** The moment's public page. */
  pageUrl: string;
}

/** How the widget plays: the spec's embed defaults, which a widget script tag may override. */
export interface WidgetOptions {
  autoplay: boolean;
  thumbnailsSlider: boolean;
  momentsBelowVideo: boolean;
  socialIcons: boolean;
  verticalTheme: boolean;
}

export const DEFAULT_WIDGET_OPTIONS: WidgetOptions = { ...WIDGET_EMBED_DEFAULTS };

/** The widget script, relative to PUBLIC_URL. */
export const WIDGET_SCRIPT_PATH = '/player/widget.js';

/** The attribute naming the widget (its publicId) on the script tag or on a placeholder element. */
export const WIDGET_ATTRIBUTE = 'data-framehouse-widget';
/** The attribute holding the organization's widget API key. */
export const WIDGET_KEY_ATTRIBUTE = 'data-framehouse-key';

/** Where the widget script reads a widget, relative to PUBLIC_URL. */
export function publicWidgetDataPath(publicId: string, apiKey: string): string {
  return `/p/api/widget/${encodeURIComponent(publicId)}?key=${encodeURIComponent(apiKey)}`;
}

/**
 * The one script tag a member pastes into a site: the widget renders where the tag is. An option that
 * differs from the embed defaults is written as its attribute, so the default tag stays short.
 */
export function widgetSnippet(
  publicId: string,
  apiKey: string,
  publicUrl: string,
  options: WidgetOptions = DEFAULT_WIDGET_OPTIONS,
): string {
  const overrides = (Object.keys(WIDGET_OPTION_ATTRIBUTES) as Array<keyof WidgetOptions>)
    .filter((option) => options[option] !== DEFAULT_WIDGET_OPTIONS[option])
    .map((option) => ` ${WIDGET_OPTION_ATTRIBUTES[option]}="${options[option] ? 'on' : 'off'}"`)
    .join('');
  return (
    `<script src="${publicUrlOf(publicUrl, WIDGET_SCRIPT_PATH)}" ` +
    `${WIDGET_ATTRIBUTE}="${publicId}" ${WIDGET_KEY_ATTRIBUTE}="${apiKey}"${overrides} async></script>`
  );
}

/** The embed options as the admin names them, in the spec's order (video-area §4). */
export const WIDGET_OPTION_LABELS: Record<keyof WidgetOptions, string> = {
  autoplay: 'Autoplay',
  thumbnailsSlider: 'Thumbnails slider',
  momentsBelowVideo: 'Moments below video',
  socialIcons: 'Social icons',
  verticalTheme: 'Vertical theme',
};

/** The carousel loops only with more than 2 moments (§4). */
export function carouselLoops(momentsCount: number): boolean {
  return momentsCount >= CAROUSEL_INFINITE_MIN_MOMENTS;
}

/** Its arrows are off with 3 or fewer moments: all of them fit in one view. */
export function carouselArrowsEnabled(momentsCount: number): boolean {
  return momentsCount > CAROUSEL_SLIDES_PER_VIEW;
}

/**
 * The data attributes a widget's script tag (or placeholder) may carry to override one option for that
 * placement: `on` / `off` (also true / false, 1 / 0, yes / no; present and empty means on).
 */
export const WIDGET_OPTION_ATTRIBUTES: Record<keyof WidgetOptions, string> = {
  autoplay: 'data-framehouse-autoplay',
  thumbnailsSlider: 'data-framehouse-thumbnails-slider',
  momentsBelowVideo: 'data-framehouse-moments-below-video',
  socialIcons: 'data-framehouse-social-icons',
  verticalTheme: 'data-framehouse-vertical-theme',
};
