import { AD_REQUEST_TIMEOUT_MS, type AdType } from '@framehouse/domain';
import type { VASTTracker } from '@dailymotion/vast-client';
import { chooseMediaFile, skipOffsetSeconds, type AdMediaFile } from './ad-rules';
import { canPlayAnswer } from './player-rules';

/** VAST error codes the player reports (IAB VAST 4 §2.3.6.3). */
export const VastErrorCode = {
  WRAPPER_TIMEOUT: 301,
  NO_ADS: 303,
  NO_SUPPORTED_MEDIA: 403,
  MEDIA_PLAYBACK: 405,
  UNDEFINED: 900,
} as const;

/** The parts of the VAST client's parsed response the player reads (the library types them loosely). */
interface VastCreative {
  type: string;
  skipDelay: number | null;
  mediaFiles: AdMediaFile[];
}
interface VastAd {
  creatives: VastCreative[];
}
interface VastResponse {
  ads: VastAd[];
  errorURLTemplates: string[];
}

/** A resolved linear ad, ready to play. */
export interface LinearAd {
  mediaUrl: string;
  /** Seconds after which "Skip ad" shows; undefined when the ad may not be skipped. */
  skipOffset?: number;
  /** Fires the ad's Impression, tracking events, ClickTracking and Error URLs. */
  tracker: VASTTracker;
}

const canPlayProbe = (mimeType: string) =>
  canPlayAnswer(document.createElement('video').canPlayType(mimeType));

/**
 * Fetches the ad tag (wrappers resolved by the VAST client), takes the first ad with a linear creative
 * and a media file this browser plays. Resolves to undefined when there is none, after reporting it to
 * the VAST's error URLs; rejects only when the tag cannot be fetched or parsed.
 */
export async function loadLinearAd(
  adTagUrl: string,
  adType: AdType,
  playerWidth: number,
): Promise<LinearAd | undefined> {
  // Imported on the first ad break: a player without ads never downloads or parses the VAST client.
  const { VASTClient, VASTTracker } = await import('@dailymotion/vast-client');
  const client = new VASTClient();
  const response: VastResponse = await client.get(adTagUrl, {
    timeout: AD_REQUEST_TIMEOUT_MS,
    withCredentials: false,
    resolveAll: true,
  });
  for (const ad of response.ads) {
    const creative = ad.creatives.find((candidate) => candidate.type === 'linear');
    if (!creative) continue;
    const tracker = new VASTTracker(client, ad, creative);
    const file = chooseMediaFile(creative.mediaFiles, playerWidth, canPlayProbe);
    if (!file?.fileURL) {
      tracker.errorWithCode(String(VastErrorCode.NO_SUPPORTED_MEDIA));
      continue;
    }
    return { mediaUrl: file.fileURL, skipOffset: skipOffsetSeconds(adType, creative.skipDelay), tracker };
  }
  client.getParser().trackVastError(response.errorURLTemplates, { ERRORCODE: VastErrorCode.NO_ADS });
  return undefined;
}
