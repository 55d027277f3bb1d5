import { JobName, jobIdFor, type ProcessVideoJob, type ProcessVideoResult } from '@framehouse/domain';
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { parseMediaPlaylist } from '../src/media';
import { makeClip, type ClipKind } from './support/clips';
import { ffprobeJson, TestQueue } from './support/test-queue';

/**
 * Sources a remux cannot start quickly (one keyframe in 10 s) or that must be encoded (VP9) are playable
 * from the lowest rung, encoded in a process of its own, before the ladder is done; the finished video is
 * the clean ladder, nothing more.
 */
describe('process-video: first playable for any source', () => {
  let queue: TestQueue;
  let clips: string;

  beforeAll(async () => {
    clips = mkdtempSync(join(tmpdir(), 'framehouse-clips-'));
    queue = await new TestQueue().ready();
    await queue.startWorker();
  });

  afterAll(async () => {
    await queue?.close();
    rmSync(clips, { recursive: true, force: true });
  });

  /**
   * What storage holds when the first progress naming the master arrives, copied aside at once: the
   * master, the playlists it lists, then the segments they list (the uploader puts segments before the
   * playlist that lists them, so each is there). Later writes cannot change the copy.
   */
  function copyOnFirstPlayable(data: ProcessVideoJob): Promise<string> {
    const jobId = jobIdFor(JobName.PROCESS_VIDEO, data.videoId, data.run);
    const hls = `${data.mediaPrefix}hls/`;
    const local = (key: string) => queue.storage.localPath?.(key) ?? '';
    return new Promise((resolve) => {
      const onProgress = ({ jobId: id, data: progress }: { jobId: string; data: unknown }) => {
        if (id !== jobId || typeof progress !== 'object' || progress === null) return;
        if (!('masterKey' in progress) || typeof progress.masterKey !== 'string') return;
        queue.events.off('progress', onProgress);
        const dir = mkdtempSync(join(clips, 'early-'));
        const copy = (relative: string, text?: string) => {
          mkdirSync(dirname(join(dir, relative)), { recursive: true });
          if (text === undefined) copyFileSync(local(`${hls}${relative}`), join(dir, relative));
          else writeFileSync(join(dir, relative), text);
        };
        const master = readFileSync(local(progress.masterKey), 'utf8');
        for (const uri of master.split('\n').filter((line) => line.endsWith('.m3u8'))) {
          const playlist = readFileSync(local(`${hls}${uri}`), 'utf8');
          copy(uri, playlist);
          for (const segment of parseMediaPlaylist(playlist).segments) copy(`${dirname(uri)}/${segment.uri}`);
        }
        copy('master.m3u8', master);
        resolve(dir);
      };
      queue.events.on('progress', onProgress);
    });
  }

  async function processEarly(kind: ClipKind, size: string) {
    const data = await queue.storedVideo(makeClip(clips, kind, { seconds: 4, size }));
    const early = copyOnFirstPlayable(data);
    const job = await queue.addProcessing(data);
    const result = await queue.finished(job);
    const seen = queue.progress.get(job.id ?? '') ?? [];
    return { data, result, early: await early, seen };
  }

  /**
   * The early master plays: ffprobe follows it to H.264 and AAC (an EVENT playlist has no duration yet),
   * and each segment it lists is a whole MPEG-TS file with a duration.
   */
  function expectPlayable(dir: string) {
    const probe = ffprobeJson(join(dir, 'master.m3u8'));
    expect(probe.streams.map((stream) => stream.codec_name).sort()).toEqual(['aac', 'h264']);
    const segments = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((path) =>
      path.endsWith('.ts'),
    );
    expect(segments.length).toBeGreaterThan(0);
    for (const segment of segments) {
      expect(Number(ffprobeJson(join(dir, segment)).format.duration)).toBeGreaterThan(0);
    }
  }

  /** Playable before the ladder was complete: a report named the master with renditions still growing. */
  function expectEarly(seen: { progress: { masterKey?: string; renditions?: { complete: boolean }[] } }[]) {
    const first = seen.findIndex((event) => event.progress.masterKey);
    const complete = seen.findIndex((event) =>
      (event.progress.renditions ?? []).some((rendition) => rendition.complete),
    );
    expect(first).toBeGreaterThanOrEqual(0);
    expect(first).toBeLessThan(complete);
    expect(seen[first].progress.renditions?.every((rendition) => !rendition.complete)).toBe(true);
  }

  async function expectCleanLadder(data: ProcessVideoJob, result: ProcessVideoResult) {
    expect(await queue.storedKeys(data.mediaPrefix)).toEqual(await queue.expectedKeys(result));
    const master = await queue.text(result.masterKey);
    expect(master.split('\n').filter((line) => line.endsWith('.m3u8'))).toHaveLength(
      result.renditions.length,
    );
    for (const rendition of result.renditions) {
      expect(await queue.text(rendition.playlistKey)).toContain('#EXT-X-PLAYLIST-TYPE:VOD');
    }
    expect(readdirSync(queue.config.workDir)).toEqual([]);
  }

  it('starts a long-GOP H.264/AAC source early, beside its remux', async () => {
    const { data, result, early, seen } = await processEarly('h264-long-gop', '1280x720');
    // The remux (one 4 s segment: the source's only keyframe is at 0) and the rungs below it.
    expect(result.renditions.map((rendition) => rendition.name)).toEqual(['720p', '360p', '480p']);
    expectEarly(seen);
    expectPlayable(early);
    // The lead rung is cut at 1 s like the ladder, whatever the source's keyframes.
    const lead = await queue.text(`${data.mediaPrefix}hls/360p/index.m3u8`);
    expect(lead.match(/#EXTINF:1\.0/g)?.length).toBeGreaterThanOrEqual(2);
    await expectCleanLadder(data, result);
  });

  it('starts a VP9/Opus source on its lead rung before the ladder is done', async () => {
    const { data, result, early, seen } = await processEarly('vp9-opus', '854x480');
    expect(result.renditions.map((rendition) => rendition.name)).toEqual(['360p', '480p']);
    expect(result.renditions.every((rendition) => rendition.codecs.startsWith('avc1.'))).toBe(true);
    expectEarly(seen);
    expectPlayable(early);
    await expectCleanLadder(data, result);
  });
});
