import { PlayerEventType, utcDayOf, type PlayerSurface } from '@framehouse/domain';
import { AnalyticsOverlayKind, AnalyticsSubjectKind } from '../analytics-subject';
import { entryTime, type StreamedBatch } from '../analytics-stream';

/**
 * What one roll-up counts of the stream entries it read (pure: the service reads the plays these entries
 * continue and writes what comes out). Definitions (docs/decisions.md, "Viewer analytics (issue 21)"):
 * a play is a viewer session playing one video or moment on one UTC day; retention at second s is the
 * number of plays that watched part of s; a play counts each second, each overlay shown or clicked, its
 * start and its completion once, however many batches repeat them.
 */

/** The longest timeline retention is kept for, in seconds (12 hours): longer ones keep watch time only. */
export const RETENTION_MAX_SECONDS = 12 * 60 * 60;

/** A play as stored: what it counted already. */
export interface PlayState {
  /** One bit a second of the timeline, little-endian within a byte. */
  watched: Buffer;
  started: boolean;
  completed: boolean;
  /** `<event type>:<overlay id>` of the overlays counted. */
  overlays: Set<string>;
}

export interface PlayKey {
  subjectId: string;
  day: string;
  session: string;
}

/** The counters of a subject's day (analytics_days) the roll-up adds to, but unique viewers. */
export interface DayCounters {
  plays: number;
  watchTimeMs: number;
  watchedSeconds: number;
  playedSeconds: number;
  completes: number;
  seeks: number;
  shares: number;
}

/** Counters at zero: a day nothing was counted on yet. */
export const NO_COUNTS: Readonly<DayCounters> = {
  plays: 0,
  watchTimeMs: 0,
  watchedSeconds: 0,
  playedSeconds: 0,
  completes: 0,
  seeks: 0,
  shares: 0,
};

/** What a roll-up adds to one subject's day. */
export interface DayCounts extends DayCounters {
  subjectId: string;
  day: string;
  subjectKind: AnalyticsSubjectKind;
  organizationId: string;
  videoId: string | null;
  /** Plays that watched each second for the first time (null for the organization's row). */
  retention: number[] | null;
}

export interface OverlayCounts {
  subjectId: string;
  day: string;
  overlayKind: AnalyticsOverlayKind;
  overlayId: string;
  impressions: number;
  clicks: number;
}

export interface HostCounts {
  subjectId: string;
  day: string;
  surface: PlayerSurface;
  host: string;
  plays: number;
}

export interface ViewerSeen {
  subjectId: string;
  day: string;
  viewer: string;
}

export interface RollupCounts {
  /** The plays these entries touched, with their state after them. */
  plays: Map<string, { key: PlayKey; state: PlayState }>;
  days: Map<string, DayCounts>;
  overlays: Map<string, OverlayCounts>;
  hosts: Map<string, HostCounts>;
  /** The viewers of started plays: each counts once a subject and day (the database tells which are new). */
  viewers: Map<string, ViewerSeen>;
  events: number;
}

export interface StreamEntry {
  id: string;
  batch: StreamedBatch;
}

export const playKeyOf = (key: PlayKey): string => `${key.subjectId}|${key.day}|${key.session}`;

/** The subject's timeline in whole seconds (the last one partial), null when unknown or too long to keep. */
export function timelineSeconds(batch: Pick<StreamedBatch, 'startMs' | 'endMs'>): number | null {
  if (batch.endMs === null || batch.endMs <= batch.startMs) return null;
  const seconds = Math.ceil((batch.endMs - batch.startMs) / 1000);
  return seconds <= RETENTION_MAX_SECONDS ? seconds : null;
}

const bitmapBytes = (seconds: number | null) => Math.ceil((seconds ?? 0) / 8);

function newPlay(seconds: number | null): PlayState {
  return {
    watched: Buffer.alloc(bitmapBytes(seconds)),
    started: false,
    completed: false,
    overlays: new Set(),
  };
}

function copyPlay(state: PlayState, seconds: number | null): PlayState {
  // A timeline that grew since (a moment's range widened) gets room for its new seconds.
  const watched = Buffer.alloc(Math.max(state.watched.length, bitmapBytes(seconds)));
  state.watched.copy(watched);
  return { ...state, watched, overlays: new Set(state.overlays) };
}

/** Sets the second's bit; true when it was not set. */
function markSecond(watched: Buffer, second: number): boolean {
  const byte = second >> 3;
  const bit = 1 << (second & 7);
  if (byte >= watched.length || (watched[byte] as number) & bit) return false;
  watched[byte] = (watched[byte] as number) | bit;
  return true;
}

function emptyDay(
  subjectId: string,
  day: string,
  subjectKind: AnalyticsSubjectKind,
  organizationId: string,
  videoId: string | null,
): DayCounts {
  return {
    subjectId,
    day,
    subjectKind,
    organizationId,
    videoId,
    ...NO_COUNTS,
    retention: null,
  };
}

function getOrAdd<K, V>(map: Map<K, V>, key: K, make: () => V): V {
  let value = map.get(key);
  if (value === undefined) {
    value = make();
    map.set(key, value);
  }
  return value;
}

const OVERLAY_EVENTS: Partial<
  Record<PlayerEventType, { kind: AnalyticsOverlayKind; shown: PlayerEventType; clicked: boolean }>
