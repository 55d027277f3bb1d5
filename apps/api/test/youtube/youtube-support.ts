import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { startFakeGoogleYouTube, type FakeGoogleYouTube } from '../../../../tools/fakes/google-youtube';
import type { TestApp } from '../support/test-app';

export const ME_SERVICES = `query($service: AuthorizedServiceName) { me { id authorizedServices(service: $service) { accountName service } } }`;
export const CATEGORIES = `query($regionCode: String, $languageCode: String) { availableYouTubeCategories(regionCode: $regionCode, languageCode: $languageCode) { id category title } }`;

/** The API's environment pointing every Google call at the fake. */
export function youtubeEnv(
  fake: FakeGoogleYouTube,
  extra: Record<string, string> = {},
): Record<string, string> {
  return {
    GOOGLE_API_BASE: fake.apiBase,
    GOOGLE_CLIENT_ID: 'framehouse-test.apps.googleusercontent.com',
    GOOGLE_CLIENT_SECRET: 'test-client-secret',
    ...extra,
  };
}

export { startFakeGoogleYouTube, type FakeGoogleYouTube };

/** GET one of the REST linking calls with the bearer session. */
export function rest(t: TestApp, path: string, token: string) {
  return t.http.get(path).set('authorization', `Bearer ${token}`);
}

/** GET the authorize call for a video's publish page; answers the `state` of the consent URL it gave. */
export async function authorizeState(t: TestApp, token: string, videoId: string): Promise<string> {
  const answer = await rest(t, `/users/authorize/youtube/?state=publish-${videoId}`, token);
  expect(answer.status).toBe(200);
  const state = new URL(answer.body.authorization_url as string).searchParams.get('state');
  expect(state).toEqual(expect.any(String));
  return state as string;
}

/** GET the token call as the return page does, with the code and the state Google sent back. */
export function saveToken(t: TestApp, token: string, code: string, state: string) {
  return rest(t, `/users/token/youtube/?${new URLSearchParams({ code, state })}`, token);
}

/**
 * Links a YouTube channel for the token's user as the browser would: the authorize call, the consent's
 * code, then the token call with the state, which answers the publish page to return to.
 */
export async function linkChannel(
  t: TestApp,
  fake: FakeGoogleYouTube,
  token: string,
  channel: { id: string; title: string },
): Promise<void> {
  const videoId = randomUUID();
  const state = await authorizeState(t, token, videoId);
  const answer = await saveToken(t, token, fake.issueCode(channel), state);
  expect({ status: answer.status, body: answer.body as unknown }).toEqual({
    status: 200,
    body: { accountName: channel.title, service: 'YOUTUBE', returnState: `publish-${videoId}` },
  });
}

export function dataSource(t: TestApp): DataSource {
  return t.app.get(DataSource);
}
