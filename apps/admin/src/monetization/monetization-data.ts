import type { OrganizationMonetizationInput, VideoMonetizationInput } from '@framehouse/sdk';
import { unwrapPayload } from '../errors';
import { sdk } from '../sdk';

/**
 * The organization's ad tags and a video's monetization (libs/sdk/operations/monetization.graphql); a
 * payload's errors throw as a PayloadError, whose `errors` keep their fields.
 */
export const monetizationApi = {
  /** The organization's monetization switch and its ad tags. */
  organizationSettings: async () => (await sdk.OrganizationMonetizationSettings()).me.organization,
  createAdTag: async (organizationMonetization: OrganizationMonetizationInput) =>
    unwrapPayload(
      (await sdk.CreateOrganizationMonetization({ organizationMonetization })).createOrganizationMonetization,
    ).organizationMonetization,
  updateAdTag: async (id: string, organizationMonetization: OrganizationMonetizationInput) =>
    unwrapPayload(
      (await sdk.UpdateOrganizationMonetization({ id, organizationMonetization }))
        .updateOrganizationMonetization,
    ).organizationMonetization,
  deleteAdTag: async (id: string) => {
    unwrapPayload((await sdk.DeleteOrganizationMonetization({ id })).deleteOrganizationMonetization);
  },
  videoMonetization: async (id: string) => (await sdk.VideoMonetization({ id })).videoById?.monetization,
  updateVideoMonetization: async (videoId: string, monetization: VideoMonetizationInput) =>
    unwrapPayload((await sdk.UpdateVideoMonetization({ videoId, monetization })).updateVideoMonetization)
      .monetization,
};
