export enum AdType {
  SKIPPABLE = 'SKIPPABLE',
  NON_SKIPPABLE = 'NON_SKIPPABLE',
  BOTH = 'BOTH',
}

export enum AdDensity {
  AUTO = 'AUTO',
  EVERY_1_MIN = 'EVERY_1_MIN',
  EVERY_2_MIN = 'EVERY_2_MIN',
  EVERY_3_MIN = 'EVERY_3_MIN',
  EVERY_4_MIN = 'EVERY_4_MIN',
  EVERY_5_MIN = 'EVERY_5_MIN',
  EVERY_6_MIN = 'EVERY_6_MIN',
  EVERY_7_MIN = 'EVERY_7_MIN',
  EVERY_8_MIN = 'EVERY_8_MIN',
  EVERY_9_MIN = 'EVERY_9_MIN',
  EVERY_10_MIN = 'EVERY_10_MIN',
}

/** Minutes between mid-roll ads for a density, or undefined for AUTO. */
export function adDensityMinutes(density: AdDensity): number | undefined {
  const match = /^EVERY_(\d+)_MIN$/.exec(density);
  return match ? Number(match[1]) : undefined;
}

export enum AdLocation {
  PREROLL = 'PREROLL',
  MIDROLL = 'MIDROLL',
  POSTROLL = 'POSTROLL',
}
