import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { QueueName } from '@framehouse/domain';
import { LimitsModule } from '../limits/limits.module';
import { ThumbnailsModule } from '../thumbnails/thumbnails.module';
import { HlsController } from './hls/hls.controller';
import { VideoProcessingMonitor } from './jobs/video-processing.monitor';
import { VideoProcessingProducer } from './jobs/video-processing.producer';
import { VideoThumbnailsService } from './thumbnails/video-thumbnails.service';
import { VideoThumbnail } from './thumbnails/video-thumbnail.entity';
import { VideoDuplicatesResolver } from './video-duplicates.resolver';
import { VideoEditorResolver } from './video-editor.resolver';
import { VideoHooks } from './video-hooks';
import { VideoMediaService } from './video-media.service';
import { VideoMetadataService } from './video-metadata.service';
import { VideoVersion } from './video-version.entity';
import { Video } from './video.entity';
import { VideosResolver } from './videos.resolver';
import { VideosService } from './videos.service';

@Module({
  imports: [
    TypeOrmModule.forFeature([Video, VideoThumbnail, VideoVersion]),
    BullModule.registerQueue({ name: QueueName.VIDEO_PROCESSING }),
    LimitsModule,
    ThumbnailsModule,
  ],
  controllers: [HlsController],
  providers: [
    VideosService,
    VideosResolver,
    VideoMediaService,
    VideoProcessingProducer,
    VideoProcessingMonitor,
    VideoHooks,
    VideoMetadataService,
    VideoThumbnailsService,
    VideoEditorResolver,
    VideoDuplicatesResolver,
  ],
  exports: [VideosService, VideoMediaService, VideoMetadataService, VideoHooks],
})
export class VideosModule {}
