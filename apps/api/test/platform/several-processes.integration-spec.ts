import { ErrorCode, JobName, QueueName, SubscriptionPlan, VideoStatus, jobIdFor } from '@framehouse/domain';
import { QueueEvents } from 'bullmq';
import { PUBLISH_VIDEO, VIDEO_PUBLISHING, selfTargetId } from '../publishing/publishing-support';
import { startApiProcess, type ApiProcess } from '../support/api-process';
import { payloadError, type PayloadError } from '../support/fixtures';
import { PASSWORD, TOKEN_AUTH, registerOwner, type Owner } from '../support/flows';
import { startRoundRobinProxy, type RoundRobinProxy } from '../support/round-robin-proxy';
import { clientThrough } from '../support/process-client';
import type { TestApp } from '../support/test-app';
import { startTranscoder, type TranscoderProcess } from '../support/transcoder-process';
import {
  makeClip,
  setPlan,
  startVideoApp,
  uploadProcessed,
  videoById,
  waitForVideo,
} from '../videos/video-support';

/**
 * Scaling out (issue 19 item 4): two API processes and two transcoders on one PostgreSQL, Redis and S3
 * storage, the APIs behind one port that sends each request to the next process in turn. Uploads,
 * processing, a scheduled publish, sign-in limits and view counts behave as with one process, and no
 * job runs twice.
 */
const AUTH_RATE_LIMIT = 6;

describe('two API processes and two transcoders behind one port, on S3 storage', () => {
  let t: TestApp;
  let second: ApiProcess;
  let transcoders: TranscoderProcess[];
  let proxy: RoundRobinProxy;
  /** The test's calls, all through the proxy. */
  let lb: TestApp;
  let owner: Owner;
  let clip: Awaited<ReturnType<typeof makeClip>>;
  let events: QueueEvents;
  /** How often each job became active: more than once would be a job run twice. */
  const activations = new Map<string, number>();
  const workerOutput = () => transcoders.map((worker) => worker.output()).join('\n---\n');

  // Long: the API and the transcoder are built first when the tree has changed since their last build.
  beforeAll(async () => {
    const env = { AUTH_RATE_LIMIT: String(AUTH_RATE_LIMIT) };
    [t, clip] = await Promise.all([startVideoApp('s3', env), makeClip()]);
    second = await startApiProcess(t.config, env);
    transcoders = await Promise.all([startTranscoder(t.config), startTranscoder(t.config)]);
    proxy = await startRoundRobinProxy([t.url, second.url]);
    // url stays the PUBLIC_URL both processes write into mailed links.
    lb = clientThrough(proxy.url, t);
    events = new QueueEvents(QueueName.VIDEO_PROCESSING, {
      connection: { url: t.config.redisUrl },
      prefix: t.config.redisPrefix,
    });
    await events.waitUntilReady();
    events.on('active', ({ jobId }) => activations.set(jobId, (activations.get(jobId) ?? 0) + 1));
    owner = await registerOwner(lb);
    await setPlan(t, owner.organizationId, SubscriptionPlan.UNLIMITED);
  }, 300_000);
  afterAll(async () => {
    await events?.close();
    await proxy?.close();
    await Promise.all((transcoders ?? []).map((worker) => worker.stop()));
    await second?.stop();
    await t?.close();
    await clip?.remove();
  });

  let videoIds: string[] = [];

  it('uploads and processes through either process, each job run once', async () => {
    const videos = await Promise.all(
      Array.from({ length: 4 }, (_, index) =>
        uploadProcessed(lb, owner.token, `clip-${index}.mp4`, clip.bytes, workerOutput, 240_000),
      ),
    );
    expect(videos.map((video) => video.status)).toEqual(Array(4).fill(VideoStatus.DRAFT));
    videoIds = videos.map((video) => video.id);
    for (const id of videoIds) expect(activations.get(jobIdFor(JobName.PROCESS_VIDEO, id, 0))).toBe(1);
    // Both API processes answered: the upload started on one was confirmed through the other.
    expect(proxy.served.every((count) => count > 10)).toBe(true);
    expect(transcoders.every((worker) => worker.child.exitCode === null)).toBe(true);
  }, 300_000);

  it('fires a scheduled publish once, whichever process scheduled it', async () => {
    const id = videoIds[0] as string;
    const target = await selfTargetId(lb, owner.token);
    const scheduled = await lb.gql<{ publishVideo: { errors: PayloadError[] } }>(
      PUBLISH_VIDEO,
      { id, publishingTargetIds: [target], scheduledPublishDate: new Date(Date.now() + 3000).toISOString() },
      owner.token,
    );
    expect(scheduled.data.publishVideo.errors).toEqual([]);
    await waitForVideo(lb, owner.token, id, (video) => video.status === VideoStatus.PUBLISHED, 60_000);
    const version = async () =>
      (await lb.gql<{ videoById: { version: number } }>(VIDEO_PUBLISHING, { id }, owner.token)).data.videoById
        .version;
    const published = await version();
    // A second firing would publish again and raise the version.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(await version()).toBe(published);
  });

  it('counts a viewer once, whichever process each report reaches', async () => {
    const id = videoIds[0] as string;
    const counted: boolean[] = [];
    for (let report = 0; report < 4; report++) {
      const response = await lb.http
        .post('/p/api/views')
        .send({ videoId: id, session: 'several-processes-01' });
      expect(response.status).toBe(200);
      counted.push((response.body as { counted: boolean }).counted);
    }
    expect(counted).toEqual([true, false, false, false]);
    expect((await videoById(lb, owner.token, id)).views).toBe(1);
  });

  it('shares sign-in limits: the attempts spread over both processes stop at the limit', async () => {
    const answers: string[] = [];
    for (let attempt = 0; attempt <= AUTH_RATE_LIMIT; attempt++) {
      const response = await lb.gql<{ tokenAuth: { errors: PayloadError[] } }>(
        TOKEN_AUTH,
        { email: owner.email, password: `wrong-Guess-${attempt}` },
        undefined,
        '203.0.113.77',
      );
      answers.push(response.data.tokenAuth.errors[0]?.name ?? 'none');
    }
    expect(answers).toEqual([
      ...Array(AUTH_RATE_LIMIT).fill(ErrorCode.INVALID_CREDENTIALS),
      ErrorCode.RATE_LIMITED,
    ]);
    const right = await lb.gql<{ tokenAuth: { errors: PayloadError[] } }>(
      TOKEN_AUTH,
      { email: owner.email, password: PASSWORD },
      undefined,
      '203.0.113.77',
    );
    expect(right.data.tokenAuth.errors).toEqual([payloadError(ErrorCode.RATE_LIMITED)]);
  });
});
