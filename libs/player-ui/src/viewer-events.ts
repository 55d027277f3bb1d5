import { PlayerEventType, type PlayerEvent } from '@framehouse/domain';

/**
 * What the player's own controls and overlays tell about the viewer (the players send it as analytics):
 * a seek from the controls, a CTA or the end card shown or clicked. Positions in ms of the media.
 */
export type ViewerEvent = Extract<
  PlayerEvent,
  {
    type:
      | PlayerEventType.SEEK
      | PlayerEventType.CTA_SHOWN
      | PlayerEventType.CTA_CLICKED
      | PlayerEventType.END_CARD_SHOWN
      | PlayerEventType.END_CARD_CLICKED;
  }
>;

export type ViewerEventHandler = (event: ViewerEvent) => void;

/**
 * A click that goes somewhere: on a link of the overlay (a primary click or a middle one, which opens the
 * link too), or on one of `extra` (the end card's Copy). Replay, Close and the overlay's empty parts are
 * not clicks on what it offers.
 */
export function clickedThrough(
  event: { target: EventTarget | null; button: number },
  extra = '',
): Element | null {
  if (event.button !== 0 && event.button !== 1) return null;
  const target = event.target;
  if (!(target instanceof Element)) return null;
  return target.closest(extra ? `a[href], ${extra}` : 'a[href]');
}
