import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LimitsModule } from '../limits/limits.module';
import { MomentsModule } from '../moments/moments.module';
import { OverlaysModule } from '../overlays/overlays.module';
import { VideosModule } from '../videos/videos.module';
import { CarouselMoment } from './carousels/carousel-moment.entity';
import { Carousel } from './carousels/carousel.entity';
import { CarouselsResolver } from './carousels/carousels.resolver';
import { CarouselsService } from './carousels/carousels.service';
import { MomentInCarouselResolver } from './carousels/moment-in-carousel.resolver';
import { WidgetPreset } from './presets/widget-preset.entity';
import { WidgetPresetsResolver } from './presets/widget-presets.resolver';
import { WidgetPresetsService } from './presets/widget-presets.service';

/**
 * Widgets (issue 16): carousels of moments any site shows through one script tag, and the presets that
 * hold shared styling and the end card. The public module reads them (CarouselsService,
 * WidgetPresetsService) for the widget's JSON.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([Carousel, CarouselMoment, WidgetPreset]),
    LimitsModule,
    VideosModule,
    MomentsModule,
    OverlaysModule,
  ],
  providers: [
    WidgetPresetsService,
    WidgetPresetsResolver,
    CarouselsService,
    CarouselsResolver,
    MomentInCarouselResolver,
  ],
  exports: [CarouselsService, WidgetPresetsService],
})
export class WidgetsModule {}
