import { AnalyticsReport, PlayerSurface } from '@framehouse/domain';
import { analyticsCsv, analyticsCsvFilename } from './analytics-csv';
import type { ContentAnalyticsType } from './dtos/analytics.types';

const analytics: ContentAnalyticsType = {
  videoId: '22222222-2222-4222-8222-222222222222',
  momentId: null,
  title: 'Launch: the "big" one',
  from: '2026-03-01',
  to: '2026-03-02',
  durationSeconds: 3,
  plays: 4,
  uniqueViewers: 3,
  watchTimeSeconds: 9.5,
  averagePercentWatched: 66.67,
  completes: 1,
  seeks: 2,
  shares: 0,
  retention: [4, 3, 1],
  days: [
    {
      day: '2026-03-01',
      plays: 4,
      uniqueViewers: 3,
      watchTimeSeconds: 9.5,
      averagePercentWatched: 66.67,
      completes: 1,
      shares: 0,
    },
    {
      day: '2026-03-02',
      plays: 0,
      uniqueViewers: 0,
      watchTimeSeconds: 0,
      averagePercentWatched: null,
      completes: 0,
      shares: 0,
    },
  ],
  ctas: [{ id: 'c1', name: '=HYPERLINK("x")', impressions: 4, clicks: 1, clickThroughRate: 0.25 }],
  endCards: [],
  hosts: [
    { host: 'blog.example.com', surface: PlayerSurface.EMBED, plays: 3 },
    { host: null, surface: PlayerSurface.PAGE, plays: 1 },
  ],
  surfaces: [],
};

const lines = (text: string) => text.replace(/^\ufeff/, '').split('\r\n');

describe('analyticsCsv', () => {
  it('writes each table with a header, a BOM and CRLF lines', () => {
    const daily = analyticsCsv(AnalyticsReport.DAILY, analytics);
    expect(daily.startsWith('\ufeff')).toBe(true);
    expect(lines(daily)).toEqual([
      'date,plays,unique_viewers,watch_time_seconds,average_percent_watched,completes,shares',
      '2026-03-01,4,3,9.5,66.67,1,0',
      '2026-03-02,0,0,0,,0,0',
      '',
    ]);
    expect(lines(analyticsCsv(AnalyticsReport.RETENTION, analytics))).toEqual([
      'second,plays_watching,percent_of_plays',
      '0,4,100',
      '1,3,75',
      '2,1,25',
      '',
    ]);
    expect(lines(analyticsCsv(AnalyticsReport.HOSTS, analytics))).toEqual([
      'host,surface,plays',
      'blog.example.com,Embed,3',
      ',Public page,1',
      '',
    ]);
    expect(lines(analyticsCsv(AnalyticsReport.END_CARDS, analytics))).toEqual([
      'end_card,end_card_id,impressions,clicks,click_through_rate',
      '',
    ]);
  });

  it('keeps a name from being read as a formula, quoted as RFC 4180 says', () => {
    expect(lines(analyticsCsv(AnalyticsReport.CTAS, analytics))[1]).toBe(`"'=HYPERLINK(""x"")",c1,4,1,0.25`);
  });

  it('names the file after the title, the table and the range', () => {
    expect(analyticsCsvFilename(analytics.title, AnalyticsReport.RETENTION, '2026-03-01', '2026-03-02')).toBe(
      'analytics-launch-the-big-one-retention-2026-03-01-2026-03-02.csv',
    );
    expect(analyticsCsvFilename('日本', AnalyticsReport.DAILY, 'a', 'b')).toBe(
      'analytics-video-daily-a-b.csv',
    );
    expect(analyticsCsvFilename('日本', AnalyticsReport.TOP_VIDEOS, 'a', 'b', 'organization')).toBe(
      'analytics-organization-top-videos-a-b.csv',
    );
  });
});
