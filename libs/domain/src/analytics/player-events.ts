import { PlayerEventType, PlayerSurface } from '../enums/analytics';
import { isViewSession } from '../media/public-player';
import { isUuid } from '../validation/common';

/**
 * The batches of player events the players send (`navigator.sendBeacon` to PLAYER_EVENTS_PATH: a
 * text/plain body holding this JSON, from any origin, without credentials), and the one reading of
 * them the API applies. The players build them with these types; docs/decisions.md, "Viewer analytics
 * (issue 21)", says what each event counts for.
 */

/** Where players send their batches, relative to PUBLIC_URL. */
export const PLAYER_EVENTS_PATH = '/p/api/events';

/** Events in one batch at most: a player sends what it gathered every few seconds, and at pagehide. */
export const PLAYER_EVENTS_MAX_PER_BATCH = 100;

/** A batch's body at most (sendBeacon queues at most 64 KiB per page anyway). */
export const PLAYER_EVENTS_MAX_BODY_BYTES = 32 * 1024;

/** A media position at most, in milliseconds: a day. */
export const PLAYER_EVENT_MAX_POSITION_MS = 24 * 60 * 60 * 1000;

/** One WATCHED range at most: a heartbeat covers seconds, a batch sent at pagehide a few minutes. */
export const PLAYER_EVENT_MAX_RANGE_MS = 10 * 60 * 1000;

/** The longest embedding host name (DNS allows 253 characters). */
const HOST_MAX_LENGTH = 253;

/**
 * A media position is the time on the video's own timeline in milliseconds (what `video.currentTime`
 * says, × 1000), for a moment too: its range is a part of that timeline.
 */
export type PlayerEvent =
  | { type: PlayerEventType.PLAY; at: number }
  | { type: PlayerEventType.WATCHED; from: number; to: number }
  | { type: PlayerEventType.SEEK; from: number; to: number }
  | { type: PlayerEventType.COMPLETE }
  /** `ctaId`: the id the player data gives the CTA (PlayerCta.id). */
  | { type: PlayerEventType.CTA_SHOWN | PlayerEventType.CTA_CLICKED; ctaId: string }
  /** `endCardId`: the id the player data gives the end card (PlayerEndCard.id). */
  | { type: PlayerEventType.END_CARD_SHOWN | PlayerEventType.END_CARD_CLICKED; endCardId: string }
  | { type: PlayerEventType.SHARE_CLICKED };

/** What a player sends: events of one video or moment, in the order they happened. */
export interface PlayerEventBatch {
  kind: 'video' | 'moment';
  /** The video's or the moment's id (sent as `videoId` or `momentId`). */
  id: string;
  /** The loader's viewer session (the one views are counted with). */
  session: string;
  surface: PlayerSurface;
  /** The host of the page the player is on, as the player sees it; null when it cannot tell. */
  host: string | null;
  events: PlayerEvent[];
}

/** The JSON a player sends: `PlayerEventBatch` with the id under `videoId` or `momentId`. */
export type PlayerEventBatchBody = Omit<PlayerEventBatch, 'kind' | 'id'> &
  ({ videoId: string; momentId?: never } | { momentId: string; videoId?: never });

/** The body of a batch as a player sends it. */
export function playerEventBatchBody(batch: PlayerEventBatch): string {
  const { kind, id, ...rest } = batch;
  return JSON.stringify(kind === 'video' ? { videoId: id, ...rest } : { momentId: id, ...rest });
}

const SURFACES = Object.values(PlayerSurface);
const EVENT_TYPES = Object.values(PlayerEventType);

/** The texts of the public reports (views, player events): what a 4xx of theirs says. */
export const PublicReportMessages = {
  notJson: 'The body is not JSON.',
  notObject: 'Send a JSON object with videoId or momentId, and session.',
  oneSubject: 'Send either videoId or momentId.',
  invalidId: (field: string): string => `${field} is not a valid id.`,
  session: 'session must be 16 to 64 letters, digits, "-" or "_".',
  surface: `surface must be one of ${SURFACES.join(', ')}.`,
  host: 'host must be a host name such as www.example.com, or null.',
  events: `events must be a list of 1 to ${PLAYER_EVENTS_MAX_PER_BATCH} events.`,
  eventType: (index: number): string => `events[${index}].type must be one of ${EVENT_TYPES.join(', ')}.`,
  position: (index: number, field: string): string =>
    `events[${index}].${field} must be a time in milliseconds from 0 to ${PLAYER_EVENT_MAX_POSITION_MS}.`,
  order: (index: number): string => `events[${index}].to must be after events[${index}].from.`,
  rangeTooLong: (index: number): string =>
    `events[${index}] covers more than ${PLAYER_EVENT_MAX_RANGE_MS / 60_000} minutes: send watched time in shorter ranges.`,
  eventId: (index: number, field: string): string => `events[${index}].${field} is not a valid id.`,
  /** The content of a batch is not public. */
  notPublished: 'Events are recorded only for a published video or a visible moment of a published video.',
  rateLimited: 'Too many event batches from this viewer. Try again later.',
} as const;

