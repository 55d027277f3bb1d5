import { PlayerEventType, PlayerSurface } from '@framehouse/domain';
import { DataSource } from 'typeorm';
import { AnalyticsEventsService } from '../../src/modules/analytics/analytics-events.service';
import { AnalyticsPlay } from '../../src/modules/analytics/analytics-play.entity';
import { ROLLUP_CHUNK_ENTRIES } from '../../src/modules/analytics/rollup/analytics-rollup.service';
import { unlimitedOwner, waitFor } from '../publishing/publishing-support';
import type { Owner } from '../support/flows';
import { restartTestApp, startTestApp, type TestApp } from '../support/test-app';
import {
  batchOf,
  newSession,
  publishedVideo,
  ROLL_UP_BY_HAND,
  rollUp,
  sendBeacon,
  videoAnalyticsOf,
  watched,
} from './analytics-support';

/**
 * The roll-up's promise (issue 21 item 2): a restart loses no counted event, and a roll-up stopped
 * between its steps counts none twice.
 */
describe('the analytics roll-up', () => {
  let first: TestApp;
  let t: TestApp;
  let owner: Owner;

  beforeAll(async () => {
    first = await startTestApp(ROLL_UP_BY_HAND);
    t = first;
    owner = await unlimitedOwner(t, 'Roll-up');
  });
  afterAll(async () => {
    if (t !== first) await t.app.close();
    await first.close();
  });

  const analytics = (videoId: string) => videoAnalyticsOf(t, owner.token, videoId);
  const query = (sql: string) => t.app.get(DataSource).query(sql);

  /** `count` plays of the video, each a session watching its first `seconds` seconds. */
  async function appendPlays(videoId: string, count: number, seconds: number): Promise<void> {
    const events = t.app.get(AnalyticsEventsService);
    for (let play = 0; play < count; play += 1) {
      await events.append({
        organizationId: owner.organizationId,
        videoId,
        momentId: null,
        startMs: 0,
        endMs: 10_000,
        session: `session-${videoId.slice(0, 8)}-${play}`,
        viewer: `viewer-${play % 50}`,
        surface: PlayerSurface.EMBED,
        host: 'blog.example.com',
        events: [{ type: PlayerEventType.PLAY, at: 0 }, watched(0, seconds * 1000)],
      });
    }
  }

  it('counts nothing twice when a roll-up fails between its steps, whichever chunk it was in', async () => {
    const videoId = await publishedVideo(t, owner, 10_000);
    const plays = ROLLUP_CHUNK_ENTRIES + 200;
    await appendPlays(videoId, plays, 3);
    // The cursor moves last in each chunk's transaction, after every figure was written: make the second
    // chunk's move fail, as a crash or the database going away would stop it there.
    await query(`CREATE TABLE rollup_fault (moves integer NOT NULL)`);
    await query(`INSERT INTO rollup_fault VALUES (1)`);
    await query(`CREATE FUNCTION rollup_fault() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE remaining integer;
      BEGIN
        UPDATE rollup_fault SET moves = moves - 1 RETURNING moves INTO remaining;
        IF remaining < 0 THEN RAISE EXCEPTION 'the roll-up stops here'; END IF;
        RETURN NEW;
      END $$`);
    await query(`CREATE TRIGGER rollup_fault BEFORE UPDATE ON analytics_rollup_cursors
      FOR EACH ROW EXECUTE FUNCTION rollup_fault()`);
    await expect(rollUp(t)).rejects.toThrow('the roll-up stops here');
    // The first chunk is counted, the second not at all.
    expect(await analytics(videoId)).toMatchObject({ plays: ROLLUP_CHUNK_ENTRIES, uniqueViewers: 50 });
    await expect(rollUp(t)).rejects.toThrow('the roll-up stops here');
    expect((await analytics(videoId)).plays).toBe(ROLLUP_CHUNK_ENTRIES);

    await query(`DROP TRIGGER rollup_fault ON analytics_rollup_cursors`);
    await query(`DROP FUNCTION rollup_fault()`);
    await query(`DROP TABLE rollup_fault`);
    expect(await rollUp(t)).toEqual({ entries: 200, events: 400, caughtUp: true });
    expect(await rollUp(t)).toEqual({ entries: 0, events: 0, caughtUp: true });
    expect(await analytics(videoId)).toMatchObject({
      plays,
      uniqueViewers: 50,
      watchTimeSeconds: plays * 3,
      retention: [plays, plays, plays, 0, 0, 0, 0, 0, 0, 0],
      hosts: [{ host: 'blog.example.com', surface: PlayerSurface.EMBED, plays }],
    });
  });

  it('counts once when two roll-ups run at the same time', async () => {
    const videoId = await publishedVideo(t, owner, 10_000);
    await appendPlays(videoId, ROLLUP_CHUNK_ENTRIES + 10, 1);
    const results = await Promise.all([rollUp(t), rollUp(t), rollUp(t)]);
    expect(results.reduce((sum, result) => sum + result.entries, 0)).toBe(ROLLUP_CHUNK_ENTRIES + 10);
    expect((await analytics(videoId)).plays).toBe(ROLLUP_CHUNK_ENTRIES + 10);
  });

  it("drops plays and viewers once their day can get no more events, and keeps every day's figures", async () => {
    const videoId = await publishedVideo(t, owner, 10_000);
    const plays = t.app.get(DataSource).getRepository(AnalyticsPlay);
    await plays.insert({
      subjectId: videoId,
      day: '2020-01-01',
      session: 'an-old-session-0000',
      watched: Buffer.alloc(2),
      started: true,
      completed: false,
      overlays: [],
    });
    await appendPlays(videoId, 1, 1);
    await rollUp(t);
    expect(await plays.countBy({ subjectId: videoId })).toBe(1);
    expect(await plays.countBy({ day: '2020-01-01' })).toBe(0);
  });

  it('loses nothing across a restart, and the scheduled roll-up counts on its own', async () => {
    const videoId = await publishedVideo(t, owner, 10_000);
    const sender = { address: '192.0.2.10', userAgent: 'Restart browser' };
    const session = newSession();
    const sent = await sendBeacon(t, batchOf({ videoId }, session, [watched(0, 2000)]), sender);
    expect(sent.status).toBe(202);
    // Stopped before any roll-up; started again rolling up every second.
    t = await restartTestApp(first, { ...t, config: { ...t.config, analyticsRollupSeconds: 1 } });
    expect((await sendBeacon(t, batchOf({ videoId }, session, [watched(2000, 4000)]), sender)).status).toBe(
      202,
    );
    const counted = await waitFor(
      () => analytics(videoId),
      (figures) => figures.watchTimeSeconds === 4,
    );
    expect(counted).toMatchObject({ plays: 1, uniqueViewers: 1, retention: [1, 1, 1, 1, 0, 0, 0, 0, 0, 0] });
    expect(await rollUp(t)).toMatchObject({ entries: 0 });
  });
});
