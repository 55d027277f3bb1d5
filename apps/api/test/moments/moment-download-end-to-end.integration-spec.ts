import {
  ErrorCode,
  JobFailureMessages,
  momentDownloadJobId,
  SubscriptionPlan,
  VideoStatus,
} from '@framehouse/domain';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { payloadError, restErrors } from '../support/fixtures';
import { registerOwner, type Owner } from '../support/flows';
import type { TestApp } from '../support/test-app';
import { startTranscoder, type TranscoderProcess } from '../support/transcoder-process';
import { defaultStorageDriver, run, setPlan, startVideoApp, uploadProcessed } from '../videos/video-support';
import { addMoment, processedVideo } from './moment-support';

/** 25 fps with a keyframe every second: a cut from a whole second is copied, any other start re-encoded. */
const FRAME_MS = 40;

/**
 * Moment download as a member gets it: the API and the real transcoder on a generated clip. A cut is
 * started over REST, its status polled until the MP4 itself comes back, and the file checked with
 * ffprobe: a copy (start on a keyframe) and a re-encode (start between keyframes) both last the range to
 * within a frame or two (decisions: "both durations are within a frame or two of the range"). Another
 * organization can read neither job. A cut that fails answers the worker's reason in the error contract.
 */
describe('moment download end to end with the real transcoder', () => {
  let t: TestApp;
  let owner: Owner;
  let other: Owner;
  let transcoder: TranscoderProcess;
  let dir: string;
  let videoId: string;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'framehouse-download-'));
    const clip = join(dir, 'clip.mp4');
    const made = run('ffmpeg', [
      ...['-hide_banner', '-loglevel', 'error', '-nostdin', '-y'],
      ...['-f', 'lavfi', '-i', 'testsrc2=size=640x360:rate=25:duration=20'],
      ...['-f', 'lavfi', '-i', 'sine=frequency=440:duration=20'],
      ...['-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-g', '25', '-keyint_min', '25', '-sc_threshold', '0'],
      ...['-c:a', 'aac', '-shortest', clip],
    ]);
    [t] = await Promise.all([startVideoApp(defaultStorageDriver()), made]);
    owner = await registerOwner(t);
    other = await registerOwner(t);
    await setPlan(t, owner.organizationId, SubscriptionPlan.UNLIMITED);
    transcoder = await startTranscoder(t.config);
    const video = await uploadProcessed(
      t,
      owner.token,
      'download.mp4',
      await readFile(clip),
      transcoder.output,
    );
    expect(video.status).toBe(VideoStatus.DRAFT);
    videoId = video.id;
  }, 240_000);
  afterAll(async () => {
    await transcoder?.stop();
    await t?.close();
    await rm(dir, { recursive: true, force: true });
  });

  const get = (path: string, token: string) =>
    t.http
      .get(path)
      .set('authorization', `Bearer ${token}`)
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(null, Buffer.concat(chunks)));
      });

  /** Polls the status as the admin does (faster), until it is not a percent any more. */
  async function waitForFile(jobId: string) {
    const deadline = Date.now() + 120_000;
    for (;;) {
      const answer = await get(`/moments/download/status/${jobId}`, owner.token);
      if (answer.status !== 200 || answer.headers['content-type'] !== 'application/json; charset=utf-8') {
        return answer;
      }
      const { progress_percentage: percent } = JSON.parse((answer.body as Buffer).toString()) as {
        progress_percentage: number;
      };
      expect(percent).toBeGreaterThanOrEqual(0);
      expect(percent).toBeLessThanOrEqual(100);
      if (Date.now() > deadline) throw new Error(`The cut is not done\n${transcoder.output()}`);
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
  }

  async function videoDuration(
    bytes: Buffer,
    name: string,
  ): Promise<{ durationMs: number; startMs: number }> {
    const file = join(dir, name);
    await writeFile(file, bytes);
    const { stdout } = await run('ffprobe', [
      ...['-v', 'error', '-select_streams', 'v:0'],
      ...['-show_entries', 'stream=duration,start_time,codec_name', '-of', 'json', file],
    ]);
    const stream = (
      JSON.parse(stdout) as { streams: Array<{ duration: string; start_time: string; codec_name: string }> }
    ).streams[0];
    expect(stream?.codec_name).toBe('h264');
    return { durationMs: Number(stream?.duration) * 1000, startMs: Number(stream?.start_time) * 1000 };
  }

  it.each([
    ['a keyframe-aligned cut (stream copy)', '00:00:02', '00:00:09', 2000, 9000],
    ['a cut between keyframes (re-encode)', '00:00:10.500', '00:00:16.300', 10_500, 16_300],
  ])(
    '%s comes back as an MP4 of the range',
    async (_name, start, end, startMs, endMs) => {
      const moment = await addMoment(t, owner.token, videoId, `Cut ${startMs}`, start, end);
      const started = await get(`/moments/download/${moment.id}/${startMs}/${endMs}`, owner.token);
      expect(started.status).toBe(200);
      const { job_id: jobId } = JSON.parse((started.body as Buffer).toString()) as { job_id: string };
      expect(jobId).toBe(momentDownloadJobId(moment.id, startMs, endMs));

      // Another organization cannot read the job, before or after it is done.
      expect((await get(`/moments/download/status/${jobId}`, other.token)).status).toBe(404);
      const file = await waitForFile(jobId);
      expect(file.status).toBe(200);
      expect(file.headers['content-type']).toBe('video/mp4');
      expect(file.headers['content-disposition']).toBe(`attachment; filename="Cut ${startMs}.mp4"`);
      const bytes = file.body as Buffer;
      expect(bytes.length).toBe(Number(file.headers['content-length']));
      const probed = await videoDuration(bytes, `${jobId}.mp4`);
      expect(Math.abs(probed.durationMs - (endMs - startMs))).toBeLessThanOrEqual(2 * FRAME_MS);
      // The picture starts at the top of the file (a copy's B-frame delay is in the edit list, not a shift).
      expect(probed.startMs).toBeLessThan(FRAME_MS);
      expect((await get(`/moments/download/status/${jobId}`, other.token)).status).toBe(404);
    },
    180_000,
  );

  it("answers a cut that fails with the worker's reason, in the error contract", async () => {
    // A video whose upload never reached storage: its cut fails for good at once.
    const video = await processedVideo(t, owner.token);
    const moment = await addMoment(t, owner.token, video.id, 'Lost', '00:00:10', '00:00:20');
    const started = await get(`/moments/download/${moment.id}/10000/20000`, owner.token);
    const { job_id: jobId } = JSON.parse((started.body as Buffer).toString()) as { job_id: string };

    const failed = await waitForFile(jobId);
    expect(failed.status).toBe(500);
    expect(JSON.parse((failed.body as Buffer).toString())).toEqual(
      restErrors(payloadError(ErrorCode.SERVER_ERROR, 'jobId', JobFailureMessages.sourceMissing)),
    );
  }, 60_000);
});
