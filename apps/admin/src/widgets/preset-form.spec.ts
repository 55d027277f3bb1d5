import { ColorTheme, DEFAULT_WIDGET_STYLE, maxLengthMessage, ValidationMessages } from '@framehouse/domain';
import { colorsChanged, EMPTY_PRESET_FORM, presetFormOf, presetInputOf, presetProblems } from './preset-form';

describe('preset form', () => {
  it('starts empty in the default look', () => {
    expect(EMPTY_PRESET_FORM).toEqual({
      name: '',
      endCardId: null,
      colorTheme: DEFAULT_WIDGET_STYLE.colorTheme,
      mainColor: DEFAULT_WIDGET_STYLE.mainColor,
      googleAnalyticsTrackingId: '',
      googleAnalytics4MeasurementId: '',
    });
  });

  it('reads a stored preset with its end card', () => {
    expect(
      presetFormOf({
        name: 'Dark',
        endCard: { id: 'e1', name: 'Thanks' },
        style: { mainColor: '#000000', colorTheme: ColorTheme.DARK },
        googleAnalyticsTrackingId: 'UA-123456-1',
        googleAnalytics4MeasurementId: null,
      }),
    ).toEqual({
      name: 'Dark',
      endCardId: 'e1',
      colorTheme: ColorTheme.DARK,
      mainColor: '#000000',
      googleAnalyticsTrackingId: 'UA-123456-1',
      googleAnalytics4MeasurementId: '',
    });
  });

  it("names the problems with the spec's messages", () => {
    expect(presetProblems({ ...EMPTY_PRESET_FORM, name: ' ', googleAnalytics4MeasurementId: 'G1' })).toEqual({
      name: ValidationMessages.presetNameEmpty,
      googleAnalytics4MeasurementId: ValidationMessages.ga4IdFormat,
    });
    expect(presetProblems({ ...EMPTY_PRESET_FORM, name: 'x'.repeat(257) })).toEqual({
      name: maxLengthMessage(256),
    });
    expect(presetProblems({ ...EMPTY_PRESET_FORM, name: 'Brand' })).toEqual({});
  });

  it('sends the style and the preset apart, the name trimmed and blank GA ids as null', () => {
    expect(
      presetInputOf({ ...EMPTY_PRESET_FORM, name: ' Brand ', endCardId: 'e1', mainColor: '#abc123' }),
    ).toEqual({
      style: { colorTheme: DEFAULT_WIDGET_STYLE.colorTheme, mainColor: '#ABC123' },
      widgetPreset: {
        name: 'Brand',
        endCardId: 'e1',
        googleAnalyticsTrackingId: null,
        googleAnalytics4MeasurementId: null,
      },
    });
  });

  it('tells a colour change from any other', () => {
    expect(colorsChanged(EMPTY_PRESET_FORM, { ...EMPTY_PRESET_FORM, name: 'Other' })).toBe(false);
    expect(colorsChanged(EMPTY_PRESET_FORM, { ...EMPTY_PRESET_FORM, colorTheme: ColorTheme.DARK })).toBe(
      true,
    );
    expect(colorsChanged(EMPTY_PRESET_FORM, { ...EMPTY_PRESET_FORM, mainColor: '#000000' })).toBe(true);
    expect(
      colorsChanged(EMPTY_PRESET_FORM, {
        ...EMPTY_PRESET_FORM,
        mainColor: EMPTY_PRESET_FORM.mainColor.toLowerCase(),
      }),
    ).toBe(false);
  });
});
