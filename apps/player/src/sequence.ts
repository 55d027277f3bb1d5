/**
 * Playing items one after the other (a playlist's, a widget's moments): which one comes next, the
 * "n / total" the viewer sees, and what happens when one finishes.
 */

/** How long a finished item's end card shows before the next item starts by itself. */
export const UP_NEXT_DELAY_MS = 5000;

/** The next item's index, or null after the last (a sequence plays once: it does not start over). */
export function nextIndex(index: number, total: number): number | null {
  return index + 1 < total ? index + 1 : null;
}

export function previousIndex(index: number): number | null {
  return index > 0 ? index - 1 : null;
}

/** "2 / 5": the item's place in the sequence, from 1. */
export function positionLabel(index: number, total: number): string {
  return `${index + 1} / ${total}`;
}

export type AfterFinish = { type: 'stop' } | { type: 'next'; index: number; delayMs: number };

/**
 * What follows a finished item: nothing without autoplay or after the last item; else the next one, at
 * once when no end card shows, or after the end card has shown for UP_NEXT_DELAY_MS (the viewer may press
 * its buttons meanwhile; Replay cancels the move).
 */
export function afterFinish(
  index: number,
  total: number,
  { autoplay, endCard }: { autoplay: boolean; endCard: boolean },
): AfterFinish {
  const next = nextIndex(index, total);
  if (!autoplay || next === null) return { type: 'stop' };
  return { type: 'next', index: next, delayMs: endCard ? UP_NEXT_DELAY_MS : 0 };
}

/** Whole seconds left before the next item, as the countdown shows them (never below 0). */
export function secondsLeft(delayMs: number, elapsedMs: number): number {
  return Math.max(0, Math.ceil((delayMs - elapsedMs) / 1000));
}
