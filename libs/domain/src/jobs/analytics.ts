import { JobName, QueueName } from '../constants/queues';
import { jobContract } from './job-contract';
import { isCount, isObject, parsed, payload } from './job-values';

/**
 * The roll-up of viewer analytics, which the API schedules and consumes itself: every run rolls the
 * player events appended to the Redis stream since the last one into PostgreSQL. The data is empty: the
 * database holds where the last run stopped, so any run, repeated or late, does the right thing.
 */
export type AnalyticsRollupJob = Record<string, never>;

/** What a run did: stream entries and the events in them, and whether it reached the stream's end. */
export interface AnalyticsRollupResult {
  entries: number;
  events: number;
  caughtUp: boolean;
}

export const rollUpAnalyticsContract = jobContract({
  name: JobName.ROLL_UP_ANALYTICS,
  queue: QueueName.ANALYTICS,
  parseData(value): AnalyticsRollupJob {
    payload(value);
    return {};
  },
  parseResult(value): AnalyticsRollupResult | null {
    const data = parsed(value);
    if (!isObject(data) || !isCount(data.entries) || !isCount(data.events)) return null;
    return { entries: data.entries, events: data.events, caughtUp: data.caughtUp === true };
  },
});
