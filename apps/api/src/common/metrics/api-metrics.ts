import { QueueName } from '@framehouse/domain';
import type { Queue } from 'bullmq';
import type { NextFunction, Request, Response } from 'express';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { bearerTokenMatches } from '@framehouse/config';
import { graphQLOperationOf } from './graphql-operation-label';
import { GRAPHQL_ROUTE, routeLabel, statusClass } from './metric-labels';

/** The job states whose counts an operator watches: work piling up, running, waiting its time, failed. */
const QUEUE_STATES = ['waiting', 'active', 'delayed', 'failed'] as const;

/** How long a scrape waits for Redis: BullMQ's connections retry forever while it is away. */
const QUEUE_READ_TIMEOUT_MS = 2000;

function withinScrapeTime<T>(read: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no answer in ${QUEUE_READ_TIMEOUT_MS} ms`)),
      QUEUE_READ_TIMEOUT_MS,
    );
  });
  return Promise.race([read, timeout]).finally(() => clearTimeout(timer));
}

/** Seconds: a cached public page answers in milliseconds, a large upload part or a list in seconds. */
const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/**
 * This API process's Prometheus metrics, in a registry of its own (each process serves its own: a
 * scraper adds the `instance` label). Made only when METRICS_TOKEN is set.
 */
export class ApiMetrics {
  readonly registry = new Registry();
  private readonly requestDuration: Histogram<'route' | 'operation' | 'status_class'>;

  /** `queues` is called at scrape time: the queues are the modules' own, made after this. */
  constructor(queues: () => ReadonlyMap<QueueName, Queue>, onScrapeError: (message: string) => void) {
    collectDefaultMetrics({ register: this.registry });
    this.requestDuration = new Histogram({
      name: 'framehouse_http_request_duration_seconds',
      help: 'HTTP requests by route (GraphQL: by operation), and their duration until the response ended',
      labelNames: ['route', 'operation', 'status_class'],
      buckets: REQUEST_BUCKETS,
      registers: [this.registry],
    });
    new Gauge({
      name: 'framehouse_queue_jobs',
      help: 'Jobs in each queue by state, read from Redis at scrape time',
      labelNames: ['queue', 'state'],
      registers: [this.registry],
      async collect() {
        this.reset();
        await Promise.all(
          [...queues()].map(async ([name, queue]) => {
            try {
              const counts = await withinScrapeTime(queue.getJobCounts(...QUEUE_STATES));
              for (const state of QUEUE_STATES) this.set({ queue: name, state }, counts[state] ?? 0);
            } catch (error) {
              // A queue Redis cannot answer for has no sample: the scrape still serves the rest.
              onScrapeError(`Queue ${name}: ${error instanceof Error ? error.message : String(error)}`);
            }
          }),
        );
      },
    });
  }

  /** Times every request from its first middleware to the end of its response. */
  recordRequests() {
    return (req: Request, res: Response, next: NextFunction) => {
      this.recordRequest(req, res);
      next();
    };
  }

  /** Times one request until its response ends (the public cache's front door calls it for its hits). */
  recordRequest(req: IncomingMessage, res: ServerResponse): void {
    const end = this.requestDuration.startTimer();
    res.once('finish', () => {
      const route = routeLabel(req);
      end({
        route,
        operation: route === GRAPHQL_ROUTE ? graphQLOperationOf(req) : '',
        status_class: statusClass(res.statusCode),
      });
    });
  }

  /**
   * GET of the path it is mounted at, for a scraper sending METRICS_TOKEN; anyone else gets a bare 401.
   * Other methods and paths below go on (to a 404).
   */
  handler(token: string) {
    return async (req: Request, res: Response, next: NextFunction) => {
      if (req.method !== 'GET' || req.path !== '/') return next();
      if (!bearerTokenMatches(req.headers.authorization, token)) {
        res.status(401).set('WWW-Authenticate', 'Bearer').end();
        return;
      }
      try {
        const body = await this.registry.metrics();
        res.set('Content-Type', this.registry.contentType).send(body);
      } catch (error) {
        next(error);
      }
    };
  }
}
