import { getQueueToken } from '@nestjs/bullmq';
import { Logger, Module } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { QueueName } from '@framehouse/domain';
import type { Queue } from 'bullmq';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { ApiMetrics } from './api-metrics';

/** The process's ApiMetrics, or null when METRICS_TOKEN is unset (no registry, no timing, no route). */
export const API_METRICS = Symbol('API_METRICS');

/** Every queue some module of this process registered, found once, at the first scrape. */
function registeredQueues(moduleRef: ModuleRef): () => ReadonlyMap<QueueName, Queue> {
  let queues: Map<QueueName, Queue> | null = null;
  return () => {
    queues ??= new Map(
      Object.values(QueueName).flatMap((name) => {
        try {
          return [[name, moduleRef.get<Queue>(getQueueToken(name), { strict: false })] as const];
        } catch {
          return [];
        }
      }),
    );
    return queues;
  };
}

@Module({
  providers: [
    {
      provide: API_METRICS,
      inject: [APP_CONFIG, ModuleRef],
      useFactory: (config: AppConfig, moduleRef: ModuleRef): ApiMetrics | null => {
        if (!config.metricsToken) return null;
        const logger = new Logger('Metrics');
        return new ApiMetrics(registeredQueues(moduleRef), (message) => logger.warn(message));
      },
    },
  ],
  exports: [API_METRICS],
})
export class MetricsModule {}
