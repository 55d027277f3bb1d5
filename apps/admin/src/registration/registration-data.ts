import type {
  CreateOrganizationMutationVariables,
  RegisterOrganizationOwnerMutationVariables,
  VerifyOrganizationMemberAccountMutationVariables,
} from '@framehouse/sdk';
import { unwrapPayload, type MessageOverrides } from '../errors';
import { sdk } from '../sdk';

/** Registration and verification (libs/sdk/operations/auth.graphql); a payload's errors throw. */
export const registrationApi = {
  /** registerOrganizationOwner: the user the confirmation email went to. */
  registerOwner: async (variables: RegisterOrganizationOwnerMutationVariables) =>
    unwrapPayload((await sdk.RegisterOrganizationOwner(variables)).registerOrganizationOwner).user,
  /** verifyOrganizationMemberAccount: the invited member's account, and the session it opens. */
  verifyMemberAccount: async (
    variables: VerifyOrganizationMemberAccountMutationVariables,
    overrides: MessageOverrides,
  ) =>
    unwrapPayload(
      (await sdk.VerifyOrganizationMemberAccount(variables)).verifyOrganizationMemberAccount,
      overrides,
    ).authToken,
  /** createOrganization: the organization, and the payment session of a paid plan. */
  createOrganization: async (variables: CreateOrganizationMutationVariables) =>
    unwrapPayload((await sdk.CreateOrganization(variables)).createOrganization),
};
