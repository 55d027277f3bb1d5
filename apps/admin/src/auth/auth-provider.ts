import { ContextMessages, ErrorCode } from '@framehouse/domain';
import type { AuthProvider, UserIdentity } from 'react-admin';
import { isSessionError, PayloadError } from '../errors';
import { authApi, type CurrentUser } from './auth-data';
import { signInWithGoogle } from './google-sign-in';
import { getToken, removeToken, setToken } from './token-storage';

export interface PasswordCredentials {
  email: string;
  password: string;
  /** Asked for only after AMBIGUOUS_LOGIN: the email and password match members of several organizations. */
  organizationName?: string;
}

/** `authToken`: a session the API already opened, e.g. for an invited member who just created the account. */
export type LoginParams = PasswordCredentials | { google: true } | { authToken: string };

export interface Identity extends UserIdentity {
  me: CurrentUser;
}

/** The logged-out root is the login page (spec §2). */
const LOGIN_PATH = '/';

function tokenFromPassword({ email, password, organizationName }: PasswordCredentials): Promise<string> {
  return authApi.token({
    email: email.trim(),
    password,
    organizationName: organizationName?.trim() || undefined,
  });
}

async function tokenFromGoogle(): Promise<string> {
  try {
    return await signInWithGoogle();
  } catch (error) {
    // A failed Google sign-in marks the user logged out (spec §7).
    removeToken();
    throw error;
  }
}

/**
 * @param clearCaches empties the data provider's cache, so the next user sees nothing of the last one.
 */
export function createAuthProvider(clearCaches: () => Promise<unknown>): AuthProvider {
  return {
    async login(params: LoginParams) {
      if ('authToken' in params) setToken(params.authToken);
      else setToken('google' in params ? await tokenFromGoogle() : await tokenFromPassword(params));
    },

    async logout() {
      removeToken();
      await clearCaches();
      return LOGIN_PATH;
    },

    async checkAuth() {
      if (!getToken()) throw { redirectTo: LOGIN_PATH, message: false };
    },

    async checkError(error: unknown) {
      if (isSessionError(error)) {
        throw { redirectTo: LOGIN_PATH, message: ContextMessages.sessionExpired };
      }
    },

    async getIdentity(): Promise<Identity> {
      const me = await authApi.currentUser();
      if (!me) throw new PayloadError([{ name: ErrorCode.AUTH_REQUIRED, messages: [] }]);
      return { id: me.id, fullName: me.name, avatar: me.avatarUrl ?? undefined, me };
    },

    async getPermissions(): Promise<string[]> {
      if (!getToken()) return [];
      const me = await authApi.currentUser();
      return me ? [...me.permissions] : [];
    },
  };
}
