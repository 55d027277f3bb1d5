import type { UpdateOrganizationMutationVariables } from '@framehouse/sdk';
import { unwrapPayload } from '../errors';
import { sdk } from '../sdk';

/** The signed-in user's organization (libs/sdk/operations/organization.graphql); a payload's errors throw. */
export const organizationApi = {
  /** updateOrganization: its name, logo or monetization switch, whichever is given. */
  update: async (changes: UpdateOrganizationMutationVariables) =>
    unwrapPayload((await sdk.UpdateOrganization(changes)).updateOrganization).organization,
  deleteLogo: async () => {
    unwrapPayload((await sdk.DeleteOrganizationLogo()).deleteOrganizationLogo);
  },
};
