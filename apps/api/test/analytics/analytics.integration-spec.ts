import {
  ErrorCode,
  OrganizationRole,
  PLAYER_EVENTS_MAX_PER_BATCH,
  PlayerEventType,
  PlayerSurface,
  PublicReportMessages,
  AnalyticsMessages,
  CONTENT_ANALYTICS_REPORTS,
  utcDayOf,
} from '@framehouse/domain';
import fc from 'fast-check';
import { randomUUID } from 'node:crypto';
import { PLAYER_EVENT_BATCHES_PER_VIEWER } from '../../src/modules/public/player-events.service';
import { registerD2COwner } from '../d2c/d2c-support';
import { mutate, processedVideo, TOGGLE_MOMENT } from '../moments/moment-support';
import { CREATE_BUTTON, CREATE_END_CARD } from '../overlays/overlays-support';
import { call, unlimitedOwner, UNPUBLISH_VIDEO } from '../publishing/publishing-support';
import { errorCode, payloadError, restErrors, validationFailure } from '../support/fixtures';
import { addMember, type Owner } from '../support/flows';
import { startTestApp, type TestApp } from '../support/test-app';
import {
  ANALYTICS_OVERVIEW,
  analyticsQuery,
  batchOf,
  type ContentAnalytics,
  type Figures,
  MOMENT_ANALYTICS,
  momentOf,
  newSession,
  PLAY,
  publishedVideo,
  ROLL_UP_BY_HAND,
  rollUp,
  sendBeacon,
  type Sender,
  VIDEO_ANALYTICS,
  videoAnalyticsOf,
  watched,
} from './analytics-support';

const viewerA: Sender = {
  address: '203.0.113.1',
  userAgent: 'Browser A',
  origin: 'https://blog.example.com',
};
const viewerB: Sender = { address: '203.0.113.2', userAgent: 'Browser B' };
const viewerC: Sender = {
  address: '203.0.113.3',
  userAgent: 'Browser C',
  origin: 'https://shop.example.org',
};

/**
 * Viewer analytics (issue 21) through the real API: player events in, the roll-up, the queries and the
 * CSV export out.
 */
