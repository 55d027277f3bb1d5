import {
  ContextMessages,
  PlayerSurface,
  publicPlayerDataPath,
  publicWidgetDataPath,
  WIDGET_ATTRIBUTE,
  type PublicPlayerData,
  type PublicWidgetData,
} from '@framehouse/domain';
import { element, frameMessage, renderWidgetView } from '@framehouse/player-ui/dom';
import { scriptOrigin } from './embed-rules';
import { announce, fetchPublic, fillAll, openShadow, preload, session, shareBar } from './loader-parts';
import { pageHost, sendShare } from './player-beacon';
import { playInSequence } from './sequence-player';
import { startWidgetAnalytics } from './widget-analytics';
import { widgetOptionsOf, widgetPlacementOf, withWidgetEndCard } from './widget-rules';

/**
 * The widget script (`/player/widget.js`): the one script tag a member pastes into a site draws the
 * carousel widget where the tag is (also into any element carrying `data-framehouse-widget`, now or added
 * later): the title, the selected moment on a 16:9 stage and the carousel of the widget's public moments.
 * Playing a moment imports the shared player (as the embed loader does, on intent) and plays the moments
 * one after the other when autoplay is on, each followed by the widget's end card (else the moment's own).
 * Nothing reaches the host page but one namespaced object (`FramehouseWidget`) and, only when the widget
 * has Google Analytics ids, gtag (see widget-analytics.ts): no global CSS, no cookie of ours.
 */

declare global {
  interface Window {
    FramehouseWidget?: { scan(): void };
  }
}

const HOST_STYLE = `:host { display: block; width: 100%; }
.message-box { display: flex; align-items: center; justify-content: center; min-height: 96px; padding: 16px;
  border-radius: 6px; background: #f5f5f5; color: #333; font: 14px/1.4 system-ui, sans-serif; text-align: center; }
.message-box p { margin: 0; }`;

const currentScript = document.currentScript as HTMLScriptElement | null;
const origin = scriptOrigin(currentScript?.src, location.origin);
const filled = new WeakSet<Element>();

/** Where a widget draws: a script tag gets a new element right after it; any other element is its own. */
function hostOf(placement: Element): Element {
  if (placement.tagName !== 'SCRIPT') return placement;
  const host = document.createElement('div');
  host.className = 'framehouse-widget';
  placement.after(host);
  return host;
}

function fill(placementElement: Element): void {
  if (filled.has(placementElement)) return;
  const placement = widgetPlacementOf(placementElement);
  if (!placement) return;
  filled.add(placementElement);
  const host = hostOf(placementElement);
  const root = openShadow(host);
  if (!root) return;
  const style = element('style', '');
  style.textContent = HOST_STYLE;
  root.append(style);
  fetchPublic<PublicWidgetData>(`${origin}${publicWidgetDataPath(placement.publicId, placement.apiKey)}`)
    .then((data) => {
      if (!data) return showMessage(root, host, ContextMessages.widgetUnavailable);
      showWidget(root, host, placementElement, data);
    })
    .catch(() => showMessage(root, host, ContextMessages.operationFailed));
}

/** A widget deleted, a wrong key, a failed request: a small box that says so, nothing else. */
function showMessage(root: ShadowRoot, host: Element, text: string): void {
  const box = element('div', 'message-box');
  box.append(frameMessage(text));
  root.append(box);
  announce(host, 'error');
}

function showWidget(
  root: ShadowRoot,
  host: Element,
  placementElement: Element,
  data: PublicWidgetData,
): void {
  const options = widgetOptionsOf(data.options, placementElement);
  const analytics = startWidgetAnalytics(data);
  let sequence: ReturnType<typeof playInSequence> | undefined;
  const view = renderWidgetView(
    root,
    { title: data.title, style: data.style, options, moments: data.moments },
    {
      onIntent: () => preload(origin),
      onFirstPicture: () => announce(host, 'thumbnail'),
      onPlay: (index) => {
        view.select(index);
        sequence ??= playInSequence({
          host,
          root,
          origin,
          stage: view.stage,
          upNextIn: view.below,
          items: data.moments.map((moment) => ({
            title: moment.title,
            load: () =>
              fetchPublic<PublicPlayerData>(`${origin}${publicPlayerDataPath('moment', moment.id)}`),
          })),
          autoplay: options.autoplay,
          surface: PlayerSurface.WIDGET,
          prepare: (moment) => withWidgetEndCard(moment, data.endCard),
          onPlay: (played, moment) => {
            view.select(played);
            analytics.momentPlay(data.moments[played]);
            if (options.socialIcons) showShareLinks(view.below, moment);
          },
          onFinished: (finished) => analytics.momentComplete(data.moments[finished]),
        });
        sequence.play(index);
      },
    },
  );
  analytics.widgetView();
}

/** The playing moment's share links (the organization's icons) under the stage. */
function showShareLinks(below: HTMLElement, moment: PublicPlayerData): void {
  below.querySelector('.share')?.remove();
  const bar = shareBar(moment.shareLinks, () =>
    sendShare(origin, {
      kind: moment.kind,
      id: moment.id,
      session: session(),
      surface: PlayerSurface.WIDGET,
      host: pageHost(),
    }),
  );
  if (bar) below.append(bar);
}

if (!window.FramehouseWidget) window.FramehouseWidget = { scan: fillAll(`[${WIDGET_ATTRIBUTE}]`, fill) };
// The script included twice (two widgets on one page): the first copy draws what the second one found.
else window.FramehouseWidget.scan();
