import type { JobName } from '@framehouse/domain';
import type { Job } from 'bullmq';

/**
 * Runs one job and resolves with its result (what BullMQ stores as the return value and the API reads).
 * A failure is a thrown error whose message is the job's failed reason; `UnrecoverableError` means a
 * retry cannot help. `signal` aborts when the worker shuts down.
 */
export type JobHandler = (job: Job, signal: AbortSignal) => Promise<unknown>;

/** The handlers of one queue, by job name. A queue's processor finds its handler here and nowhere else. */
export type JobHandlers = Partial<Record<JobName, JobHandler>>;

/** A job whose name has no handler is an error of ours, reported on the job rather than dropped. */
export async function runJob(handlers: JobHandlers, job: Job, signal: AbortSignal): Promise<unknown> {
  const handler = handlers[job.name as JobName];
  if (!handler) throw new Error(`No handler for job "${job.name}" on queue "${job.queueName}"`);
  return handler(job, signal);
}

/** The job names a queue must serve without a handler missing: checked at start, not at the first job. */
export function assertHandled(handlers: JobHandlers, jobNames: readonly JobName[], queueName: string): void {
  const missing = jobNames.filter((name) => !handlers[name]);
  if (missing.length > 0) {
    throw new Error(
      `Queue "${queueName}" has no handler for ${missing.map((name) => `"${name}"`).join(', ')}`,
    );
  }
}
