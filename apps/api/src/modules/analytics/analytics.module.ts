import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { QueueName } from '@framehouse/domain';
import { MomentsModule } from '../moments/moments.module';
import { OrganizationsModule } from '../organizations/organizations.module';
import { OverlaysModule } from '../overlays/overlays.module';
import { VideosModule } from '../videos/videos.module';
import { AnalyticsDay } from './analytics-day.entity';
import { AnalyticsDeletionService } from './analytics-deletion.service';
import { AnalyticsEventsService } from './analytics-events.service';
import { AnalyticsExportController } from './analytics-export.controller';
import { AnalyticsHostDay } from './analytics-host-day.entity';
import { AnalyticsOverlayDay } from './analytics-overlay-day.entity';
import { AnalyticsPlay } from './analytics-play.entity';
import { AnalyticsRollupCursor } from './analytics-rollup-cursor.entity';
import { AnalyticsViewer } from './analytics-viewer.entity';
import { AnalyticsResolver } from './analytics.resolver';
import { AnalyticsService } from './analytics.service';
import { AnalyticsRollupProcessor } from './jobs/analytics-rollup.processor';
import { AnalyticsRollupScheduler } from './jobs/analytics-rollup.scheduler';
import { AnalyticsRollupService } from './rollup/analytics-rollup.service';

/**
 * Viewer analytics (issue 21): the events stream (AnalyticsEventsService, which the public module's
 * players' reports append to), its scheduled roll-up into per-day tables, and what members read of them
 * (the GraphQL queries, the CSV exports).
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([
      AnalyticsRollupCursor,
      AnalyticsPlay,
      AnalyticsViewer,
      AnalyticsDay,
      AnalyticsOverlayDay,
      AnalyticsHostDay,
    ]),
    BullModule.registerQueue({ name: QueueName.ANALYTICS }),
    VideosModule,
    MomentsModule,
    OverlaysModule,
    OrganizationsModule,
  ],
  controllers: [AnalyticsExportController],
  providers: [
    AnalyticsDeletionService,
    AnalyticsEventsService,
    AnalyticsRollupService,
    AnalyticsRollupScheduler,
    AnalyticsRollupProcessor,
    AnalyticsService,
    AnalyticsResolver,
  ],
  exports: [AnalyticsEventsService],
})
export class AnalyticsModule {}