describe('viewer analytics', () => {
  let t: TestApp;
  let owner: Owner;
  let other: Owner;

  beforeAll(async () => {
    t = await startTestApp(ROLL_UP_BY_HAND);
    owner = await unlimitedOwner(t, 'Analytics');
    other = await unlimitedOwner(t, 'Analytics rival');
  });
  afterAll(() => t.close());

  const query = <T>(document: string, variables: Record<string, unknown>, token = owner.token) =>
    analyticsQuery<T>(t, document, variables, token);
  const videoAnalytics = (videoId: string, token = owner.token) => videoAnalyticsOf(t, token, videoId);
  const momentAnalytics = async (momentId: string) =>
    (await query<{ momentAnalytics: ContentAnalytics }>(MOMENT_ANALYTICS, { momentId })).momentAnalytics;
  const overview = async (token = owner.token) =>
    (
      await query<{
        analyticsOverview: Figures & {
          topVideos: Array<Record<string, unknown>>;
          topMoments: Array<Record<string, unknown>>;
        };
      }>(ANALYTICS_OVERVIEW, {}, token)
    ).analyticsOverview;
  const accepted = async (response: Promise<{ status: number; body: unknown }>) => {
    const answer = await response;
    expect({ status: answer.status, body: answer.body }).toMatchObject({ status: 202 });
  };

  it('rolls events of a published video and its moment up to plays, uniques, retention, clicks and hosts', async () => {
    const videoId = await publishedVideo(t, owner, 20_000, 'Launch film');
    const momentId = await momentOf(t, owner, videoId, '00:10', '00:16');
    const button = await mutate<{ buttonCta: { id: string; publicUuid: string } }>(
      t,
      CREATE_BUTTON,
      { input: { name: 'Buy now', url: 'https://shop.example.com', text: 'Buy' } },
      owner.token,
    );
    const card = await mutate<{ endCard: { id: string } }>(
      t,
      CREATE_END_CARD,
      { endCard: { name: 'Goodbye card', customCode: '<p>Bye</p>' } },
      owner.token,
    );
    const cta = button.buttonCta.publicUuid;
    const endCardId = card.endCard.id;
    const [sessionA, sessionB, sessionA2] = [newSession(), newSession(), newSession()];
    const video = { videoId };
    const host = 'claimed.example'; // an Origin other than ours wins over what the player says

    await accepted(
      sendBeacon(
        t,
        batchOf(
          video,
          sessionA,
          [PLAY, watched(0, 10_000), { type: PlayerEventType.CTA_SHOWN, ctaId: cta }],
          PlayerSurface.EMBED,
          host,
        ),
        viewerA,
      ),
    );
    await accepted(
      sendBeacon(
        t,
        batchOf(
          video,
          sessionA,
          [
            watched(10_000, 20_000),
            { type: PlayerEventType.CTA_CLICKED, ctaId: cta },
            { type: PlayerEventType.END_CARD_SHOWN, endCardId },
            { type: PlayerEventType.END_CARD_CLICKED, endCardId },
            { type: PlayerEventType.COMPLETE },
            { type: PlayerEventType.SHARE_CLICKED },
          ],
          PlayerSurface.EMBED,
          host,
        ),
        viewerA,
      ),
    );
    // Our own public page: no Origin of another site, no host.
    await accepted(
      sendBeacon(
        t,
        batchOf(
          video,
          sessionB,
          [
            PLAY,
            watched(0, 5000),
            { type: PlayerEventType.SEEK, from: 5000, to: 15_000 },
            watched(15_000, 17_000),
            { type: PlayerEventType.CTA_SHOWN, ctaId: cta },
          ],
          PlayerSurface.PAGE,
        ),
        viewerB,
      ),
    );
    // Rewatching adds watch time, not retention; the same viewer in another tab is another play.
    await accepted(sendBeacon(t, batchOf(video, sessionB, [watched(0, 5000)], PlayerSurface.PAGE), viewerB));
    await accepted(
      sendBeacon(t, batchOf(video, sessionA2, [PLAY, watched(0, 2000)], PlayerSurface.EMBED), viewerA),
    );
    // A JSON body is read too (a player using fetch with keepalive).
    const json = await t.http
      .post('/p/api/events')
      .set('x-forwarded-for', viewerC.address)
      .set('user-agent', viewerC.userAgent)
      .set('origin', viewerC.origin as string)
      .send({
        momentId,
        session: newSession(),
        surface: PlayerSurface.WIDGET,
        events: [watched(10_000, 13_000)],
      });
    expect(json.status).toBe(202);
    expect(json.body).toEqual({ accepted: 1 });
    expect(json.headers['access-control-allow-origin']).toBe('*');

    // Nothing shows before the roll-up; then each event counts once, however often rolled up.
    expect((await videoAnalytics(videoId)).plays).toBe(0);
    expect(await rollUp(t)).toEqual({ entries: 6, events: 18, caughtUp: true });
    expect(await rollUp(t)).toEqual({ entries: 0, events: 0, caughtUp: true });

    const today = utcDayOf(Date.now());
    const analytics = await videoAnalytics(videoId);
    expect(analytics).toMatchObject({
      videoId,
      momentId: null,
      title: 'Launch film',
      to: today,
      durationSeconds: 20,
      plays: 3,
      uniqueViewers: 2,
      watchTimeSeconds: 34,
      // 29 distinct seconds watched of 3 plays × 20 s.
      averagePercentWatched: 48.33,
      completes: 1,
      seeks: 1,
      shares: 1,
      retention: [3, 3, 2, 2, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 1, 1, 1],
      ctas: [{ id: button.buttonCta.id, name: 'Buy now', impressions: 2, clicks: 1, clickThroughRate: 0.5 }],
      endCards: [{ id: endCardId, name: 'Goodbye card', impressions: 1, clicks: 1, clickThroughRate: 1 }],
      hosts: [
        { host: 'blog.example.com', surface: PlayerSurface.EMBED, plays: 2 },
        { host: null, surface: PlayerSurface.PAGE, plays: 1 },
      ],
      surfaces: [
        { surface: PlayerSurface.EMBED, plays: 2 },
        { surface: PlayerSurface.PAGE, plays: 1 },
      ],
    });
    expect(analytics.days).toHaveLength(30);
    expect(analytics.days.reduce((sum, day) => sum + day.plays, 0)).toBe(3);
    expect(analytics.days.at(-1)?.day).toBe(today);

    expect(await momentAnalytics(momentId)).toMatchObject({
      videoId,
      momentId,
      title: 'Highlight',
      durationSeconds: 6,
      plays: 1,
      uniqueViewers: 1,
      watchTimeSeconds: 3,
      averagePercentWatched: 50,
      retention: [1, 1, 1, 0, 0, 0],
      hosts: [{ host: 'shop.example.org', surface: PlayerSurface.WIDGET, plays: 1 }],
    });
    expect(await overview()).toMatchObject({
      plays: 4,
      uniqueViewers: 3,
      watchTimeSeconds: 37,
      averagePercentWatched: 48.48,
      topVideos: [{ videoId, momentId: null, title: 'Launch film', plays: 3, uniqueViewers: 2 }],
      topMoments: [{ videoId, momentId, title: 'Highlight', plays: 1, uniqueViewers: 1 }],
      hosts: [
        { host: 'blog.example.com', surface: PlayerSurface.EMBED, plays: 2 },
        { host: null, surface: PlayerSurface.PAGE, plays: 1 },
        { host: 'shop.example.org', surface: PlayerSurface.WIDGET, plays: 1 },
      ],
    });

    // A range without the day shows nothing; a past range is read as asked.
    const past = await query<{ videoAnalytics: ContentAnalytics }>(VIDEO_ANALYTICS, {
      videoId,
      from: '2025-01-01',
      to: '2025-01-31',
    });
    expect(past.videoAnalytics).toMatchObject({ from: '2025-01-01', to: '2025-01-31', plays: 0, ctas: [] });
    expect(past.videoAnalytics.retention).toEqual(new Array(20).fill(0));

    // The CSV export, as members' other downloads: bearer token.
    const csv = await t.http
      .get(`/videos/${videoId}/analytics.csv?report=retention`)
      .set('authorization', `Bearer ${owner.token}`);
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(
      /attachment; filename="analytics-launch-film-retention-/,
    );
    expect(csv.text.split('\r\n').slice(0, 3)).toEqual([
      '\ufeffsecond,plays_watching,percent_of_plays',
      '0,3,100',
      '1,3,100',
    ]);
    const daily = await t.http
      .get(`/moments/${momentId}/analytics.csv`)
      .set('authorization', `Bearer ${owner.token}`);
    expect(daily.status).toBe(200);
    expect(daily.text).toContain(`${today},1,1,3,50,0,0`);
    const badReport = await t.http
      .get(`/videos/${videoId}/analytics.csv?report=everything&from=yesterday`)
      .set('authorization', `Bearer ${owner.token}`);
    expect({ status: badReport.status, body: badReport.body }).toEqual({
      status: 400,
      body: restErrors(validationFailure('report', AnalyticsMessages.report(CONTENT_ANALYTICS_REPORTS))),
    });

    // Another organization sees none of it.
    for (const [document, variables] of [
      [VIDEO_ANALYTICS, { videoId }],
      [MOMENT_ANALYTICS, { momentId }],
    ] as const) {
      const response = await t.gql(document, variables, other.token);
      expect(errorCode(response)).toBe(ErrorCode.NOT_FOUND);
      expect(response.data).toBeNull();
    }
    expect(await overview(other.token)).toMatchObject({
      plays: 0,
      uniqueViewers: 0,
      topVideos: [],
      topMoments: [],
      hosts: [],
    });
    for (const path of [`/videos/${videoId}/analytics.csv`, `/moments/${momentId}/analytics.csv`]) {
      const refused = await t.http.get(path).set('authorization', `Bearer ${other.token}`);
      expect({ status: refused.status, body: refused.body }).toEqual({
        status: 404,
        body: restErrors(payloadError(ErrorCode.NOT_FOUND, path.includes('videos') ? 'videoId' : 'momentId')),
      });
    }
  });

  it('answers only members who see the videos dashboard', async () => {
    const videoId = await publishedVideo(t, owner, 10_000);
    const curator = await addMember(t, owner, OrganizationRole.CURATOR);
    expect((await videoAnalytics(videoId, curator.token)).videoId).toBe(videoId);
    const d2c = await registerD2COwner(t);
    expect(errorCode(await t.gql(VIDEO_ANALYTICS, { videoId }, d2c.token))).toBe(ErrorCode.PERMISSIONS_ERROR);
    expect(errorCode(await t.gql(ANALYTICS_OVERVIEW, {}, d2c.token))).toBe(ErrorCode.PERMISSIONS_ERROR);
    expect(errorCode(await t.gql(ANALYTICS_OVERVIEW, {}))).toBe(ErrorCode.AUTH_REQUIRED);
    const csv = await t.http
      .get(`/videos/${videoId}/analytics.csv`)
      .set('authorization', `Bearer ${d2c.token}`);
    expect(csv.status).toBe(403);
    expect((await t.http.get(`/videos/${videoId}/analytics.csv`)).status).toBe(401);
    const badRange = await t.gql(VIDEO_ANALYTICS, { videoId, from: '2026-02-30' }, owner.token);
    expect(badRange.errors?.[0]).toMatchObject({
      message: AnalyticsMessages.dateFormat('from'),
      extensions: { code: ErrorCode.VALIDATION_ERROR },
    });
  });

  it('refuses events of unpublished, unknown or hidden content in the error contract from the next batch on, and counts none', async () => {
    const draft = (await processedVideo(t, owner.token, { durationMs: 10_000 })).id;
    const videoId = await publishedVideo(t, owner, 20_000, 'Soon unpublished');
    const momentId = await momentOf(t, owner, videoId, '00:01', '00:07');
    const hidden = await momentOf(t, owner, videoId, '00:07', '00:13');
    // Reported while public, three times each: the API keeps its answer until the content changes.
    for (let report = 0; report < 3; report += 1) {
      for (const subject of [{ videoId }, { momentId }, { momentId: hidden }]) {
        await accepted(sendBeacon(t, batchOf(subject, newSession(), [PLAY]), viewerA));
      }
    }
    await mutate(t, TOGGLE_MOMENT, { id: hidden, action: 'DISABLE' }, owner.token);
    const stillPublic = await sendBeacon(t, batchOf({ momentId }, newSession(), [PLAY]), viewerA);
    expect(stillPublic.status).toBe(202);
    const unpublished = await call(t, UNPUBLISH_VIDEO, { videoId }, owner.token);
    expect(unpublished.errors).toEqual([]);
    const notPublished = (field: string) =>
      restErrors(payloadError(ErrorCode.NOT_FOUND, field, PublicReportMessages.notPublished));
    for (const [subject, field] of [
      [{ videoId }, 'videoId'],
      [{ videoId: draft }, 'videoId'],
      [{ videoId: randomUUID() }, 'videoId'],
      [{ momentId }, 'momentId'],
      [{ momentId: hidden }, 'momentId'],
    ] as const) {
      const refused = await sendBeacon(t, batchOf(subject, newSession(), [PLAY]), viewerA);
      expect({ status: refused.status, body: refused.body }).toEqual({
        status: 404,
        body: notPublished(field),
      });
      expect(refused.headers['access-control-allow-origin']).toBe('*');
    }
    // What was accepted while public, only that.
    expect(await rollUp(t)).toMatchObject({ entries: 10 });
    expect((await videoAnalytics(videoId)).plays).toBe(3);
  });

  it('answers bad batches with 400 and what is wrong, never 500', async () => {
    const videoId = await publishedVideo(t, owner, 10_000);
    const good = { videoId, session: newSession(), surface: 'EMBED', events: [{ type: 'PLAY', at: 0 }] };
    const cases: Array<[string, string]> = [
      ['hello', PublicReportMessages.notJson],
      ['[]', PublicReportMessages.notObject],
      ['null', PublicReportMessages.notObject],
      [JSON.stringify({ ...good, videoId: 'x' }), PublicReportMessages.invalidId('videoId')],
      [JSON.stringify({ ...good, momentId: videoId }), PublicReportMessages.oneSubject],
      [JSON.stringify({ ...good, session: 1 }), PublicReportMessages.session],
      [JSON.stringify({ ...good, surface: 'TV' }), PublicReportMessages.surface],
      [JSON.stringify({ ...good, host: 'http://x' }), PublicReportMessages.host],
      [JSON.stringify({ ...good, events: [] }), PublicReportMessages.events],
      [
        JSON.stringify({
          ...good,
          events: new Array(PLAYER_EVENTS_MAX_PER_BATCH + 1).fill({ type: 'COMPLETE' }),
        }),
        PublicReportMessages.events,
      ],
      [
        JSON.stringify({ ...good, events: [{ type: 'WATCHED', from: 9, to: 3 }] }),
        PublicReportMessages.order(0),
      ],
      [
        JSON.stringify({ ...good, events: [{ type: 'CTA_CLICKED', ctaId: 7 }] }),
        PublicReportMessages.eventId(0, 'ctaId'),
      ],
      [
        `{"videoId":"${videoId}","session":"\u0000${'a'.repeat(20)}"}`,
        'Text cannot contain the NUL character (U+0000).',
      ],
      [JSON.stringify({ ...good, pad: 'x'.repeat(40_000) }), 'Request body is larger than 32 KiB.'],
    ];
    for (const [body, message] of cases) {
      const response = await sendBeacon(t, body, viewerB);
      const status = message.startsWith('Request body is larger') ? 413 : 400;
      expect({ body: body.slice(0, 80), status: response.status, errors: response.body.errors }).toEqual({
        body: body.slice(0, 80),
        status,
        errors: [validationFailure(null, message)],
      });
    }
    const broken = await t.http
      .post('/p/api/events')
      .set('content-type', 'application/json')
      .send('{"videoId":');
    expect(broken.status).toBe(400);
    const preflight = await t.http
      .options('/p/api/events')
      .set('Origin', 'https://blog.example.com')
      .set('Access-Control-Request-Method', 'POST');
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
    expect(await rollUp(t)).toMatchObject({ entries: 0 });
  });

  it('never answers 500 to hostile batches, dates or reports', async () => {
    const videoId = await publishedVideo(t, owner, 10_000);
    const text = fc.oneof(
      fc.string({ maxLength: 30 }),
      fc.constantFrom('', '\u0000', "' OR 1=1 --", '9999-99-99'),
    );
    const statuses = new Set<number>();
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.json(),
          fc
            .jsonValue()
            .map((value) =>
              JSON.stringify({ videoId, session: newSession(), surface: 'EMBED', events: [value] }),
            ),
        ),
        text,
        text,
        async (body, from, to) => {
          const batch = await sendBeacon(t, body, {
            address: '192.0.2.99',
            userAgent: `Fuzz ${statuses.size}`,
          });
          const range = await t.gql(VIDEO_ANALYTICS, { videoId, from, to }, owner.token);
          const csv = await t.http
            .get(`/videos/${videoId}/analytics.csv`)
            .query({ from, to, report: from })
            .set('authorization', `Bearer ${owner.token}`);
          for (const status of [batch.status, range.status, csv.status]) statuses.add(status);
          return (
            batch.status < 500 &&
            range.status < 500 &&
            errorCode(range) !== ErrorCode.SERVER_ERROR &&
            csv.status < 500
          );
        },
      ),
      { seed: 20_261_127, numRuns: 150 },
    );
    expect([...statuses].every((status) => status < 500)).toBe(true);
  });

  it("rate-limits a viewer's batches, not the other viewers behind the same address", async () => {
    const videoId = await publishedVideo(t, owner, 10_000);
    const sender: Sender = { address: '198.51.100.7', userAgent: 'Busy browser' };
    const batch = batchOf({ videoId }, newSession(), [watched(0, 1000)]);
    for (let sent = 0; sent < PLAYER_EVENT_BATCHES_PER_VIEWER; sent += 1) {
      expect((await sendBeacon(t, batch, sender)).status).toBe(202);
    }
    const refused = await sendBeacon(t, batch, sender);
    expect({ status: refused.status, body: refused.body }).toEqual({
      status: 429,
      body: restErrors(payloadError(ErrorCode.RATE_LIMITED, null, PublicReportMessages.rateLimited)),
    });
    expect((await sendBeacon(t, batch, { ...sender, userAgent: 'Colleague browser' })).status).toBe(202);
    await rollUp(t);
    // One session: one play, its one second once, however many batches repeat it.
    expect(await videoAnalytics(videoId)).toMatchObject({
      plays: 1,
      retention: [1, 0, 0, 0, 0, 0, 0, 0, 0, 0],
    });
  });
});
