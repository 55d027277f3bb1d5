import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { QueueName } from '@framehouse/domain';
import { PublishingModule } from '../publishing/publishing.module';
import { ThumbnailsModule } from '../thumbnails/thumbnails.module';
import { TranscriptsModule } from '../transcripts/transcripts.module';
import { VideosModule } from '../videos/videos.module';
import { MomentDownloadsController } from './download/moment-downloads.controller';
import { MomentDownloadsService } from './download/moment-downloads.service';
import { MomentPicturesService } from './moment-pictures.service';
import { MomentPresenter } from './moment-presenter.service';
import { MomentThumbnail } from './moment-thumbnail.entity';
import { MomentThumbnailsService } from './moment-thumbnails.service';
import { Moment } from './moment.entity';
import { MomentsResolver } from './moments.resolver';
import { MomentsService } from './moments.service';
import { MomentSuggestionsResolver } from './suggestions/moment-suggestions.resolver';
import { MomentSuggestionsService } from './suggestions/moment-suggestions.service';
import { SceneDetectionMonitor } from './suggestions/scene-detection.monitor';
import { SceneDetectionProducer } from './suggestions/scene-detection.producer';
import { SceneDetectionService } from './suggestions/scene-detection.service';
import { VideoSceneDetection } from './suggestions/video-scene-detection.entity';
import { VideoMomentsResolver } from './video-moments.resolver';

@Module({
  imports: [
    TypeOrmModule.forFeature([Moment, MomentThumbnail, VideoSceneDetection]),
    BullModule.registerQueue({ name: QueueName.MOMENT_DOWNLOAD }),
    BullModule.registerQueue({ name: QueueName.SCENE_DETECTION }),
    VideosModule,
    ThumbnailsModule,
    TranscriptsModule,
    PublishingModule,
  ],
  controllers: [MomentDownloadsController],
  providers: [
    MomentsService,
    MomentPicturesService,
    MomentThumbnailsService,
    MomentPresenter,
    MomentsResolver,
    VideoMomentsResolver,
    MomentDownloadsService,
    SceneDetectionProducer,
    SceneDetectionService,
    SceneDetectionMonitor,
    MomentSuggestionsService,
    MomentSuggestionsResolver,
  ],
  exports: [MomentsService, MomentPresenter, MomentPicturesService, SceneDetectionService],
})
export class MomentsModule {}
