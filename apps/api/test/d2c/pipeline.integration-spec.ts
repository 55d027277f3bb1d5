import {
  JobName,
  TranscriptionStatus,
  type ProbeMediaJob,
  type TranscribeMediaJob,
  type TranscriptDocument,
  TokenType,
} from '@framehouse/domain';
import { UnrecoverableError, Worker, type Job, type Queue } from 'bullmq';
import { D2CTranscriptionMonitor } from '../../src/modules/d2c/jobs/d2c-transcription.monitor';
import { StorageService } from '../../src/modules/storage/storage.service';
import { startTestApp, type TestApp } from '../support/test-app';
import {
  d2cCustomer,
  ended,
  getJob,
  getResult,
  probeJobId,
  sourceDeleted,
  submitFile,
  transcribeJobId,
  transcriptionQueue,
  usedSeconds,
  waitForJob,
  type JobView,
} from './d2c-support';

type Handler = (job: Job) => Promise<unknown>;

/**
 * The monitor's side of the contract, driven step by step: a BullMQ worker on the app's transcription
 * queue plays the transcoder's part of libs/domain/src/jobs/transcription.ts at the protocol level
 * (the real transcoder's runs are in end-to-end.integration-spec.ts), so that a test can hold a job, fail
 * it after metering, return a malformed result, or let the API miss the events and reconcile.
 */
