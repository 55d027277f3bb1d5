import { publicWidgetDataPath, type PublicPlayerData, type PublicPlaylistData } from '@framehouse/domain';
import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { PublicationsService } from '../../src/modules/publishing/publications.service';
import { PublishSchedule } from '../../src/modules/publishing/publish-schedule.entity';
import { StorageService } from '../../src/modules/storage/storage.service';
import { Video } from '../../src/modules/videos/video.entity';
import { mutate } from '../overlays/overlays-support';
import { Publisher } from '../playlists/playlists-support';
import { call, PUBLISH_VIDEO, selfTargetId } from '../publishing/publishing-support';
import { startApiProcess } from '../support/api-process';
import type { TestApp } from '../support/test-app';
import { updateVideo } from '../videos/video-editor-support';
import { defaultStorageDriver, setVideo, startVideoApp } from '../videos/video-support';
import { CREATE_CAROUSEL, UPDATE_CAROUSEL, type CarouselView } from '../widgets/widgets-support';

const REVALIDATE = 'public, max-age=0, must-revalidate';
const RENDITION = {
  name: '720p',
  width: 1280,
  height: 720,
  bandwidth: 2_000_000,
  codecs: 'avc1.64001f,mp4a.40.2',
  playlistKey: 'media/cache-test/720p/index.m3u8',
  complete: true,
};
const VARIANT = '#EXTM3U\n#EXT-X-TARGETDURATION:4\n#EXTINF:4.0,\nsegment-0.ts\n#EXT-X-ENDLIST\n';

/** The addresses a published video answers in public: its page, its JSON, its poster and its HLS. */
interface Addresses {
  page: string;
  json: string;
  poster: string;
  master: string;
  variant: string;
}

/**
 * Public answers come from the cache (decisions.md, "Public responses from a cache (issue 18)"): every
 * address is read three times before what it shows is changed (the first read learns its organization,
 * the second keeps the answer, the third is sent from the cache), then read once.
 */
