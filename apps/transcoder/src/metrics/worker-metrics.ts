import { bearerTokenMatches } from '@framehouse/config';
import { JobName, type JobResult } from '@framehouse/domain';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

/** How a job's run ended: done, failed (to be retried or for good), or handed back at shutdown. */
export type JobOutcome = 'completed' | 'failed' | 'handed_back';

/** Seconds: a frame capture takes a second, a long video's ladder an hour. */
const JOB_BUCKETS = [1, 5, 15, 30, 60, 120, 300, 600, 1200, 1800, 3600, 7200];
/** Seconds of media per second of work: below 1 a video takes longer to process than to watch. */
const SPEED_BUCKETS = [0.1, 0.25, 0.5, 1, 1.5, 2, 3, 5, 8, 13, 21];

/**
 * This transcoder process's Prometheus metrics, served by its MetricsServer. Each process serves its
 * own; a scraper tells them apart by `instance`.
 */
export class WorkerMetrics {
  readonly registry = new Registry();
  private readonly jobDuration: Histogram<'queue' | 'job' | 'outcome'>;
  private readonly jobFailures: Counter<'queue' | 'job'>;
  private readonly transcodeSpeed: Histogram;

  constructor() {
    collectDefaultMetrics({ register: this.registry });
    this.jobDuration = new Histogram({
      name: 'framehouse_job_duration_seconds',
      help: 'Jobs run by this process by queue, job name and outcome, and how long each ran',
      labelNames: ['queue', 'job', 'outcome'],
      buckets: JOB_BUCKETS,
      registers: [this.registry],
    });
    this.jobFailures = new Counter({
      name: 'framehouse_job_failures_total',
      help: 'Job runs that failed, by queue and job name (a retried job counts once per failed attempt)',
      labelNames: ['queue', 'job'],
      registers: [this.registry],
    });
    this.transcodeSpeed = new Histogram({
      name: 'framehouse_transcode_speed_ratio',
      help: 'Seconds of media processed per second of work, for each video processed (process-video)',
      buckets: SPEED_BUCKETS,
      registers: [this.registry],
    });
  }

  /** Records one run of a job; `result` is the handler's, when it completed. */
  recordJob<N extends JobName>(
    queue: string,
    name: N,
    seconds: number,
    outcome: JobOutcome,
    result?: JobResult<N>,
  ): void {
    this.jobDuration.observe({ queue, job: name, outcome }, seconds);
    if (outcome === 'failed') this.jobFailures.inc({ queue, job: name });
    if (
      name === JobName.PROCESS_VIDEO &&
      seconds > 0 &&
      result &&
      'durationMs' in result &&
      typeof result.durationMs === 'number'
    ) {
      this.transcodeSpeed.observe(result.durationMs / 1000 / seconds);
    }
  }

  /** The HTTP answer of the metrics port: GET /metrics with METRICS_TOKEN, else 401 or 404, no detail. */
  async answer(req: IncomingMessage, res: ServerResponse, token: string): Promise<void> {
    if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
      res.writeHead(404).end();
      return;
    }
    if (!bearerTokenMatches(req.headers.authorization, token)) {
      res.writeHead(401, { 'WWW-Authenticate': 'Bearer' }).end();
      return;
    }
    const body = await this.registry.metrics();
    res.writeHead(200, { 'Content-Type': this.registry.contentType }).end(body);
  }
}
