import {
  AD_AUTO_MIDROLL_MIN_GAP_MS,
  AD_DEFAULT_SKIP_OFFSET_MS,
  AD_MIDROLL_END_GUARD_MS,
  AdDensity,
  adDensityMinutes,
  AdLocation,
  AdType,
} from '@framehouse/domain';

/** One place in the content where an ad plays. */
export interface AdBreak {
  /** Stable within one schedule, to remember which breaks have played. */
  id: string;
  location: AdLocation;
  /** Content time in seconds; the postroll's is the duration. */
  at: number;
}

/** Midroll times (seconds) for a density over a duration (seconds). */
export function midrollTimes(density: AdDensity, durationSeconds: number): number[] {
  if (!Number.isFinite(durationSeconds) || durationSeconds <= 0) return [];
  const durationMs = durationSeconds * 1000;
  const minutes = adDensityMinutes(density);
  const times: number[] = [];
  if (minutes === undefined) {
    // AUTO: as many equal parts as fit at least the minimum gap each, a midroll between two parts.
    const parts = Math.floor(durationMs / AD_AUTO_MIDROLL_MIN_GAP_MS);
    for (let part = 1; part < parts; part++) times.push((durationMs * part) / parts);
  } else {
    const everyMs = minutes * 60 * 1000;
    for (let at = everyMs; at < durationMs - AD_MIDROLL_END_GUARD_MS; at += everyMs) times.push(at);
  }
  return times.map((ms) => ms / 1000);
}

/** The ad breaks of a video in play order: preroll, midrolls by density, postroll, as the locations ask. */
export function scheduleAdBreaks(
  locations: readonly AdLocation[],
  density: AdDensity,
  durationSeconds: number,
): AdBreak[] {
  const breaks: AdBreak[] = [];
  if (locations.includes(AdLocation.PREROLL))
    breaks.push({ id: 'preroll', location: AdLocation.PREROLL, at: 0 });
  if (locations.includes(AdLocation.MIDROLL)) {
    for (const at of midrollTimes(density, durationSeconds)) {
      breaks.push({ id: `midroll-${at}`, location: AdLocation.MIDROLL, at });
    }
  }
  if (locations.includes(AdLocation.POSTROLL) && Number.isFinite(durationSeconds) && durationSeconds > 0) {
    breaks.push({ id: 'postroll', location: AdLocation.POSTROLL, at: durationSeconds });
  }
  return breaks;
}

/**
 * The midroll to play now that the playhead went from `from` to `to`: the last one passed and not yet
 * played. A seek forward over several plays one ad, not all of them; going back plays none again.
 */
export function dueMidroll(
  breaks: readonly AdBreak[],
  played: ReadonlySet<string>,
  from: number,
  to: number,
): AdBreak | undefined {
  if (to <= from) return undefined;
  return breaks
    .filter((adBreak) => adBreak.location === AdLocation.MIDROLL && !played.has(adBreak.id))
    .filter((adBreak) => adBreak.at > from && adBreak.at <= to)
    .at(-1);
}

/** A linear creative's media file, as VAST lists it. */
export interface AdMediaFile {
  fileURL?: string | null;
  mimeType?: string | null;
  deliveryType?: string | null;
  apiFramework?: string | null;
  width?: number;
  height?: number;
  bitrate?: number;
}

/**
 * The media file the player plays: a progressive file the browser can play (`canPlay` answers for a
 * MIME type) and no interactive (VPAID) one; of those, the narrowest that still fills the player's width,
 * else the widest; at the same width the lower bit rate, which starts sooner.
 */
export function chooseMediaFile<F extends AdMediaFile>(
  files: readonly F[],
  playerWidth: number,
  canPlay: (mimeType: string) => boolean,
): F | undefined {
  const playable = files.filter(
    (file) =>
      Boolean(file.fileURL) &&
      (!file.deliveryType || file.deliveryType === 'progressive') &&
      !file.apiFramework &&
      Boolean(file.mimeType) &&
      canPlay(file.mimeType ?? ''),
  );
  const width = (file: F) => file.width ?? 0;
  const bitrate = (file: F) => file.bitrate ?? 0;
  const filling = playable
    .filter((file) => width(file) >= playerWidth)
    .sort((a, b) => width(a) - width(b) || bitrate(a) - bitrate(b));
  if (filling.length > 0) return filling[0];
  return [...playable].sort((a, b) => width(b) - width(a) || bitrate(a) - bitrate(b))[0];
}

/**
 * Seconds after which the ad may be skipped, or undefined when it may not: NON_SKIPPABLE never,
 * BOTH as the VAST's skipoffset says, SKIPPABLE at the skipoffset or after the default offset.
 * `skipDelay` is what the VAST client parsed (null without a skipoffset, negative when unreadable).
 */
export function skipOffsetSeconds(adType: AdType, skipDelay: number | null | undefined): number | undefined {
  if (adType === AdType.NON_SKIPPABLE) return undefined;
  const fromVast =
    typeof skipDelay === 'number' && Number.isFinite(skipDelay) && skipDelay >= 0 ? skipDelay : undefined;
  if (adType === AdType.BOTH) return fromVast;
  return fromVast ?? AD_DEFAULT_SKIP_OFFSET_MS / 1000;
}

/** The "Ad" badge's remaining time in whole seconds, never negative. */
export function adSecondsLeft(duration: number, currentTime: number): number {
  if (!Number.isFinite(duration) || duration <= 0) return 0;
  return Math.max(0, Math.ceil(duration - currentTime));
}
