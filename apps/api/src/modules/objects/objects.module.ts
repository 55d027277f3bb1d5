import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { QueueName } from '@framehouse/domain';
import { ThumbnailsModule } from '../thumbnails/thumbnails.module';
import { VideosModule } from '../videos/videos.module';
import { ObjectDetectionMonitor } from './jobs/object-detection.monitor';
import { ObjectDetectionProducer } from './jobs/object-detection.producer';
import { ObjectAnnotation } from './object-annotation.entity';
import { ObjectDetectionService } from './object-detection.service';
import { ObjectThumbnail } from './object-thumbnail.entity';
import { ObjectThumbnailsService } from './object-thumbnails.service';
import { ObjectsResolver } from './objects.resolver';
import { ObjectsService } from './objects.service';
import { VideoObjectDetection } from './video-object-detection.entity';
import { VideoObjectsResolver } from './video-objects.resolver';

/** Object annotations of videos, their thumbnails, and the AI detection that finds them. */
@Module({
  imports: [
    TypeOrmModule.forFeature([ObjectAnnotation, ObjectThumbnail, VideoObjectDetection]),
    BullModule.registerQueue({ name: QueueName.OBJECT_DETECTION }),
    VideosModule,
    ThumbnailsModule,
  ],
  providers: [
    ObjectsService,
    ObjectThumbnailsService,
    ObjectDetectionService,
    ObjectDetectionProducer,
    ObjectDetectionMonitor,
    ObjectsResolver,
    VideoObjectsResolver,
  ],
  exports: [ObjectsService],
})
export class ObjectsModule {}
