import { Module } from '@nestjs/common';
import { AnalyticsModule } from '../analytics/analytics.module';
import { ChaptersModule } from '../chapters/chapters.module';
import { MicrositesModule } from '../microsites/microsites.module';
import { MomentsModule } from '../moments/moments.module';
import { MonetizationModule } from '../monetization/monetization.module';
import { ObjectsModule } from '../objects/objects.module';
import { OrganizationsModule } from '../organizations/organizations.module';
import { OverlaysModule } from '../overlays/overlays.module';
import { PlaylistsModule } from '../playlists/playlists.module';
import { PromotedContentModule } from '../promoted-content/promoted-content.module';
import { PublishingModule } from '../publishing/publishing.module';
import { SocialMediaModule } from '../social-media/social-media.module';
import { TranscriptsModule } from '../transcripts/transcripts.module';
import { VideosModule } from '../videos/videos.module';
import { WidgetsModule } from '../widgets/widgets.module';
import { MicrositeSiteService } from './microsite/microsite-site.service';
import { PublicApiController } from './public-api.controller';
import { PublicPagesController } from './public-pages.controller';
import { PublicPlaylistController } from './public-playlist.controller';
import { PlayerEventsService } from './player-events.service';
import { PublicPlayerService } from './public-player.service';
import { PublicWidgetController } from './public-widget.controller';
import { PublicWidgetService } from './public-widget.service';
import { ReportedContent } from './reported-content';
import { StarsService } from './stars.service';
import { VideoViewsService } from './video-views.service';
import { ViewerHashes } from './viewer-hashes.service';

/**
 * The public side of published content: pages, the embed loader's data, view counting, stars, players'
 * events (to the analytics module's stream) and the microsites' pages.
 */
@Module({
  imports: [
    VideosModule,
    ChaptersModule,
    PublishingModule,
    MomentsModule,
    OrganizationsModule,
    TranscriptsModule,
    MonetizationModule,
    PromotedContentModule,
    ObjectsModule,
    SocialMediaModule,
    OverlaysModule,
    WidgetsModule,
    PlaylistsModule,
    MicrositesModule,
    AnalyticsModule,
  ],
  controllers: [PublicPagesController, PublicApiController, PublicWidgetController, PublicPlaylistController],
  // MicrositeSiteService answers the microsites' hosts before any route (http/configure-http.ts).
  providers: [
    PublicPlayerService,
    VideoViewsService,
    PublicWidgetService,
    StarsService,
    ViewerHashes,
    ReportedContent,
    PlayerEventsService,
    MicrositeSiteService,
  ],
})
export class PublicModule {}
