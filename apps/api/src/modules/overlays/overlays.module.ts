import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LimitsModule } from '../limits/limits.module';
import { MomentsModule } from '../moments/moments.module';
import { VideosModule } from '../videos/videos.module';
import { Cta } from './ctas/cta.entity';
import { CtasResolver } from './ctas/ctas.resolver';
import { CtasService } from './ctas/ctas.service';
import { EndCard } from './end-cards/end-card.entity';
import { EndCardsResolver } from './end-cards/end-cards.resolver';
import { EndCardsService } from './end-cards/end-cards.service';
import { OverlayPicturesService } from './overlay-pictures.service';
import { PlayerOverlaysService } from './player-overlays.service';
import { VideoCtaTimestamp } from './video-ctas/video-cta-timestamp.entity';
import { VideoCta } from './video-ctas/video-cta.entity';
import { VideoCtasService } from './video-ctas/video-ctas.service';
import { MomentEndCardResolver, VideoOverlaysResolver } from './video-ctas/video-overlays.resolver';

/**
 * Overlays (issue 15): end cards, calls to action and their placement over videos, and what the player
 * draws of them (PlayerOverlaysService, for the public module).
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([Cta, EndCard, VideoCtaTimestamp, VideoCta]),
    LimitsModule,
    VideosModule,
    MomentsModule,
  ],
  providers: [
    OverlayPicturesService,
    CtasService,
    CtasResolver,
    EndCardsService,
    EndCardsResolver,
    VideoCtasService,
    VideoOverlaysResolver,
    MomentEndCardResolver,
    PlayerOverlaysService,
  ],
  exports: [PlayerOverlaysService, EndCardsService, CtasService],
})
export class OverlaysModule {}
