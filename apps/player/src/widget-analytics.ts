import type { PublicWidgetData } from '@framehouse/domain';
import { analyticsIds, gtagScriptUrl, widgetEventParams, type WidgetEvent } from './widget-rules';

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

export interface WidgetAnalytics {
  widgetView(): void;
  momentPlay(moment: { id: string; title: string } | undefined): void;
  momentComplete(moment: { id: string; title: string } | undefined): void;
}

const NONE: WidgetAnalytics = { widgetView() {}, momentPlay() {}, momentComplete() {} };

/**
 * The widget's Google Analytics events (widget_view, moment_play, moment_complete), sent through gtag to
 * the widget's GA4 and GA ids, only when it has some. A page that already runs gtag keeps its own: the
 * events go through it, `send_to` our ids. Otherwise this installs what Google's snippet does, on the host
 * page (it cannot be otherwise: gtag.js reads the page's `dataLayer`): `window.dataLayer`, `window.gtag`
 * and the gtag.js script, whose cookies are Google's (set under the host's domain), not ours. Each id is
 * configured without a page view of its own: the host page's views are not ours to count.
 */
export function startWidgetAnalytics(data: PublicWidgetData): WidgetAnalytics {
  const ids = analyticsIds(data);
  if (!ids.length) return NONE;
  if (typeof window.gtag !== 'function') {
    const dataLayer = (window.dataLayer ??= []);
    window.gtag = function gtag() {
      // gtag.js reads the Arguments objects themselves, as Google's snippet pushes them.
      // eslint-disable-next-line prefer-rest-params
      dataLayer.push(arguments);
    };
    window.gtag('js', new Date());
    const script = document.createElement('script');
    script.async = true;
    script.src = gtagScriptUrl(ids);
    document.head.append(script);
  }
  for (const id of ids) window.gtag('config', id, { send_page_view: false });
  const send = (event: WidgetEvent, moment?: { id: string; title: string }) =>
    window.gtag?.('event', event, widgetEventParams(ids, data, moment));
  return {
    widgetView: () => send('widget_view'),
    momentPlay: (moment) => moment && send('moment_play', moment),
    momentComplete: (moment) => moment && send('moment_complete', moment),
  };
}
