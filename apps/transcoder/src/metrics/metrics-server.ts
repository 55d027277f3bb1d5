import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { createServer, type Server } from 'node:http';
import { once } from 'node:events';
import { WORKER_CONFIG, type WorkerConfig } from '../config/worker-config';
import { WorkerMetrics } from './worker-metrics';

/** The process's WorkerMetrics, or null when METRICS_PORT is unset (nothing recorded, nothing served). */
export const WORKER_METRICS = Symbol('WORKER_METRICS');

export function workerMetricsFor(config: WorkerConfig): WorkerMetrics | null {
  return config.metrics ? new WorkerMetrics() : null;
}

/**
 * The transcoder has no HTTP server of its own: with METRICS_PORT (and METRICS_TOKEN) set, this one
 * answers GET /metrics on METRICS_HOST:METRICS_PORT, and nothing else.
 */
@Injectable()
export class MetricsServer implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Metrics');
  private server: Server | null = null;

  constructor(
    @Inject(WORKER_CONFIG) private readonly config: WorkerConfig,
    @Inject(WORKER_METRICS) private readonly metrics: WorkerMetrics | null,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const { metrics } = this;
    const settings = this.config.metrics;
    if (!metrics || !settings) return;
    const server = createServer((req, res) => {
      metrics.answer(req, res, settings.token).catch((error: unknown) => {
        this.logger.error(
          `Serving metrics failed: ${error instanceof Error ? error.message : String(error)}`,
        );
        if (!res.headersSent) res.writeHead(500);
        res.end();
      });
    });
    server.listen(settings.port, settings.host);
    await once(server, 'listening');
    this.server = server;
    this.logger.log(`Metrics at http://${settings.host}:${settings.port}/metrics`);
  }

  async onApplicationShutdown(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
