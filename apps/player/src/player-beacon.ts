import {
  normalizedHost,
  PLAYER_EVENTS_PATH,
  playerEventBatchBody,
  PlayerEventType,
  type PlayerEventBatch,
} from '@framehouse/domain';

/**
 * Sending players' event batches, shared by the loaders (a share link clicked before any player is
 * there) and the player bundle (everything else).
 */

/** Who a player's batches are about: the item, the viewer session, where it plays. */
export type BatchSubject = Omit<PlayerEventBatch, 'events'>;

/**
 * Sends one batch as a beacon: text/plain JSON, which needs no preflight and survives the page going
 * away. Where the browser has no beacon or refuses it (its queue full), `fetch` with keepalive, without
 * credentials. Nothing is retried: an event is not worth a viewer's bandwidth.
 */
export function sendBatch(origin: string, batch: PlayerEventBatch): void {
  const url = `${origin}${PLAYER_EVENTS_PATH}`;
  const body = playerEventBatchBody(batch);
  try {
    if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, body)) return;
  } catch {
    // A beacon refused outright (a page's CSP): fetch below.
  }
  void fetch(url, {
    method: 'POST',
    body,
    headers: { 'content-type': 'text/plain;charset=UTF-8' },
    credentials: 'omit',
    keepalive: true,
  }).catch(() => undefined);
}

/**
 * The host of the page the player is on: this page's, or, in a frame (a playlist page framed by a
 * site), the framing page's as the referrer says; null when it cannot tell.
 */
export function pageHost(): string | null {
  try {
    if (window.top !== window && document.referrer)
      return normalizedHost(new URL(document.referrer).hostname);
  } catch {
    // A referrer that is no URL: this page's host below.
  }
  return normalizedHost(location.hostname);
}

/** A share link of the item clicked: sent at once, with or without a player. */
export function sendShare(origin: string, subject: BatchSubject): void {
  sendBatch(origin, { ...subject, events: [{ type: PlayerEventType.SHARE_CLICKED }] });
}
