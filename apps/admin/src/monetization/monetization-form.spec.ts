import { AdDensity, AdLocation, AdType } from '@framehouse/domain';
import {
  AdDensity as ApiAdDensity,
  AdLocation as ApiAdLocation,
  AdType as ApiAdType,
  type VideoMonetizationFieldsFragment,
} from '@framehouse/sdk';
import { adDensityLabel, AD_TYPE_LABELS } from './ad-settings-labels';
import {
  adSettingsFormOf,
  adSettingsInput,
  adSourceOptions,
  availableSource,
  DEFAULT_AD_SOURCE,
  isAdSettingsChanged,
  orderedLocations,
  withLocation,
  type AdTag,
} from './monetization-form';

const saved = (
  overrides: Partial<VideoMonetizationFieldsFragment> = {},
): VideoMonetizationFieldsFragment => ({
  orgMonetization: { id: 'tag-1', monetizationUrl: 'https://ads.example.com/vast.xml' },
  useDefaultMonetization: true,
  isMonetizationEnabled: false,
  adType: ApiAdType.Skippable,
  adDensity: ApiAdDensity.Auto,
  adLocation: [ApiAdLocation.Preroll],
  ...overrides,
});

const tag = (id: string, overrides: Partial<AdTag> = {}): AdTag => ({
  id,
  name: `Tag ${id}`,
  monetizationUrl: `https://ads.example.com/${id}.xml`,
  default: false,
  active: true,
  created: '2026-11-01T10:00:00.000Z',
  ...overrides,
});

describe('adSettingsFormOf', () => {
  it('reads "default" as the source while the video follows the default tag', () => {
    expect(adSettingsFormOf(saved()).source).toBe(DEFAULT_AD_SOURCE);
  });

  it('reads the chosen tag when the video does not follow the default', () => {
    expect(adSettingsFormOf(saved({ useDefaultMonetization: false })).source).toBe('tag-1');
  });

  it('falls back to the default when no tag is known', () => {
    expect(adSettingsFormOf(saved({ useDefaultMonetization: false, orgMonetization: null })).source).toBe(
      DEFAULT_AD_SOURCE,
    );
  });

  it('presets the midroll option from the saved locations', () => {
    expect(adSettingsFormOf(saved()).adLocation).not.toContain(AdLocation.MIDROLL);
    const form = adSettingsFormOf(saved({ adLocation: [ApiAdLocation.Postroll, ApiAdLocation.Midroll] }));
    expect(form.adLocation).toEqual([AdLocation.MIDROLL, AdLocation.POSTROLL]);
  });

  it('takes the type and density as the domain enums', () => {
    const form = adSettingsFormOf(saved({ adType: ApiAdType.Both, adDensity: ApiAdDensity.Every_5Min }));
    expect(form.adType).toBe(AdType.BOTH);
    expect(form.adDensity).toBe(AdDensity.EVERY_5_MIN);
  });
});

describe('locations', () => {
  it('keeps each once in play order', () => {
    expect(orderedLocations(['POSTROLL', 'PREROLL', 'POSTROLL'])).toEqual([
      AdLocation.PREROLL,
      AdLocation.POSTROLL,
    ]);
  });

  it('adds and removes one', () => {
    expect(withLocation([AdLocation.PREROLL], AdLocation.MIDROLL, true)).toEqual([
      AdLocation.PREROLL,
      AdLocation.MIDROLL,
    ]);
    expect(withLocation([AdLocation.PREROLL, AdLocation.MIDROLL], AdLocation.PREROLL, false)).toEqual([
      AdLocation.MIDROLL,
    ]);
    expect(withLocation([AdLocation.PREROLL], AdLocation.PREROLL, true)).toEqual([AdLocation.PREROLL]);
  });
});

describe('isAdSettingsChanged', () => {
  const form = adSettingsFormOf(saved());

  it('is false for the saved settings', () => {
    expect(isAdSettingsChanged(form, { ...form })).toBe(false);
  });

  it('is true for any field changed', () => {
    expect(isAdSettingsChanged(form, { ...form, source: 'tag-2' })).toBe(true);
    expect(isAdSettingsChanged(form, { ...form, adType: AdType.NON_SKIPPABLE })).toBe(true);
    expect(isAdSettingsChanged(form, { ...form, adDensity: AdDensity.EVERY_10_MIN })).toBe(true);
    expect(isAdSettingsChanged(form, { ...form, adLocation: [AdLocation.PREROLL, AdLocation.MIDROLL] })).toBe(
      true,
    );
  });

  it('is false again when a location is ticked and unticked', () => {
    const ticked = withLocation(form.adLocation, AdLocation.POSTROLL, true);
    expect(
      isAdSettingsChanged(form, { ...form, adLocation: withLocation(ticked, AdLocation.POSTROLL, false) }),
    ).toBe(false);
  });
});

describe('adSettingsInput', () => {
  it('asks for the default tag, with the API enums, leaving the switch out', () => {
    const input = adSettingsInput({
      source: DEFAULT_AD_SOURCE,
      adType: AdType.NON_SKIPPABLE,
      adDensity: AdDensity.EVERY_1_MIN,
      adLocation: [AdLocation.POSTROLL, AdLocation.PREROLL],
    });
    expect(input).toEqual({
      useDefaultMonetization: true,
      adType: ApiAdType.NonSkippable,
      adDensity: ApiAdDensity.Every_1Min,
      adLocation: [ApiAdLocation.Preroll, ApiAdLocation.Postroll],
    });
    expect(input).not.toHaveProperty('isMonetizationEnabled');
  });

  it('names a chosen tag as orgMonetization', () => {
    const input = adSettingsInput({
      source: 'tag-2',
      adType: AdType.SKIPPABLE,
      adDensity: AdDensity.AUTO,
      adLocation: [],
    });
    expect(input).toMatchObject({ orgMonetization: 'tag-2', adLocation: [] });
    expect(input).not.toHaveProperty('useDefaultMonetization');
  });
});

describe('adSourceOptions', () => {
  const tags = [tag('1', { default: true }), tag('2', { active: false }), tag('3')];

  it('offers Default first, then only the active tags, the default one marked', () => {
    expect(adSourceOptions(tags)).toEqual([
      { value: DEFAULT_AD_SOURCE, label: 'Default', isDefaultTag: false },
      { value: '1', label: 'Tag 1', isDefaultTag: true },
      { value: '3', label: 'Tag 3', isDefaultTag: false },
    ]);
  });

  it('keeps an offered source and replaces one that is not offered by Default', () => {
    const options = adSourceOptions(tags);
    expect(availableSource('3', options)).toBe('3');
    expect(availableSource('2', options)).toBe(DEFAULT_AD_SOURCE);
  });
});

describe('labels', () => {
  it('reads every ad type and density', () => {
    expect(Object.values(AdType).map((adType) => AD_TYPE_LABELS[adType])).toEqual([
      'Skippable',
      'Non-skippable',
      'Skippable and non-skippable',
    ]);
    expect(adDensityLabel(AdDensity.AUTO)).toBe('Auto');
    expect(adDensityLabel(AdDensity.EVERY_1_MIN)).toBe('Every minute');
    expect(adDensityLabel(AdDensity.EVERY_10_MIN)).toBe('Every 10 minutes');
  });
});
