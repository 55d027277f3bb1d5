import {
  AnalyticsMessages,
  CONTENT_ANALYTICS_REPORTS,
  ErrorCode,
  OrganizationRole,
  OVERVIEW_ANALYTICS_REPORTS,
  PlayerSurface,
  addDays,
  utcDayOf,
} from '@framehouse/domain';
import { registerD2COwner } from '../d2c/d2c-support';
import { unlimitedOwner } from '../publishing/publishing-support';
import { payloadError, restErrors, validationFailure } from '../support/fixtures';
import { addMember, type Owner } from '../support/flows';
import { startTestApp, type TestApp } from '../support/test-app';
import {
  batchOf,
  momentOf,
  newSession,
  PLAY,
  publishedVideo,
  ROLL_UP_BY_HAND,
  rollUp,
  sendBeacon,
  type Sender,
  watched,
} from './analytics-support';

const blogReader: Sender = {
  address: '203.0.113.21',
  userAgent: 'Browser A',
  origin: 'https://blog.example.com',
};
const pageReader: Sender = { address: '203.0.113.22', userAgent: 'Browser B' };

/** A CSV file's lines, without its byte order mark and the empty text after the last CRLF. */
const lines = (text: string) =>
  text
    .replace(/^\ufeff/, '')
    .split('\r\n')
    .slice(0, -1);

/**
 * The organization's overview as CSV files (issue 21), `GET /analytics.csv`, through the real API: the
 * tables of `analyticsOverview` with the video and moment exports' rules (RFC 4180, formula-safe cells,
 * the file's name), its permission and the caller's organization only.
 */
describe('analytics overview export', () => {
  let t: TestApp;
  let owner: Owner;
  let other: Owner;
  let videoId: string;
  let momentId: string;
  const today = utcDayOf(Date.now());
  const from = addDays(today, -29);

  const get = (path: string, token?: string) => {
    const request = t.http.get(path);
    return token ? request.set('authorization', `Bearer ${token}`) : request;
  };

  beforeAll(async () => {
    t = await startTestApp(ROLL_UP_BY_HAND);
    owner = await unlimitedOwner(t, 'Overview Studio');
    other = await unlimitedOwner(t, 'Overview rival');
    // A member's title a spreadsheet would take for a formula, with a quote and a comma.
    videoId = await publishedVideo(t, owner, 20_000, '=SUM(A1) "launch", film');
    momentId = await momentOf(t, owner, videoId, '00:10', '00:16');
    for (const [sender, surface] of [
      [blogReader, PlayerSurface.EMBED],
      [pageReader, PlayerSurface.PAGE],
    ] as const) {
      const sent = await sendBeacon(
        t,
        batchOf({ videoId }, newSession(), [PLAY, watched(0, 10_000)], surface),
        sender,
      );
      expect(sent.status).toBe(202);
    }
    const moment = await sendBeacon(
      t,
      batchOf({ momentId }, newSession(), [PLAY, watched(10_000, 16_000)], PlayerSurface.PAGE),
      pageReader,
    );
    expect(moment.status).toBe(202);
    await rollUp(t);
  });
  afterAll(() => t.close());

  it('writes the daily figures by default, named after the organization, the report and the range', async () => {
    const csv = await get('/analytics.csv', owner.token);
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['cache-control']).toBe('no-store');
    expect(csv.headers['content-disposition']).toBe(
      `attachment; filename="analytics-overview-studio-daily-${from}-${today}.csv"`,
    );
    expect(csv.text.startsWith('\ufeff')).toBe(true);
    const rows = lines(csv.text);
    expect(rows[0]).toBe(
      'date,plays,unique_viewers,watch_time_seconds,average_percent_watched,completes,shares',
    );
    expect(rows).toHaveLength(31);
    // Three plays by two viewers (one played the video and the moment): 26 s watched of 20 + 20 + 6.
    expect(rows.at(-1)).toBe(`${today},3,2,26,56.52,0,0`);
  });

  it('writes the top lists, sites and surfaces, a formula-like title quoted and made harmless', async () => {
    const table = async (report: string) => {
      const csv = await get(`/analytics.csv?report=${report}&from=${today}&to=${today}`, owner.token);
      expect(csv.status).toBe(200);
      expect(csv.headers['content-disposition']).toBe(
        `attachment; filename="analytics-overview-studio-${report}-${today}-${today}.csv"`,
      );
      return lines(csv.text);
    };
    expect(await table('top-videos')).toEqual([
      'video,video_id,plays,unique_viewers,watch_time_seconds,average_percent_watched',
      `"'=SUM(A1) ""launch"", film",${videoId},2,2,20,50`,
    ]);
    expect(await table('top-moments')).toEqual([
      'moment,moment_id,video_id,plays,unique_viewers,watch_time_seconds,average_percent_watched',
      `Highlight,${momentId},${videoId},1,1,6,100`,
    ]);
    expect(await table('hosts')).toEqual([
      'host,surface,plays',
      ',Public page,2',
      'blog.example.com,Embed,1',
    ]);
    expect(await table('surfaces')).toEqual(['surface,plays', 'Public page,2', 'Embed,1']);
  });

  it('refuses a report it has not, a bad range, or one given twice, in the REST error contract', async () => {
    for (const [query, field, message] of [
      ['report=retention', 'report', AnalyticsMessages.report(OVERVIEW_ANALYTICS_REPORTS)],
      ['report=daily&report=hosts', 'report', AnalyticsMessages.report(OVERVIEW_ANALYTICS_REPORTS)],
      ['from=2026-02-30', 'from', AnalyticsMessages.dateFormat('from')],
      ['from=2026-03-02&to=2026-03-01', 'from', AnalyticsMessages.rangeOrder],
      ['from=2024-01-01&to=2025-12-31', 'from', AnalyticsMessages.rangeTooLong],
    ]) {
      const refused = await get(`/analytics.csv?${query}`, owner.token);
      expect({ query, status: refused.status, body: refused.body }).toEqual({
        query,
        status: 400,
        body: restErrors(validationFailure(field, message)),
      });
    }
    // The overview's reports are not a video's.
    const video = await get(`/videos/${videoId}/analytics.csv?report=top-videos`, owner.token);
    expect({ status: video.status, body: video.body }).toEqual({
      status: 400,
      body: restErrors(validationFailure('report', AnalyticsMessages.report(CONTENT_ANALYTICS_REPORTS))),
    });
  });

  it("holds the caller's organization's figures only, for members who see the videos dashboard", async () => {
    const rival = await get('/analytics.csv?report=top-videos', other.token);
    expect(rival.status).toBe(200);
    expect(rival.headers['content-disposition']).toMatch(/filename="analytics-overview-rival-top-videos-/);
    expect(lines(rival.text)).toEqual([
      'video,video_id,plays,unique_viewers,watch_time_seconds,average_percent_watched',
    ]);
    expect(lines((await get('/analytics.csv', other.token)).text).at(-1)).toBe(`${today},0,0,0,,0,0`);

    const curator = await addMember(t, owner, OrganizationRole.CURATOR);
    const read = await get('/analytics.csv?report=top-moments', curator.token);
    expect(read.status).toBe(200);
    expect(lines(read.text)[1]).toContain(momentId);

    const d2c = await registerD2COwner(t);
    const forbidden = await get('/analytics.csv', d2c.token);
    expect({ status: forbidden.status, body: forbidden.body }).toEqual({
      status: 403,
      body: restErrors(payloadError(ErrorCode.PERMISSIONS_ERROR)),
    });
    expect((await get('/analytics.csv')).status).toBe(401);
  });
});
