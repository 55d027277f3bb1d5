import { Inject, Injectable } from '@nestjs/common';
import type { auth, youtube_v3 } from '@googleapis/youtube';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';

/** The OAuth2 client of the YouTube API package (its own google-auth-library). */
export type GoogleOAuthClient = InstanceType<typeof auth.OAuth2>;

/** What linking asks for: uploads, and managing the videos and captions it made (captions.insert). */
export const YOUTUBE_SCOPES = [
  'https://www.googleapis.com/auth/youtube.upload',
  'https://www.googleapis.com/auth/youtube.force-ssl',
];

/**
 * Google's YouTube package, loaded by the first call to Google: some 18 MB that an API whose members never
 * link a channel does not carry (bench:upload's memory target).
 */
function googlePackage(): typeof import('@googleapis/youtube') {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require('@googleapis/youtube') as typeof import('@googleapis/youtube');
}

/**
 * The Google clients of YouTube publishing, built from the configuration: Google's own hosts, or every
 * endpoint under GOOGLE_API_BASE (the tests' loopback fake). One OAuth2 client per account and call,
 * since each carries that account's tokens.
 */
@Injectable()
export class GoogleClients {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** Where Google sends the browser back after consent: the admin's /authorize/youtube page. */
  get redirectUri(): string {
    return `${this.config.publicUrl.replace(/\/$/, '')}/authorize/youtube`;
  }

  /** The YouTube Data API's root ("https://youtube.googleapis.com/" by default), with a trailing slash. */
  get youtubeRoot(): string {
    const base = this.config.google.apiBase;
    return base ? `${base.replace(/\/$/, '')}/` : 'https://youtube.googleapis.com/';
  }

  oauth(): GoogleOAuthClient {
    const base = this.config.google.apiBase?.replace(/\/$/, '');
    return new (googlePackage().auth.OAuth2)({
      clientId: this.config.google.clientId,
      clientSecret: this.config.google.clientSecret,
      redirectUri: this.redirectUri,
      // Node's own fetch: otherwise gaxios imports node-fetch with a dynamic import() on first use, which
      // fails where modules load in a VM context (the Jest integration tests). Every YouTube call goes
      // through this client's transporter.
      transporterOptions: { fetchImplementation: fetch },
      // A refused access token (revoked at Google before its expiry) is refreshed once, so a dead grant
      // shows as invalid_grant rather than a bare 401.
      forceRefreshOnFailure: true,
      ...(base
        ? {
            endpoints: {
              oauth2AuthBaseUrl: `${base}/o/oauth2/v2/auth`,
              oauth2TokenUrl: `${base}/token`,
              oauth2RevokeUrl: `${base}/revoke`,
              tokenInfoUrl: `${base}/tokeninfo`,
            },
          }
        : {}),
    });
  }

  youtube(client: GoogleOAuthClient): youtube_v3.Youtube {
    return googlePackage().youtube({ version: 'v3', auth: client, rootUrl: this.youtubeRoot });
  }
}

/** A refresh Google refused (expired or revoked grant): only linking again mends it. */
export function isInvalidGrant(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const response = 'response' in error ? error.response : undefined;
  const data = typeof response === 'object' && response !== null && 'data' in response ? response.data : null;
  const code = typeof data === 'object' && data !== null && 'error' in data ? data.error : null;
  return code === 'invalid_grant' || (error instanceof Error && /invalid_grant/.test(error.message));
}

/** The HTTP status of a Google call's failure, if it had one. */
export function googleStatus(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const response = 'response' in error ? error.response : undefined;
  const status =
    typeof response === 'object' && response !== null && 'status' in response ? response.status : undefined;
  return typeof status === 'number' ? status : undefined;
}
