import { PlaylistItemsOrder } from '../enums/playlist';
import {
  micrositeUrl,
  validateButtonCtaFontSize,
  validateButtonCtaName,
  validateButtonCtaText,
  validateButtonCtaUrl,
  validateCtaWidth,
  validateCustomCode,
  validateEndCardImage,
  validateEndCardName,
  validateGoogleAnalytics4Id,
  validateGoogleAnalyticsId,
  validateHeadlineText,
  validateImageCtaImage,
  validateImageCtaName,
  validateImageCtaUrl,
  validateMicrositeDescription,
  validateMicrositeSubdomain,
  validateMicrositeTitle,
  validatePlaylistItems,
  validatePlaylistName,
  validatePresetName,
  validatePromoCodeText,
  validateSublineText,
  validateTimestampName,
  validateWidgetName,
  validateWidgetTitle,
} from './overlays';

const MB = 1024 * 1024;

describe('end card validators', () => {
  it('name, headline, subline, custom code', () => {
    expect(validateEndCardName('')).toBe('Name cannot be empty');
    expect(validateEndCardName('x'.repeat(201))).toBe('Maximum 200 characters allowed');
    expect(validateHeadlineText(' ')).toBe('Headline cannot be empty');
    expect(validateSublineText('', false)).toBeUndefined();
    expect(validateSublineText('', true)).toBe('Subline cannot be empty');
    expect(validateCustomCode('')).toBe('Custom code cannot be empty');
    expect(validatePromoCodeText('x'.repeat(31))).toBe('Maximum 30 characters allowed');
  });

  it('background image: required when enabled, .png/.jpg, 10 MB', () => {
    expect(validateEndCardImage(null, false)).toBeUndefined();
    expect(validateEndCardImage(null)).toBe('Image cannot be empty');
    expect(validateEndCardImage({ name: 'bg.webp', size: 10 })).toBe('Accepted format: .png, .jpg');
    expect(validateEndCardImage({ name: 'bg.JPG', size: 10 * MB })).toBeUndefined();
    expect(validateEndCardImage({ name: 'bg.png', size: 10 * MB + 1 })).toBe('Max. size: 10MB');
  });
});

describe('CTA validators', () => {
  it('button CTA', () => {
    expect(validateButtonCtaName('')).toBe('Button name cannot be empty');
    expect(validateButtonCtaUrl('')).toBe('Button URL cannot be empty');
    expect(validateButtonCtaUrl('shop now')).toBe('URL is in incorrect format');
    expect(validateButtonCtaUrl('https://shop.example.com')).toBeUndefined();
    expect(validateButtonCtaUrl(`https://example.com/${'a'.repeat(200)}`)).toBe(
      'Maximum 200 characters allowed',
    );
    expect(validateButtonCtaText('')).toBe('Button text cannot be empty');
    expect(validateButtonCtaText('x'.repeat(51))).toBe('Maximum 50 characters allowed');
    expect(validateButtonCtaFontSize(12)).toBeUndefined();
    expect(validateButtonCtaFontSize(19)).toBe('Value must be between 12px and 18px');
  });

  it('image CTA', () => {
    expect(validateImageCtaImage(undefined)).toBe('Image cannot be empty');
    expect(validateImageCtaImage({ name: 'a.jpg', size: 1 })).toBe('Accepted formats: .png, .svg, .webp');
    expect(validateImageCtaImage({ name: 'a.svg', size: 11 * MB })).toBe('Max. size: 10MB');
    expect(validateImageCtaImage({ name: 'a.webp', size: MB })).toBeUndefined();
    expect(validateImageCtaName('')).toBe('Image name cannot be empty');
    expect(validateImageCtaUrl('')).toBeUndefined();
    expect(validateImageCtaUrl('http://example.com')).toBe('URL is invalid');
    expect(validateImageCtaUrl('https://example.com')).toBeUndefined();
    expect(validateImageCtaUrl('tel:+15551234')).toBeUndefined();
  });

  it('placement', () => {
    expect(validateTimestampName(' ')).toBe('Name cannot be empty');
    expect(validateCtaWidth('')).toBe('Width cannot be empty');
    expect(validateCtaWidth(33)).toBeUndefined();
    expect(validateCtaWidth('99')).toBeUndefined();
    expect(validateCtaWidth(100)).toBe('Value must be between 1% and 99%');
  });
});

describe('widget, preset, playlist', () => {
  it('widget', () => {
    expect(validateWidgetName('  ')).toBe('Name cannot be empty');
    expect(validateWidgetTitle('x'.repeat(257))).toBe('Maximum 256 characters allowed');
  });

  it('Google Analytics ids', () => {
    expect(validateGoogleAnalytics4Id('')).toBeUndefined();
    expect(validateGoogleAnalytics4Id('G-ABCD1234')).toBeUndefined();
    expect(validateGoogleAnalytics4Id('G-ABC')).toBe('Provided ID must match G-XXXXXXX format');
    expect(validateGoogleAnalytics4Id('UA-1234')).toBe('Provided ID must match G-XXXXXXX format');
    expect(validateGoogleAnalyticsId('UA-123456-1')).toBeUndefined();
    expect(validateGoogleAnalyticsId('UA-12345-1')).toBe('Provided ID must match UA-XXXXXX-X format');
    expect(validateGoogleAnalyticsId('UA-123456-1234')).toBe('Provided ID must match UA-XXXXXX-X format');
  });

  it('preset and playlist names', () => {
    expect(validatePresetName('')).toBe('Preset name cannot be empty');
    expect(validatePlaylistName('')).toBe('Name cannot be empty');
    expect(validatePlaylistName('x'.repeat(129))).toBe('Maximum 128 characters allowed');
    expect(validatePlaylistItems(PlaylistItemsOrder.MANUAL, [])).toBe(
      'No videos or moments were selected in manual ordering',
    );
    expect(validatePlaylistItems(PlaylistItemsOrder.VIEWS_DESC, [])).toBeUndefined();
  });
});

describe('microsite validators', () => {
  it('title and description', () => {
    expect(validateMicrositeTitle('')).toBe('Title cannot be empty');
    expect(validateMicrositeDescription('x'.repeat(161))).toBe('Maximum 160 characters allowed');
  });

  it.each([
    ['My-Site', 'Microsite URL must only consist of lowercase letters, numbers and dashes'],
    ['my_site', 'Microsite URL must only consist of lowercase letters, numbers and dashes'],
    ['-site', 'Microsite URL cannot start or end with dashes'],
    ['site-', 'Microsite URL cannot start or end with dashes'],
    ['a', 'Microsite URL must be at least 2 characters long'],
    ['a'.repeat(64), 'Microsite URL must be at most 63 characters long'],
  ])('subdomain %j → %s', (value, message) => {
    expect(validateMicrositeSubdomain(value)).toBe(message);
  });

  it('accepts a good subdomain and builds the address', () => {
    expect(validateMicrositeSubdomain('acme-tv')).toBeUndefined();
    expect(validateMicrositeSubdomain('a'.repeat(63))).toBeUndefined();
    expect(micrositeUrl('acme-tv', 'sites.example.com')).toBe('https://acme-tv.sites.example.com');
  });
});
