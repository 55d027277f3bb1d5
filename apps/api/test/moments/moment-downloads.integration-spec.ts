import {
  ErrorCode,
  MOMENT_DOWNLOAD_TTL_MS,
  momentDownloadJobId,
  QueueName,
  SubscriptionPlan,
  ValidationMessages,
  type CutMomentJob,
} from '@framehouse/domain';
import { Queue } from 'bullmq';
import { randomUUID } from 'node:crypto';
import { MomentDownloadsService } from '../../src/modules/moments/download/moment-downloads.service';
import { StorageService } from '../../src/modules/storage/storage.service';
import { payloadError, restErrors, validationFailure, type PayloadError } from '../support/fixtures';
import { registerOwner, type Member, type Owner } from '../support/flows';
import type { TestApp } from '../support/test-app';
import { editorCast } from '../videos/video-editor-support';
import { defaultStorageDriver, setPlan, startVideoApp } from '../videos/video-support';
import { addMoment, processedVideo } from './moment-support';

const RANGE = "Start/End timestamps need to be within the moment's range";

// The API's side of moment download: the REST calls, the job it queues for the transcoder (read from
// the queue as the worker reads it) and the expiry of the files. The cut itself is the transcoder's
// (apps/transcoder/test/moment-download.integration-spec.ts).
describe('moment download', () => {
  let t: TestApp;
  let owner: Owner;
  let curator: Member;
  let other: Owner;
  let queue: Queue;

  beforeAll(async () => {
    t = await startVideoApp(defaultStorageDriver());
    ({ owner, curator, other } = await editorCast(t, 'Moment download'));
    queue = new Queue(QueueName.MOMENT_DOWNLOAD, {
      connection: { url: t.config.redisUrl },
      prefix: t.config.redisPrefix,
    });
  });
  afterAll(async () => {
    await queue.close();
    await t.close();
  });

  const get = (path: string, token?: string) => {
    const call = t.http.get(path);
    return token ? call.set('authorization', `Bearer ${token}`) : call;
  };

  /** The ids of the queued cuts of a moment. */
  async function jobsOf(momentId: string): Promise<string[]> {
    const jobs = await queue.getJobs(['waiting', 'active', 'completed', 'failed', 'delayed']);
    return jobs.filter((job) => (job.data as CutMomentJob).momentId === momentId).map((job) => job.id ?? '');
  }

  async function moment(token = owner.token) {
    const video = await processedVideo(t, token);
    const made = await addMoment(t, token, video.id, 'Goal', '00:10', '00:20');
    return { video, moment: made };
  }

  it('queues a cut of the moment from its original and answers its job id, once per range', async () => {
    const { video, moment: made } = await moment();
    const started = await get(`/moments/download/${made.id}/10000/20000`, owner.token);
    expect(started.status).toBe(200);
    const jobId = momentDownloadJobId(made.id, 10_000, 20_000);
    expect(started.body).toEqual({ job_id: jobId });

    const job = await queue.getJob(jobId);
    const data = job?.data as CutMomentJob;
    expect(data).toMatchObject({
      momentId: made.id,
      videoId: video.id,
      organizationId: owner.organizationId,
      startMs: 10_000,
      endMs: 20_000,
    });
    expect(data.sourceKey).toMatch(new RegExp(`^media/${owner.organizationId}/${video.globalId}/source/`));
    const expiresAt = Number(/^downloads\/moments\/(\d+)-/.exec(data.outputKey)?.[1]);
    expect(Math.abs(expiresAt - (Date.now() + MOMENT_DOWNLOAD_TTL_MS))).toBeLessThan(60_000);

    // The same range again: the same job. A part of the moment: a job of its own. A curator may download.
    expect((await get(`/moments/download/${made.id}/10000/20000`, owner.token)).body).toEqual({
      job_id: jobId,
    });
    expect((await get(`/moments/download/${made.id}/12000/15000`, curator.token)).body).toEqual({
      job_id: momentDownloadJobId(made.id, 12_000, 15_000),
    });
    expect((await jobsOf(made.id)).sort()).toEqual(
      [jobId, momentDownloadJobId(made.id, 12_000, 15_000)].sort(),
    );

    const status = await get(`/moments/download/status/${jobId}`, owner.token);
    expect(status.status).toBe(200);
    expect(status.body).toEqual({ progress_percentage: 0 });
  });

  it('refuses a range that is not whole milliseconds inside the moment', async () => {
    const { moment: made } = await moment();
    const refused: Array<[string, string, PayloadError]> = [
      ['ten', '20000', validationFailure('start', ValidationMessages.timestampFormat)],
      ['10000', '20s', validationFailure('end', ValidationMessages.timestampFormat)],
      ['-1', '20000', validationFailure('start', ValidationMessages.timestampFormat)],
      ['9999', '20000', validationFailure('start', RANGE)],
      ['10000', '20001', validationFailure('start', RANGE)],
      ['15000', '15000', validationFailure('start', RANGE)],
      ['16000', '15000', validationFailure('start', RANGE)],
    ];
    for (const [start, end, error] of refused) {
      const response = await get(`/moments/download/${made.id}/${start}/${end}`, owner.token);
      expect([response.status, response.body]).toEqual([400, restErrors(error)]);
    }
    expect(await jobsOf(made.id)).toEqual([]);
  });

  it("answers 404 for another organization's moment or job, 401 without a session, 403 without the permission", async () => {
    const { moment: theirs } = await moment(other.token);
    const theirJob = (await get(`/moments/download/${theirs.id}/10000/20000`, other.token)).body as {
      job_id: string;
    };
    for (const id of [theirs.id, randomUUID(), 'nope']) {
      const response = await get(`/moments/download/${id}/10000/20000`, owner.token);
      expect([response.status, response.body]).toEqual([
        404,
        restErrors(payloadError(ErrorCode.NOT_FOUND, 'id')),
      ]);
    }
    for (const jobId of [theirJob.job_id, 'cut-moment-nothing', randomUUID()]) {
      const response = await get(`/moments/download/status/${jobId}`, owner.token);
      expect([response.status, response.body]).toEqual([
        404,
        restErrors(payloadError(ErrorCode.NOT_FOUND, 'jobId')),
      ]);
    }
    expect((await get(`/moments/download/status/${theirJob.job_id}`)).status).toBe(401);
    expect((await get(`/moments/download/${theirs.id}/10000/20000`)).status).toBe(401);

    const d2c = await registerOwner(t, { organizationName: 'Download D2C' });
    await setPlan(t, d2c.organizationId, SubscriptionPlan.D2C_PREMIUM);
    const refused = await get(`/moments/download/${theirs.id}/10000/20000`, d2c.token);
    expect([refused.status, refused.body]).toEqual([
      403,
      restErrors(payloadError(ErrorCode.PERMISSIONS_ERROR)),
    ]);
  });

  it('deletes downloads whose time is up, and nothing else', async () => {
    const storage = t.app.get(StorageService).driver;
    const now = Date.now();
    const keys = {
      expired: `downloads/moments/${now - 1}-cut-moment-a-0-5000.mp4`,
      current: `downloads/moments/${now + 60_000}-cut-moment-b-0-5000.mp4`,
      foreign: 'downloads/moments/readme.txt',
    };
    for (const key of Object.values(keys)) {
      await storage.putObject(key, Buffer.from('x'), { contentType: 'video/mp4', size: 1 });
    }
    expect(await t.app.get(MomentDownloadsService).sweep(now)).toBe(1);
    expect(await storage.statObject(keys.expired)).toBeNull();
    expect(await storage.statObject(keys.current)).not.toBeNull();
    expect(await storage.statObject(keys.foreign)).not.toBeNull();
  });
});
