import { AdDensity, AdLocation, AdType, LogoPosition, MAX_PAGE_SIZE } from '@framehouse/domain';
import type { VideoMonetizationQuery, VideoPromotedContentSettingsQuery } from '@framehouse/sdk';
import { useEffect, useState } from 'react';
import type { PlayerOverlayProps, PromotedObject } from '@framehouse/player-ui';
import { enumMember } from '../enum-member';
import { useCurrentUser } from '../hooks/current-user';
import { sdk } from '../sdk';
import type { VideoDetails } from './video-record';

type Monetization = NonNullable<VideoMonetizationQuery['videoById']>['monetization'];
type PromotedContent = NonNullable<VideoPromotedContentSettingsQuery['videoById']>['promotedContentSettings'];

interface Loaded {
  videoId: string;
  monetization?: Monetization;
  promotedContent?: PromotedContent;
  promotedObjects?: PromotedObject[];
}

/** The ads to play: the video's switch and the organization's must both be on, and a tag must resolve. */
function adsOf(
  monetization: Monetization | undefined,
  organizationEnabled: boolean,
): PlayerOverlayProps['ads'] {
  if (!monetization?.isMonetizationEnabled || !organizationEnabled || !monetization.orgMonetization)
    return null;
  const adType = enumMember(AdType, monetization.adType);
  const adDensity = enumMember(AdDensity, monetization.adDensity);
  if (!adType || !adDensity) return null;
  return {
    adTagUrl: monetization.orgMonetization.monetizationUrl,
    adType,
    adDensity,
    adLocation: monetization.adLocation.flatMap((location) => enumMember(AdLocation, location) ?? []),
  };
}

/**
 * The overlays of the video page's player (storyboard, logo watermark, promo cards, ads), loaded through
 * the SDK; spread onto `<VideoPlayer {...overlays} />`. A failed load leaves that overlay out: the video
 * still plays.
 */
export function usePlayerOverlays(video: VideoDetails): Partial<PlayerOverlayProps> {
  const { me } = useCurrentUser();
  const [loaded, setLoaded] = useState<Loaded>({ videoId: video.id });

  useEffect(() => {
    let current = true;
    const keep = (update: Omit<Loaded, 'videoId'>) => {
      if (current) setLoaded((previous) => ({ ...previous, ...update }));
    };
    setLoaded({ videoId: video.id });
    sdk
      .VideoMonetization({ id: video.id })
      .then(({ videoById }) => keep({ monetization: videoById?.monetization }))
      .catch((error: unknown) => console.warn('Ads are off: the video monetization did not load.', error));
    sdk
      .VideoPromotedContentSettings({ id: video.id })
      .then(({ videoById }) => keep({ promotedContent: videoById?.promotedContentSettings }))
      .catch((error: unknown) => console.warn('Promo cards are off: their settings did not load.', error));
    // The promo cards show the objects that are both visible and promoted, in the table's order.
    sdk
      .Objects({ videoId: video.id, visible: true, promote: true, pageSize: MAX_PAGE_SIZE })
      .then(({ objects }) =>
        keep({
          promotedObjects: objects.nodes.map(({ id, title, url, thumbnailUrl }) => ({
            id,
            title,
            url,
            thumbnailUrl,
          })),
        }),
      )
      .catch((error: unknown) =>
        console.warn('Promo cards are off: the promoted objects did not load.', error),
      );
    return () => {
      current = false;
    };
    // The monetization switch is part of the video; a change of it reloads the ad settings.
  }, [video.id, video.isMonetizationEnabled]);

  const ownData = loaded.videoId === video.id ? loaded : { videoId: video.id };
  return {
    storyboardUrl: video.storyboardUrl,
    orgLogoUrl: me?.organization?.logoUrl,
    orgLogoEnabled: video.orgLogoEnabled,
    orgLogoPosition: enumMember(LogoPosition, video.orgLogoPosition),
    promotedContentSettings: ownData.promotedContent,
    promotedObjects: ownData.promotedObjects,
    ads: adsOf(ownData.monetization, me?.organization?.isMonetizationEnabled ?? false),
  };
}
