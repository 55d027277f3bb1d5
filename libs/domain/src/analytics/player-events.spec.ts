import { PlayerEventType, PlayerSurface } from '../enums/analytics';
import {
  normalizedHost,
  PLAYER_EVENTS_MAX_PER_BATCH,
  playerEventBatchBody,
  PublicReportMessages,
  readPlayerEventBatch,
  type PlayerEventBatch,
} from './player-events';

const VIDEO = '0b7c6a8e-3f0e-4c59-9d1a-6a4f0f6f7c11';
const CTA = '6f1d2c3b-4a59-4e68-8d7c-1b2a3c4d5e6f';
const SESSION = 'a'.repeat(32);

const batch = (overrides: Record<string, unknown> = {}) => ({
  videoId: VIDEO,
  session: SESSION,
  surface: PlayerSurface.EMBED,
  host: 'blog.example.com',
  events: [{ type: PlayerEventType.PLAY, at: 0 }],
  ...overrides,
});

describe('readPlayerEventBatch', () => {
  it('reads every kind of event, from the text sendBeacon sends or from parsed JSON', () => {
    const body = batch({
      events: [
        { type: 'PLAY', at: 0 },
        { type: 'WATCHED', from: 0, to: 10_000.4 },
        { type: 'SEEK', from: 10_000, to: 40_000 },
        { type: 'CTA_SHOWN', ctaId: CTA.toUpperCase() },
        { type: 'CTA_CLICKED', ctaId: CTA },
        { type: 'END_CARD_SHOWN', endCardId: VIDEO },
        { type: 'END_CARD_CLICKED', endCardId: VIDEO },
        { type: 'SHARE_CLICKED', network: 'ignored' },
        { type: 'COMPLETE' },
      ],
    });
    const expected: PlayerEventBatch = {
      kind: 'video',
      id: VIDEO,
      session: SESSION,
      surface: PlayerSurface.EMBED,
      host: 'blog.example.com',
      events: [
        { type: PlayerEventType.PLAY, at: 0 },
        { type: PlayerEventType.WATCHED, from: 0, to: 10_000 },
        { type: PlayerEventType.SEEK, from: 10_000, to: 40_000 },
        { type: PlayerEventType.CTA_SHOWN, ctaId: CTA },
        { type: PlayerEventType.CTA_CLICKED, ctaId: CTA },
        { type: PlayerEventType.END_CARD_SHOWN, endCardId: VIDEO },
        { type: PlayerEventType.END_CARD_CLICKED, endCardId: VIDEO },
        { type: PlayerEventType.SHARE_CLICKED },
        { type: PlayerEventType.COMPLETE },
      ],
    };
    expect(readPlayerEventBatch(body)).toEqual(expected);
    expect(readPlayerEventBatch(JSON.stringify(body))).toEqual(expected);
  });

  it('reads a moment, a host left out or null, and round-trips what a player builds', () => {
    const read = readPlayerEventBatch({ ...batch({ host: null }), videoId: undefined, momentId: VIDEO });
    expect(read).toMatchObject({ kind: 'moment', id: VIDEO, host: null });
    const { host: _host, ...withoutHost } = batch();
    expect(readPlayerEventBatch(withoutHost)).toMatchObject({ host: null });
    const built = readPlayerEventBatch(batch({ host: 'WWW.Example.com.' })) as PlayerEventBatch;
    expect(built.host).toBe('www.example.com');
    expect(readPlayerEventBatch(playerEventBatchBody(built))).toEqual(built);
  });

  it.each([
    ['{"videoId":', PublicReportMessages.notJson],
    ['[]', PublicReportMessages.notObject],
    [null, PublicReportMessages.notObject],
    [batch({ momentId: VIDEO }), PublicReportMessages.oneSubject],
    [batch({ videoId: undefined }), PublicReportMessages.oneSubject],
    [batch({ videoId: 'not-a-uuid' }), 'videoId is not a valid id.'],
    [batch({ session: 'short' }), PublicReportMessages.session],
    [batch({ surface: 'TV' }), PublicReportMessages.surface],
    [batch({ host: 'https://blog.example.com/post' }), PublicReportMessages.host],
    [batch({ host: 42 }), PublicReportMessages.host],
    [batch({ events: [] }), PublicReportMessages.events],
    [batch({ events: {} }), PublicReportMessages.events],
    [
      batch({
        events: Array.from({ length: PLAYER_EVENTS_MAX_PER_BATCH + 1 }, () => ({ type: 'COMPLETE' })),
      }),
      PublicReportMessages.events,
    ],
    [batch({ events: [{ type: 'COMPLETE' }, { type: 'PAUSE' }] }), PublicReportMessages.eventType(1)],
    [batch({ events: ['PLAY'] }), PublicReportMessages.eventType(0)],
    [batch({ events: [{ type: 'PLAY' }] }), PublicReportMessages.position(0, 'at')],
    [batch({ events: [{ type: 'PLAY', at: -1 }] }), PublicReportMessages.position(0, 'at')],
    [batch({ events: [{ type: 'WATCHED', from: 0, to: Infinity }] }), PublicReportMessages.position(0, 'to')],
    [batch({ events: [{ type: 'WATCHED', from: '0', to: 5 }] }), PublicReportMessages.position(0, 'from')],
    [batch({ events: [{ type: 'WATCHED', from: 5000, to: 5000 }] }), PublicReportMessages.order(0)],
    [batch({ events: [{ type: 'WATCHED', from: 0, to: 600_001 }] }), PublicReportMessages.rangeTooLong(0)],
    [batch({ events: [{ type: 'CTA_SHOWN', ctaId: 'x' }] }), PublicReportMessages.eventId(0, 'ctaId')],
    [batch({ events: [{ type: 'END_CARD_CLICKED' }] }), PublicReportMessages.eventId(0, 'endCardId')],
  ])('refuses %j: %s', (body, message) => {
    expect(readPlayerEventBatch(body)).toBe(message);
  });
});

describe('normalizedHost', () => {
  it.each([
    ['Blog.Example.com', 'blog.example.com'],
    ['example.com.', 'example.com'],
    ['localhost', 'localhost'],
    ['192.0.2.1', '192.0.2.1'],
    ['x'.repeat(254), null],
    ['', null],
    ['blog.example.com:8080', null],
    ['-bad.example.com', null],
    ['a..b', null],
    ['[::1]', null],
    ['exa mple.com', null],
  ])('%s → %s', (value, expected) => {
    expect(normalizedHost(value)).toBe(expected);
  });
});
