import { MemberToggleAction, type PromotedContentSettingsInput } from '@framehouse/sdk';
import { unwrapPayload } from '../errors';
import { sdk } from '../sdk';

/** A video's promo cards settings (libs/sdk/operations/promoted-content.graphql); a payload's errors throw. */
export const promoCardsApi = {
  settings: async (videoId: string) =>
    (await sdk.VideoPromotedContentSettings({ id: videoId })).videoById?.promotedContentSettings,
  update: async (videoId: string, promotedContentSettings: PromotedContentSettingsInput) => {
    unwrapPayload(
      (await sdk.UpdateVideoPromotedContentSettings({ videoId, promotedContentSettings }))
        .updateVideoPromotedContentSettings,
    );
  },
  /** The promo cards toggle turned off. */
  disable: async (videoId: string) => {
    unwrapPayload(
      (await sdk.ToggleVideoPromotedContent({ videoId, action: MemberToggleAction.Disable }))
        .toggleVideoPromotedContent,
    );
  },
};
