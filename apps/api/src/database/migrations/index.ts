import { Foundation1763770000000 } from './1763770000000-foundation';
import { Videos1763900000000 } from './1763900000000-videos';
import { TranscriptsCaptions1764100000000 } from './1764100000000-transcripts-captions';
import { D2C1764200000000 } from './1764200000000-d2c';
import { VideoMetadata1764300000000 } from './1764300000000-video-metadata';
import { PromotedContent1764400000000 } from './1764400000000-promoted-content';
import { Monetization1764500000000 } from './1764500000000-monetization';
import { Objects1764600000000 } from './1764600000000-objects';
import { Moments1764700000000 } from './1764700000000-moments';
import { MomentSuggestions1764800000000 } from './1764800000000-moment-suggestions';
import { Publishing1764900000000 } from './1764900000000-publishing';
import { Youtube1765000000000 } from './1765000000000-youtube';
import { PendingRegistrations1765100000000 } from './1765100000000-pending-registrations';
import { Billing1765200000000 } from './1765200000000-billing';
import { SocialMedia1765300000000 } from './1765300000000-social-media';
import { Overlays1765400000000 } from './1765400000000-overlays';
import { Widgets1765500000000 } from './1765500000000-widgets';
import { Playlists1765600000000 } from './1765600000000-playlists';
import { Microsites1765700000000 } from './1765700000000-microsites';
import { Stars1765700000001 } from './1765700000001-stars';
import { YouTubeRemovals1765800000600 } from './1765800000600-youtube-removals';
import { ListIndexes1765800000912 } from './1765800000912-list-indexes';
import { ViewsIndex1765900000000 } from './1765900000000-views-index';
import { TranscriptSearchOrder1765900000001 } from './1765900000001-transcript-search-order';
import { Analytics1766000000000 } from './1766000000000-analytics';
import { Chapters1766100000000 } from './1766100000000-chapters';
import { VideosCreatedMedia1766200000000 } from './1766200000000-videos-created-media';
import { TranscriptSearch1766300000000 } from './1766300000000-transcript-search';

/** In order; a new migration is appended here. */
export const MIGRATIONS = [
  Foundation1763770000000,
  Videos1763900000000,
  TranscriptsCaptions1764100000000,
  D2C1764200000000,
  VideoMetadata1764300000000,
  PromotedContent1764400000000,
  Monetization1764500000000,
  Objects1764600000000,
  Moments1764700000000,
  MomentSuggestions1764800000000,
  Publishing1764900000000,
  Youtube1765000000000,
  PendingRegistrations1765100000000,
  Billing1765200000000,
  SocialMedia1765300000000,
  Overlays1765400000000,
  Widgets1765500000000,
  Playlists1765600000000,
  Microsites1765700000000,
  Stars1765700000001,
  YouTubeRemovals1765800000600,
  ListIndexes1765800000912,
  ViewsIndex1765900000000,
  TranscriptSearchOrder1765900000001,
  Analytics1766000000000,
  Chapters1766100000000,
  VideosCreatedMedia1766200000000,
  TranscriptSearch1766300000000,
];
