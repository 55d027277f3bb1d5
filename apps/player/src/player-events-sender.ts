import { PlayerEventCollector } from './player-events';
import { sendBatch, type BatchSubject } from './player-beacon';

/** How often a playing player sends what it gathered (its heartbeat). */
export const PLAYER_EVENTS_FLUSH_MS = 5000;

/** A collector for one played item and its sending: every few seconds while there is something, and when the page hides. */
export interface PlayerEventsSender {
  collector: PlayerEventCollector;
  /** Sends what is gathered now. */
  flush(): void;
  /** Sends the rest and stops (the item is replaced or the player removed). */
  stop(): void;
}

export function startPlayerEvents(
  origin: string,
  subject: BatchSubject,
  collector = new PlayerEventCollector(),
): PlayerEventsSender {
  const flush = () => {
    for (let events = collector.take(); events.length; events = collector.take())
      sendBatch(origin, { ...subject, events });
  };
  const timer = setInterval(flush, PLAYER_EVENTS_FLUSH_MS);
  const onHidden = () => {
    if (document.visibilityState === 'hidden') flush();
  };
  window.addEventListener('pagehide', flush);
  document.addEventListener('visibilitychange', onHidden);
  return {
    collector,
    flush,
    stop() {
      clearInterval(timer);
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onHidden);
      flush();
    },
  };
}
