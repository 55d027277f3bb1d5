import { LogoPosition, MAX_PAGE_SIZE, type PlayerOverlays } from '@framehouse/domain';
import type { PromotedContentSettingsFieldsFragment } from '@framehouse/sdk';
import { useEffect, useState } from 'react';
import type { PlayerOverlayProps, PromotedObject } from '@framehouse/player-ui';
import { enumMember } from '../enum-member';
import { useCurrentUser } from '../hooks/current-user';
import { objectsApi } from '../objects/objects-data';
import { promoCardsApi } from '../promo-cards/promo-cards-data';
import { videoOverlaysApi } from '../video-overlays/video-overlays-data';
import type { VideoDetails } from '../videos/video-record';

interface Loaded {
  videoId: string;
  promotedContent?: PromotedContentSettingsFieldsFragment;
  promotedObjects?: PromotedObject[];
  overlays?: PlayerOverlays | null;
}

/**
 * The overlays of the video page's player (storyboard, logo watermark, promo cards, the saved CTAs and
 * end card drawn by the overlay renderer), loaded through the
 * SDK; spread onto `<VideoPlayer {...overlays} />`. A failed load leaves that overlay out: the video still
 * plays. No ads: they play to viewers on the public pages and embeds; the member's preview neither
 * counts as an ad view nor reaches ad servers from the admin (its CSP refuses them).
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
    promoCardsApi
      .settings(video.id)
      .then((promotedContent) => keep({ promotedContent }))
      .catch((error: unknown) => console.warn('Promo cards are off: their settings did not load.', error));
    // The promo cards show the objects that are both visible and promoted, in the table's order.
    objectsApi
      .list({ videoId: video.id, visible: true, promote: true, pageSize: MAX_PAGE_SIZE })
      .then((objects) =>
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
    videoOverlaysApi
      .playerOverlays(video.id)
      .then((overlays) => keep({ overlays }))
      .catch((error: unknown) => console.warn('CTAs and the end card are off: they did not load.', error));
    return () => {
      current = false;
    };
  }, [video.id]);

  const ownData = loaded.videoId === video.id ? loaded : { videoId: video.id };
  return {
    storyboardUrl: video.storyboardUrl,
    orgLogoUrl: me?.organization?.logoUrl,
    orgLogoEnabled: video.orgLogoEnabled,
    orgLogoPosition: enumMember(LogoPosition, video.orgLogoPosition),
    promotedContentSettings: ownData.promotedContent,
    promotedObjects: ownData.promotedObjects,
    overlays: ownData.overlays,
  };
}
