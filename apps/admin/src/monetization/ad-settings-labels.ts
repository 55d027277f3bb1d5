import { AdDensity, adDensityMinutes, AdLocation, AdType } from '@framehouse/domain';

/** How the choices of the domain's ad enums read on the monetization page (ours: the spec lists values only). */
export const AD_TYPE_LABELS: Record<AdType, string> = {
  [AdType.SKIPPABLE]: 'Skippable',
  [AdType.NON_SKIPPABLE]: 'Non-skippable',
  [AdType.BOTH]: 'Skippable and non-skippable',
};

export const AD_LOCATION_LABELS: Record<AdLocation, string> = {
  [AdLocation.PREROLL]: 'Preroll',
  [AdLocation.MIDROLL]: 'Midroll',
  [AdLocation.POSTROLL]: 'Postroll',
};

/** Where in the video each location plays, under its label. */
export const AD_LOCATION_HINTS: Record<AdLocation, string> = {
  [AdLocation.PREROLL]: 'Before the video starts',
  [AdLocation.MIDROLL]: 'During the video',
  [AdLocation.POSTROLL]: 'After the video ends',
};

/** "Auto", "Every minute", "Every 5 minutes". */
export function adDensityLabel(density: AdDensity): string {
  const minutes = adDensityMinutes(density);
  if (minutes === undefined) return 'Auto';
  return minutes === 1 ? 'Every minute' : `Every ${minutes} minutes`;
}
