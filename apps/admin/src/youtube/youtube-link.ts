import {
  ContextMessages,
  ErrorCode,
  ErrorMessages,
  parseYoutubePublishState,
  YOUTUBE_ALREADY_AUTHORIZED,
  youtubePublishState,
} from '@framehouse/domain';
import type { ApiError } from '../errors';

/** The REST calls of video-service linking (spec §7, bearer token), on the admin's origin. */
export const YOUTUBE_AUTHORIZE_PATH = '/users/authorize/youtube/';
export const YOUTUBE_TOKEN_PATH = '/users/token/youtube/';
export const YOUTUBE_REVOKE_PATH = '/users/revoke/youtube/';

/** What the authorize call answered: already linked, or the consent page to go to. */
export type AuthorizeResult = { kind: 'alreadyAuthorized' } | { kind: 'redirect'; url: string };

function isApiError(value: unknown): value is ApiError {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof Reflect.get(value, 'name') === 'string' &&
    Array.isArray(Reflect.get(value, 'messages'))
  );
}

/** The contract errors of a failed REST answer (`{ errors: [...] }`), else one naming its HTTP status. */
export function restErrorsOf(status: number, body: unknown): ApiError[] {
  const errors = typeof body === 'object' && body !== null ? Reflect.get(body, 'errors') : undefined;
  if (Array.isArray(errors) && errors.every(isApiError) && errors.length > 0) return errors;
  const name = status === 401 ? ErrorCode.AUTH_REQUIRED : ErrorCode.UNKNOWN_ERROR;
  return [{ name, messages: [] }];
}

/** The authorize answer: `code: ALREADY_AUTHORIZED`, or `authorization_url` to send the browser to. */
export function authorizeResultOf(body: unknown): AuthorizeResult | undefined {
  const code = typeof body === 'object' && body !== null ? Reflect.get(body, 'code') : undefined;
  if (code === YOUTUBE_ALREADY_AUTHORIZED) return { kind: 'alreadyAuthorized' };
  const url = typeof body === 'object' && body !== null ? Reflect.get(body, 'authorization_url') : undefined;
  return typeof url === 'string' && url ? { kind: 'redirect', url } : undefined;
}

/** The authorize call's address: the state brings the browser back to this video's publish page. */
export function youtubeAuthorizeUrl(videoId: string): string {
  return `${YOUTUBE_AUTHORIZE_PATH}?${new URLSearchParams({ state: youtubePublishState(videoId) })}`;
}

/**
 * What the /authorize/youtube return page does with its query (spec §2). The state is the server's
 * random one, sent back with the code: the server checks it and answers where to return.
 */
export type AuthorizeReturn =
  | { kind: 'noSession'; message: string }
  | { kind: 'failed'; message: string }
  | { kind: 'saveCode'; code: string; state: string };

export function authorizeReturnOf(params: URLSearchParams, hasToken: boolean): AuthorizeReturn {
  if (!hasToken) return { kind: 'noSession', message: ErrorMessages[ErrorCode.AUTH_REQUIRED] };
  const code = params.get('code');
  const state = params.get('state');
  if (params.get('error') || !code || !state) {
    return { kind: 'failed', message: ContextMessages.youtubeAuthorizationFailed };
  }
  return { kind: 'saveCode', code, state };
}

/** The video whose publish page the token call's answer returns to (its `returnState`, publish-{videoId}). */
export function returnVideoIdOf(body: unknown): string | undefined {
  const returnState =
    typeof body === 'object' && body !== null ? Reflect.get(body, 'returnState') : undefined;
  return typeof returnState === 'string' ? parseYoutubePublishState(returnState) : undefined;
}
