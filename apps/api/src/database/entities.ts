import { User } from '../modules/accounts/user.entity';
import { UserToken } from '../modules/accounts/user-token.entity';
import { MeteredUsageReport } from '../modules/billing/metered-usage-report.entity';
import { StripeEvent } from '../modules/billing/stripe-event.entity';
import { Subscription } from '../modules/billing/subscription.entity';
import { VideoCaption } from '../modules/captions/video-caption.entity';
import { D2CApiKey } from '../modules/d2c/d2c-api-key.entity';
import { D2CTranscription } from '../modules/d2c/d2c-transcription.entity';
import { UsageRecord } from '../modules/limits/usage-record.entity';
import { Moment } from '../modules/moments/moment.entity';
import { MomentThumbnail } from '../modules/moments/moment-thumbnail.entity';
import { OrganizationMonetization } from '../modules/monetization/organization-monetization.entity';
import { VideoMonetization } from '../modules/monetization/video-monetization.entity';
import { ObjectAnnotation } from '../modules/objects/object-annotation.entity';
import { ObjectThumbnail } from '../modules/objects/object-thumbnail.entity';
import { VideoObjectDetection } from '../modules/objects/video-object-detection.entity';
import { Organization } from '../modules/organizations/organization.entity';
import { Publication } from '../modules/publishing/publication.entity';
import { PublishSchedule } from '../modules/publishing/publish-schedule.entity';
import { YouTubeRemoval } from '../modules/publishing/youtube-removal.entity';
import { PublishingTarget } from '../modules/publishing/publishing-target.entity';
import { VideoPromotedContent } from '../modules/promoted-content/video-promoted-content.entity';
import { TranscriptSegmentRow } from '../modules/transcripts/transcript-segment.entity';
import { Transcription } from '../modules/transcripts/transcription.entity';
import { Video } from '../modules/videos/video.entity';
import { VideoThumbnail } from '../modules/videos/thumbnails/video-thumbnail.entity';
import { VideoVersion } from '../modules/videos/video-version.entity';

import { VideoSceneDetection } from '../modules/moments/suggestions/video-scene-detection.entity';
import { Chapter } from '../modules/chapters/chapter.entity';
import { YouTubeAccount } from '../modules/youtube/youtube-account.entity';
import { ShareSocialMediaIcon } from '../modules/social-media/share-social-media-icon.entity';
import { SocialMediaPlatform } from '../modules/social-media/social-media-platform.entity';
import { Cta } from '../modules/overlays/ctas/cta.entity';
import { EndCard } from '../modules/overlays/end-cards/end-card.entity';
import { VideoCta } from '../modules/overlays/video-ctas/video-cta.entity';
import { VideoCtaTimestamp } from '../modules/overlays/video-ctas/video-cta-timestamp.entity';
import { Carousel } from '../modules/widgets/carousels/carousel.entity';
import { CarouselMoment } from '../modules/widgets/carousels/carousel-moment.entity';
import { WidgetPreset } from '../modules/widgets/presets/widget-preset.entity';
import { PlaylistItem } from '../modules/playlists/playlist-item.entity';
import { Playlist } from '../modules/playlists/playlist.entity';
import { Microsite } from '../modules/microsites/microsite.entity';
import { MicrositeSection } from '../modules/microsites/microsite-section.entity';
import { AnalyticsDay } from '../modules/analytics/analytics-day.entity';
import { AnalyticsHostDay } from '../modules/analytics/analytics-host-day.entity';
import { AnalyticsOverlayDay } from '../modules/analytics/analytics-overlay-day.entity';
import { AnalyticsPlay } from '../modules/analytics/analytics-play.entity';
import { AnalyticsRollupCursor } from '../modules/analytics/analytics-rollup-cursor.entity';
import { AnalyticsViewer } from '../modules/analytics/analytics-viewer.entity';
/** Every entity, for the data source; each module registers its own with TypeOrmModule.forFeature. */
export const ENTITIES = [
  User,
  UserToken,
  Organization,
  Subscription,
  StripeEvent,
  MeteredUsageReport,
  Video,
  UsageRecord,
  Transcription,
  TranscriptSegmentRow,
  VideoCaption,
  D2CApiKey,
  D2CTranscription,
  VideoPromotedContent,
  OrganizationMonetization,
  VideoMonetization,
  VideoThumbnail,
  VideoVersion,
  ObjectAnnotation,
  ObjectThumbnail,
  VideoObjectDetection,
  Moment,
  MomentThumbnail,
  VideoSceneDetection,
  Chapter,
  PublishingTarget,
  Publication,
  PublishSchedule,
  YouTubeRemoval,
  YouTubeAccount,
  SocialMediaPlatform,
  ShareSocialMediaIcon,
  Cta,
  EndCard,
  VideoCtaTimestamp,
  VideoCta,
  WidgetPreset,
  Carousel,
  CarouselMoment,
  Playlist,
  PlaylistItem,
  Microsite,
  MicrositeSection,
  AnalyticsRollupCursor,
  AnalyticsPlay,
  AnalyticsViewer,
  AnalyticsDay,
  AnalyticsOverlayDay,
  AnalyticsHostDay,
];