type Fields = Record<string, unknown>;

const isFields = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The subject of a report: exactly one of `videoId` and `momentId`, a UUID. */
export function reportSubject(body: Fields): { kind: 'video' | 'moment'; id: string } | string {
  const { videoId, momentId } = body;
  if ((videoId === undefined) === (momentId === undefined)) return PublicReportMessages.oneSubject;
  const kind = videoId !== undefined ? 'video' : 'moment';
  const id: unknown = videoId ?? momentId;
  return isUuid(id) ? { kind, id } : PublicReportMessages.invalidId(`${kind}Id`);
}

/**
 * A host name as pages have them (`www.example.com`, `localhost`, `192.0.2.1`): lowercase, without port
 * or trailing dot; null for anything else (an IPv6 literal, a URL, spaces).
 */
export function normalizedHost(value: string): string | null {
  const host = value.trim().toLowerCase().replace(/\.$/, '');
  if (host.length === 0 || host.length > HOST_MAX_LENGTH) return null;
  return /^[a-z0-9_](?:[a-z0-9_-]*[a-z0-9_])?(?:\.[a-z0-9_](?:[a-z0-9_-]*[a-z0-9_])?)*$/.test(host)
    ? host
    : null;
}

const isPosition = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= PLAYER_EVENT_MAX_POSITION_MS;

function readRange(fields: Fields, index: number): { from: number; to: number } | string {
  const { from, to } = fields;
  if (!isPosition(from)) return PublicReportMessages.position(index, 'from');
  if (!isPosition(to)) return PublicReportMessages.position(index, 'to');
  return { from: Math.round(from), to: Math.round(to) };
}

/** One event, or why it is refused. Fields an event does not use are ignored. */
function readEvent(value: unknown, index: number): PlayerEvent | string {
  if (!isFields(value) || !EVENT_TYPES.includes(value.type as PlayerEventType)) {
    return PublicReportMessages.eventType(index);
  }
  const type = value.type as PlayerEventType;
  switch (type) {
    case PlayerEventType.PLAY:
      return isPosition(value.at)
        ? { type, at: Math.round(value.at) }
        : PublicReportMessages.position(index, 'at');
    case PlayerEventType.WATCHED: {
      const range = readRange(value, index);
      if (typeof range === 'string') return range;
      if (range.to <= range.from) return PublicReportMessages.order(index);
      if (range.to - range.from > PLAYER_EVENT_MAX_RANGE_MS) return PublicReportMessages.rangeTooLong(index);
      return { type, ...range };
    }
    case PlayerEventType.SEEK: {
      const range = readRange(value, index);
      return typeof range === 'string' ? range : { type, ...range };
    }
    case PlayerEventType.CTA_SHOWN:
    case PlayerEventType.CTA_CLICKED:
      return isUuid(value.ctaId)
        ? { type, ctaId: value.ctaId.toLowerCase() }
        : PublicReportMessages.eventId(index, 'ctaId');
    case PlayerEventType.END_CARD_SHOWN:
    case PlayerEventType.END_CARD_CLICKED:
      return isUuid(value.endCardId)
        ? { type, endCardId: value.endCardId.toLowerCase() }
        : PublicReportMessages.eventId(index, 'endCardId');
    case PlayerEventType.COMPLETE:
    case PlayerEventType.SHARE_CLICKED:
      return { type };
  }
}

/**
 * A batch as the API reads it: `body` is the request's text (sendBeacon's text/plain) or its parsed
 * JSON. Answers the batch, or the first reason to refuse it (one of PublicReportMessages). Ids are
 * lowercased, positions rounded to whole milliseconds; unknown fields are ignored, so a newer player
 * may send more than this reads.
 */
export function readPlayerEventBatch(body: unknown): PlayerEventBatch | string {
  let value = body;
  if (typeof body === 'string') {
    try {
      value = JSON.parse(body);
    } catch {
      return PublicReportMessages.notJson;
    }
  }
  if (!isFields(value)) return PublicReportMessages.notObject;
  const subject = reportSubject(value);
  if (typeof subject === 'string') return subject;
  if (!isViewSession(value.session)) return PublicReportMessages.session;
  if (!SURFACES.includes(value.surface as PlayerSurface)) return PublicReportMessages.surface;
  let host: string | null = null;
  if (value.host !== undefined && value.host !== null) {
    host = typeof value.host === 'string' ? normalizedHost(value.host) : null;
    if (host === null) return PublicReportMessages.host;
  }
  const { events } = value;
  if (!Array.isArray(events) || events.length === 0 || events.length > PLAYER_EVENTS_MAX_PER_BATCH) {
    return PublicReportMessages.events;
  }
  const read: PlayerEvent[] = [];
  for (const [index, event] of events.entries()) {
    const one = readEvent(event, index);
    if (typeof one === 'string') return one;
    read.push(one);
  }
  return {
    kind: subject.kind,
    id: subject.id.toLowerCase(),
    session: value.session,
    surface: value.surface as PlayerSurface,
    host,
    events: read,
  };
}
