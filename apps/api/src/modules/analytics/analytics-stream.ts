import { readPlayerEventBatch, type PlayerEvent, type PlayerSurface } from '@framehouse/domain';
import { isUuid } from '../../common/ids';

/**
 * The Redis stream player events go through (docs/decisions.md, "Viewer analytics (issue 21)"): one
 * entry a batch, its id (`<ms>-<seq>`, given by Redis) the time it arrived. Entries are read back by the
 * roll-up after the last id it counted, and trimmed once counted and older than ANALYTICS_RAW_EVENTS_HOURS.
 * (Not under `analytics:`: BullMQ keeps the analytics queue's own event stream at `analytics:events`.)
 */
export const ANALYTICS_STREAM_KEY = 'player-events';

/** The one field of an entry: the batch as JSON. */
const FIELD = 'batch';

/** How long a counted entry stays in the stream: what the raw events are kept for, at most. */
export const ANALYTICS_RAW_EVENTS_HOURS = 48;

/**
 * The stream's length at most, whatever the roll-up's state (about 1 GB of Redis at ~1 KB an entry): if
 * roll-ups stopped for good, the oldest uncounted entries go rather than Redis's memory.
 */
export const ANALYTICS_STREAM_MAX_ENTRIES = 1_000_000;

/** A batch as appended: what it is about and who sent it, resolved when it arrived. */
export interface StreamedBatch {
  organizationId: string;
  videoId: string;
  /** Null for a video's own player. */
  momentId: string | null;
  /** The subject's part of the video's timeline in ms: the whole video, or the moment's range. */
  startMs: number;
  /** Null while the video's duration is unknown. */
  endMs: number | null;
  session: string;
  /** The day's salted hash of the viewer, scoped to the organization. */
  viewer: string;
  surface: PlayerSurface;
  /** The embedding page's host, when known. */
  host: string | null;
  events: PlayerEvent[];
}

/** The entry's field-value list for XADD. */
export function streamFields(batch: StreamedBatch): [string, string] {
  return [FIELD, JSON.stringify(batch)];
}

const isMs = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;

/**
 * The batch of an entry's fields, or null for one this code did not write (a roll-up skips it rather
 * than stop on it). The events are read again with the players' own rules.
 */
export function batchOfFields(fields: readonly string[]): StreamedBatch | null {
  const at = fields.indexOf(FIELD);
  const json = at % 2 === 0 ? fields[at + 1] : undefined;
  if (json === undefined) return null;
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const entry = value as Record<string, unknown>;
  const { organizationId, videoId, momentId, startMs, endMs, viewer } = entry;
  if (!isUuid(organizationId) || !isUuid(videoId) || (momentId !== null && !isUuid(momentId))) return null;
  if (!isMs(startMs) || (endMs !== null && !isMs(endMs)) || typeof viewer !== 'string' || !viewer)
    return null;
  const events = readPlayerEventBatch({ ...entry, videoId, momentId: undefined });
  if (typeof events === 'string') return null;
  return {
    organizationId,
    videoId,
    momentId,
    startMs,
    endMs,
    session: events.session,
    viewer,
    surface: events.surface,
    host: events.host,
    events: events.events,
  };
}

/** The time an entry arrived, from its id. */
export const entryTime = (id: string): number => Number(id.split('-')[0]);
