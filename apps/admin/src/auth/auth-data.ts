import { ErrorCode } from '@framehouse/domain';
import type { MeQuery, TokenAuthMutationVariables } from '@framehouse/sdk';
import { PayloadError, unwrapPayload } from '../errors';
import { sdk } from '../sdk';

export type CurrentUser = NonNullable<MeQuery['me']>;
export type CurrentOrganization = NonNullable<CurrentUser['organization']>;

let pendingMe: Promise<CurrentUser | null> | undefined;

/** The sign-in and password-reset calls (libs/sdk/operations/auth.graphql, me.graphql). */
export const authApi = {
  /** tokenAuth: the session token; the payload's errors (AMBIGUOUS_LOGIN among them) throw. */
  async token(credentials: TokenAuthMutationVariables): Promise<string> {
    const { token } = unwrapPayload((await sdk.TokenAuth(credentials)).tokenAuth);
    if (!token) throw new PayloadError([{ name: ErrorCode.INVALID_CREDENTIALS, messages: [] }]);
    return token;
  },
  /** Spec §5 checks a member's current password with a login attempt. */
  isPassword: async (credentials: TokenAuthMutationVariables) =>
    !!(await sdk.TokenAuth(credentials)).tokenAuth?.token,
  /**
   * The `me` query. Identity, permissions and the subscription gate all ask for it at the same moment
   * after a login, so concurrent callers share one request.
   */
  currentUser(): Promise<CurrentUser | null> {
    pendingMe ??= sdk
      .Me()
      .then((result) => result.me ?? null)
      .finally(() => {
        pendingMe = undefined;
      });
    return pendingMe;
  },
  requestPasswordReset: async (email: string, organizationName: string | undefined) => {
    unwrapPayload((await sdk.RequestPasswordReset({ email, organizationName })).requestPasswordReset);
  },
  /** passwordReset with the mailed token; true when the password was changed. */
  resetPassword: async (token: string, newPassword: string) =>
    !!unwrapPayload((await sdk.PasswordReset({ token, newPassword })).passwordReset).ok,
};
