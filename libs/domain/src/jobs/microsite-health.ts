import { JobName, QueueName } from '../constants/queues';
import { jobContract } from './job-contract';
import { payload, text } from './job-values';

/**
 * The health check of a microsite, which the API adds and consumes itself: after creation (and on
 * Republish) it asks whether the subdomain answers on this server, and retries until it does (the spec's
 * "about 10 minutes"); the microsite row holds the outcome (`healthy`).
 */
export interface MicrositeHealthJob {
  micrositeId: string;
}

export const checkMicrositeHealthContract = jobContract({
  name: JobName.CHECK_MICROSITE_HEALTH,
  queue: QueueName.MICROSITES,
  parseData(value): MicrositeHealthJob {
    return { micrositeId: text(payload(value), 'micrositeId') };
  },
});
