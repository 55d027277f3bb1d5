import { ColorTheme } from '../enums/widget';
import { maxLengthMessage, ValidationMessages } from '../validation/validation-messages';
import {
  CAROUSEL_MOMENTS_MAX,
  CarouselMessages,
  DEFAULT_WIDGET_STYLE,
  normalizeTrackingId,
  presetFormValues,
  validateCarouselMoments,
  validateCarouselName,
  validateWidgetColor,
} from './widgets';

describe('widget rules', () => {
  it('a carousel name is required once trimmed, at most 256 characters', () => {
    expect(validateCarouselName('')).toBe(ValidationMessages.nameEmpty);
    expect(validateCarouselName('   ')).toBe(ValidationMessages.nameEmpty);
    expect(validateCarouselName(null)).toBe(ValidationMessages.nameEmpty);
    expect(validateCarouselName(` ${'n'.repeat(256)} `)).toBeUndefined();
    expect(validateCarouselName('n'.repeat(257))).toBe(maxLengthMessage(256));
  });

  it('a main colour is a 3- or 6-digit hex colour', () => {
    expect(validateWidgetColor('#CE0000')).toBeUndefined();
    expect(validateWidgetColor('#abc')).toBeUndefined();
    for (const bad of ['CE0000', '#12345', 'red', '', null]) {
      expect(validateWidgetColor(bad)).toBe(ValidationMessages.invalidHexColor);
    }
  });

  it('a carousel holds each moment once, at most 100', () => {
    expect(validateCarouselMoments([])).toBeUndefined();
    expect(validateCarouselMoments(['a', 'b'])).toBeUndefined();
    expect(validateCarouselMoments(['a', 'b', 'a'])).toBe(CarouselMessages.momentTwice);
    const ids = Array.from({ length: CAROUSEL_MOMENTS_MAX }, (_, n) => `m${n}`);
    expect(validateCarouselMoments(ids)).toBeUndefined();
    expect(validateCarouselMoments([...ids, 'one more'])).toBe(CarouselMessages.tooManyMoments);
  });

  it('a GA id is stored trimmed, and empty means none', () => {
    expect(normalizeTrackingId(' G-ABC123 ')).toBe('G-ABC123');
    expect(normalizeTrackingId('   ')).toBeNull();
    expect(normalizeTrackingId(undefined)).toBeNull();
  });

  it('a new widget is light, in the primary colour', () => {
    expect(DEFAULT_WIDGET_STYLE).toEqual({ mainColor: '#CE0000', colorTheme: ColorTheme.LIGHT });
  });

  it('a picked preset gives the form a copy of its style and GA ids', () => {
    const style = { mainColor: '#0702F0', colorTheme: ColorTheme.DARK };
    const values = presetFormValues({ style, googleAnalytics4MeasurementId: 'G-ABCD' });
    expect(values).toEqual({
      style,
      googleAnalyticsTrackingId: null,
      googleAnalytics4MeasurementId: 'G-ABCD',
    });
    expect(values.style).not.toBe(style);
  });
});
