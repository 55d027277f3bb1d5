import type { PercentProgress } from '@framehouse/domain';
import type { Logger } from '@nestjs/common';
import type { Job } from 'bullmq';
import { ProgressThrottle } from './process-video/processing-progress';

export interface PercentProgressSink {
  updateProgress(progress: PercentProgress): Promise<void>;
}

/** Reports at most about once a second: the API records each one. */
const REPORT_INTERVAL_MS = 1000;

/** Whole percent of the job once `stagePercent` of a stage spanning [start, end] is done. */
export function spanPercent(span: readonly [number, number], stagePercent: number): number {
  const done = Math.min(100, Math.max(0, Number.isFinite(stagePercent) ? stagePercent : 0));
  return Math.floor(span[0] + ((span[1] - span[0]) * done) / 100);
}

/**
 * A job's `{ percent }` as the API reads it: through the throttle, never going backwards, in order. A
 * report that cannot be sent (Redis briefly away) does not fail the job.
 */
export class PercentProgressReporter {
  /** The reporter of a BullMQ job; a report not sent is logged. */
  static forJob(job: Job, logger: Logger): PercentProgressReporter {
    return new PercentProgressReporter({ updateProgress: (value) => job.updateProgress(value) }, (error) =>
      logger.warn(`Progress of job ${job.id} not sent: ${String(error)}`),
    );
  }

  private percent = 0;
  private sentPercent: number | null = null;
  private readonly throttle: ProgressThrottle;
  private sending: Promise<void> = Promise.resolve();

  constructor(
    private readonly sink: PercentProgressSink,
    private readonly onSendError: (error: unknown) => void,
    now: () => number = Date.now,
  ) {
    this.throttle = new ProgressThrottle(REPORT_INTERVAL_MS, now);
  }

  get current(): number {
    return this.percent;
  }

  update(percent: number, urgent = false): Promise<void> {
    this.percent = Math.max(this.percent, Math.min(100, Math.floor(Number.isFinite(percent) ? percent : 0)));
    // A value held back by the throttle goes with the next update, even one that changes nothing.
    if ((this.percent === this.sentPercent && !urgent) || !this.throttle.take(urgent)) return this.sending;
    const snapshot: PercentProgress = { percent: this.percent };
    this.sentPercent = this.percent;
    this.sending = this.sending
      .then(() => this.sink.updateProgress(snapshot))
      .catch((error: unknown) => {
        this.onSendError(error);
      });
    return this.sending;
  }
}
