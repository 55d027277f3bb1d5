import type { JobName } from '@framehouse/domain';
import type { Job } from 'bullmq';

export type JobStatus = 'success' | 'failed' | 'skipped';

export type JobHandler = (job: Job) => Promise<JobStatus>;

/** The handlers of one queue, by job name. A queue's processor finds its handler here and nowhere else. */
export type JobHandlers = Partial<Record<JobName, JobHandler>>;

/** A job whose name has no handler is an error of ours, reported on the job rather than dropped. */
export async function runJob(handlers: JobHandlers, job: Job): Promise<JobStatus> {
  const handler = handlers[job.name as JobName];
  if (!handler) throw new Error(`No handler for job "${job.name}" on queue "${job.queueName}"`);
  return handler(job);
}
