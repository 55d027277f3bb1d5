import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { QueueName } from '@framehouse/domain';
import { LimitsModule } from '../limits/limits.module';
import { VideosModule } from '../videos/videos.module';
import { PublishScheduler } from './jobs/publish-scheduler';
import { ScheduledPublishProcessor } from './jobs/scheduled-publish.processor';
import { YouTubePublishingQueue } from './jobs/youtube-publishing.queue';
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
import { YouTubePublicationsService } from './youtube-publications.service';
import { YouTubeRemoval } from './youtube-removal.entity';
import { YouTubeRemovalsService } from './youtube-removals.service';

/**
 * Publishing targets and publications, scheduling, and what is public. It owns the youtube-publishing
 * queue's job contract and producer (it asks for uploads and removals); the youtube module imports this
 * one and does the jobs, reading and recording the publications through YouTubePublicationsService.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([PublishingTarget, Publication, PublishSchedule, YouTubeRemoval]),
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
    YouTubePublicationsService,
    YouTubeRemovalsService,
    PublishingResolver,
    VideoPublicationsResolver,
    OrganizationPublishingTargetsResolver,
  ],
  exports: [
    PublishingTargetsService,
    PublishedContentService,
    PublicationViewsService,
    MomentPublishingService,
    YouTubePublicationsService,
  ],
})
export class PublishingModule {}
