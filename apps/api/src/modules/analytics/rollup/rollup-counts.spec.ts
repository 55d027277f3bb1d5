import { PlayerEventType, PlayerSurface, type PlayerEvent } from '@framehouse/domain';
import type { StreamedBatch } from '../analytics-stream';
import { AnalyticsOverlayKind, AnalyticsSubjectKind } from '../analytics-subject';
import { countEntries, playKeyOf, timelineSeconds, type PlayState, type StreamEntry } from './rollup-counts';

const ORG = '11111111-1111-4111-8111-111111111111';
const VIDEO = '22222222-2222-4222-8222-222222222222';
const MOMENT = '33333333-3333-4333-8333-333333333333';
const CTA = '44444444-4444-4444-8444-444444444444';
const DAY = '2026-03-04';
const AT = Date.parse(`${DAY}T10:00:00Z`);

let sequence = 0;
function entry(events: PlayerEvent[], overrides: Partial<StreamedBatch> = {}, time = AT): StreamEntry {
  sequence += 1;
  return {
    id: `${time}-${sequence}`,
    batch: {
      organizationId: ORG,
      videoId: VIDEO,
      momentId: null,
      startMs: 0,
      endMs: 10_000,
      session: 'session-aaaaaaaaaaaa',
      viewer: 'viewer-1',
      surface: PlayerSurface.EMBED,
      host: 'blog.example.com',
      events,
      ...overrides,
    },
  };
}

const watched = (from: number, to: number): PlayerEvent => ({ type: PlayerEventType.WATCHED, from, to });
const play: PlayerEvent = { type: PlayerEventType.PLAY, at: 0 };

describe('countEntries', () => {
  it('counts a play once, each second once per play, and watch time as played', () => {
    const counts = countEntries(
      [
        entry([play, watched(0, 4000)]),
        // Rewatching seconds 2–3 adds watch time, not retention.
        entry([{ type: PlayerEventType.SEEK, from: 4000, to: 2000 }, watched(2000, 5500), play]),
        entry([play, watched(0, 2000)], { session: 'session-bbbbbbbbbbbb', viewer: 'viewer-2' }),
      ],
      new Map(),
    );
    const video = counts.days.get(`${VIDEO}|${DAY}`);
    expect(video).toMatchObject({
      subjectKind: AnalyticsSubjectKind.VIDEO,
      videoId: VIDEO,
      plays: 2,
      watchTimeMs: 4000 + 3500 + 2000,
      watchedSeconds: 6 + 2,
      playedSeconds: 20,
      seeks: 1,
      retention: [2, 2, 1, 1, 1, 1, 0, 0, 0, 0],
    });
    expect(counts.days.get(`${ORG}|${DAY}`)).toMatchObject({
      subjectKind: AnalyticsSubjectKind.ORGANIZATION,
      videoId: null,
      plays: 2,
      watchTimeMs: 9500,
      watchedSeconds: 8,
      retention: null,
    });
    expect([...counts.viewers.values()]).toEqual([
      { subjectId: VIDEO, day: DAY, viewer: 'viewer-1' },
      { subjectId: ORG, day: DAY, viewer: 'viewer-1' },
      { subjectId: VIDEO, day: DAY, viewer: 'viewer-2' },
      { subjectId: ORG, day: DAY, viewer: 'viewer-2' },
    ]);
    expect(counts.hosts.get(`${VIDEO}|${DAY}|EMBED|blog.example.com`)?.plays).toBe(2);
    expect(counts.events).toBe(7);
  });

  it('continues a stored play: what it counted before is not counted again', () => {
    const first = countEntries(
      [entry([play, watched(0, 3000), { type: PlayerEventType.COMPLETE }])],
      new Map(),
    );
    const stored = new Map<string, PlayState>(
      [...first.plays.values()].map(({ key, state }) => [playKeyOf(key), state]),
    );
    const later = countEntries(
      [entry([play, watched(1000, 5000), { type: PlayerEventType.COMPLETE }])],
      stored,
    );
    expect(later.days.get(`${VIDEO}|${DAY}`)).toMatchObject({
      plays: 0,
      completes: 0,
      watchTimeMs: 4000,
      watchedSeconds: 2,
      playedSeconds: 0,
      retention: [0, 0, 0, 1, 1, 0, 0, 0, 0, 0],
    });
    expect(later.hosts.size).toBe(0);
    // The stored state itself is not changed: the caller writes the new one.
    expect([...(stored.values().next().value as PlayState).watched]).toEqual([0b111, 0]);
  });

  it('counts overlays once per play, a click as shown too', () => {
    const counts = countEntries(
      [
        entry([
          play,
          { type: PlayerEventType.CTA_SHOWN, ctaId: CTA },
          { type: PlayerEventType.CTA_SHOWN, ctaId: CTA },
          { type: PlayerEventType.END_CARD_CLICKED, endCardId: MOMENT },
          { type: PlayerEventType.END_CARD_CLICKED, endCardId: MOMENT },
          { type: PlayerEventType.SHARE_CLICKED },
        ]),
        entry([{ type: PlayerEventType.CTA_CLICKED, ctaId: CTA }]),
      ],
      new Map(),
    );
    expect(counts.overlays.get(`${VIDEO}|${DAY}|${AnalyticsOverlayKind.CTA}|${CTA}`)).toMatchObject({
      impressions: 1,
      clicks: 1,
    });
    expect(counts.overlays.get(`${VIDEO}|${DAY}|${AnalyticsOverlayKind.END_CARD}|${MOMENT}`)).toMatchObject({
      impressions: 1,
      clicks: 1,
    });
    expect(counts.days.get(`${VIDEO}|${DAY}`)?.shares).toBe(1);
  });

  it("counts a moment on its own timeline, clipped to its range, and a new day's play apart", () => {
    const moment = { momentId: MOMENT, startMs: 60_000, endMs: 65_500 };
    const nextDay = AT + 24 * 3600_000;
    const counts = countEntries(
      [entry([watched(58_000, 62_000)], moment), entry([watched(64_000, 70_000)], moment, nextDay)],
      new Map(),
    );
    expect(counts.days.get(`${MOMENT}|${DAY}`)).toMatchObject({
      subjectKind: AnalyticsSubjectKind.MOMENT,
      videoId: VIDEO,
      plays: 1,
      watchTimeMs: 2000,
      playedSeconds: 6,
      retention: [1, 1, 0, 0, 0, 0],
    });
    expect(counts.days.get(`${MOMENT}|2026-03-05`)).toMatchObject({
      plays: 1,
      watchTimeMs: 1500,
      retention: [0, 0, 0, 0, 1, 1],
    });
    expect(counts.days.has(`${VIDEO}|${DAY}`)).toBe(false);
  });

  it('keeps watch time without retention while the length is unknown, and no play without playing', () => {
    const counts = countEntries(
      [
        entry([watched(0, 5000)], { endMs: null }),
        entry([{ type: PlayerEventType.SEEK, from: 0, to: 1 }], {
          session: 'session-cccccccccccc',
          endMs: null,
        }),
      ],
      new Map(),
    );
    expect(counts.days.get(`${VIDEO}|${DAY}`)).toMatchObject({
      plays: 1,
      watchTimeMs: 5000,
      watchedSeconds: 0,
      playedSeconds: 0,
      retention: null,
    });
    expect([...counts.viewers.keys()].filter((key) => key.startsWith(VIDEO))).toHaveLength(1);
    expect(timelineSeconds({ startMs: 0, endMs: 12 * 3600_000 + 1 })).toBeNull();
    expect(timelineSeconds({ startMs: 1000, endMs: 2001 })).toBe(2);
  });
});
