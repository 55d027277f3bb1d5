import {
  LimitKind,
  parseTranscriptJson,
  SubscriptionPlan,
  TokenType,
  TranscriptionStatus,
} from '@framehouse/domain';
import type { Queue } from 'bullmq';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { StorageService } from '../../src/modules/storage/storage.service';
import type { TestApp } from '../support/test-app';
import { startTranscoder, type TranscoderProcess } from '../support/transcoder-process';
import { startVideoApp, storageDrivers } from '../videos/video-support';
import {
  D2C_TRANSCRIPTIONS,
  d2cCustomer,
  ended,
  getResult,
  makeSpeech,
  sourceDeleted,
  submitFile,
  submitUrl,
  transcribeJobId,
  transcriptionQueue,
  useAllowance,
  usedSeconds,
  waitForJob,
  type JobView,
  type SpeechClips,
} from './d2c-support';

/**
 * The D2C service as it runs: the API and the real transcoder on one storage. Media goes in through the
 * REST API (an upload, a URL on a loopback server), the transcoder probes it, the API meters the duration
 * and queues the transcription, and the transcript comes back as JSON, SRT and WebVTT.
 */
describe.each(storageDrivers())('D2C transcription with the real transcoder (%s storage)', (driver) => {
  let t: TestApp;
  let transcoder: TranscoderProcess;
  let clips: SpeechClips;
  let queue: Queue;
  let media: Server;
  let mediaUrl: string;

  beforeAll(async () => {
    [t, clips] = await Promise.all([startVideoApp(driver), makeSpeech()]);
    queue = transcriptionQueue(t);
    media = createServer((req, res) => {
      if (req.url === '/clips/talk.mp3') {
        res.writeHead(200, { 'content-type': 'audio/mpeg', 'content-length': clips.speechMp3.length });
        res.end(clips.speechMp3);
        return;
      }
      res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => media.listen(0, '127.0.0.1', resolve));
    mediaUrl = `http://127.0.0.1:${(media.address() as AddressInfo).port}`;
    transcoder = await startTranscoder(t.config);
  });
  afterAll(async () => {
    await transcoder?.stop();
    await queue?.close();
    await new Promise((resolve) => media?.close(resolve));
    await t?.close();
    await clips?.remove();
  });

  /** Waits for the job to end, with the worker's output when it does not. */
  const finish = (key: string, id: string) =>
    waitForJob(t, key, id, ended).catch((error: unknown) => {
      throw new Error(`${String(error)}\nworker output:\n${transcoder.output()}`);
    });
  const exists = (key: string) => t.app.get(StorageService).driver.statObject(key);

  it('transcribes an upload, meters its seconds, and serves the result as JSON, SRT and WebVTT', async () => {
    const { owner, key } = await d2cCustomer(t);
    const submitted = await submitFile(t, key, clips.speechMp3, 'speech.mp3', { contentType: 'audio/mpeg' });
    expect(submitted.status).toBe(201);
    const job = await finish(key, (submitted.body as JobView).id);
    expect(job).toMatchObject({
      status: TranscriptionStatus.COMPLETED,
      progress: 100,
      failureReason: null,
      languageCode: expect.stringMatching(/^en/),
      completedAt: expect.any(String),
    });
    expect(job.durationMs).toBeGreaterThan(2000);
    expect(job.duration).toBe(Math.ceil((job.durationMs ?? 0) / 1000));
    expect(await usedSeconds(t, owner.organizationId)).toBe(job.duration);

    const json = await getResult(t, key, job.id, 'json');
    expect(json.status).toBe(200);
    expect(json.headers['content-type']).toContain('application/json');
    const document = parseTranscriptJson(json.body as string);
    expect(document).not.toBeNull();
    const words = (document?.segments ?? []).flatMap((segment) =>
      segment.tokens.filter((token) => token.tokenType === TokenType.PRONUNCIATION),
    );
    expect(words.length).toBeGreaterThan(3);
    for (const word of words) {
      expect(word.startTimestamp).toBeLessThanOrEqual(word.endTimestamp);
      expect(word.endTimestamp).toBeLessThanOrEqual((job.durationMs ?? 0) + 100);
    }
    expect((await getResult(t, key, job.id)).body).toBe(json.body);

    const srt = await getResult(t, key, job.id, 'srt');
    expect(srt.status).toBe(200);
    expect(srt.headers['content-type']).toContain('application/x-subrip');
    expect(srt.body as string).toMatch(/^1\n\d{2}:\d{2}:\d{2},\d{3} --> \d{2}:\d{2}:\d{2},\d{3}\n\S/);
    const vtt = await getResult(t, key, job.id, 'vtt');
    expect(vtt.status).toBe(200);
    expect(vtt.headers['content-type']).toContain('text/vtt');
    expect(vtt.body as string).toMatch(/^WEBVTT\n\n\d{2}:\d{2}:\d{2}\.\d{3} --> /);

    // Only the transcript is kept once the job has ended.
    expect(await sourceDeleted(t, `d2c/${owner.organizationId}/${job.id}/source.mp3`)).toBe(true);
    expect(await exists(`d2c/${owner.organizationId}/${job.id}/transcript.json`)).not.toBeNull();

    const page = await t.gql<{
      d2cTranscriptions: { nodes: Array<{ id: string; status: string; duration: number }> };
      me: {
        organization: { subscription: { limitsUsage: Array<{ limit: { limit: string }; value: number }> } };
      };
    }>(D2C_TRANSCRIPTIONS, {}, owner.token);
    expect(page.data.d2cTranscriptions.nodes).toEqual([
      expect.objectContaining({ id: job.id, status: TranscriptionStatus.COMPLETED, duration: job.duration }),
    ]);
    expect(page.data.me.organization.subscription.limitsUsage).toEqual([
      expect.objectContaining({
        limit: expect.objectContaining({ limit: LimitKind.D2C_TRANSCRIPTION_DURATION_LIMIT }),
        value: job.duration,
      }),
    ]);
  });

  it('fetches a URL from a loopback server and transcribes it', async () => {
    const { key } = await d2cCustomer(t);
    const submitted = await submitUrl(t, key, `${mediaUrl}/clips/talk.mp3`, 'From the web');
    expect(submitted.status).toBe(201);
    const job = await finish(key, (submitted.body as JobView).id);
    expect(job).toMatchObject({
      status: TranscriptionStatus.COMPLETED,
      inputName: 'talk.mp3',
      jobName: 'From the web',
      source: 'URL',
    });
    expect(
      parseTranscriptJson((await getResult(t, key, job.id)).body as string)?.segments.length,
    ).toBeGreaterThan(0);
  });

  it('fails a corrupt file with a readable reason, keeping none of its time', async () => {
    const { owner, key } = await d2cCustomer(t);
    const corrupt = Buffer.from('ID3 this is not really an mp3 at all '.repeat(200));
    const submitted = await submitFile(t, key, corrupt, 'broken.mp3', { contentType: 'audio/mpeg' });
    expect(submitted.status).toBe(201);
    const job = await finish(key, (submitted.body as JobView).id);
    expect(job.status).toBe(TranscriptionStatus.FAILED);
    expect(job.failureReason).toBe('The file is empty or not an audio or video file.');
    expect(await usedSeconds(t, owner.organizationId)).toBe(0);
    expect(await queue.getJob(transcribeJobId(job.id))).toBeUndefined();
    const missingUrl = await submitUrl(t, key, `${mediaUrl}/clips/missing.mp3`);
    const missing = await finish(key, (missingUrl.body as JobView).id);
    expect(missing.status).toBe(TranscriptionStatus.FAILED);
    expect(missing.failureReason).toMatch(/\S/);
    expect(await usedSeconds(t, owner.organizationId)).toBe(0);
  });

  it('fails media longer than what is left of the allowance, with nothing queued or metered', async () => {
    const { owner, key } = await d2cCustomer(t, SubscriptionPlan.D2C_TRIAL);
    await useAllowance(t, owner.organizationId, 3600 - 2);
    const submitted = await submitFile(t, key, clips.speech, 'speech.wav');
    expect(submitted.status).toBe(201);
    const job = await finish(key, (submitted.body as JobView).id);
    expect(job.status).toBe(TranscriptionStatus.FAILED);
    expect(job.failureReason).toBe(
      `The media is ${job.duration} s long, but only 2 s of transcription remain in your plan for this ` +
        'period. Nothing was transcribed and no time was used.',
    );
    expect(await queue.getJob(transcribeJobId(job.id))).toBeUndefined();
    expect(await usedSeconds(t, owner.organizationId)).toBe(3600 - 2);
  });

  it('meters two jobs at once one after the other: the second does not overshoot the allowance', async () => {
    const { owner, key } = await d2cCustomer(t, SubscriptionPlan.D2C_TRIAL);
    const clipSeconds = Math.ceil(clips.speech.length / (22050 * 2));
    // Room for one clip, not for two.
    const remaining = clipSeconds + 1;
    await useAllowance(t, owner.organizationId, 3600 - remaining);
    const submitted = await Promise.all([
      submitFile(t, key, clips.speech, 'first.wav'),
      submitFile(t, key, clips.speech, 'second.wav'),
    ]);
    expect(submitted.map((response) => response.status)).toEqual([201, 201]);
    const jobs = await Promise.all(submitted.map((response) => finish(key, (response.body as JobView).id)));
    expect(jobs.map((job) => job.status).sort()).toEqual([
      TranscriptionStatus.COMPLETED,
      TranscriptionStatus.FAILED,
    ]);
    const completed = jobs.find((job) => job.status === TranscriptionStatus.COMPLETED) as JobView;
    const failed = jobs.find((job) => job.status === TranscriptionStatus.FAILED) as JobView;
    expect(failed.failureReason).toContain(
      `only ${remaining - (completed.duration ?? 0)} s of transcription remain`,
    );
    expect(await usedSeconds(t, owner.organizationId)).toBe(3600 - remaining + (completed.duration ?? 0));
    expect(await usedSeconds(t, owner.organizationId)).toBeLessThanOrEqual(3600);
  });
});
