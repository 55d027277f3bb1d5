import { ColorTheme, DEFAULT_WIDGET_STYLE, maxLengthMessage, ValidationMessages } from '@framehouse/domain';
import {
  styleInputOf,
  widgetFormOf,
  widgetProblems,
  withPreset,
  type StoredCarousel,
  type WidgetForm,
} from './widget-form';

const stored: StoredCarousel = {
  name: 'Homepage',
  title: null,
  description: 'Our best',
  googleAnalyticsTrackingId: null,
  googleAnalytics4MeasurementId: 'G-ABCD1234',
  style: { mainColor: '#112233', colorTheme: ColorTheme.DARK },
  moments: ['m2', 'm1'],
  preset: null,
};

const form: WidgetForm = widgetFormOf(stored);

describe('widgetFormOf', () => {
  it('reads a stored carousel, unset texts as empty and its moments in order', () => {
    expect(form).toEqual({
      name: 'Homepage',
      title: '',
      description: 'Our best',
      presetId: null,
      colorTheme: ColorTheme.DARK,
      mainColor: '#112233',
      googleAnalyticsTrackingId: '',
      googleAnalytics4MeasurementId: 'G-ABCD1234',
      moments: ['m2', 'm1'],
    });
  });

  it('reads a carousel without a style as the default look', () => {
    const plain = widgetFormOf({ ...stored, style: null });
    expect(plain.colorTheme).toBe(DEFAULT_WIDGET_STYLE.colorTheme);
    expect(plain.mainColor).toBe(DEFAULT_WIDGET_STYLE.mainColor);
  });
});

describe('withPreset', () => {
  it("copies the preset's theme, main colour and GA ids, and keeps the rest", () => {
    const picked = withPreset(form, 'p1', {
      style: { mainColor: '#ABCDEF', colorTheme: ColorTheme.LIGHT },
      googleAnalyticsTrackingId: 'UA-123456-1',
      googleAnalytics4MeasurementId: null,
    });
    expect(picked).toEqual({
      ...form,
      presetId: 'p1',
      colorTheme: ColorTheme.LIGHT,
      mainColor: '#ABCDEF',
      googleAnalyticsTrackingId: 'UA-123456-1',
      googleAnalytics4MeasurementId: '',
    });
  });
});

describe('widgetProblems', () => {
  it('has none for a valid form', () => {
    expect(widgetProblems(form)).toEqual({});
  });

  it("names each field's problem with the spec's messages", () => {
    expect(
      widgetProblems({
        ...form,
        name: '   ',
        title: 'x'.repeat(257),
        description: 'x'.repeat(5001),
        mainColor: 'red',
        googleAnalyticsTrackingId: 'UA-1',
        googleAnalytics4MeasurementId: 'G-1',
      }),
    ).toEqual({
      name: ValidationMessages.nameEmpty,
      title: maxLengthMessage(256),
      description: maxLengthMessage(5000),
      mainColor: ValidationMessages.invalidHexColor,
      googleAnalyticsTrackingId: ValidationMessages.uaIdFormat,
      googleAnalytics4MeasurementId: ValidationMessages.ga4IdFormat,
    });
  });

  it('takes a title of 256 and a description of 5000 characters', () => {
    expect(widgetProblems({ ...form, title: 'x'.repeat(256), description: 'x'.repeat(5000) })).toEqual({});
  });
});

describe('styleInputOf', () => {
  it('sends blank GA ids as null, trimmed ones as they are, and the colour in capitals', () => {
    expect(
      styleInputOf({
        colorTheme: ColorTheme.DARK,
        mainColor: '#abcdef',
        googleAnalyticsTrackingId: '  ',
        googleAnalytics4MeasurementId: ' G-ABCD1234 ',
      }),
    ).toEqual({
      googleAnalyticsTrackingId: null,
      googleAnalytics4MeasurementId: 'G-ABCD1234',
      style: { colorTheme: ColorTheme.DARK, mainColor: '#ABCDEF' },
    });
  });
});
