import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { QueueName } from '@framehouse/domain';
import { LimitsModule } from '../limits/limits.module';
import { VideosModule } from '../videos/videos.module';
import { YouTubePublishingQueue } from '../youtube/youtube-publishing.queue';
import { PublishScheduler } from './jobs/publish-scheduler';
import { ScheduledPublishProcessor } from './jobs/scheduled-publish.processor';
import { MomentPublishingService } from './moment-publishing.service';
import { OrganizationPublishingTargetsResolver } from './organization-publishing-targets.resolver';
import { PublicationViewsService } from './publication-views.service';
import { Publication } from './publication.entity';
import { PublicationsService } from './publications.service';
import { PublishSchedule } from './publish-schedule.entity';
import { PublishedContentService } from './published-content.service';
import { PublishingTarget } from './publishing-target.entity';
import { PublishingTargetsService } from './publishing-targets.service';
import { PublishingResolver } from './publishing.resolver';
import { VideoPublicationsResolver } from './video-publications.resolver';

/**
 * Publishing targets and publications, scheduling, and what is public. The youtube module imports this
 * one (targets of linked accounts); the YouTube queue's producer is provided here so that publishing
 * can ask for uploads and removals without importing the youtube module back.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([PublishingTarget, Publication, PublishSchedule]),
    BullModule.registerQueue({ name: QueueName.PUBLISHING }),
    BullModule.registerQueue({ name: QueueName.YOUTUBE_PUBLISHING }),
    VideosModule,
    LimitsModule,
  ],
  providers: [
    PublishingTargetsService,
    PublishedContentService,
    PublicationsService,
    PublicationViewsService,
    MomentPublishingService,
    PublishScheduler,
    ScheduledPublishProcessor,
    YouTubePublishingQueue,
    PublishingResolver,
    VideoPublicationsResolver,
    OrganizationPublishingTargetsResolver,
  ],
  exports: [
    TypeOrmModule,
    PublishingTargetsService,
    PublishedContentService,
    PublicationViewsService,
    MomentPublishingService,
    YouTubePublishingQueue,
  ],
})
export class PublishingModule {}
