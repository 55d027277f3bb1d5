import type { JobsOptions } from 'bullmq';

const DAY_SECONDS = 24 * 60 * 60;

/** Jobs are kept a week once done and a month once failed, which is how far back a restarted API reconciles. */
export const JOB_RETENTION: Pick<JobsOptions, 'removeOnComplete' | 'removeOnFail'> = {
  removeOnComplete: { age: 7 * DAY_SECONDS },
  removeOnFail: { age: 30 * DAY_SECONDS },
};
