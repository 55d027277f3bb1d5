import { SubscriptionPlan, TokenType, VideoStatus, type PublicPlayerData } from '@framehouse/domain';
import { randomBytes, randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { StorageService } from '../../src/modules/storage/storage.service';
import { TranscriptSegmentRow } from '../../src/modules/transcripts/transcript-segment.entity';
import { Transcription } from '../../src/modules/transcripts/transcription.entity';
import { Video } from '../../src/modules/videos/video.entity';
import { mutate, processedVideo, TOGGLE_MOMENT, addMoment } from '../moments/moment-support';
import {
  call,
  CANCEL_SCHEDULED,
  PUBLISH_VIDEO,
  selfTargetId,
  UNPUBLISH_VIDEO,
} from '../publishing/publishing-support';
import { registerOwner, type Owner } from '../support/flows';
import type { TestApp } from '../support/test-app';
import { updateVideo } from '../videos/video-editor-support';
import { defaultStorageDriver, DELETE, setPlan, startVideoApp, videoById } from '../videos/video-support';

const NOT_FOUND_TEXT = "This media doesn't exist.";

/** 720p rendition the master playlist would list (only its presence matters to the JSON). */
const RENDITION = {
  name: '720p',
  width: 1280,
  height: 720,
  bandwidth: 2_000_000,
  codecs: 'avc1.64001f,mp4a.40.2',
  playlistKey: 'media/hls/720p/index.m3u8',
  complete: true,
};

const session = () => randomBytes(16).toString('hex');

/** The JSON-LD block of a page, parsed. */
function jsonLdOf(html: string): Record<string, unknown> {
  const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  if (!match) throw new Error('No JSON-LD on the page');
  return JSON.parse(match[1] as string) as Record<string, unknown>;
}

function metaContent(html: string, key: string): string | undefined {
  const match = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`).exec(html);
  return match?.[1];
}

describe('public pages, the player data and views', () => {
  let t: TestApp;
  let owner: Owner;
  let selfTarget: string;

  beforeAll(async () => {
    t = await startVideoApp(defaultStorageDriver());
    owner = await registerOwner(t, { organizationName: 'Public Pages' });
    await setPlan(t, owner.organizationId, SubscriptionPlan.UNLIMITED);
    selfTarget = await selfTargetId(t, owner.token);
  });
  afterAll(() => t.close());

  /** A processed video with a stream and a two-segment transcript, published or not. */
  async function video(title: string, publish = true): Promise<string> {
    const { id } = await processedVideo(t, owner.token, { renditions: [RENDITION] });
    const updated = await updateVideo(t, owner.token, id, {
      title,
      description: `About ${title} & <friends>`,
    });
    expect(updated.errors).toEqual([]);
    await transcript(id);
    if (publish) await publishTo(id);
    return id;
  }

  async function publishTo(id: string, scheduledPublishDate?: string): Promise<void> {
    const result = await call(
      t,
      PUBLISH_VIDEO,
      { id, publishingTargetIds: [selfTarget], scheduledPublishDate },
      owner.token,
    );
    expect(result.errors).toEqual([]);
  }

  async function transcript(videoId: string): Promise<void> {
    const dataSource = t.app.get(DataSource);
    const { created } = await dataSource.getRepository(Video).findOneByOrFail({ id: videoId });
    const transcription = await dataSource.getRepository(Transcription).save({
      organizationId: owner.organizationId,
      videoId,
      videoCreated: created,
      languageCode: 'en-US',
      engine: 'test',
      durationMs: 60_000,
    });
    const word = (token: string, start: number) => ({
      token,
      tokenType: TokenType.PRONUNCIATION,
      startTimestamp: start,
      endTimestamp: start + 400,
    });
    await dataSource.getRepository(TranscriptSegmentRow).save([
      {
        transcriptionId: transcription.id,
        position: 0,
        speakerLabel: 'spk_0',
        startMs: 1000,
        endMs: 3000,
        text: 'hello opening words',
        tokens: [word('hello', 1000), word('opening', 1500), word('words', 2000)],
      },
      {
        transcriptionId: transcription.id,
        position: 1,
        speakerLabel: 'spk_0',
        startMs: 20_000,
        endMs: 23_000,
        text: 'middle part spoken',
        tokens: [word('middle', 20_000), word('part', 20_500), word('spoken', 21_000)],
      },
    ]);
  }

  const page = (path: string) => t.http.get(path);

  async function expectNotFoundPage(path: string): Promise<void> {
    const response = await page(path);
    expect(response.status).toBe(404);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.text).toContain(NOT_FOUND_TEXT);
  }

  async function views(id: string): Promise<number> {
    return (await t.app.get(DataSource).getRepository(Video).findOneByOrFail({ id })).views;
  }

  it('answers the 404 page for unknown, malformed, unpublished, scheduled and deleted media', async () => {
    await expectNotFoundPage(`/p/video/${randomUUID()}`);
    await expectNotFoundPage('/p/video/not-a-uuid');
    await expectNotFoundPage(`/p/moment/${randomUUID()}`);
    await expectNotFoundPage('/p/moment/%3Cscript%3E');

    const draft = await video('Draft only', false);
    expect((await t.app.get(DataSource).getRepository(Video).findOneByOrFail({ id: draft })).status).toBe(
      VideoStatus.DRAFT,
    );
    await expectNotFoundPage(`/p/video/${draft}`);

    const scheduled = await video('Later', false);
    await publishTo(scheduled, new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString());
    await expectNotFoundPage(`/p/video/${scheduled}`);
    expect((await t.http.get(`/p/api/video/${scheduled}`)).status).toBe(404);
    expect((await call(t, CANCEL_SCHEDULED, { videoId: scheduled }, owner.token)).errors).toEqual([]);

    const withdrawn = await video('Withdrawn');
    expect((await page(`/p/video/${withdrawn}`)).status).toBe(200);
    const unpublished = await call(
      t,
      UNPUBLISH_VIDEO,
      { videoId: withdrawn, targetTypes: ['SelfPublication'] },
      owner.token,
    );
    expect(unpublished.errors).toEqual([]);
    await expectNotFoundPage(`/p/video/${withdrawn}`);

    const deleted = await video('Deleted');
    const removal = await t.gql<{ deleteVideo: { errors: unknown[] } }>(DELETE, { id: deleted }, owner.token);
    expect(removal.data.deleteVideo.errors).toEqual([]);
    await expectNotFoundPage(`/p/video/${deleted}`);
  });

  it('renders the published version: title, description, OpenGraph, Twitter, JSON-LD and transcript', async () => {
    const id = await video('Launch <day> "film"');
    const response = await page(`/p/video/${id}`);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    // No opener isolation on a public page (it would cost a new renderer process before the poster).
    expect(response.headers['cross-origin-opener-policy']).toBe('unsafe-none');
    const html = response.text;
    // Escaped everywhere: no markup from the title or the description reaches the page.
    expect(html).toContain('<title>Launch &lt;day&gt; &quot;film&quot;</title>');
    expect(html).not.toContain('<friends>');
    expect(html).toContain('About Launch &lt;day&gt; &quot;film&quot; &amp; &lt;friends&gt;');
    const pageUrl = `${t.config.publicUrl}/p/video/${id}`;
    expect(metaContent(html, 'og:type')).toBe('video.other');
    expect(metaContent(html, 'og:title')).toBe('Launch &lt;day&gt; &quot;film&quot;');
    expect(metaContent(html, 'og:url')).toBe(pageUrl);
    expect(metaContent(html, 'og:image')).toBeTruthy();
    expect(metaContent(html, 'og:video')).toBe(pageUrl);
    expect(metaContent(html, 'twitter:card')).toBe('player');
    expect(metaContent(html, 'twitter:player')).toBe(pageUrl);
    const ld = jsonLdOf(html);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'VideoObject',
      name: 'Launch <day> "film"',
      description: 'About Launch <day> "film" & <friends>',
      duration: 'PT1M',
      embedUrl: pageUrl,
      interactionStatistic: { userInteractionCount: 0 },
    });
    expect(Number.isNaN(Date.parse(ld.uploadDate as string))).toBe(false);
    expect((ld.thumbnailUrl as string[]).length).toBe(1);
    expect(html).toContain('hello opening words');
    expect(html).toContain('middle part spoken');
    // The poster by id, painted before the loader runs.
    expect(html).toContain(
      `<div class="player" data-framehouse-video="${id}" data-framehouse-share="off"><img class="poster" src="${t.config.publicUrl}/p/api/video/${id}/poster"`,
    );
    expect(html).toContain(`<script src="${t.config.publicUrl}/player/embed.js" async></script>`);

    // An edit after publishing stays off the page until the video is republished.
    expect((await updateVideo(t, owner.token, id, { title: 'Renamed draft' })).errors).toEqual([]);
    expect((await page(`/p/video/${id}`)).text).toContain(
      '<title>Launch &lt;day&gt; &quot;film&quot;</title>',
    );
    expect(((await t.http.get(`/p/api/video/${id}`)).body as PublicPlayerData).title).toBe(
      'Launch <day> "film"',
    );
    await publishTo(id);
    expect((await page(`/p/video/${id}`)).text).toContain('<title>Renamed draft</title>');
  });

  it("shows a visible moment of a published video with the words of its range, and hides it when it isn't", async () => {
    const id = await video('Moments source');
    const moment = await addMoment(t, owner.token, id, 'Middle moment', '00:18.000', '00:25.000');
    const response = await page(`/p/moment/${moment.id}`);
    expect(response.status).toBe(200);
    expect(response.text).toContain('<title>Middle moment</title>');
    expect(response.text).toContain('middle part spoken');
    expect(response.text).not.toContain('hello opening words');
    expect(response.text).toContain(`data-framehouse-moment="${moment.id}"`);
    expect(jsonLdOf(response.text).duration).toBe('PT7S');

    const data = (await t.http.get(`/p/api/moment/${moment.id}`)).body as PublicPlayerData;
    expect(data).toMatchObject({
      kind: 'moment',
      id: moment.id,
      videoId: id,
      range: { startMs: 18_000, endMs: 25_000 },
    });

    const hidden = await mutate<{ errors: unknown[] }>(
      t,
      TOGGLE_MOMENT,
      { id: moment.id, action: 'DISABLE' },
      owner.token,
    );
    expect(hidden.errors).toEqual([]);
    await expectNotFoundPage(`/p/moment/${moment.id}`);
    expect((await t.http.get(`/p/api/moment/${moment.id}`)).status).toBe(404);

    const unpublishedSource = await video('Unpublished source', false);
    const orphan = await addMoment(t, owner.token, unpublishedSource, 'Orphan', '00:01.000', '00:08.000');
    await expectNotFoundPage(`/p/moment/${orphan.id}`);
  });

  it('gives the loader its data from any origin, and 404 for what is not public', async () => {
    const id = await video('Player data');
    const response = await t.http.get(`/p/api/video/${id}`).set('Origin', 'https://blog.example');
    expect(response.status).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const data = response.body as PublicPlayerData;
    expect(data).toMatchObject({
      kind: 'video',
      id,
      videoId: id,
      title: 'Player data',
      pageUrl: `${t.config.publicUrl}/p/video/${id}`,
      durationMs: 60_000,
      range: null,
      captions: [],
      orgLogoUrl: null,
      orgLogoEnabled: false,
      promotedObjects: [],
      promotedContentSettings: { promoteObjects: expect.any(Boolean) as boolean },
      ads: null,
    });
    expect(data.manifestUrl).toMatch(
      new RegExp(`^${t.config.publicUrl}/media/hls/${id}/[^/]+/master\\.m3u8$`),
    );
    expect(data.posterUrl).toBeTruthy();

    const missing = await t.http.get(`/p/api/video/${randomUUID()}`);
    expect(missing.status).toBe(404);
    expect(missing.headers['access-control-allow-origin']).toBe('*');
    expect((await t.http.get('/p/api/video/nope')).status).toBe(404);
  });

  it("never lets a browser keep a video's master playlist: captions change it", async () => {
    const id = await video('Cached playlist');
    const data = (await t.http.get(`/p/api/video/${id}`)).body as PublicPlayerData;
    const master = await t.http.get(new URL(data.manifestUrl as string).pathname);
    expect(master.status).toBe(200);
    expect(master.text).toContain('720p/index.m3u8');
    // Revalidated each time (shared caches too), a 304 from the public cache while unchanged.
    expect(master.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(master.headers['access-control-allow-origin']).toBe('*');
  });

  it("stops the public grants of a video and of its moment once they are no longer public, not the members' grant", async () => {
    const id = await video('Withdrawn stream');
    const playlist = '#EXTM3U\n#EXT-X-TARGETDURATION:4\n#EXTINF:4.0,\nsegment-0.ts\n#EXT-X-ENDLIST\n';
    await t.app.get(StorageService).driver.putObject(RENDITION.playlistKey, Buffer.from(playlist), {
      contentType: 'application/vnd.apple.mpegurl',
      size: Buffer.byteLength(playlist),
    });
    const moment = await addMoment(t, owner.token, id, 'Withdrawn moment', '00:18.000', '00:25.000');
    const manifestOf = async (path: string) =>
      ((await t.http.get(path)).body as PublicPlayerData).manifestUrl as string;
    // What a viewer keeps of each grant: the master and a variant playlist's addresses.
    const addresses = (master: string) =>
      [master, new URL('720p/index.m3u8', master).toString()].map((url) => new URL(url).pathname);
    const videoGrant = addresses(await manifestOf(`/p/api/video/${id}`));
    const momentGrant = addresses(await manifestOf(`/p/api/moment/${moment.id}`));
    const memberGrant = addresses(
      (await videoById(t, owner.token, id)).videoStreams[0]?.manifestFileUrl as string,
    );
    const expectPlays = async (paths: string[]) => {
      for (const path of paths)
        expect({ path, status: (await t.http.get(path)).status }).toEqual({ path, status: 200 });
    };
    const expectGone = async (paths: string[]) => {
      for (const path of paths) {
        const response = await t.http.get(path);
        expect({ path, status: response.status }).toEqual({ path, status: 404 });
        expect((response.body as { errors: Array<{ messages: string[] }> }).errors[0]?.messages).toEqual([
          NOT_FOUND_TEXT,
        ]);
      }
    };
    await expectPlays([...videoGrant, ...momentGrant, ...memberGrant]);

    const hidden = await mutate<{ errors: unknown[] }>(
      t,
      TOGGLE_MOMENT,
      { id: moment.id, action: 'DISABLE' },
      owner.token,
    );
    expect(hidden.errors).toEqual([]);
    await expectGone(momentGrant);
    await expectPlays([...videoGrant, ...memberGrant]);

    const shown = await mutate<{ errors: unknown[] }>(
      t,
      TOGGLE_MOMENT,
      { id: moment.id, action: 'ENABLE' },
      owner.token,
    );
    expect(shown.errors).toEqual([]);
    await expectPlays(momentGrant);
    const unpublished = await call(
      t,
      UNPUBLISH_VIDEO,
      { videoId: id, targetTypes: ['SelfPublication'] },
      owner.token,
    );
    expect(unpublished.errors).toEqual([]);
    await expectGone([...videoGrant, ...momentGrant]);
    // The members' preview of the draft plays on.
    await expectPlays(memberGrant);
  });

  it('serves the published poster by id to any origin, revalidated, and 404 for what has none or is not public', async () => {
    const storage = t.app.get(StorageService);
    const picture = Buffer.from('poster bytes');
    const id = await video('Poster by id');
    const posterKey = `media/${id}/poster.jpg`;
    await storage.driver.putObject(posterKey, picture, { contentType: 'image/jpeg', size: picture.length });
    await t.app.get(DataSource).getRepository(Video).update({ id }, { posterKey });
    const poster = await t.http.get(`/p/api/video/${id}/poster`).set('Origin', 'https://blog.example');
    expect(poster.status).toBe(200);
    expect(poster.headers['content-type']).toBe('image/jpeg');
    expect(poster.body).toEqual(picture);
    expect(poster.headers['access-control-allow-origin']).toBe('*');
    expect(poster.headers['cross-origin-resource-policy']).toBe('cross-origin');
    // Revalidated each time: unchanged costs no body, and once unpublished there is none.
    expect(poster.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    const etag = poster.headers.etag as string;
    expect(etag).toBeTruthy();
    expect((await t.http.get(`/p/api/video/${id}/poster`).set('If-None-Match', etag)).status).toBe(304);

    const moment = await addMoment(t, owner.token, id, 'Poster moment', '00:18.000', '00:25.000');
    const momentPoster = await t.http.get(`/p/api/moment/${moment.id}/poster`);
    expect(momentPoster.status).toBe(200);
    expect(momentPoster.body).toEqual(picture);

    const { id: bare } = await processedVideo(t, owner.token, { renditions: [RENDITION], posterKey: null });
    await publishTo(bare);
    expect(((await t.http.get(`/p/api/video/${bare}`)).body as PublicPlayerData).posterUrl).toBeNull();
    const none = await t.http.get(`/p/api/video/${bare}/poster`);
    expect(none.status).toBe(404);
    expect(none.headers['access-control-allow-origin']).toBe('*');

    const draft = await video('Poster draft', false);
    expect((await t.http.get(`/p/api/video/${draft}/poster`)).status).toBe(404);
    expect((await t.http.get(`/p/api/video/${randomUUID()}/poster`)).status).toBe(404);
    expect((await t.http.get('/p/api/moment/not-a-uuid/poster')).status).toBe(404);
    const unpublished = await call(
      t,
      UNPUBLISH_VIDEO,
      { videoId: id, targetTypes: ['SelfPublication'] },
      owner.token,
    );
    expect(unpublished.errors).toEqual([]);
    expect((await t.http.get(`/p/api/video/${id}/poster`)).status).toBe(404);
    expect((await t.http.get(`/p/api/moment/${moment.id}/poster`)).status).toBe(404);
  });

  it('counts a view once per viewer session, a moment for its video, and only of published media', async () => {
    const id = await video('Counted');
    const first = session();
    const report = (body: object) =>
      t.http.post('/p/api/views').set('Origin', 'https://blog.example').send(body);

    const counted = await report({ videoId: id, session: first });
    expect(counted.status).toBe(200);
    expect(counted.body).toEqual({ counted: true });
    expect(counted.headers['access-control-allow-origin']).toBe('*');
    expect((await report({ videoId: id, session: first })).body).toEqual({ counted: false });
    expect(await views(id)).toBe(1);

    expect((await report({ videoId: id, session: session() })).body).toEqual({ counted: true });
    const moment = await addMoment(t, owner.token, id, 'Counted moment', '00:10.000', '00:20.000');
    expect((await report({ momentId: moment.id, session: session() })).body).toEqual({ counted: true });
    expect(await views(id)).toBe(3);
    expect(jsonLdOf((await page(`/p/video/${id}`)).text).interactionStatistic).toMatchObject({
      userInteractionCount: 3,
    });

    const draft = await video('Not counted', false);
    expect((await report({ videoId: draft, session: session() })).status).toBe(404);
    expect((await report({ videoId: randomUUID(), session: session() })).status).toBe(404);
    expect(await views(draft)).toBe(0);

    const preflight = await t.http
      .options('/p/api/views')
      .set('Origin', 'https://blog.example')
      .set('Access-Control-Request-Method', 'POST')
      .set('Access-Control-Request-Headers', 'content-type');
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
    expect(preflight.headers['access-control-allow-headers']).toMatch(/content-type/i);
  });

  it('answers 400 to bad view reports, never 500', async () => {
    const id = await video('Bad reports');
    const bad: Array<string | object> = [
      {},
      { session: session() },
      { videoId: id },
      { videoId: id, momentId: id, session: session() },
      { videoId: 'not-a-uuid', session: session() },
      { videoId: 42, session: session() },
      { videoId: id, session: 'short' },
      { videoId: id, session: 'x'.repeat(65) },
      { videoId: id, session: ['a'.repeat(32)] },
      [],
    ];
    for (const body of bad) {
      const response = await t.http.post('/p/api/views').send(body);
      expect({ body, status: response.status }).toEqual({ body, status: 400 });
      expect((response.body as { errors: Array<{ name: string }> }).errors[0]?.name).toBe('VALIDATION_ERROR');
    }
    const broken = await t.http
      .post('/p/api/views')
      .set('Content-Type', 'application/json')
      .send('{"videoId":');
    expect(broken.status).toBe(400);
    const text = await t.http.post('/p/api/views').set('Content-Type', 'text/plain').send('hello');
    expect(text.status).toBe(400);
    expect(await views(id)).toBe(0);
  });
});