describe('the D2C transcription pipeline', () => {
  let t: TestApp;
  let queue: Queue;
  let worker: Worker | null = null;

  beforeAll(async () => {
    t = await startTestApp();
    queue = transcriptionQueue(t);
  });
  afterEach(async () => {
    await worker?.close();
    worker = null;
  });
  afterAll(async () => {
    await queue?.close();
    await t?.close();
  });

  /** Works the queue with the given step handlers (a step without one is left waiting). */
  const work = (handlers: Partial<Record<JobName, Handler>>) => {
    worker = new Worker(
      queue.name,
      async (job: Job) => {
        const handler = handlers[job.name as JobName];
        if (!handler) throw new Error(`No handler for ${job.name}`);
        return handler(job);
      },
      { connection: { url: t.config.redisUrl }, prefix: t.config.redisPrefix },
    );
  };

  const transcript = (durationMs: number): TranscriptDocument => ({
    languageCode: 'en-US',
    engine: 'test',
    durationMs,
    segments: [
      {
        speakerLabel: 'spk_0',
        startTimestamp: 100,
        endTimestamp: 900,
        tokens: [
          { token: 'Hello', tokenType: TokenType.PRONUNCIATION, startTimestamp: 100, endTimestamp: 500 },
          { token: '.', tokenType: TokenType.PUNCTUATION, startTimestamp: 500, endTimestamp: 500 },
        ],
      },
    ],
  });

  const probed = (durationMs: number) => async (job: Job) => {
    const data = job.data as ProbeMediaJob;
    const stat = await t.app.get(StorageService).driver.statObject(data.sourceKey);
    return { durationMs, size: stat?.size ?? 0 };
  };

  const transcribed = async (job: Job) => {
    const data = job.data as TranscribeMediaJob;
    const document = transcript(data.durationMs);
    await t.app
      .get(StorageService)
      .driver.putObject(data.transcriptKey, Buffer.from(JSON.stringify(document)), {
        contentType: 'application/json',
      });
    return {
      transcriptKey: data.transcriptKey,
      languageCode: 'en-US',
      engine: 'test',
      durationMs: data.durationMs,
      segmentCount: 1,
      realtimeFactor: 0.1,
    };
  };

  it('is IN_PROGRESS while a worker holds it, then FAILED with the reason and its seconds given back', async () => {
    const { owner, key } = await d2cCustomer(t);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    work({
      [JobName.PROBE_MEDIA]: probed(4200),
      [JobName.TRANSCRIBE_MEDIA]: async (job) => {
        await job.updateProgress({ percent: 40 });
        await held;
        throw new UnrecoverableError('The speech engine stopped.');
      },
    });
    const submitted = (await submitFile(t, key, Buffer.from('RIFF....WAVE'), 'talk.wav')).body as JobView;
    const running = await waitForJob(t, key, submitted.id, (job) => job.progress === 40);
    expect(running).toMatchObject({ status: TranscriptionStatus.IN_PROGRESS, durationMs: 4200, duration: 5 });
    expect(await usedSeconds(t, owner.organizationId)).toBe(5);
    release();
    const failed = await waitForJob(t, key, submitted.id, ended);
    expect(failed).toMatchObject({
      status: TranscriptionStatus.FAILED,
      failureReason: 'The speech engine stopped.',
      duration: 5,
    });
    expect(await usedSeconds(t, owner.organizationId)).toBe(0);
    expect(await sourceDeleted(t, `d2c/${owner.organizationId}/${submitted.id}/source.wav`)).toBe(true);
  });

  it('fails a job whose step returns a malformed result', async () => {
    const { owner, key } = await d2cCustomer(t);
    work({ [JobName.PROBE_MEDIA]: async () => ({ seconds: 'many' }) });
    const submitted = (await submitFile(t, key, Buffer.from('RIFF....WAVE'), 'talk.wav')).body as JobView;
    const failed = await waitForJob(t, key, submitted.id, ended);
    expect(failed).toMatchObject({
      status: TranscriptionStatus.FAILED,
      failureReason: 'Transcription failed',
    });
    expect(await usedSeconds(t, owner.organizationId)).toBe(0);
  });

  it('catches up at start with what finished, and queues again what was lost, while it was not listening', async () => {
    const { owner, key } = await d2cCustomer(t);
    const monitor = t.app.get(D2CTranscriptionMonitor);
    // The API stops listening (as if it were down); the worker goes on.
    await monitor.onApplicationShutdown();
    const submitted = (await submitFile(t, key, Buffer.from('RIFF....WAVE'), 'talk.wav')).body as JobView;
    work({ [JobName.PROBE_MEDIA]: probed(2500), [JobName.TRANSCRIBE_MEDIA]: transcribed });
    await waitForState(queue, probeJobId(submitted.id), 'completed');
    // Workers take nothing more until resumed: the steps below see the queue as it stands.
    await queue.pause();
    expect((await getJob(t, key, submitted.id)).body).toMatchObject({
      status: TranscriptionStatus.VALIDATION,
    });

    await monitor.reconcile();
    expect((await getJob(t, key, submitted.id)).body).toMatchObject({
      status: TranscriptionStatus.QUEUED,
      duration: 3,
    });
    expect(await usedSeconds(t, owner.organizationId)).toBe(3);

    // The transcription job is lost (Redis emptied): queued again.
    await queue.remove(transcribeJobId(submitted.id));
    await monitor.reconcile();
    expect(await queue.getJob(transcribeJobId(submitted.id))).toBeDefined();

    await queue.resume();
    await waitForState(queue, transcribeJobId(submitted.id), 'completed');
    await monitor.reconcile();
    const completed = (await getJob(t, key, submitted.id)).body as JobView;
    expect(completed).toMatchObject({
      status: TranscriptionStatus.COMPLETED,
      languageCode: 'en-US',
      progress: 100,
    });
    const vtt = await getResult(t, key, submitted.id, 'vtt');
    expect(vtt.body).toBe('WEBVTT\n\n00:00:00.100 --> 00:00:00.500\nHello.\n');
    // Reconciling again, or hearing the events late, changes nothing.
    await monitor.reconcile();
    expect((await getJob(t, key, submitted.id)).body).toEqual(completed);
    expect(await usedSeconds(t, owner.organizationId)).toBe(3);
  });
});

async function waitForState(queue: Queue, jobId: string, state: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const job = await queue.getJob(jobId);
    if (job && (await job.getState()) === state) return;
    if (Date.now() > deadline)
      throw new Error(`Job ${jobId} did not become ${state}: ${job ? await job.getState() : 'missing'}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
