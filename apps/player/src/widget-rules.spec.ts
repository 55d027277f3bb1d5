import {
  DEFAULT_WIDGET_OPTIONS,
  NO_PLAYER_OVERLAYS,
  WIDGET_OPTION_ATTRIBUTES,
  type PlayerEndCard,
  type PublicPlayerData,
} from '@framehouse/domain';
import {
  analyticsIds,
  gtagScriptUrl,
  parseSwitch,
  widgetEventParams,
  widgetOptionsOf,
  widgetPlacementOf,
  withWidgetEndCard,
} from './widget-rules';

const attributes = (values: Record<string, string>) => ({
  getAttribute: (name: string) => values[name] ?? null,
});

describe('the widget script tag', () => {
  it('names a widget and its key', () => {
    expect(
      widgetPlacementOf(attributes({ 'data-framehouse-widget': ' abc ', 'data-framehouse-key': 'k1' })),
    ).toEqual({ publicId: 'abc', apiKey: 'k1' });
    expect(widgetPlacementOf(attributes({ 'data-framehouse-widget': 'abc' }))).toEqual({
      publicId: 'abc',
      apiKey: '',
    });
    expect(widgetPlacementOf(attributes({ 'data-framehouse-widget': '  ' }))).toBeNull();
    expect(widgetPlacementOf(attributes({}))).toBeNull();
  });

  it('reads on/off switches', () => {
    for (const on of ['', 'on', 'TRUE', '1', 'yes', ' On ']) expect(parseSwitch(on)).toBe(true);
    for (const off of ['off', 'false', '0', 'No']) expect(parseSwitch(off)).toBe(false);
    expect(parseSwitch(null)).toBeUndefined();
    expect(parseSwitch('maybe')).toBeUndefined();
  });

  it("overrides the widget's options one by one; unknown words keep the widget's", () => {
    expect(widgetOptionsOf(DEFAULT_WIDGET_OPTIONS, attributes({}))).toEqual({
      autoplay: true,
      thumbnailsSlider: true,
      momentsBelowVideo: false,
      socialIcons: false,
      verticalTheme: false,
    });
    expect(
      widgetOptionsOf(
        DEFAULT_WIDGET_OPTIONS,
        attributes({
          [WIDGET_OPTION_ATTRIBUTES.autoplay]: 'off',
          [WIDGET_OPTION_ATTRIBUTES.momentsBelowVideo]: '',
          [WIDGET_OPTION_ATTRIBUTES.socialIcons]: 'on',
          [WIDGET_OPTION_ATTRIBUTES.verticalTheme]: 'sideways',
        }),
      ),
    ).toEqual({
      autoplay: false,
      thumbnailsSlider: true,
      momentsBelowVideo: true,
      socialIcons: true,
      verticalTheme: false,
    });
  });
});

describe('the widget end card', () => {
  const data = { id: 'm1', overlays: NO_PLAYER_OVERLAYS } as unknown as PublicPlayerData;
  const card = { id: 'card' } as unknown as PlayerEndCard;

  it("replaces the moment's own with the widget's, and keeps the moment's without one", () => {
    expect(withWidgetEndCard(data, card).overlays.endCard).toBe(card);
    expect(withWidgetEndCard(data, null)).toBe(data);
  });
});

describe('the widget analytics', () => {
  it('reports to the ids set, GA4 first, and only ids of their shapes', () => {
    expect(analyticsIds({ googleAnalytics4MeasurementId: null, googleAnalyticsTrackingId: null })).toEqual(
      [],
    );
    expect(
      analyticsIds({ googleAnalytics4MeasurementId: 'G-ABC123', googleAnalyticsTrackingId: 'UA-123456-1' }),
    ).toEqual(['G-ABC123', 'UA-123456-1']);
    expect(
      analyticsIds({ googleAnalytics4MeasurementId: 'G-1"><script>', googleAnalyticsTrackingId: '' }),
    ).toEqual([]);
    expect(gtagScriptUrl(['G-ABC123', 'UA-1-1'])).toBe(
      'https://www.googletagmanager.com/gtag/js?id=G-ABC123',
    );
  });

  it("names the widget and the moment in the events' parameters", () => {
    expect(widgetEventParams(['G-A1B2'], { id: 'w', title: 'Best of' })).toEqual({
      send_to: ['G-A1B2'],
      widget_id: 'w',
      widget_title: 'Best of',
    });
    expect(widgetEventParams(['G-A1B2'], { id: 'w', title: 'T' }, { id: 'm', title: 'Goal' })).toMatchObject({
      moment_id: 'm',
      moment_title: 'Goal',
    });
  });
});
