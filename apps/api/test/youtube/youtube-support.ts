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

/** Links a YouTube channel for the token's user as the browser would: consent code, then the token call. */
export async function linkChannel(
  t: TestApp,
  fake: FakeGoogleYouTube,
  token: string,
  channel: { id: string; title: string },
): Promise<void> {
  const code = fake.issueCode(channel);
  const answer = await rest(t, `/users/token/youtube/?code=${encodeURIComponent(code)}`, token);
  expect({ status: answer.status, body: answer.body as unknown }).toEqual({
    status: 200,
    body: { accountName: channel.title, service: 'YOUTUBE' },
  });
}

export function dataSource(t: TestApp): DataSource {
  return t.app.get(DataSource);
}
