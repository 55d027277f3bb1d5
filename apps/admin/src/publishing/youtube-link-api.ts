import { ErrorCode } from '@framehouse/domain';
import { PayloadError } from '../errors';
import {
  authorizeResultOf,
  restErrorsOf,
  returnVideoIdOf,
  YOUTUBE_REVOKE_PATH,
  YOUTUBE_TOKEN_PATH,
  youtubeAuthorizeUrl,
  type AuthorizeResult,
} from './youtube-link';

type Fetch = (url: string, init: RequestInit) => Promise<Response>;

async function getJson(fetcher: Fetch, url: string, token: string | null): Promise<unknown> {
  const response = await fetcher(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw new PayloadError(restErrorsOf(response.status, body));
  return body;
}

/** GET users/authorize/youtube/?state=publish-{videoId}. */
export async function authorizeYouTube(
  fetcher: Fetch,
  token: string | null,
  videoId: string,
): Promise<AuthorizeResult> {
  const answer = authorizeResultOf(await getJson(fetcher, youtubeAuthorizeUrl(videoId), token));
  if (!answer) throw new PayloadError([{ name: ErrorCode.UNKNOWN_ERROR, messages: [] }]);
  return answer;
}

/**
 * GET users/token/youtube/?code=…&state=…: saves the consent's code, which links the account, if the
 * state is one this session was given; answers the video whose publish page to return to.
 */
export async function saveYouTubeToken(
  fetcher: Fetch,
  token: string | null,
  code: string,
  state: string,
): Promise<string> {
  const url = `${YOUTUBE_TOKEN_PATH}?${new URLSearchParams({ code, state })}`;
  const videoId = returnVideoIdOf(await getJson(fetcher, url, token));
  if (!videoId) throw new PayloadError([{ name: ErrorCode.UNKNOWN_ERROR, messages: [] }]);
  return videoId;
}

/** GET users/revoke/youtube/: unlinks the account. */
export async function revokeYouTube(fetcher: Fetch, token: string | null): Promise<void> {
  await getJson(fetcher, YOUTUBE_REVOKE_PATH, token);
}
