import {
  DEFAULT_WIDGET_STYLE,
  validateCarouselName,
  validateGoogleAnalytics4Id,
  validateGoogleAnalyticsId,
  validateWidgetColor,
  validateWidgetDescription,
  validateWidgetTitle,
  type ColorTheme,
} from '@framehouse/domain';

/** What a widget and a preset share: the colour theme, the main colour and the Google Analytics ids. */
export interface WidgetStyleForm {
  colorTheme: ColorTheme;
  mainColor: string;
  googleAnalyticsTrackingId: string;
  googleAnalytics4MeasurementId: string;
}

/** The customize screen's form (overlays-distribution §2, §3): the carousel's fields and its moments in order. */
export interface WidgetForm extends WidgetStyleForm {
  name: string;
  title: string;
  description: string;
  /** The preset last picked, kept with the carousel. */
  presetId: string | null;
  /** The chosen moments' ids, in the carousel's order. */
  moments: string[];
}

export type WidgetField = keyof WidgetForm;
export type WidgetStyleField = keyof WidgetStyleForm;

/** A stored carousel as the customize screen reads it. */
export interface StoredCarousel {
  name: string;
  title: string | null;
  description: string | null;
  googleAnalyticsTrackingId: string | null;
  googleAnalytics4MeasurementId: string | null;
  style: { mainColor: string | null; colorTheme: ColorTheme | null } | null;
  moments: readonly string[];
  preset: { id: string } | null;
}

/** A preset as the picker copies it into the form. */
export interface PresetStyle {
  style: { mainColor: string | null; colorTheme: ColorTheme | null } | null;
  googleAnalyticsTrackingId: string | null;
  googleAnalytics4MeasurementId: string | null;
}

/** A new preset's style: libs/domain's default look (Light, the brand colour), no GA ids. */
export const DEFAULT_STYLE_FORM: WidgetStyleForm = {
  ...DEFAULT_WIDGET_STYLE,
  googleAnalyticsTrackingId: '',
  googleAnalytics4MeasurementId: '',
};

/** The style part of a stored widget or preset; what is unset reads as the defaults (Light, the brand colour). */
export function styleFormOf(stored: PresetStyle): WidgetStyleForm {
  return {
    colorTheme: stored.style?.colorTheme ?? DEFAULT_STYLE_FORM.colorTheme,
    mainColor: stored.style?.mainColor ?? DEFAULT_STYLE_FORM.mainColor,
    googleAnalyticsTrackingId: stored.googleAnalyticsTrackingId ?? '',
    googleAnalytics4MeasurementId: stored.googleAnalytics4MeasurementId ?? '',
  };
}

export function widgetFormOf(carousel: StoredCarousel): WidgetForm {
  return {
    name: carousel.name,
    title: carousel.title ?? '',
    description: carousel.description ?? '',
    presetId: carousel.preset?.id ?? null,
    ...styleFormOf(carousel),
    moments: [...carousel.moments],
  };
}

/**
 * Picking a preset (§2, §7) copies its colour theme, main colour and Google Analytics ids into the form;
 * the member may still change them afterwards.
 */
export function withPreset(form: WidgetForm, presetId: string, preset: PresetStyle): WidgetForm {
  return { ...form, presetId, ...styleFormOf(preset) };
}

/** The style fields' problems (§5): the colour rule and the two Google Analytics formats. */
export function styleProblems(form: WidgetStyleForm): Partial<Record<WidgetStyleField, string>> {
  const problems: Partial<Record<WidgetStyleField, string>> = {
    mainColor: validateWidgetColor(form.mainColor),
    googleAnalyticsTrackingId: validateGoogleAnalyticsId(form.googleAnalyticsTrackingId.trim()),
    googleAnalytics4MeasurementId: validateGoogleAnalytics4Id(form.googleAnalytics4MeasurementId.trim()),
  };
  return withoutEmpty(problems);
}

/** Each field's first problem (§5), the messages of libs/domain. */
export function widgetProblems(form: WidgetForm): Partial<Record<WidgetField, string>> {
  return withoutEmpty<WidgetField>({
    name: validateCarouselName(form.name),
    title: validateWidgetTitle(form.title),
    description: validateWidgetDescription(form.description),
    ...styleProblems(form),
  });
}

function withoutEmpty<Field extends string>(
  problems: Partial<Record<Field, string | undefined>>,
): Partial<Record<Field, string>> {
  const found: Partial<Record<Field, string>> = {};
  for (const [field, problem] of Object.entries(problems) as [Field, string | undefined][]) {
    if (problem) found[field] = problem;
  }
  return found;
}

/** An optional text as the API stores it: trimmed, blank as null. */
export function optionalId(value: string): string | null {
  return value.trim() || null;
}

/** The GA ids and style of the form as updateCarousel and the preset mutations take them. */
export function styleInputOf(form: WidgetStyleForm) {
  return {
    googleAnalyticsTrackingId: optionalId(form.googleAnalyticsTrackingId),
    googleAnalytics4MeasurementId: optionalId(form.googleAnalytics4MeasurementId),
    style: { colorTheme: form.colorTheme, mainColor: form.mainColor.toUpperCase() },
  };
}
