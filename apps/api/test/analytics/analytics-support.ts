import {
  PLAYER_EVENTS_PATH,
  playerEventBatchBody,
  PlayerEventType,
  PlayerSurface,
  type PlayerEvent,
  type PlayerEventBatch,
} from '@framehouse/domain';
import { randomBytes } from 'node:crypto';
import { AnalyticsRollupService } from '../../src/modules/analytics/rollup/analytics-rollup.service';
import { addMoment, processedVideo } from '../moments/moment-support';
import { call, PUBLISH_VIDEO, selfTargetId } from '../publishing/publishing-support';
import type { Owner } from '../support/flows';
import type { TestApp } from '../support/test-app';

/** A play from the start, and a range watched: the events most batches carry. */
export const PLAY: PlayerEvent = { type: PlayerEventType.PLAY, at: 0 };
export const watched = (from: number, to: number): PlayerEvent => ({
  type: PlayerEventType.WATCHED,
  from,
  to,
});

/** A loader's viewer session id. */
export const newSession = () => randomBytes(16).toString('hex');

/** Who sends a batch: the client address (x-forwarded-for, trusted from loopback), its browser, its page. */
export interface Sender {
  address: string;
  userAgent: string;
  /** The Origin a browser sends from the page the player is on; none for a same-origin beacon. */
  origin?: string;
}

/** A batch as a player builds it. */
export function batchOf(
  subject: { videoId: string } | { momentId: string },
  session: string,
  events: PlayerEvent[],
  surface = PlayerSurface.EMBED,
  host: string | null = null,
): PlayerEventBatch {
  const kind = 'videoId' in subject ? 'video' : 'moment';
  const id = 'videoId' in subject ? subject.videoId : subject.momentId;
  return { kind, id, session, surface, host, events };
}

/** POST /p/api/events as navigator.sendBeacon sends a string: text/plain, no credentials. */
export function sendBeacon(t: TestApp, body: PlayerEventBatch | string, sender: Sender) {
  const request = t.http
    .post(PLAYER_EVENTS_PATH)
    .set('content-type', 'text/plain;charset=UTF-8')
    .set('x-forwarded-for', sender.address)
    .set('user-agent', sender.userAgent);
  if (sender.origin) request.set('origin', sender.origin);
  return request.send(typeof body === 'string' ? body : playerEventBatchBody(body));
}

/** Rolls everything appended so far up, as the scheduled job does. */
export function rollUp(t: TestApp) {
  return t.app.get(AnalyticsRollupService).rollUp();
}

/** A processed video of `durationMs`, published on the organization's own pages. */
export async function publishedVideo(
  t: TestApp,
  owner: Owner,
  durationMs: number,
  title = 'Clip',
): Promise<string> {
  const { id } = await processedVideo(t, owner.token, { durationMs, title });
  const published = await call(
    t,
    PUBLISH_VIDEO,
    { id, publishingTargetIds: [await selfTargetId(t, owner.token)] },
    owner.token,
  );
  expect(published.errors).toEqual([]);
  return id;
}

/** A visible moment of the video over [start, end) given as `mm:ss`. */
export async function momentOf(t: TestApp, owner: Owner, videoId: string, start: string, end: string) {
  return (await addMoment(t, owner.token, videoId, 'Highlight', start, end)).id;
}

export const FIGURES = `from to plays uniqueViewers watchTimeSeconds averagePercentWatched completes seeks shares
  days { day plays uniqueViewers watchTimeSeconds averagePercentWatched completes shares }
  hosts { host surface plays } surfaces { surface plays }`;
export const CONTENT = `videoId momentId title durationSeconds retention ${FIGURES}
  ctas { id name impressions clicks clickThroughRate } endCards { id name impressions clicks clickThroughRate }`;
export const VIDEO_ANALYTICS = `query($videoId: ID!, $from: String, $to: String) {
  videoAnalytics(videoId: $videoId, from: $from, to: $to) { ${CONTENT} } }`;
export const MOMENT_ANALYTICS = `query($momentId: ID!, $from: String, $to: String) {
  momentAnalytics(momentId: $momentId, from: $from, to: $to) { ${CONTENT} } }`;
const RANKING = 'videoId momentId title plays uniqueViewers watchTimeSeconds averagePercentWatched';
export const ANALYTICS_OVERVIEW = `query($from: String, $to: String) {
  analyticsOverview(from: $from, to: $to) { ${FIGURES} topVideos { ${RANKING} } topMoments { ${RANKING} } } }`;

export interface Figures {
  from: string;
  to: string;
  plays: number;
  uniqueViewers: number;
  watchTimeSeconds: number;
  averagePercentWatched: number | null;
  completes: number;
  seeks: number;
  shares: number;
  days: Array<{ day: string; plays: number; uniqueViewers: number; watchTimeSeconds: number }>;
  hosts: Array<{ host: string | null; surface: PlayerSurface; plays: number }>;
  surfaces: Array<{ surface: PlayerSurface; plays: number }>;
}

export interface ContentAnalytics extends Figures {
  videoId: string;
  momentId: string | null;
  title: string;
  durationSeconds: number | null;
  retention: number[];
  ctas: Array<{ id: string; name: string; impressions: number; clicks: number; clickThroughRate: number }>;
  endCards: Array<{
    id: string;
    name: string;
    impressions: number;
    clicks: number;
    clickThroughRate: number;
  }>;
}

/** The app of a test file whose roll-ups the tests run themselves: the scheduled one stays out of the way. */
export const ROLL_UP_BY_HAND = { ANALYTICS_ROLLUP_SECONDS: '3600' };

/** An analytics query that must answer: its data. */
export async function analyticsQuery<T>(
  t: TestApp,
  document: string,
  variables: Record<string, unknown>,
  token: string,
): Promise<T> {
  const response = await t.gql<T>(document, variables, token);
  expect(response.errors).toBeUndefined();
  return response.data;
}

/** A video's analytics of the last 30 days, as its owner reads them. */
export async function videoAnalyticsOf(
  t: TestApp,
  token: string,
  videoId: string,
): Promise<ContentAnalytics> {
  return (await analyticsQuery<{ videoAnalytics: ContentAnalytics }>(t, VIDEO_ANALYTICS, { videoId }, token))
    .videoAnalytics;
}
