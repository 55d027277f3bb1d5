import { JobName, jobEntityOf, jobIdFor, jobRunOf, QueueName } from '../constants/queues';
import {
  addJob,
  JOB_CONTRACTS,
  repeatJob,
  jobNamesOn,
  reportsPercent,
  type JobData,
  type JobQueue,
} from './job-contracts';

const VIDEO = '0b7c6a8e-3f0e-4c59-9d1a-6a4f0f6f7c11';

/** A queue that records what is added to it, as BullMQ's would store it. */
function recordingQueue(name: QueueName) {
  const added: Array<{ name: string; data: unknown; options?: { jobId: string } }> = [];
  const queue: JobQueue<{ jobId: string }, string> = {
    name,
    add: (jobName, data, options) => {
      added.push({ name: jobName, data, options });
      return Promise.resolve(options?.jobId ?? '');
    },
  };
  return { queue, added };
}

describe('the job contracts', () => {
  it('name every job once, under its own name, on a queue', () => {
    for (const name of Object.values(JobName)) {
      expect(JOB_CONTRACTS[name].name).toBe(name);
      expect(Object.values(QueueName)).toContain(JOB_CONTRACTS[name].queue);
    }
  });

  it("list each queue's jobs", () => {
    expect(jobNamesOn(QueueName.VIDEO_PROCESSING)).toEqual(['process-video', 'import-remote-video']);
    expect(jobNamesOn(QueueName.TRANSCRIPTION)).toEqual([
      'transcribe-video',
      'probe-media',
      'transcribe-media',
    ]);
    expect(jobNamesOn(QueueName.OBJECT_DETECTION)).toEqual(['detect-objects']);
    expect(jobNamesOn(QueueName.MOMENT_DOWNLOAD)).toEqual(['cut-moment', 'capture-moment-frame']);
    expect(jobNamesOn(QueueName.SCENE_DETECTION)).toEqual(['detect-scenes']);
    expect(jobNamesOn(QueueName.MP4_EXPORT)).toEqual(['export-mp4']);
    expect(jobNamesOn(QueueName.PUBLISHING)).toEqual(['publish-scheduled-video']);
    expect(jobNamesOn(QueueName.YOUTUBE_PUBLISHING)).toEqual(['upload-to-youtube', 'remove-from-youtube']);
    expect(jobNamesOn(QueueName.BILLING)).toEqual(['report-metered-usage']);
    expect(jobNamesOn(QueueName.ANALYTICS)).toEqual(['roll-up-analytics']);
  });
});

describe('addJob', () => {
  const data: JobData<JobName.DETECT_SCENES> = {
    videoId: VIDEO,
    organizationId: VIDEO,
    sourceKey: 'media/o/m/source/original.mp4',
    durationMs: 1000,
    run: 0,
  };

  it('adds the job on its queue with its deterministic id', async () => {
    const { queue, added } = recordingQueue(QueueName.SCENE_DETECTION);
    const jobId = jobIdFor(JobName.DETECT_SCENES, VIDEO, 0);
    await expect(addJob(queue, JobName.DETECT_SCENES, data, { jobId })).resolves.toBe(jobId);
    expect(added).toEqual([{ name: 'detect-scenes', data, options: { jobId } }]);
  });

  it('refuses another queue than the job’s', async () => {
    const { queue, added } = recordingQueue(QueueName.OBJECT_DETECTION);
    await expect(addJob(queue, JobName.DETECT_SCENES, data, { jobId: 'x' })).rejects.toThrow(
      'Job "detect-scenes" goes on queue "scene-detection", not on "object-detection"',
    );
    expect(added).toEqual([]);
  });

  it('does not compile with the data of another job, or without an id', () => {
    const { queue } = recordingQueue(QueueName.SCENE_DETECTION);
    // @ts-expect-error: a scene detection's data is not a processing's
    void addJob(queue, JobName.PROCESS_VIDEO, data, { jobId: 'x' }).catch(() => undefined);
    // @ts-expect-error: every job has a deterministic id
    void addJob(queue, JobName.DETECT_SCENES, data, {}).catch(() => undefined);
  });
});

describe('repeatJob', () => {
  /** A queue that records the schedulers set on it, as BullMQ's would keep them. */
  function schedulingQueue(name: QueueName) {
    const schedules: unknown[] = [];
    return {
      schedules,
      queue: {
        name,
        upsertJobScheduler: (id: string, repeat: { every: number }, template: object) => {
          schedules.push({ id, repeat, template });
          return Promise.resolve(id);
        },
      },
    };
  }

  it('schedules the job on its queue under its name, one schedule a job', async () => {
    const { queue, schedules } = schedulingQueue(QueueName.ANALYTICS);
    await repeatJob(queue, JobName.ROLL_UP_ANALYTICS, {}, 30_000, { removeOnComplete: { count: 10 } });
    expect(schedules).toEqual([
      {
        id: 'roll-up-analytics',
        repeat: { every: 30_000 },
        template: { name: 'roll-up-analytics', data: {}, opts: { removeOnComplete: { count: 10 } } },
      },
    ]);
    const elsewhere = schedulingQueue(QueueName.PUBLISHING);
    await expect(repeatJob(elsewhere.queue, JobName.ROLL_UP_ANALYTICS, {}, 1000)).rejects.toThrow(
      'Job "roll-up-analytics" goes on queue "analytics", not on "publishing"',
    );
    expect(elsewhere.schedules).toEqual([]);
  });
});

describe('job ids', () => {
  it('give back the entity and run jobIdFor put in', () => {
    expect(jobRunOf(JobName.DETECT_OBJECTS, jobIdFor(JobName.DETECT_OBJECTS, VIDEO, 12))).toEqual({
      entityId: VIDEO,
      run: 12,
    });
    expect(jobEntityOf(JobName.PROBE_MEDIA, jobIdFor(JobName.PROBE_MEDIA, VIDEO))).toBe(VIDEO);
  });

  it('read nothing from the ids of other jobs, or of the same job without or with a run', () => {
    expect(jobRunOf(JobName.DETECT_OBJECTS, jobIdFor(JobName.DETECT_SCENES, VIDEO, 1))).toBeNull();
    expect(jobRunOf(JobName.DETECT_OBJECTS, jobIdFor(JobName.DETECT_OBJECTS, VIDEO))).toBeNull();
    expect(jobRunOf(JobName.PROCESS_VIDEO, 'process-video-x-0')).toBeNull();
    expect(jobEntityOf(JobName.PROBE_MEDIA, jobIdFor(JobName.PROBE_MEDIA, VIDEO, 1))).toBeNull();
    expect(jobEntityOf(JobName.PROBE_MEDIA, '42')).toBeNull();
  });
});

describe('reportsPercent', () => {
  it('tells the jobs whose contract reads `{ percent }` progress', () => {
    expect(Object.values(JobName).filter(reportsPercent)).toEqual([
      'transcribe-video',
      'transcribe-media',
      'detect-objects',
      'cut-moment',
      'detect-scenes',
    ]);
  });
});
