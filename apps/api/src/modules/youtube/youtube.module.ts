import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { QueueName } from '@framehouse/domain';
import { CaptionsModule } from '../captions/captions.module';
import { PublishingModule } from '../publishing/publishing.module';
import { VideosModule } from '../videos/videos.module';
import { GoogleClients } from './google-clients';
import { Mp4ExportsService } from './mp4-exports.service';
import { YouTubeAccount } from './youtube-account.entity';
import { YouTubeAccountsController } from './youtube-accounts.controller';
import { YouTubeAccountsService } from './youtube-accounts.service';
import { YouTubeAuthorizationStates } from './youtube-authorization-states';
import { YouTubeCategoriesService } from './youtube-categories.service';
import { YouTubePublisherService } from './youtube-publisher.service';
import { YouTubePublishingProcessor } from './youtube-publishing.processor';
import { UserAuthorizedServicesResolver, YouTubeResolver } from './youtube.resolver';

/**
 * YouTube linking, categories, the Google clients and the youtube-publishing worker. The publishing module
 * owns that queue's job contract and asks for the jobs; this module does them, reading and recording the
 * publications through the publishing module's YouTubePublicationsService, and adds and removes YouTube
 * targets through its PublishingTargetsService. Publishing never imports this module.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([YouTubeAccount]),
    BullModule.registerQueue({ name: QueueName.YOUTUBE_PUBLISHING }),
    BullModule.registerQueue({ name: QueueName.MP4_EXPORT }),
    PublishingModule,
    VideosModule,
    CaptionsModule,
  ],
  controllers: [YouTubeAccountsController],
  providers: [
    GoogleClients,
    YouTubeAccountsService,
    YouTubeAuthorizationStates,
    YouTubeCategoriesService,
    YouTubeResolver,
    UserAuthorizedServicesResolver,
    Mp4ExportsService,
    YouTubePublisherService,
    YouTubePublishingProcessor,
  ],
})
export class YouTubeModule {}
