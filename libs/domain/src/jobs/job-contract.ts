import type { JobName, QueueName } from '../constants/queues';

/**
 * Everything two processes agree on about one job, in one place: its name, the queue it goes on, its
 * payload (what the producer adds and the consumer reads), its result and its progress reports (what
 * the consumer returns or reports and the producer reads back). The parsers check what comes through
 * Redis (jobs/job-values.ts): the payload strictly, throwing MalformedJobData; a result or a progress
 * leniently, null when malformed. A job whose result or progress nobody reads has no parser for it.
 */
export interface JobContract<N extends JobName, Q extends QueueName, Data, Result, Progress> {
  readonly name: N;
  readonly queue: Q;
  parseData(value: unknown): Data;
  parseResult?(value: unknown): Result | null;
  parseProgress?(value: unknown): Progress | null;
}

/**
 * A contract as written, its name and queue kept as literal types and its parsers as they are (so the
 * registry, jobs/job-contracts.ts, can map each name to its payload and result).
 */
export function jobContract<const C extends JobContract<JobName, QueueName, unknown, unknown, unknown>>(
  contract: C,
): C {
  return contract;
}
