import { JobName, QueueName } from '../constants/queues';
import { rollUpAnalyticsContract } from './analytics';
import { reportMeteredUsageContract } from './billing';
import type { JobContract } from './job-contract';
import { MalformedJobData, parsePercentProgress } from './job-values';
import { checkMicrositeHealthContract } from './microsite-health';
import { cutMomentContract } from './moment-download';
import { captureMomentFrameContract } from './moment-frame';
import { exportMp4Contract } from './mp4-export';
import { detectObjectsContract } from './object-detection';
import {
  publishScheduledVideoContract,
  removeFromYouTubeContract,
  uploadToYouTubeContract,
} from './publishing';
import { detectScenesContract } from './scene-detection';
import { probeMediaContract, transcribeMediaContract, transcribeVideoContract } from './transcription';
import { importRemoteVideoContract, processVideoContract } from './video-processing';

/**
 * Every job there is, by name: a new job is a contract in this folder and a line here. The types below
 * are read from this map, so a producer adding a job with another job's data, or a handler returning
 * another job's result, does not compile.
 */
export const JOB_CONTRACTS = {
  [JobName.PROCESS_VIDEO]: processVideoContract,
  [JobName.IMPORT_REMOTE_VIDEO]: importRemoteVideoContract,
  [JobName.TRANSCRIBE_VIDEO]: transcribeVideoContract,
  [JobName.PROBE_MEDIA]: probeMediaContract,
  [JobName.TRANSCRIBE_MEDIA]: transcribeMediaContract,
  [JobName.DETECT_OBJECTS]: detectObjectsContract,
  [JobName.CUT_MOMENT]: cutMomentContract,
  [JobName.CAPTURE_MOMENT_FRAME]: captureMomentFrameContract,
  [JobName.DETECT_SCENES]: detectScenesContract,
  [JobName.PUBLISH_SCHEDULED_VIDEO]: publishScheduledVideoContract,
  [JobName.UPLOAD_TO_YOUTUBE]: uploadToYouTubeContract,
  [JobName.REMOVE_FROM_YOUTUBE]: removeFromYouTubeContract,
  [JobName.EXPORT_MP4]: exportMp4Contract,
  [JobName.REPORT_METERED_USAGE]: reportMeteredUsageContract,
  [JobName.CHECK_MICROSITE_HEALTH]: checkMicrositeHealthContract,
  [JobName.ROLL_UP_ANALYTICS]: rollUpAnalyticsContract,
} as const satisfies { [N in JobName]: JobContract<N, QueueName, unknown, unknown, unknown> };

type Contracts = typeof JOB_CONTRACTS;

/** The payload of a job. */
export type JobData<N extends JobName> = ReturnType<Contracts[N]['parseData']>;

/** The result of a job (never for a job whose result nobody reads back). */
export type JobResult<N extends JobName> = Contracts[N] extends { parseResult(value: unknown): infer Result }
  ? NonNullable<Result>
  : never;

/** The queue a job goes on. */
export type QueueOf<N extends JobName> = Contracts[N]['queue'];

/** The names of the jobs on a queue. */
export type JobNameOn<Q extends QueueName> = {
  [N in JobName]: QueueOf<N> extends Q ? N : never;
}[JobName];

/** The names of the jobs on a queue, in the order JobName lists them. */
export function jobNamesOn(queue: QueueName): JobName[] {
  return Object.values(JobName).filter((name) => JOB_CONTRACTS[name].queue === queue);
}

/** What adding a job needs of a queue: BullMQ's `Queue` is one (libs/domain stays free of BullMQ). */
export interface JobQueue<Options, Added> {
  readonly name: string;
  add(name: string, data: unknown, options?: Options): Promise<Added>;
}

/** A job goes on its contract's queue only. */
function assertQueueOf(name: JobName, queue: string): void {
  const expected = JOB_CONTRACTS[name].queue;
  if (queue !== expected) throw new Error(`Job "${name}" goes on queue "${expected}", not on "${queue}"`);
}

/**
 * The one way a job is added: its data typed by its name, on its own queue, with a deterministic id
 * (`jobIdFor`, or the job's own id function) so the same work is never queued twice.
 */
export async function addJob<N extends JobName, Options extends object, Added>(
  queue: JobQueue<Options, Added>,
  name: N,
  data: JobData<N>,
  options: Options & { jobId: string },
): Promise<Added> {
  assertQueueOf(name, queue.name);
  return queue.add(name, data, options);
}

/** What repeating a job needs of a queue: BullMQ's `Queue` is one. */
export interface JobSchedulerQueue<Added> {
  readonly name: string;
  upsertJobScheduler(
    schedulerId: string,
    repeat: { every: number },
    template: { name: string; data: unknown; opts?: object },
  ): Promise<Added>;
}

/**
 * The one way a repeating job is scheduled: as addJob, its data typed by its name and on its own queue;
 * one scheduler a name (`schedulerId` is the job's name), so every process scheduling it at start keeps
 * one schedule, the last one's `everyMs`.
 */
export async function repeatJob<N extends JobName, Added>(
  queue: JobSchedulerQueue<Added>,
  name: N,
  data: JobData<N>,
  everyMs: number,
  options: object = {},
): Promise<Added> {
  assertQueueOf(name, queue.name);
  return queue.upsertJobScheduler(name, { every: everyMs }, { name, data, opts: options });
}

/**
 * A job's payload as its consumer reads it, with its contract. A malformed payload is the producer's bug,
 * which no retry mends: it becomes `failForGood`'s error (BullMQ's UnrecoverableError in the workers).
 */
export function jobPayload<N extends JobName>(
  name: N,
  data: unknown,
  failForGood: (message: string) => Error,
): JobData<N> {
  try {
    return JOB_CONTRACTS[name].parseData(data) as JobData<N>;
  } catch (error) {
    if (error instanceof MalformedJobData) throw failForGood(error.message);
    throw error;
  }
}

/** Whether a job reports `{ percent }` progress: its contract reads it with `parsePercentProgress`. */
export function reportsPercent(name: JobName): boolean {
  const contract: JobContract<JobName, QueueName, unknown, unknown, unknown> = JOB_CONTRACTS[name];
  return contract.parseProgress === parsePercentProgress;
}
