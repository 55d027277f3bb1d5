import { BullModule } from '@nestjs/bullmq';
import { DynamicModule, Module } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import { WORKER_CONFIG, type WorkerConfig } from './config/worker-config';
import { HeartbeatService } from './health/heartbeat.service';
import { VideoProcessingProcessor } from './jobs/video-processing.processor';
import { WORKER_QUEUES } from './worker-queues';

@Module({})
export class WorkerModule {
  static register(config: WorkerConfig): DynamicModule {
    return {
      module: WorkerModule,
      imports: [
        LoggerModule.forRoot(),
        BullModule.forRoot({ connection: { url: config.redisUrl }, prefix: config.redisPrefix }),
        ...WORKER_QUEUES.map((name) => BullModule.registerQueue({ name })),
      ],
      providers: [{ provide: WORKER_CONFIG, useValue: config }, HeartbeatService, VideoProcessingProcessor],
    };
  }
}
