import { ErrorCode } from '@framehouse/domain';
import { AuthorizedServiceName } from '@framehouse/sdk';
import { getToken } from '../auth/token-storage';
import { PayloadError } from '../errors';
import { sdk } from '../sdk';
import {
  authorizeResultOf,
  restErrorsOf,
  returnVideoIdOf,
  YOUTUBE_REVOKE_PATH,
  YOUTUBE_TOKEN_PATH,
  youtubeAuthorizeUrl,
  type AuthorizeResult,
} from './youtube-link';

/** The REST calls of linking answer JSON; a refusal throws its contract errors as a PayloadError. */
async function getJson(url: string): Promise<unknown> {
  const token = getToken();
  const response = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw new PayloadError(restErrorsOf(response.status, body));
  return body;
}

function unknownError(): PayloadError {
  return new PayloadError([{ name: ErrorCode.UNKNOWN_ERROR, messages: [] }]);
}

/**
 * The YouTube account of the organization: its link (the REST calls of spec §7, with the session's
 * bearer token) and what the Publish flow shows of it (libs/sdk/operations/youtube.graphql).
 */
export const youtubeApi = {
  accountName: async () =>
    (await sdk.AuthorizedServices({ service: AuthorizedServiceName.Youtube })).me.authorizedServices[0]
      ?.accountName,
  categories: async () => (await sdk.AvailableYouTubeCategories({})).availableYouTubeCategories,
  /** GET users/authorize/youtube/?state=publish-{videoId}. */
  async authorize(videoId: string): Promise<AuthorizeResult> {
    const answer = authorizeResultOf(await getJson(youtubeAuthorizeUrl(videoId)));
    if (!answer) throw unknownError();
    return answer;
  },
  /**
   * GET users/token/youtube/?code=…&state=…: saves the consent's code, which links the account, if the
   * state is one this session was given; answers the video whose publish page to return to.
   */
  async saveToken(code: string, state: string): Promise<string> {
    const videoId = returnVideoIdOf(
      await getJson(`${YOUTUBE_TOKEN_PATH}?${new URLSearchParams({ code, state })}`),
    );
    if (!videoId) throw unknownError();
    return videoId;
  },
  /** GET users/revoke/youtube/: unlinks the account. */
  revoke: async () => {
    await getJson(YOUTUBE_REVOKE_PATH);
  },
};
