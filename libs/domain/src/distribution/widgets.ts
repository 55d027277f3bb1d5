import { DEFAULT_PRESET_MAIN_COLOR } from '../constants/overlays';
import { DEFAULT_COLOR_THEME, type ColorTheme } from '../enums/widget';
import { validateHexColor, validateMaxLength } from '../validation/common';
import { validateWidgetName } from '../validation/overlays';
import type { ValidationResult } from '../validation/validator';

/**
 * Carousel widgets and presets (overlays-distribution §3, §5): the rules the API enforces and the admin
 * shows early. The spec's own rules (name, title, description, GA ids, preset name) are in
 * validation/overlays.ts; what is here are ours (decisions.md, "Widgets: carousels and presets").
 */

/** A carousel's name: the spec bounds its title, not its name; we bound it the same. */
export const WIDGET_NAME_MAX = 256;

/** The most moments one carousel holds (ours: the widget loads them all at once). */
export const CAROUSEL_MOMENTS_MAX = 100;

/** The sortable fields of the widget list and of the presets list. */
export const CAROUSEL_ORDER_FIELDS = ['name', 'created'] as const;
export const WIDGET_PRESET_ORDER_FIELDS = ['name', 'created'] as const;

export const CarouselMessages = {
  momentTwice: 'A moment can be in the carousel only once.',
  tooManyMoments: `A carousel holds at most ${CAROUSEL_MOMENTS_MAX} moments.`,
} as const;

/** The look a carousel and a preset share. */
export interface WidgetStyle {
  mainColor: string;
  colorTheme: ColorTheme;
}

/** A new carousel's and a new preset's style: light, in the product's primary colour (§9). */
export const DEFAULT_WIDGET_STYLE: WidgetStyle = {
  mainColor: DEFAULT_PRESET_MAIN_COLOR,
  colorTheme: DEFAULT_COLOR_THEME,
};

/** A carousel's name: not empty once trimmed (the spec's message), at most WIDGET_NAME_MAX. */
export function validateCarouselName(value: string | null | undefined): ValidationResult {
  return validateWidgetName(value) ?? validateMaxLength(value?.trim(), WIDGET_NAME_MAX);
}

/** The main colour of a carousel or a preset: a hex colour (the shared colour rule). */
export function validateWidgetColor(value: string | null | undefined): ValidationResult {
  return validateHexColor(value);
}

/** A carousel's ordered moments: each once, at most CAROUSEL_MOMENTS_MAX. */
export function validateCarouselMoments(ids: readonly string[]): ValidationResult {
  if (ids.length > CAROUSEL_MOMENTS_MAX) return CarouselMessages.tooManyMoments;
  return new Set(ids).size === ids.length ? undefined : CarouselMessages.momentTwice;
}

/** A Google Analytics id as stored: trimmed, and null when empty (the widget then sends no events). */
export function normalizeTrackingId(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/** What the widget form takes from a preset when the member picks it: its style and GA ids (copied). */
export interface PresetFormValues {
  style: WidgetStyle;
  googleAnalyticsTrackingId: string | null;
  googleAnalytics4MeasurementId: string | null;
}

export function presetFormValues(preset: {
  style: WidgetStyle;
  googleAnalyticsTrackingId?: string | null;
  googleAnalytics4MeasurementId?: string | null;
}): PresetFormValues {
  return {
    style: { mainColor: preset.style.mainColor, colorTheme: preset.style.colorTheme },
    googleAnalyticsTrackingId: preset.googleAnalyticsTrackingId ?? null,
    googleAnalytics4MeasurementId: preset.googleAnalytics4MeasurementId ?? null,
  };
}
