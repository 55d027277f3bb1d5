import {
  DEFAULT_WIDGET_STYLE,
  normalizeTrackingId,
  validateWidgetColor,
  type WidgetStyle,
  validateGoogleAnalytics4Id,
  validateGoogleAnalyticsId,
} from '@framehouse/domain';
import type { ErrorList } from '../../common/errors/error-list';

/** The Google Analytics ids a carousel and a preset both carry. */
export interface TrackingIds {
  googleAnalyticsTrackingId: string | null;
  googleAnalytics4MeasurementId: string | null;
}

/**
 * The GA ids of a carousel's or a preset's input, trimmed (empty: none) and checked with the spec's
 * formats (§5), their failures added to `errors`; what the input leaves out is `stored`'s.
 */
export function checkedTrackingIds(
  input: { googleAnalyticsTrackingId?: string | null; googleAnalytics4MeasurementId?: string | null },
  stored: TrackingIds | null,
  errors: ErrorList,
): TrackingIds {
  const googleAnalyticsTrackingId =
    input.googleAnalyticsTrackingId === undefined
      ? (stored?.googleAnalyticsTrackingId ?? null)
      : normalizeTrackingId(input.googleAnalyticsTrackingId);
  const googleAnalytics4MeasurementId =
    input.googleAnalytics4MeasurementId === undefined
      ? (stored?.googleAnalytics4MeasurementId ?? null)
      : normalizeTrackingId(input.googleAnalytics4MeasurementId);
  errors.check('googleAnalyticsTrackingId', validateGoogleAnalyticsId(googleAnalyticsTrackingId));
  errors.check('googleAnalytics4MeasurementId', validateGoogleAnalytics4Id(googleAnalytics4MeasurementId));
  return { googleAnalyticsTrackingId, googleAnalytics4MeasurementId };
}

/**
 * The style of a carousel's or a preset's input, its colour checked (the shared colour rule) into
 * `errors`; what the input leaves out is `stored`'s, else the default (#CE0000, LIGHT).
 */
export function checkedStyle(
  input: { mainColor?: string | null; colorTheme?: WidgetStyle['colorTheme'] | null } | null | undefined,
  stored: WidgetStyle | null,
  errors: ErrorList,
): WidgetStyle {
  const mainColor = input?.mainColor ?? stored?.mainColor ?? DEFAULT_WIDGET_STYLE.mainColor;
  errors.check('mainColor', validateWidgetColor(mainColor));
  return {
    mainColor,
    colorTheme: input?.colorTheme ?? stored?.colorTheme ?? DEFAULT_WIDGET_STYLE.colorTheme,
  };
}
