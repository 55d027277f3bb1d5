import type { ProcessingStage, ProcessVideoProgress } from '@framehouse/domain';

/**
 * The share of the job each stage stands for, as [start, end] percent of the whole: transcoding is most
 * of the work; the pictures and the audio read the source once more each.
 */
export const STAGE_SPANS: Readonly<Record<ProcessingStage, readonly [number, number]>> = {
  probing: [0, 0],
  transcoding: [0, 85],
  images: [85, 95],
  audio: [95, 99],
  finishing: [99, 100],
};

/** Whole percent of the job once `stagePercent` (0–100) of `stage` is done. */
export function overallPercent(stage: ProcessingStage, stagePercent: number): number {
  const [start, end] = STAGE_SPANS[stage];
  const done = Math.min(100, Math.max(0, Number.isFinite(stagePercent) ? stagePercent : 0));
  return Math.floor(start + ((end - start) * done) / 100);
}

/**
 * How far the HLS step is: the encoded ladder is nearly all of its work and the remux (a copy) ends
 * within seconds, so the ladder's progress speaks for both when there is one.
 */
export function transcodingPercent(parts: { remux: number | null; ladder: number | null }): number {
  return parts.ladder ?? parts.remux ?? 0;
}

/** Lets one report through per interval; a report marked urgent always passes. */
export class ProgressThrottle {
  private lastSentAt = -Infinity;

  constructor(
    private readonly intervalMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** True when a report may go now; the throttle then counts it as sent. */
  take(urgent = false): boolean {
    const now = this.now();
    if (!urgent && now - this.lastSentAt < this.intervalMs) return false;
    this.lastSentAt = now;
    return true;
  }
}

export interface ProgressSink {
  updateProgress(progress: ProcessVideoProgress): Promise<void>;
}

/** Progress reports are sent at most about once a second: the API writes each to the video's row. */
const REPORT_INTERVAL_MS = 1000;

/**
 * The job's progress as the API reads it: the latest state, sent through the throttle, never going
 * backwards. A report that cannot be sent (Redis briefly away) is not a reason to fail the job.
 */
export class ProgressReporter {
  private state: ProcessVideoProgress = { stage: 'probing', percent: 0, renditions: [] };
  private readonly throttle: ProgressThrottle;
  private sending: Promise<void> = Promise.resolve();

  constructor(
    private readonly sink: ProgressSink,
    private readonly onSendError: (error: unknown) => void,
    now: () => number = Date.now,
  ) {
    this.throttle = new ProgressThrottle(REPORT_INTERVAL_MS, now);
  }

  get current(): ProcessVideoProgress {
    return this.state;
  }

  /** Merges `change` into the state; sends it now when urgent or when the last report is old enough. */
  update(change: Partial<ProcessVideoProgress>, urgent = false): Promise<void> {
    const percent = Math.max(this.state.percent, change.percent ?? this.state.percent);
    this.state = { ...this.state, ...change, percent };
    if (!this.throttle.take(urgent)) return this.sending;
    const snapshot = this.state;
    // Reports go out one after another, so the API never sees an older one after a newer one.
    this.sending = this.sending
      .then(() => this.sink.updateProgress(snapshot))
      .catch((error: unknown) => this.onSendError(error));
    return this.sending;
  }
}
