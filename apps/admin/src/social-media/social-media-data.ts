import type { ShareSocialMediaIconInput, SocialMediaPlatformInput } from '@framehouse/sdk';
import { unwrapPayload } from '../errors';
import { sdk } from '../sdk';

/**
 * The organization's social media accounts and share icons (libs/sdk/operations/social-media.graphql); a
 * payload's errors throw as a PayloadError, whose `errors` keep their fields.
 */
export const socialMediaApi = {
  /** The accounts, oldest first. */
  list: async () => (await sdk.OrganizationSocialMedia()).me.organization?.socialMedia ?? [],
  create: async (socialMediaPlatform: SocialMediaPlatformInput) =>
    unwrapPayload((await sdk.CreateSocialMediaPlatform({ socialMediaPlatform })).createSocialMediaPlatform)
      .socialMediaPlatform,
  update: async (id: string, socialMediaPlatform: SocialMediaPlatformInput) =>
    unwrapPayload(
      (await sdk.UpdateSocialMediaPlatform({ id, socialMediaPlatform })).updateSocialMediaPlatform,
    ).socialMediaPlatform,
  delete: async (id: string) => {
    unwrapPayload((await sdk.DeleteSocialMediaPlatform({ id })).deleteSocialMediaPlatform);
  },
  /** The organization's id (what updateShareSocialMediaIcons names) and its six share icons. */
  shareIcons: async () => {
    const organization = (await sdk.OrganizationShareSocialMediaIcons()).me.organization;
    return organization ? { id: organization.id, icons: organization.shareSocialMediaIcons } : undefined;
  },
  updateShareIcons: async (id: string, icons: ShareSocialMediaIconInput[]) =>
    unwrapPayload((await sdk.UpdateShareSocialMediaIcons({ id, icons })).updateShareSocialMediaIcons)
      .shareSocialMediaIcons ?? [],
};
