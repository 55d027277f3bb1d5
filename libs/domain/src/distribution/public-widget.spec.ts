import { DEFAULT_WIDGET_OPTIONS, widgetSnippet } from './public-widget';

describe('widgetSnippet', () => {
  it('is one async script tag naming the widget and the key, with the defaults left out', () => {
    expect(widgetSnippet('w1', 'k1', 'https://video.example.com/')).toBe(
      '<script src="https://video.example.com/player/widget.js" data-framehouse-widget="w1" ' +
        'data-framehouse-key="k1" async></script>',
    );
    expect(widgetSnippet('w1', 'k1', 'https://video.example.com', DEFAULT_WIDGET_OPTIONS)).not.toContain(
      'autoplay',
    );
  });

  it('writes each option that differs from the embed defaults as on or off', () => {
    const snippet = widgetSnippet('w1', 'k1', 'https://video.example.com', {
      ...DEFAULT_WIDGET_OPTIONS,
      autoplay: false,
      verticalTheme: true,
    });
    expect(snippet).toContain(' data-framehouse-autoplay="off"');
    expect(snippet).toContain(' data-framehouse-vertical-theme="on"');
    expect(snippet).not.toContain('thumbnails-slider');
    expect(snippet.endsWith(' async></script>')).toBe(true);
  });
});
