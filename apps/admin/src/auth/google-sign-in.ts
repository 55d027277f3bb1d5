import { ContextMessages } from '@framehouse/domain';
import { config } from '../config';
import { DisplayableError } from '../errors';

/** Any failure of Google sign-in; the user sees one message for all of them (spec §7). */
export class GoogleSignInError extends DisplayableError {
  constructor() {
    super(ContextMessages.googleAuthorizationFailed);
    this.name = 'GoogleSignInError';
  }
}

interface TokenResponse {
  access_token?: string;
  error?: string;
}

interface TokenClient {
  requestAccessToken: () => void;
}

interface GoogleIdentityServices {
  accounts: {
    oauth2: {
      initTokenClient: (options: {
        client_id: string;
        scope: string;
        callback: (response: TokenResponse) => void;
        error_callback?: (error: { type: string }) => void;
      }) => TokenClient;
    };
  };
}

declare global {
  interface Window {
    google?: GoogleIdentityServices;
  }
}

const GOOGLE_IDENTITY_SCRIPT = 'https://accounts.google.com/gsi/client';

let scriptLoading: Promise<GoogleIdentityServices> | undefined;

function loadGoogleIdentityServices(): Promise<GoogleIdentityServices> {
  scriptLoading ??= new Promise<GoogleIdentityServices>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = GOOGLE_IDENTITY_SCRIPT;
    script.async = true;
    script.onload = () => (window.google ? resolve(window.google) : reject(new GoogleSignInError()));
    script.onerror = () => {
      scriptLoading = undefined;
      script.remove();
      reject(new GoogleSignInError());
    };
    document.head.appendChild(script);
  });
  return scriptLoading;
}

/** Asks Google Identity Services' token client for an access token (a popup the user confirms). */
async function requestGoogleAccessToken(clientId: string): Promise<string> {
  const google = await loadGoogleIdentityServices();
  return new Promise<string>((resolve, reject) => {
    const client = google.accounts.oauth2.initTokenClient({
      client_id: clientId,
      scope: 'openid email profile',
      callback: (response) =>
        response.access_token ? resolve(response.access_token) : reject(new GoogleSignInError()),
      error_callback: () => reject(new GoogleSignInError()),
    });
    client.requestAccessToken();
  });
}

/** Trades Google's access token for our session token: POST /auth/google/ { access_token } → { token }. */
async function exchangeGoogleAccessToken(accessToken: string): Promise<string> {
  const response = await fetch(config.googleAuthUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ access_token: accessToken }),
  }).catch(() => undefined);
  const body: unknown = await response?.json().catch(() => undefined);
  const token = typeof body === 'object' && body !== null ? Reflect.get(body, 'token') : undefined;
  if (!response?.ok || typeof token !== 'string' || token.length === 0) throw new GoogleSignInError();
  return token;
}

/** The whole Google sign-in; without a configured client id it fails like any refused sign-in. */
export async function signInWithGoogle(): Promise<string> {
  if (!config.googleClientId) throw new GoogleSignInError();
  const accessToken = await requestGoogleAccessToken(config.googleClientId);
  return exchangeGoogleAccessToken(accessToken);
}

/** Loads Google's script ahead of the click, so the token popup opens within the user's gesture. */
export function preloadGoogleSignIn(): void {
  if (config.googleClientId) loadGoogleIdentityServices().catch(() => undefined);
}