> = {
  [PlayerEventType.CTA_SHOWN]: {
    kind: AnalyticsOverlayKind.CTA,
    shown: PlayerEventType.CTA_SHOWN,
    clicked: false,
  },
  [PlayerEventType.CTA_CLICKED]: {
    kind: AnalyticsOverlayKind.CTA,
    shown: PlayerEventType.CTA_SHOWN,
    clicked: true,
  },
  [PlayerEventType.END_CARD_SHOWN]: {
    kind: AnalyticsOverlayKind.END_CARD,
    shown: PlayerEventType.END_CARD_SHOWN,
    clicked: false,
  },
  [PlayerEventType.END_CARD_CLICKED]: {
    kind: AnalyticsOverlayKind.END_CARD,
    shown: PlayerEventType.END_CARD_SHOWN,
    clicked: true,
  },
};

/**
 * The counts of `entries` (in stream order), continuing the plays in `stored` (keyed by playKeyOf, as
 * read before; a play missing there is new).
 */
export function countEntries(
  entries: readonly StreamEntry[],
  stored: ReadonlyMap<string, PlayState>,
): RollupCounts {
  const counts: RollupCounts = {
    plays: new Map(),
    days: new Map(),
    overlays: new Map(),
    hosts: new Map(),
    viewers: new Map(),
    events: 0,
  };
  for (const { id, batch } of entries) {
    const day = utcDayOf(entryTime(id));
    const seconds = timelineSeconds(batch);
    const subjectId = batch.momentId ?? batch.videoId;
    const subjectKind = batch.momentId ? AnalyticsSubjectKind.MOMENT : AnalyticsSubjectKind.VIDEO;
    const key: PlayKey = { subjectId, day, session: batch.session };
    const play = getOrAdd(counts.plays, playKeyOf(key), () => {
      const before = stored.get(playKeyOf(key));
      return { key, state: before ? copyPlay(before, seconds) : newPlay(seconds) };
    }).state;
    const own = getOrAdd(counts.days, `${subjectId}|${day}`, () =>
      emptyDay(subjectId, day, subjectKind, batch.organizationId, batch.videoId),
    );
    const organization = getOrAdd(counts.days, `${batch.organizationId}|${day}`, () =>
      emptyDay(batch.organizationId, day, AnalyticsSubjectKind.ORGANIZATION, batch.organizationId, null),
    );
    if (seconds !== null && (own.retention?.length ?? 0) < seconds) {
      own.retention = [
        ...(own.retention ?? []),
        ...new Array<number>(seconds - (own.retention?.length ?? 0)).fill(0),
      ];
    }
    const both = (add: (day: DayCounts) => void) => {
      add(own);
      add(organization);
    };
    const start = () => {
      if (play.started) return;
      play.started = true;
      both((counted) => {
        counted.plays += 1;
        counted.playedSeconds += seconds ?? 0;
      });
      for (const holder of [subjectId, batch.organizationId]) {
        const host = batch.host ?? '';
        getOrAdd(counts.hosts, `${holder}|${day}|${batch.surface}|${host}`, () => ({
          subjectId: holder,
          day,
          surface: batch.surface,
          host,
          plays: 0,
        })).plays += 1;
      }
    };
    for (const event of batch.events) {
      counts.events += 1;
      switch (event.type) {
        case PlayerEventType.PLAY:
          start();
          break;
        case PlayerEventType.WATCHED: {
          const from = Math.max(event.from, batch.startMs) - batch.startMs;
          const to = Math.min(event.to, batch.endMs ?? Number.POSITIVE_INFINITY) - batch.startMs;
          if (to <= from) break;
          start();
          both((counted) => (counted.watchTimeMs += to - from));
          if (seconds === null || !own.retention) break;
          const last = Math.min(Math.ceil(to / 1000), seconds) - 1;
          for (let second = Math.floor(from / 1000); second <= last; second += 1) {
            if (!markSecond(play.watched, second)) continue;
            own.retention[second] = (own.retention[second] as number) + 1;
            both((counted) => (counted.watchedSeconds += 1));
          }
          break;
        }
        case PlayerEventType.SEEK:
          both((counted) => (counted.seeks += 1));
          break;
        case PlayerEventType.COMPLETE:
          if (play.completed) break;
          play.completed = true;
          both((counted) => (counted.completes += 1));
          break;
        case PlayerEventType.SHARE_CLICKED:
          both((counted) => (counted.shares += 1));
          break;
        default: {
          const overlay = OVERLAY_EVENTS[event.type];
          const overlayId = 'ctaId' in event ? event.ctaId : 'endCardId' in event ? event.endCardId : null;
          if (!overlay || !overlayId) break;
          const row = getOrAdd(counts.overlays, `${subjectId}|${day}|${overlay.kind}|${overlayId}`, () => ({
            subjectId,
            day,
            overlayKind: overlay.kind,
            overlayId,
            impressions: 0,
            clicks: 0,
          }));
          // A click means it was shown, whether or not the shown event made it here.
          const shown = `${overlay.shown}:${overlayId}`;
          if (!play.overlays.has(shown)) {
            play.overlays.add(shown);
            row.impressions += 1;
          }
          const clicked = `${event.type}:${overlayId}`;
          if (overlay.clicked && !play.overlays.has(clicked)) {
            play.overlays.add(clicked);
            row.clicks += 1;
          }
        }
      }
    }
    if (play.started) {
      for (const holder of [subjectId, batch.organizationId]) {
        const seen: ViewerSeen = { subjectId: holder, day, viewer: batch.viewer };
        counts.viewers.set(`${holder}|${day}|${batch.viewer}`, seen);
      }
    }
  }
  return counts;
}
