import { JobName, jobIdFor, type ProcessVideoResult } from '@framehouse/domain';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { makeClip, makeCorruptFile, makeEmptyFile } from './support/clips';
import { ffprobeJson, TestQueue } from './support/test-queue';

// The real worker module against a real queue (Redis, a prefix of its own) and fs storage in a temp
// folder: jobs are added as the API adds them, and their results read as the API reads them.
describe('process-video', () => {
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

  it('makes an H.264/AAC upload playable early, then returns the whole set', async () => {
    const data = await queue.storedVideo(makeClip(clips, 'h264-aac'));
    const job = await queue.addProcessing(data);
    const result = await queue.finished(job);
    const completedAt = Date.now();

    expect(result).toMatchObject({
      durationMs: 3000,
      width: 640,
      height: 360,
      masterKey: `${data.mediaPrefix}hls/master.m3u8`,
      posterKey: `${data.mediaPrefix}images/poster.jpg`,
      storyboard: {
        spriteKey: `${data.mediaPrefix}storyboard/storyboard.jpg`,
        vttKey: `${data.mediaPrefix}storyboard/storyboard.vtt`,
      },
      audioKey: `${data.mediaPrefix}audio/audio.wav`,
    });
    // The source is H.264/AAC already: its remux is the one rendition, copied, complete.
    expect(result.renditions).toEqual([
      expect.objectContaining({ name: '360p', width: 640, height: 360, complete: true }),
    ]);
    expect(result.thumbnailKeys).toHaveLength(3);

    // Playable before the job ended: a progress report named the master playlist first.
    const seen = queue.progress.get(job.id ?? '') ?? [];
    const firstPlayable = seen.find((event) => event.progress.masterKey);
    expect(firstPlayable?.progress).toMatchObject({
      stage: 'transcoding',
      masterKey: result.masterKey,
      renditions: [expect.objectContaining({ name: '360p', complete: false })],
    });
    expect(firstPlayable?.at).toBeLessThanOrEqual(completedAt);
    expect(seen.map((event) => event.progress.percent)).toEqual(
      [...seen.map((event) => event.progress.percent)].sort((a, b) => a - b),
    );

    // What a player reads: ffprobe follows the master playlist to the segments in storage.
    const probe = ffprobeJson(queue.storage.localPath?.(result.masterKey) ?? '');
    expect(probe.streams.map((stream) => stream.codec_name).sort()).toEqual(['aac', 'h264']);
    expect(Number(probe.format.duration)).toBeCloseTo(3, 0);
    expect(await queue.text(result.renditions[0].playlistKey)).toContain('#EXT-X-PLAYLIST-TYPE:VOD');
    expect(await queue.text(result.storyboard?.vttKey ?? '')).toMatch(/^WEBVTT\n\n00:00:00.000 --> /);

    expect(await queue.storedKeys(data.mediaPrefix)).toEqual(await queue.expectedKeys(result));
    expect(readdirSync(queue.config.workDir)).toEqual([]);
  });

  it('encodes a VP9/Opus upload through the ladder', async () => {
    const data = await queue.storedVideo(makeClip(clips, 'vp9-opus'));
    const result = await queue.finished(await queue.addProcessing(data));
    expect(result.renditions).toEqual([
      expect.objectContaining({ name: '360p', codecs: 'avc1.64001e,mp4a.40.2', complete: true }),
    ]);
    const probe = ffprobeJson(queue.storage.localPath?.(result.masterKey) ?? '');
    expect(probe.streams.map((stream) => stream.codec_name).sort()).toEqual(['aac', 'h264']);
    // The ladder starts with two 1 s segments: 3 s of video make 1 + 1 + 1.
    const playlist = await queue.text(result.renditions[0].playlistKey);
    expect(playlist.match(/#EXTINF:1\.0/g)).toHaveLength(3);
    expect(await queue.storedKeys(data.mediaPrefix)).toEqual(await queue.expectedKeys(result));
  });

  it('processes a silent video without an audio track for transcription', async () => {
    const data = await queue.storedVideo(makeClip(clips, 'h264-silent'));
    const result = await queue.finished(await queue.addProcessing(data));
    expect(result.audioKey).toBeNull();
    expect(result.renditions[0].codecs).not.toContain('mp4a');
    expect(await queue.storedKeys(`${data.mediaPrefix}audio/`)).toEqual([]);
  });

  it('clears what an earlier run left under the media prefix', async () => {
    const data = await queue.storedVideo(makeClip(clips, 'h264-silent'));
    const stale = `${data.mediaPrefix}hls/1080p/segment-00042.ts`;
    await queue.storage.putObject(stale, Buffer.from('stale'), { contentType: 'video/mp2t' });
    const result = await queue.finished<ProcessVideoResult>(await queue.addProcessing(data));
    expect(await queue.storage.statObject(stale)).toBeNull();
    expect(await queue.storedKeys(data.mediaPrefix)).toEqual(await queue.expectedKeys(result));
  });

  it.each([
    ['a corrupt file', () => makeCorruptFile(clips), 'The file is empty or not a video.'],
    ['a zero-byte file', () => makeEmptyFile(clips), 'The file is empty or not a video.'],
    ['an audio-only file', () => makeClip(clips, 'audio-only'), 'The file has no video stream.'],
  ])('fails %s for good, with a reason the uploader can read', async (_name, make, reason) => {
    const data = await queue.storedVideo(make());
    const job = await queue.addProcessing(data);
    expect(await queue.failure(job)).toEqual({ reason, attemptsMade: 1 });
    expect(await queue.storedKeys(data.mediaPrefix)).toEqual([]);
    expect(existsSync(join(queue.config.workDir, jobIdFor(JobName.PROCESS_VIDEO, data.videoId, 0)))).toBe(
      false,
    );
  });

  it('fails a job whose source is missing', async () => {
    const data = await queue.storedVideo(makeEmptyFile(clips));
    await queue.storage.deleteObject(data.sourceKey);
    const job = await queue.addProcessing(data);
    expect(await queue.failure(job)).toEqual({
      reason: "The video's source file is missing.",
      attemptsMade: 1,
    });
  });
});
