import {
  PLAYER_EVENT_MAX_RANGE_MS,
  PLAYER_EVENTS_MAX_PER_BATCH,
  PlayerEventType,
  readPlayerEventBatch,
  PlayerSurface,
  playerEventBatchBody,
  type PlayerEvent,
} from '@framehouse/domain';
import { mediaMs, PlayerEventCollector, playedRanges } from './player-events';

const CTA = '3f0c8f5e-4a55-4c36-9d0b-2b9a4f3a1c11';
const CARD = '9b1f2e6d-0c3a-4f7e-8a21-5d6c7b8e9f00';
const { PLAY, WATCHED, SEEK, COMPLETE, CTA_SHOWN, CTA_CLICKED, END_CARD_SHOWN, END_CARD_CLICKED } =
  PlayerEventType;

/** Plays from `fromMs` for `seconds`, a time update every 250 ms of wall clock and media (1× speed). */
function playFor(collector: PlayerEventCollector, clock: { now: number }, fromMs: number, seconds: number) {
  let position = fromMs;
  for (let step = 0; step < seconds * 4; step += 1) {
    clock.now += 250;
    position += 250;
    collector.time(position, clock.now);
  }
  return position;
}

describe('PlayerEventCollector', () => {
  it('coalesces the time updates of playing into one watched range, sent as heartbeats that never overlap', () => {
    const clock = { now: 1000 };
    const events = new PlayerEventCollector();
    events.playingChanged(true, 0, clock.now);
    playFor(events, clock, 0, 5);
    expect(events.take()).toEqual([
      { type: PLAY, at: 0 },
      { type: WATCHED, from: 0, to: 5000 },
    ]);
    playFor(events, clock, 5000, 3);
    expect(events.take()).toEqual([{ type: WATCHED, from: 5000, to: 8000 }]);
    // Nothing played since: nothing to send.
    expect(events.take()).toEqual([]);
  });

  it('ends a range at a pause, at a jump, and does not count paused time updates', () => {
    const clock = { now: 0 };
    const events = new PlayerEventCollector();
    events.playingChanged(true, 0, clock.now);
    playFor(events, clock, 0, 2);
    events.playingChanged(false, 2000, clock.now);
    // A time update while paused (the seek bar dragged while paused) is not watching.
    clock.now += 10_000;
    events.time(7000, clock.now);
    events.playingChanged(true, 7000, clock.now);
    playFor(events, clock, 7000, 1);
    // The playhead jumped forward 30 s in a quarter of a second: a seek the controls did not tell of.
    clock.now += 250;
    events.time(38_000, clock.now);
    playFor(events, clock, 38_000, 1);
    expect(events.take()).toEqual([
      { type: PLAY, at: 0 },
      { type: WATCHED, from: 0, to: 2000 },
      { type: WATCHED, from: 7000, to: 8000 },
      { type: WATCHED, from: 38_000, to: 39_000 },
    ]);
  });

  it('counts up to 2× speed as watching, and a jump back as a new range', () => {
    const clock = { now: 0 };
    const events = new PlayerEventCollector();
    events.playingChanged(true, 0, clock.now);
    for (let position = 500; position <= 4000; position += 500) {
      clock.now += 250;
      events.time(position, clock.now);
    }
    clock.now += 250;
    events.time(1000, clock.now);
    clock.now += 250;
    events.time(1250, clock.now);
    expect(events.take()).toEqual([
      { type: PLAY, at: 0 },
      { type: WATCHED, from: 0, to: 4000 },
      { type: WATCHED, from: 1000, to: 1250 },
    ]);
  });

  it('tells seeks from the controls, one per drag of the seek bar', () => {
    const clock = { now: 0 };
    const events = new PlayerEventCollector();
    events.playingChanged(true, 0, clock.now);
    playFor(events, clock, 0, 1);
    events.seek(1000, 2000);
    events.seek(2000, 3500);
    events.seek(3500, 6000);
    clock.now += 100;
    events.time(6000, clock.now);
    playFor(events, clock, 6000, 1);
    events.seek(7000, 1000);
    expect(events.take()).toEqual([
      { type: PLAY, at: 0 },
      { type: WATCHED, from: 0, to: 1000 },
      { type: SEEK, from: 1000, to: 6000 },
      { type: WATCHED, from: 6000, to: 7000 },
      { type: SEEK, from: 7000, to: 1000 },
    ]);
  });

  it('sends PLAY once per play: again after the item completed (Replay), not after a pause', () => {
    const clock = { now: 0 };
    const events = new PlayerEventCollector();
    events.playingChanged(true, 0, clock.now);
    playFor(events, clock, 0, 1);
    events.playingChanged(false, 1000, clock.now);
    events.playingChanged(true, 1000, clock.now);
    playFor(events, clock, 1000, 1);
    events.playingChanged(false, 2000, clock.now);
    events.complete();
    events.playingChanged(true, 0, clock.now);
    playFor(events, clock, 0, 1);
    expect(events.take().map((event) => event.type)).toEqual([
      PLAY,
      WATCHED,
      WATCHED,
      COMPLETE,
      PLAY,
      WATCHED,
    ]);
  });

  it('tells a CTA and the end card shown once per play, clicks each time', () => {
    const clock = { now: 0 };
    const events = new PlayerEventCollector();
    events.playingChanged(true, 0, clock.now);
    events.overlay({ type: CTA_SHOWN, ctaId: CTA });
    events.overlay({ type: CTA_SHOWN, ctaId: CTA });
    events.overlay({ type: CTA_CLICKED, ctaId: CTA });
    events.overlay({ type: CTA_CLICKED, ctaId: CTA });
    events.playingChanged(false, 0, clock.now);
    events.complete();
    events.overlay({ type: END_CARD_SHOWN, endCardId: CARD });
    events.overlay({ type: END_CARD_CLICKED, endCardId: CARD });
    // Replay: a new play shows them again.
    events.playingChanged(true, 0, clock.now);
    events.overlay({ type: CTA_SHOWN, ctaId: CTA });
    expect(events.take().map((event) => event.type)).toEqual([
      PLAY,
      CTA_SHOWN,
      CTA_CLICKED,
      CTA_CLICKED,
      COMPLETE,
      END_CARD_SHOWN,
      END_CARD_CLICKED,
      PLAY,
      CTA_SHOWN,
    ]);
  });

  it('counts what the first frame played before the player came, with its PLAY', () => {
    const events = new PlayerEventCollector();
    events.seed(
      playedRanges({ length: 1, start: () => 4.0004, end: () => 5.25 }).concat({ from: 9000, to: 9000 }),
    );
    // The adopted picture is playing: the player tells it at once, with no second PLAY.
    events.playingChanged(true, 5250, 0);
    events.time(5500, 250);
    expect(events.take()).toEqual([
      { type: PLAY, at: 4000 },
      { type: WATCHED, from: 4000, to: 5250 },
      { type: WATCHED, from: 5250, to: 5500 },
    ]);
  });

  it('keeps each range within the API’s longest, and each batch within its count', () => {
    const clock = { now: 0 };
    const events = new PlayerEventCollector();
    events.playingChanged(true, 0, clock.now);
    const end = playFor(events, clock, 0, 25 * 60);
    const taken = events.take();
    expect(taken).toEqual([
      { type: PLAY, at: 0 },
      { type: WATCHED, from: 0, to: PLAYER_EVENT_MAX_RANGE_MS },
      { type: WATCHED, from: PLAYER_EVENT_MAX_RANGE_MS, to: 2 * PLAYER_EVENT_MAX_RANGE_MS },
      { type: WATCHED, from: 2 * PLAYER_EVENT_MAX_RANGE_MS, to: end },
    ]);
    events.seed([{ from: 0, to: 3 * PLAYER_EVENT_MAX_RANGE_MS + 1 }]);
    for (let index = 0; index < PLAYER_EVENTS_MAX_PER_BATCH + 10; index += 1) events.seek(index, index + 1);
    for (let index = 0; index < PLAYER_EVENTS_MAX_PER_BATCH + 10; index += 1)
      events.overlay({ type: CTA_CLICKED, ctaId: CTA });
    const first = events.take();
    expect(first).toHaveLength(PLAYER_EVENTS_MAX_PER_BATCH);
    const rest: PlayerEvent[] = [];
    for (let batch = events.take(); batch.length; batch = events.take()) rest.push(...batch);
    expect(first.length + rest.length).toBe(4 + 1 + PLAYER_EVENTS_MAX_PER_BATCH + 10);
  });

  it('makes batches the API reads as they were sent', () => {
    const clock = { now: 0 };
    const events = new PlayerEventCollector();
    events.playingChanged(true, 0, clock.now);
    playFor(events, clock, 0, 3);
    events.seek(3000, 9000);
    events.overlay({ type: CTA_SHOWN, ctaId: CTA });
    events.complete();
    const batch = {
      kind: 'video' as const,
      id: CARD,
      session: 'a'.repeat(32),
      surface: PlayerSurface.EMBED,
      host: 'www.example.com',
      events: events.take(),
    };
    expect(readPlayerEventBatch(playerEventBatchBody(batch))).toEqual(batch);
  });

  it('reads media times as whole, non-negative milliseconds', () => {
    expect(mediaMs(1.2345)).toBe(1235);
    expect(mediaMs(-0.01)).toBe(0);
  });
});
