import { ErrorCode, PlayerEventType, PlayerSurface, type PlayerEvent } from '@framehouse/domain';
import { DataSource } from 'typeorm';
import { OrganizationHooks } from '../../src/modules/organizations/organization-hooks';
import { DELETE_MOMENT, mutate } from '../moments/moment-support';
import { unlimitedOwner } from '../publishing/publishing-support';
import type { Owner } from '../support/flows';
import { startTestApp, type TestApp } from '../support/test-app';
import { DELETE } from '../videos/video-support';
import {
  batchOf,
  momentOf,
  newSession,
  publishedVideo,
  ROLL_UP_BY_HAND,
  rollUp,
  sendBeacon,
  VIDEO_ANALYTICS,
  videoAnalyticsOf,
} from './analytics-support';

const TABLES = [
  'analytics_days',
  'analytics_overlay_days',
  'analytics_host_days',
  'analytics_plays',
  'analytics_viewers',
];

const watching = (from: number, to: number): PlayerEvent[] => [
  { type: PlayerEventType.PLAY, at: from },
  { type: PlayerEventType.WATCHED, from, to },
  { type: PlayerEventType.CTA_SHOWN, ctaId: '3f0c8f5e-4a55-4c36-9d0b-2b9a4f3a1c11' },
];

/**
 * Deleting content forgets its analytics (issue 21): a deleted moment's rows, a deleted video's and its
 * moments' rows, an organization's all, in every analytics table; and events of it still uncounted
 * when it goes are not counted afterwards.
 */
describe('analytics of deleted content', () => {
  let t: TestApp;
  let owner: Owner;
  const viewer = { address: '203.0.113.9', userAgent: 'Deletion test', origin: 'https://blog.example.com' };

  // The API's start is about 20 s of CPU: minutes of wall time on the shared machine under load.
  beforeAll(async () => {
    t = await startTestApp(ROLL_UP_BY_HAND);
    owner = await unlimitedOwner(t, 'Deletions');
  }, 600_000);
  afterAll(() => t.close());

  /** Rows naming each subject, per table. */
  async function rowsOf(subjectIds: string[]): Promise<Record<string, number>> {
    const counts: Record<string, number> = {};
    for (const table of TABLES) {
      const [row] = (await t.app
        .get(DataSource)
        .query(`SELECT count(*)::int AS n FROM ${table} WHERE "subjectId" = ANY($1::uuid[])`, [
          subjectIds,
        ])) as [{ n: number }];
      counts[table] = row.n;
    }
    return counts;
  }
  const none = Object.fromEntries(TABLES.map((table) => [table, 0]));

  async function watch(subject: { videoId: string } | { momentId: string }, from: number, to: number) {
    const sent = await sendBeacon(
      t,
      batchOf(subject, newSession(), watching(from, to), PlayerSurface.EMBED),
      viewer,
    );
    expect(sent.status).toBe(202);
  }

  // Two processed videos, their moments and several roll-ups: a minute is tight on a busy machine.
  jest.setTimeout(120_000);

  it('forgets a deleted moment, then a deleted video with its moments, and counts none of their events in flight', async () => {
    const kept = await publishedVideo(t, owner, 20_000, 'Kept');
    const deleted = await publishedVideo(t, owner, 20_000, 'Deleted');
    const moment = await momentOf(t, owner, deleted, '00:02', '00:08');
    const otherMoment = await momentOf(t, owner, deleted, '00:09', '00:15');
    await watch({ videoId: kept }, 0, 4000);
    await watch({ videoId: deleted }, 0, 5000);
    await watch({ momentId: moment }, 2000, 5000);
    await watch({ momentId: otherMoment }, 9000, 12_000);
    await rollUp(t);
    for (const subject of [kept, deleted, moment, otherMoment]) {
      const rows = await rowsOf([subject]);
      expect(rows.analytics_days).toBe(1);
      expect(rows.analytics_overlay_days).toBe(1);
      expect(rows.analytics_host_days).toBe(1);
      expect(rows.analytics_plays).toBe(1);
      expect(rows.analytics_viewers).toBe(1);
    }

    // A moment deleted with events of it not yet rolled up: its rows go, and those events are not counted.
    await watch({ momentId: otherMoment }, 9000, 10_000);
    const removed = await mutate<{ deletedMomentId: string }>(
      t,
      DELETE_MOMENT,
      { id: otherMoment },
      owner.token,
    );
    expect(removed.deletedMomentId).toBe(otherMoment);
    expect(await rowsOf([otherMoment])).toEqual(none);
    await rollUp(t);
    expect(await rowsOf([otherMoment])).toEqual(none);
    expect((await rowsOf([moment])).analytics_days).toBe(1);

    // The video, with its remaining moment, events of both in flight.
    await watch({ videoId: deleted }, 0, 3000);
    await watch({ momentId: moment }, 2000, 3000);
    const gone = await t.gql<{ deleteVideo: { deletedVideoId: string } }>(
      DELETE,
      { id: deleted },
      owner.token,
    );
    expect(gone.data.deleteVideo.deletedVideoId).toBe(deleted);
    expect(await rowsOf([deleted, moment])).toEqual(none);
    await rollUp(t);
    expect(await rowsOf([deleted, moment])).toEqual(none);
    const response = await t.gql(VIDEO_ANALYTICS, { videoId: deleted }, owner.token);
    expect(response.errors?.[0]?.extensions?.code).toBe(ErrorCode.NOT_FOUND);

    // The other video keeps its figures; the organization's own row keeps its totals.
    expect((await videoAnalyticsOf(t, owner.token, kept)).plays).toBe(1);
    const organizationRows = await rowsOf([owner.organizationId]);
    expect(organizationRows.analytics_days).toBe(1);
  });

  it('forgets everything of a deleted organization, events in flight included', async () => {
    const other = await unlimitedOwner(t, 'Deleted organization');
    const video = await publishedVideo(t, other, 20_000);
    const moment = await momentOf(t, other, video, '00:01', '00:07');
    await watch({ videoId: video }, 0, 4000);
    await watch({ momentId: moment }, 1000, 3000);
    await rollUp(t);
    expect((await rowsOf([video, moment, other.organizationId])).analytics_days).toBe(3);
    const survivor = await publishedVideo(t, owner, 20_000, 'Survivor');
    await watch({ videoId: survivor }, 0, 2000);

    // No operation deletes an organization yet: the one that comes tells the hooks once it has.
    await watch({ videoId: video }, 0, 1000);
    await t.app.get(OrganizationHooks).deleted(other.organizationId);
    expect(await rowsOf([video, moment, other.organizationId])).toEqual(none);
    await rollUp(t);
    expect(await rowsOf([video, moment, other.organizationId])).toEqual(none);
    // Another organization's events in the same roll-up are counted.
    expect((await videoAnalyticsOf(t, owner.token, survivor)).plays).toBe(1);
  });
});
