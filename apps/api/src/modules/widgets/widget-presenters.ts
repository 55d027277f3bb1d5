import type { CarouselType, WidgetPresetType } from './dtos/widget.types';
import type { Carousel } from './carousels/carousel.entity';
import type { WidgetPreset } from './presets/widget-preset.entity';

/** A carousel as the API answers it; `apiKey` is its organization's widget API key. */
export function presentCarousel(carousel: Carousel, apiKey: string): CarouselType {
  return {
    id: carousel.id,
    publicId: carousel.publicId,
    name: carousel.name,
    title: carousel.title,
    description: carousel.description,
    created: carousel.created,
    apiKey,
    googleAnalyticsTrackingId: carousel.googleAnalyticsTrackingId,
    googleAnalytics4MeasurementId: carousel.googleAnalytics4MeasurementId,
    style: { mainColor: carousel.mainColor, colorTheme: carousel.colorTheme },
    presetId: carousel.presetId,
  };
}

export function presentWidgetPreset(preset: WidgetPreset): WidgetPresetType {
  return {
    id: preset.id,
    name: preset.name,
    googleAnalyticsTrackingId: preset.googleAnalyticsTrackingId,
    googleAnalytics4MeasurementId: preset.googleAnalytics4MeasurementId,
    style: { mainColor: preset.mainColor, colorTheme: preset.colorTheme },
    created: preset.created,
    endCardId: preset.endCardId,
  };
}
