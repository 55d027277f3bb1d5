import {
  ContextMessages,
  ErrorCode,
  PlaylistContentType,
  PlaylistMessages,
  type PublicPlaylistData,
} from '@framehouse/domain';
import { TOGGLE_MOMENT, mutate as mutateMoment } from '../moments/moment-support';
import type { TestApp } from '../support/test-app';
import { defaultStorageDriver, startVideoApp } from '../videos/video-support';
import { Publisher } from './playlists-support';

/** The JSON-LD block of a page, parsed. */
function jsonLdOf(html: string): Record<string, unknown> {
  const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  if (!match) throw new Error('No JSON-LD on the page');
  return JSON.parse(match[1] as string) as Record<string, unknown>;
}

const metaContent = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`).exec(html)?.[1];

describe('the public playlist: its JSON and its page', () => {
  let t: TestApp;
  let org: Publisher;

  beforeAll(async () => {
    t = await startVideoApp(defaultStorageDriver());
    org = await Publisher.start(t, 'Public Playlists');
  });
  afterAll(() => t.close());

  const json = (id: string) => t.http.get(`/p/api/playlist/${id}`);

  it("answers the published items in the playlist's order, from any origin, without a cookie or a cache", async () => {
    const first = await org.video('First', { metadata: { description: 'The first one' } });
    const second = await org.video('Second');
    const draft = await org.draft('Draft');
    const playlist = await org.created({ name: 'Public one', items: [second, first] });
    // A draft cannot be put in; one published then unpublished stays in the rows but leaves the public list.
    expect((await org.add(playlist.id, draft)).errors).toHaveLength(1);

    const response = await json(playlist.id);
    expect(response.status).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(response.headers['set-cookie']).toBeUndefined();
    const data = response.body as PublicPlaylistData;
    expect(data).toEqual<PublicPlaylistData>({
      id: playlist.id,
      name: 'Public one',
      contentType: PlaylistContentType.VIDEOS,
      pageUrl: `${t.config.publicUrl}/p/playlist/${playlist.id}`,
      items: [
        {
          kind: 'video',
          id: second,
          videoId: second,
          title: 'Second',
          description: '',
          thumbnailUrl: `${t.config.publicUrl}/p/api/video/${second}/poster`,
          durationMs: 60_000,
          pageUrl: `${t.config.publicUrl}/p/video/${second}`,
        },
        {
          kind: 'video',
          id: first,
          videoId: first,
          title: 'First',
          description: 'The first one',
          thumbnailUrl: `${t.config.publicUrl}/p/api/video/${first}/poster`,
          durationMs: 60_000,
          pageUrl: `${t.config.publicUrl}/p/video/${first}`,
        },
      ],
    });

    await org.unpublish(second);
    expect(((await json(playlist.id)).body as PublicPlaylistData).items.map(({ id }) => id)).toEqual([first]);
    expect((await t.http.get(`/p/playlist/${playlist.id}`)).text).not.toContain('Second');
  });

  it('shows a rule-based playlist of moments: only visible moments of published videos', async () => {
    const video = await org.video('Match', { metadata: { tags: ['goals'] } });
    const shown = await org.moment(video, 'Header', 1, { tags: ['goals'] });
    const hidden = await org.moment(video, 'Volley', 10, { tags: ['goals'] });
    await mutateMoment(t, TOGGLE_MOMENT, { id: hidden, action: 'DISABLE' }, org.token);
    const playlist = await org.created({
      name: 'Goals',
      contentType: 'MOMENTS',
      orderBy: 'TITLE',
      filterBy: 'TAG',
      filterValue: 'goals',
    });
    const data = (await json(playlist.id)).body as PublicPlaylistData;
    expect(data.items).toEqual([
      expect.objectContaining({
        kind: 'moment',
        id: shown,
        videoId: video,
        durationMs: 6000,
        thumbnailUrl: `${t.config.publicUrl}/p/api/moment/${shown}/poster`,
        pageUrl: `${t.config.publicUrl}/p/moment/${shown}`,
      }),
    ]);
  });

  it('answers 404 with the usual error body for an unknown or malformed id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id', "'; drop table playlists"]) {
      const response = await json(encodeURIComponent(id));
      expect(response.status).toBe(404);
      expect(response.headers['access-control-allow-origin']).toBe('*');
      expect(response.body).toEqual({
        errors: [{ name: ErrorCode.NOT_FOUND, field: null, messages: [ContextMessages.mediaNotFound] }],
      });
      const page = await t.http.get(`/p/playlist/${encodeURIComponent(id)}`);
      expect(page.status).toBe(404);
      expect(page.text).toContain(ContextMessages.mediaNotFound);
    }
  });

  it('renders the page: the player placeholder, the items linked, OpenGraph and an ItemList of VideoObjects', async () => {
    const one = await org.video('Opening <b>act</b>');
    const two = await org.video('Encore');
    const playlist = await org.created({ name: 'Tour "2025" <script>alert(1)</script>', items: [one, two] });
    const response = await t.http.get(`/p/playlist/${playlist.id}`);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    const html = response.text;
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('<title>Tour &quot;2025&quot; &lt;script&gt;alert(1)&lt;/script&gt;</title>');
    expect(html).toContain(`<div class="player" data-framehouse-playlist="${playlist.id}">`);
    expect(html).toContain(`<script src="${t.config.publicUrl}/player/embed.js" async></script>`);
    expect(html).toContain('Opening &lt;b&gt;act&lt;/b&gt;');
    expect(html.indexOf(`/p/video/${one}`)).toBeLessThan(html.indexOf(`/p/video/${two}`));
    expect(metaContent(html, 'og:title')).toBe('Tour &quot;2025&quot; &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(metaContent(html, 'og:url')).toBe(`${t.config.publicUrl}/p/playlist/${playlist.id}`);
    expect(metaContent(html, 'og:image')).toBe(`${t.config.publicUrl}/p/api/video/${one}/poster`);
    const jsonLd = jsonLdOf(html);
    expect(jsonLd).toMatchObject({
      '@type': 'ItemList',
      name: 'Tour "2025" <script>alert(1)</script>',
      numberOfItems: 2,
    });
    expect((jsonLd.itemListElement as Array<Record<string, unknown>>)[1]).toMatchObject({
      '@type': 'ListItem',
      position: 2,
      item: {
        '@type': 'VideoObject',
        name: 'Encore',
        url: `${t.config.publicUrl}/p/video/${two}`,
        duration: 'PT1M',
      },
    });
  });

  it('says so when nothing of the playlist is published', async () => {
    const video = await org.video('Soon gone');
    const playlist = await org.created({ name: 'Empty now', items: [video] });
    await org.unpublish(video);
    expect(((await json(playlist.id)).body as PublicPlaylistData).items).toEqual([]);
    const html = (await t.http.get(`/p/playlist/${playlist.id}`)).text;
    expect(html).toContain(PlaylistMessages.noPublishedItems(PlaylistContentType.VIDEOS));
    expect(html).not.toContain('data-framehouse-playlist');
  });
});
