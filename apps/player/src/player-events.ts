import {
  PLAYER_EVENT_MAX_RANGE_MS,
  PLAYER_EVENTS_MAX_PER_BATCH,
  PlayerEventType,
  type PlayerEvent,
} from '@framehouse/domain';

/**
 * What one player gathers of a viewer's watching of one item (a video or a moment), before it is sent:
 * pure, fed the player's media callbacks with the wall clock, so the tests drive it with frozen times.
 * docs/decisions.md, "Viewer analytics: players (issue 21)", says why each event is made where it is.
 *
 * Watched time is coalesced: a time update that moved the playhead as playing would (forward, at most
 * twice as far as the wall clock moved, plus a quarter of a second: what `watchedMs` counts for a view)
 * extends the open range; anything else (a seek, a moment's jump to its start, a pause) closes it. `take`
 * hands out the closed ranges and what the open one covered so far (the heartbeat), and the open one goes
 * on from there, so a range is never sent twice.
 */

/** Playback up to this many times the wall clock counts as watching (2× speed); faster is a jump. */
const MAX_SPEED = 2;
/** Time updates come every 250 ms or so: their own jitter is not a jump. */
const JITTER_MS = 250;

interface OpenRange {
  from: number;
  to: number;
  /** The wall clock at `to`. */
  at: number;
}

export class PlayerEventCollector {
  private readonly queue: PlayerEvent[] = [];
  private open: OpenRange | null = null;
  private playing = false;
  /** A PLAY is due on the next start: the first one, and after the item completed (Replay). */
  private playDue = true;
  private readonly shown = new Set<string>();

  /** Events waiting to be taken (the open range not included). */
  get pending(): number {
    return this.queue.length;
  }

  /**
   * What the player already played before this collector existed (the first frame's picture plays before
   * the player bundle loads): its `video.played` ranges, in ms, counted as watched, with the PLAY.
   */
  seed(played: ReadonlyArray<{ from: number; to: number }>): void {
    const ranges = played.filter((range) => range.to > range.from);
    if (!ranges.length) return;
    this.startPlay(ranges[0].from);
    for (const range of ranges) this.pushRange(range.from, range.to);
  }

  /** Playback started or stopped, at `positionMs` of the media and `nowMs` of the wall clock. */
  playingChanged(playing: boolean, positionMs: number, nowMs: number): void {
    if (playing && !this.playing) {
      this.startPlay(positionMs);
      this.open = { from: positionMs, to: positionMs, at: nowMs };
    } else if (!playing && this.playing) {
      this.time(positionMs, nowMs);
      this.close();
    }
    this.playing = playing;
  }

  /** A time update: the playhead is at `positionMs` at `nowMs`. */
  time(positionMs: number, nowMs: number): void {
    if (!this.playing) return;
    const open = this.open;
    if (open) {
      const advanced = positionMs - open.to;
      const elapsed = nowMs - open.at;
      if (advanced >= 0 && advanced <= elapsed * MAX_SPEED + JITTER_MS) {
        open.to = positionMs;
        open.at = nowMs;
        // A range longer than the API takes is cut where it reaches that length.
        while (open.to - open.from >= PLAYER_EVENT_MAX_RANGE_MS) {
          this.pushRange(open.from, open.from + PLAYER_EVENT_MAX_RANGE_MS);
          open.from += PLAYER_EVENT_MAX_RANGE_MS;
        }
        return;
      }
      this.close();
    }
    this.open = { from: positionMs, to: positionMs, at: nowMs };
  }

  /**
   * The viewer moved the playhead (the seek bar, the keys). Dragging the seek bar moves it at every step:
   * seeks with no watching in between are one, from the first one's start to the last one's end.
   */
  seek(fromMs: number, toMs: number): void {
    const open = this.open;
    const watchedSince = open !== null && open.to > open.from;
    this.close();
    const last = this.queue[this.queue.length - 1];
    if (!watchedSince && last?.type === PlayerEventType.SEEK) last.to = toMs;
    else this.queue.push({ type: PlayerEventType.SEEK, from: fromMs, to: toMs });
  }

  /** The item (or the moment's range) played to its end. */
  complete(): void {
    this.close();
    this.queue.push({ type: PlayerEventType.COMPLETE });
    this.playDue = true;
  }

  /**
   * A CTA or the end card showed, or was clicked. A CTA showing is told once per play of the item (it
   * shows again after a seek back, or on Replay); a click every time (the API counts a play once anyway).
   */
  overlay(event: OverlayEvent): void {
    if (event.type === PlayerEventType.CTA_SHOWN || event.type === PlayerEventType.END_CARD_SHOWN) {
      const key = overlayKey(event);
      if (this.shown.has(key)) return;
      this.shown.add(key);
    }
    this.queue.push(event);
  }

  share(): void {
    this.queue.push({ type: PlayerEventType.SHARE_CLICKED });
  }

  /**
   * Up to `max` events to send now, in the order they happened: the closed ones, then what the open
   * range covered since the last take (a heartbeat). The rest stay for the next take.
   */
  take(max = PLAYER_EVENTS_MAX_PER_BATCH): PlayerEvent[] {
    const open = this.open;
    if (open && open.to > open.from) {
      this.queue.push({ type: PlayerEventType.WATCHED, from: open.from, to: open.to });
      open.from = open.to;
    }
    return this.queue.splice(0, max);
  }

  private startPlay(positionMs: number): void {
    if (!this.playDue) return;
    this.playDue = false;
    this.shown.clear();
    this.queue.push({ type: PlayerEventType.PLAY, at: positionMs });
  }

  private close(): void {
    const open = this.open;
    this.open = null;
    if (open) this.pushRange(open.from, open.to);
  }

  private pushRange(from: number, to: number): void {
    for (let start = from; to > start; start += PLAYER_EVENT_MAX_RANGE_MS)
      this.queue.push({
        type: PlayerEventType.WATCHED,
        from: start,
        to: Math.min(to, start + PLAYER_EVENT_MAX_RANGE_MS),
      });
  }
}

/** What the overlays report: a CTA's or the end card's showing and clicks. */
export type OverlayEvent = Extract<
  PlayerEvent,
  {
    type:
      | PlayerEventType.CTA_SHOWN
      | PlayerEventType.CTA_CLICKED
      | PlayerEventType.END_CARD_SHOWN
      | PlayerEventType.END_CARD_CLICKED;
  }
>;

function overlayKey(event: OverlayEvent): string {
  return 'ctaId' in event ? `cta:${event.ctaId}` : `end-card:${event.endCardId}`;
}

/** Milliseconds of a media time in seconds (`currentTime`), whole. */
export const mediaMs = (seconds: number): number => Math.max(0, Math.round(seconds * 1000));

/** A `TimeRanges` (a video's `played`) as ranges in ms. */
export function playedRanges(ranges: {
  length: number;
  start(index: number): number;
  end(index: number): number;
}): Array<{ from: number; to: number }> {
  const out: Array<{ from: number; to: number }> = [];
  for (let index = 0; index < ranges.length; index += 1)
    out.push({ from: mediaMs(ranges.start(index)), to: mediaMs(ranges.end(index)) });
  return out;
}
