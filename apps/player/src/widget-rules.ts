import {
  WIDGET_ATTRIBUTE,
  WIDGET_KEY_ATTRIBUTE,
  WIDGET_OPTION_ATTRIBUTES,
  type PlayerEndCard,
  type PublicPlayerData,
  type PublicWidgetData,
  type WidgetOptions,
} from '@framehouse/domain';

type Attributes = Pick<Element, 'getAttribute'>;

/** What a widget's script tag or placeholder names: the carousel's publicId and the organization's key. */
export interface WidgetPlacement {
  publicId: string;
  apiKey: string;
}

/** The element's widget, if it names one (a key may be missing: the server then answers 404). */
export function widgetPlacementOf(element: Attributes): WidgetPlacement | null {
  const publicId = element.getAttribute(WIDGET_ATTRIBUTE)?.trim();
  if (!publicId) return null;
  return { publicId, apiKey: element.getAttribute(WIDGET_KEY_ATTRIBUTE)?.trim() ?? '' };
}

/** An on/off attribute: on, true, 1, yes or present and empty; off, false, 0, no; anything else: unset. */
export function parseSwitch(value: string | null): boolean | undefined {
  if (value === null) return undefined;
  const word = value.trim().toLowerCase();
  if (['', 'on', 'true', '1', 'yes'].includes(word)) return true;
  if (['off', 'false', '0', 'no'].includes(word)) return false;
  return undefined;
}

/** The widget's options (the server's, i.e. the spec's defaults) with the placement's own overrides. */
export function widgetOptionsOf(base: WidgetOptions, element: Attributes): WidgetOptions {
  const options = { ...base };
  for (const name of Object.keys(WIDGET_OPTION_ATTRIBUTES) as Array<keyof WidgetOptions>)
    options[name] = parseSwitch(element.getAttribute(WIDGET_OPTION_ATTRIBUTES[name])) ?? base[name];
  return options;
}

/** A moment's player data with the widget's end card in place of its own, when the widget has one. */
export function withWidgetEndCard(data: PublicPlayerData, endCard: PlayerEndCard | null): PublicPlayerData {
  return endCard ? { ...data, overlays: { ...data.overlays, endCard } } : data;
}

/** The Google Analytics ids the widget reports to (GA4 first; only ids of the expected shapes). */
export function analyticsIds(
  data: Pick<PublicWidgetData, 'googleAnalytics4MeasurementId' | 'googleAnalyticsTrackingId'>,
): string[] {
  const ids = [data.googleAnalytics4MeasurementId, data.googleAnalyticsTrackingId];
  return ids.filter((id): id is string => typeof id === 'string' && /^(?:G|UA)-[A-Za-z0-9-]+$/.test(id));
}

/** gtag.js for the first id (one script serves them all; each id is configured after it). */
export function gtagScriptUrl(ids: readonly string[]): string {
  return `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(ids[0])}`;
}

export type WidgetEvent = 'widget_view' | 'moment_play' | 'moment_complete';

/** The parameters of a widget event: which widget and, for a moment's, which moment. */
export function widgetEventParams(
  ids: readonly string[],
  widget: Pick<PublicWidgetData, 'id' | 'title'>,
  moment?: { id: string; title: string },
): Record<string, string | string[]> {
  return {
    send_to: [...ids],
    widget_id: widget.id,
    widget_title: widget.title,
    ...(moment ? { moment_id: moment.id, moment_title: moment.title } : {}),
  };
}
