import type { AccountDetailsInput, UpdatePasswordInput } from '@framehouse/sdk';
import { unwrapPayload } from '../errors';
import { sdk } from '../sdk';

/** The signed-in user's own account (libs/sdk/operations/account.graphql); a payload's errors throw. */
export const accountApi = {
  updateDetails: async (accountDetails: AccountDetailsInput) =>
    unwrapPayload((await sdk.UpdateAccountDetails({ accountDetails })).updateAccountDetails).user,
  deleteAvatar: async () => {
    unwrapPayload((await sdk.DeleteAvatar()).deleteAvatar);
  },
  updatePassword: async (updatePassword: UpdatePasswordInput) => {
    unwrapPayload((await sdk.UpdatePassword({ updatePassword })).updatePassword);
  },
  /** updateEmailRequest: mails a confirmation link to the new address. */
  requestEmailChange: async (email: string) => {
    unwrapPayload((await sdk.UpdateEmailRequest({ email })).updateEmailRequest);
  },
  /** updateUserEmail with the mailed link's token. */
  confirmEmailChange: async (token: string) => {
    unwrapPayload((await sdk.UpdateUserEmail({ token })).updateUserEmail);
  },
};
