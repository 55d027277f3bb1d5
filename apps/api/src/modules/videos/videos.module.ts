import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { QueueName } from '@framehouse/domain';
import { LimitsModule } from '../limits/limits.module';
import { HlsController } from './hls/hls.controller';
import { VideoProcessingMonitor } from './jobs/video-processing.monitor';
import { VideoProcessingProducer } from './jobs/video-processing.producer';
import { VideoHooks } from './video-hooks';
import { VideoMediaService } from './video-media.service';
import { Video } from './video.entity';
import { VideosResolver } from './videos.resolver';
import { VideosService } from './videos.service';

@Module({
  imports: [
    TypeOrmModule.forFeature([Video]),
    BullModule.registerQueue({ name: QueueName.VIDEO_PROCESSING }),
    LimitsModule,
  ],
  controllers: [HlsController],
  providers: [
    VideosService,
    VideosResolver,
    VideoMediaService,
    VideoProcessingProducer,
    VideoProcessingMonitor,
    VideoHooks,
  ],
  exports: [VideosService, VideoMediaService, VideoHooks],
})
export class VideosModule {}