describe('public answers from the cache', () => {
  let t: TestApp;
  let acme: Publisher;

  beforeAll(async () => {
    t = await startVideoApp(defaultStorageDriver());
    acme = await Publisher.start(t, 'Cache Acme');
    await t.app.get(StorageService).driver.putObject(RENDITION.playlistKey, Buffer.from(VARIANT), {
      contentType: 'application/vnd.apple.mpegurl',
      size: Buffer.byteLength(VARIANT),
    });
  });
  afterAll(() => t.close());

  const get = (path: string) => t.http.get(path);

  /** A published video with a stream and a poster of its own bytes. */
  async function video(title: string, publisher = acme, publish = true): Promise<string> {
    const id = await publisher.draft(title, { description: `About ${title}` });
    const posterKey = `media/${id}/poster.jpg`;
    const picture = Buffer.from(`poster of ${title}`);
    await t.app
      .get(StorageService)
      .driver.putObject(posterKey, picture, { contentType: 'image/jpeg', size: picture.length });
    await setVideo(t, id, { renditions: [RENDITION], posterKey });
    if (publish) await publisher.publish(id);
    return id;
  }

  async function addressesOf(id: string, kind: 'video' | 'moment' = 'video'): Promise<Addresses> {
    const json = `/p/api/${kind}/${id}`;
    const data = (await get(json)).body as PublicPlayerData;
    const master = new URL(data.manifestUrl as string);
    return {
      page: `/p/${kind}/${id}`,
      json,
      poster: `${json}/poster`,
      master: master.pathname,
      variant: new URL('720p/index.m3u8', master).pathname,
    };
  }

  const all = (addresses: Addresses) => Object.values(addresses) as string[];

  async function warm(paths: string[], http = t.http): Promise<void> {
    for (const path of paths)
      for (let read = 0; read < 3; read += 1)
        expect({ path, status: (await http.get(path)).status }).toEqual({ path, status: 200 });
  }

  async function expectStatus(paths: string[], status: number, http = t.http): Promise<void> {
    for (const path of paths)
      expect({ path, status: (await http.get(path)).status }).toEqual({ path, status });
  }

  const titleOf = async (path: string, http = t.http) =>
    /<title>([^<]*)<\/title>/.exec((await http.get(path)).text)?.[1];

  async function republish(id: string, title: string): Promise<void> {
    expect((await updateVideo(t, acme.token, id, { title })).errors).toEqual([]);
    await acme.publish(id);
  }

  it('shows a publish, a republish and an unpublish on the very next request', async () => {
    const id = await video('First cut');
    const addresses = await addressesOf(id);
    await warm(all(addresses));
    expect(await titleOf(addresses.page)).toBe('First cut');

    // An edit that is not published changes nothing public; the republish shows at once, page and JSON.
    expect((await updateVideo(t, acme.token, id, { title: 'Second cut' })).errors).toEqual([]);
    expect(await titleOf(addresses.page)).toBe('First cut');
    await warm([addresses.page, addresses.json]);
    await acme.publish(id);
    expect(await titleOf(addresses.page)).toBe('Second cut');
    expect(((await get(addresses.json)).body as PublicPlayerData).title).toBe('Second cut');

    await warm(all(addresses));
    await acme.unpublish(id);
    await expectStatus(all(addresses), 404);

    // Published again: the same addresses (the grant names the video, not the publication) play again.
    await acme.publish(id);
    await expectStatus(all(addresses), 200);
    expect(await titleOf(addresses.page)).toBe('Second cut');
  });

  it('answers 304 to the ETag it gave, until what it shows changes', async () => {
    const id = await video('Tagged');
    const addresses = await addressesOf(id);
    await warm(all(addresses));
    for (const path of all(addresses)) {
      const first = await get(path);
      const etag = first.headers.etag as string;
      expect({ path, etag }).toEqual({ path, etag: expect.stringMatching(/^"[^"]+"$/) as string });
      expect({ path, cacheControl: first.headers['cache-control'] as string }).toEqual({
        path,
        cacheControl: path.endsWith('/index.m3u8')
          ? 'public, max-age=300, s-maxage=0, must-revalidate'
          : REVALIDATE,
      });
      const again = await get(path).set('If-None-Match', `"other", W/${etag}`);
      expect({ path, status: again.status, etag: again.headers.etag }).toEqual({ path, status: 304, etag });
      expect(again.text ?? '').toBe('');
      const head = await t.http.head(path);
      expect({ path, status: head.status, etag: head.headers.etag }).toEqual({ path, status: 200, etag });
    }
    const before = (await get(addresses.page)).headers.etag as string;
    await republish(id, 'Tagged again');
    const changed = await get(addresses.page).set('If-None-Match', before);
    expect(changed.status).toBe(200);
    expect(changed.headers.etag).not.toBe(before);
    expect(changed.text).toContain('<title>Tagged again</title>');
  });

  it('sends a hit with the headers its render had (helmet, CSP, CORP), under its own request id', async () => {
    const id = await video('Headed');
    const addresses = await addressesOf(id);
    // Per response, whoever answers: the date, the request id and the connection's.
    const lasting = (headers: Record<string, string>) => {
      const { date, 'x-request-id': requestId, connection, 'keep-alive': keepAlive, ...rest } = headers;
      void [date, requestId, connection, keepAlive];
      return rest;
    };
    for (const path of all(addresses)) {
      const rendered = await get(path);
      await get(path);
      const hit = await get(path).set('X-Request-Id', 'proxy-given.1');
      expect({ path, headers: lasting(hit.headers) }).toEqual({ path, headers: lasting(rendered.headers) });
      expect(rendered.headers['x-content-type-options']).toBe('nosniff');
      expect(hit.headers['x-request-id']).toBe('proxy-given.1');
      const own = await get(path);
      expect(own.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      expect(own.headers['x-request-id']).not.toBe(hit.headers['x-request-id']);
    }
  });

  it('keeps counting views while the page is cached, and shows the count on the next request', async () => {
    const id = await video('Counted');
    const page = `/p/video/${id}`;
    await warm([page]);
    const viewsShown = async () =>
      Number(/"userInteractionCount":(\d+)/.exec((await get(page)).text)?.[1] ?? Number.NaN);
    expect(await viewsShown()).toBe(0);
    // A change behind the API's back (no hook reports it) is not seen: the page comes from the cache.
    await t.app.get(DataSource).getRepository(Video).update({ id }, { views: 41 });
    expect(await viewsShown()).toBe(0);
    const session = randomBytes(16).toString('hex');
    const counted = await t.http.post('/p/api/views').send({ videoId: id, session });
    expect(counted.body).toEqual({ counted: true });
    expect(await viewsShown()).toBe(42);
  });

  it('shows a scheduled publish as it fires, in what the organization lists', async () => {
    const live = await video('Already live');
    const playlist = await acme.created({
      name: 'Everything cached',
      contentType: 'VIDEOS',
      orderBy: 'TITLE',
    });
    const path = `/p/api/playlist/${playlist.id}`;
    await warm([path]);
    const titles = async () => ((await get(path)).body as PublicPlaylistData).items.map(({ title }) => title);
    expect(await titles()).toContain('Already live');
    const scheduled = await video('Brand new', acme, false);
    const publishAt = new Date(Date.now() + 3_600_000).toISOString();
    const result = await call(
      t,
      PUBLISH_VIDEO,
      {
        id: scheduled,
        publishingTargetIds: [await selfTargetId(t, acme.token)],
        scheduledPublishDate: publishAt,
      },
      acme.token,
    );
    expect(result.errors).toEqual([]);
    await warm([path]);
    expect(await titles()).not.toContain('Brand new');
    // What the scheduled job runs at its time.
    const { run } = await t.app
      .get(DataSource)
      .getRepository(PublishSchedule)
      .findOneByOrFail({ videoId: scheduled });
    expect(await t.app.get(PublicationsService).fireSchedule(scheduled, run)).toBe('published');
    expect(await titles()).toEqual(expect.arrayContaining(['Already live', 'Brand new']));
    await expectStatus([`/p/video/${scheduled}`, `/p/video/${live}`], 200);
  });

  it('two API processes sharing Redis both see a change on their next request', async () => {
    const second = await startApiProcess(t.config);
    try {
      const other = second.http;
      const id = await video('Shared');
      const addresses = await addressesOf(id);
      await warm(all(addresses));
      await warm(all(addresses), other);
      // Published again through the first process: the second sees it.
      await republish(id, 'Shared, renamed');
      expect(await titleOf(addresses.page, other)).toBe('Shared, renamed');
      expect(await titleOf(addresses.page)).toBe('Shared, renamed');
      await warm(all(addresses), other);
      // Unpublished through the second process: the first sees it.
      const unpublished = await other
        .post('/graphql/')
        .set('authorization', `Bearer ${acme.token}`)
        .send({
          query: `mutation ($videoId: ID!) { unpublishVideo(videoId: $videoId) { errors { name } } }`,
          variables: { videoId: id },
        });
      expect(unpublished.body.data.unpublishVideo.errors).toEqual([]);
      await expectStatus(all(addresses), 404);
      await expectStatus(all(addresses), 404, other);
    } finally {
      await second.stop();
    }
  });

  it("never answers an address with another's content, nor with an unpublished video's", async () => {
    const one = await video('Video one');
    const two = await video('Video two');
    const hidden = await video('Never published', acme, false);
    const rival = await Publisher.start(t, 'Cache Rival');
    const theirs = await video('Their video', rival);
    const moment = await acme.moment(one, 'Moment of one', 10);
    const orphan = await acme.moment(hidden, 'Moment of a draft', 10);
    const [a, b, c, m] = await Promise.all([
      addressesOf(one),
      addressesOf(two),
      addressesOf(theirs),
      addressesOf(moment, 'moment'),
    ]);
    await warm([...all(a), ...all(b), ...all(c), ...all(m)]);
    const expectOwn = async (addresses: Addresses, title: string) => {
      expect(await titleOf(addresses.page)).toBe(title);
      expect(((await get(addresses.json)).body as PublicPlayerData).title).toBe(title);
      expect((await get(addresses.poster)).body.toString()).toBe(
        `poster of ${title === 'Moment of one' ? 'Video one' : title}`,
      );
      expect((await get(addresses.master)).text).toContain('720p/index.m3u8');
    };
    await expectOwn(a, 'Video one');
    await expectOwn(b, 'Video two');
    await expectOwn(c, 'Their video');
    await expectOwn(m, 'Moment of one');
    // The page and its JSON share an id, never an answer; a HEAD is the GET without its body.
    expect((await get(a.json)).headers['content-type']).toBe('application/json; charset=utf-8');
    expect((await get(a.page)).headers['content-type']).toBe('text/html; charset=utf-8');
    // A draft and its moment were never public, however often asked.
    for (const path of [`/p/video/${hidden}`, `/p/api/video/${hidden}`, `/p/moment/${orphan}`])
      await expectStatus([path, path, path], 404);
    // One grant never plays another video.
    const grant = a.master.split('/')[4] as string;
    await expectStatus([`/media/hls/${two}/${grant}/master.m3u8`], 403);

    // Unpublishing one takes it and its moment out everywhere at once; the others stay.
    await acme.unpublish(one);
    await expectStatus([...all(a), ...all(m)], 404);
    await expectOwn(b, 'Video two');
    await expectOwn(c, 'Their video');

    // A widget is kept under its key: another key is the usual 404, even after the right one was kept.
    const moments = [await acme.moment(two, 'Widget moment', 20)];
    const created = await mutate<{ carousel: CarouselView }>(
      t,
      CREATE_CAROUSEL,
      { carousel: { name: 'Cached widget' } },
      acme.token,
    );
    const updated = await mutate<{ carousel: CarouselView }>(
      t,
      UPDATE_CAROUSEL,
      { id: created.carousel.id, carousel: { moments } },
      acme.token,
    );
    const { publicId, apiKey } = updated.carousel;
    const widget = publicWidgetDataPath(publicId, apiKey);
    await warm([widget]);
    await expectStatus(
      [publicWidgetDataPath(publicId, `${apiKey}x`), publicWidgetDataPath(publicId, '')],
      404,
    );
    const rivalKey = (
      await t.gql<{ me: { organization: { widgetApiKey: { key: string } } } }>(
        'query { me { organization { widgetApiKey { key } } } }',
        {},
        rival.token,
      )
    ).data.me.organization.widgetApiKey.key;
    await expectStatus([publicWidgetDataPath(publicId, rivalKey)], 404);
    expect((await get(widget)).body.moments).toEqual([expect.objectContaining({ title: 'Widget moment' })]);
  });
});
