import { AdDensity, AdLocation, AdType } from '@framehouse/domain';
import {
  AdDensity as ApiAdDensity,
  AdLocation as ApiAdLocation,
  AdType as ApiAdType,
  type OrganizationMonetizationFieldsFragment,
  type VideoMonetizationFieldsFragment,
  type VideoMonetizationInput,
} from '@framehouse/sdk';
import { enumMember } from '../enum-member';

export type AdTag = OrganizationMonetizationFieldsFragment;

/** The "Source of ads" choice that follows the organization's default ad tag, whichever it is. */
export const DEFAULT_AD_SOURCE = 'default';

/**
 * What Save sends. The video's switch is not part of it: the switch acts at once (turning it off after
 * a confirmation), so Cancel never has to undo it.
 */
export interface AdSettingsForm {
  /** DEFAULT_AD_SOURCE or the id of one of the organization's ad tags. */
  source: string;
  adType: AdType;
  adDensity: AdDensity;
  /** In play order, each once. */
  adLocation: readonly AdLocation[];
}

const LOCATION_ORDER = Object.values(AdLocation);

/**
 * The member of `target` with the same value. The SDK and the domain declare the same enums under
 * different types; a value missing from one means the schema and the domain disagree, which no screen
 * can repair.
 */
function sameMember<E extends string>(target: Record<string, E>, value: string, name: string): E {
  const member = enumMember(target, value);
  if (member === undefined) throw new Error(`"${value}" is not a value of ${name}`);
  return member;
}

/** Each location once, in the order ads play (preroll, midroll, postroll). */
export function orderedLocations(locations: readonly string[]): AdLocation[] {
  return LOCATION_ORDER.filter((location) => locations.includes(location));
}

/** The locations with `location` added or removed (a checkbox of the form). */
export function withLocation(
  locations: readonly AdLocation[],
  location: AdLocation,
  chosen: boolean,
): AdLocation[] {
  const rest = locations.filter((candidate) => candidate !== location);
  return orderedLocations(chosen ? [...rest, location] : rest);
}

/** The form as the video's saved monetization fills it; the midroll box is ticked when MIDROLL is saved. */
export function adSettingsFormOf(monetization: VideoMonetizationFieldsFragment): AdSettingsForm {
  return {
    source:
      monetization.useDefaultMonetization || !monetization.orgMonetization
        ? DEFAULT_AD_SOURCE
        : monetization.orgMonetization.id,
    adType: sameMember(AdType, monetization.adType, 'AdType'),
    adDensity: sameMember(AdDensity, monetization.adDensity, 'AdDensity'),
    adLocation: orderedLocations(monetization.adLocation),
  };
}

/** Save is enabled only when this is true (video-area §2). */
export function isAdSettingsChanged(saved: AdSettingsForm, current: AdSettingsForm): boolean {
  return (
    saved.source !== current.source ||
    saved.adType !== current.adType ||
    saved.adDensity !== current.adDensity ||
    orderedLocations(saved.adLocation).join() !== orderedLocations(current.adLocation).join()
  );
}

/** `updateVideoMonetization`'s input for the form; the switch is left as it is (omitted). */
export function adSettingsInput(form: AdSettingsForm): VideoMonetizationInput {
  return {
    ...(form.source === DEFAULT_AD_SOURCE
      ? { useDefaultMonetization: true }
      : { orgMonetization: form.source }),
    adType: sameMember(ApiAdType, form.adType, 'AdType'),
    adDensity: sameMember(ApiAdDensity, form.adDensity, 'AdDensity'),
    adLocation: orderedLocations(form.adLocation).map((location) =>
      sameMember(ApiAdLocation, location, 'AdLocation'),
    ),
  };
}

export interface AdSourceOption {
  value: string;
  label: string;
  /** The organization's default ad tag: shown with a "default" badge. */
  isDefaultTag: boolean;
}

/**
 * "Source of ads": Default first, then the organization's active tags (an inactive tag cannot be a
 * video's source). A chosen tag missing from the list (deactivated meanwhile) would leave the select
 * blank, so the form's value falls back to Default in `availableSource`.
 */
export function adSourceOptions(tags: readonly AdTag[]): AdSourceOption[] {
  return [
    { value: DEFAULT_AD_SOURCE, label: 'Default', isDefaultTag: false },
    ...tags
      .filter((tag) => tag.active)
      .map((tag) => ({ value: tag.id, label: tag.name, isDefaultTag: tag.default })),
  ];
}

/** The form's source if the options offer it, else Default (the API moves such videos there too). */
export function availableSource(source: string, options: readonly AdSourceOption[]): string {
  return options.some((option) => option.value === source) ? source : DEFAULT_AD_SOURCE;
}
