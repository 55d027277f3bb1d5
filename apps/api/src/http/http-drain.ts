import {
  Inject,
  Injectable,
  Logger,
  type BeforeApplicationShutdown,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { Server } from 'node:http';
import { APP_CONFIG, type AppConfig } from '../config/app-config';

/**
 * Bounds the wait for requests in flight on SIGTERM (and app.close()). After this hook Nest closes the
 * HTTP server, before the database, Redis and the queues: no new connection, and the requests in flight
 * (an upload part, a list) finish, however long they take. After SHUTDOWN_GRACE_SECONDS the connections
 * still open are cut, so that a stuck client cannot hold the process until the supervisor kills it.
 */
@Injectable()
export class HttpDrain implements BeforeApplicationShutdown, OnApplicationShutdown {
  private readonly logger = new Logger('Shutdown');
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  beforeApplicationShutdown(): void {
    const server: Server | undefined = this.adapterHost.httpAdapter?.getHttpServer();
    if (!server?.listening) return;
    this.timer = setTimeout(() => {
      this.logger.warn(`Requests still running after ${this.config.shutdownGraceSeconds} s: cut`);
      server.closeAllConnections();
    }, this.config.shutdownGraceSeconds * 1000);
  }

  /** Nest has closed the HTTP server by now: every request has ended. */
  onApplicationShutdown(): void {
    clearTimeout(this.timer);
  }
}
