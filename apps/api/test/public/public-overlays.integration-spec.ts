import {
  END_CARD_FRAME_CLICK_MESSAGE,
  END_CARD_FRAME_MESSAGE,
  END_CARD_FRAME_PATH,
  NO_PLAYER_OVERLAYS,
  SubscriptionPlan,
  type PublicPlayerData,
} from '@framehouse/domain';
import { addMoment, processedVideo, TOGGLE_MOMENT, mutate as mutateMoment } from '../moments/moment-support';
import {
  CREATE_BUTTON,
  CREATE_END_CARD,
  CREATE_VIDEO_CTAS,
  headline,
  mutate,
  type ButtonCtaView,
  type EndCardView,
} from '../overlays/overlays-support';
import { call, PUBLISH_VIDEO, selfTargetId } from '../publishing/publishing-support';
import { registerOwner, type Owner } from '../support/flows';
import type { TestApp } from '../support/test-app';
import { updateVideo } from '../videos/video-editor-support';
import { defaultStorageDriver, setPlan, startVideoApp } from '../videos/video-support';

const RENDITION = {
  name: '720p',
  width: 1280,
  height: 720,
  bandwidth: 2_000_000,
  codecs: 'avc1.64001f,mp4a.40.2',
  playlistKey: 'media/hls/720p/index.m3u8',
  complete: true,
};

describe('the overlays in the public player data, and the end card frame page', () => {
  let t: TestApp;
  let owner: Owner;
  let selfTarget: string;

  beforeAll(async () => {
    t = await startVideoApp(defaultStorageDriver());
    owner = await registerOwner(t, { organizationName: 'Public Overlays' });
    await setPlan(t, owner.organizationId, SubscriptionPlan.UNLIMITED);
    selfTarget = await selfTargetId(t, owner.token);
  });
  afterAll(() => t.close());

  async function publishedVideo(title: string, changes: Record<string, unknown> = {}): Promise<string> {
    const { id } = await processedVideo(t, owner.token, { renditions: [RENDITION] });
    expect((await updateVideo(t, owner.token, id, { title, ...changes })).errors).toEqual([]);
    const published = await call(t, PUBLISH_VIDEO, { id, publishingTargetIds: [selfTarget] }, owner.token);
    expect(published.errors).toEqual([]);
    return id;
  }

  async function builderCard(watchNextButtonVisible: boolean, ctaButton1?: string): Promise<string> {
    const created = await mutate<{ endCard: EndCardView }>(
      t,
      CREATE_END_CARD,
      {
        endCard: {
          name: `Card ${Math.random()}`,
          headline: headline('See you soon', { font: 'Lobster', fontWeight: 400 }),
          watchNextButtonVisible,
          ctaButton1,
          promoCodeButton: { text: 'SAVE20', label: 'Code' },
        },
      },
      owner.token,
    );
    expect(created.errors).toEqual([]);
    return created.endCard.id;
  }

  const playerData = async (kind: 'video' | 'moment', id: string) => {
    const response = await t.http.get(`/p/api/${kind}/${id}`);
    expect(response.status).toBe(200);
    return response.body as PublicPlayerData;
  };

  it('gives a video without overlays none', async () => {
    const id = await publishedVideo('Plain');
    expect((await playerData('video', id)).overlays).toEqual(NO_PLAYER_OVERLAYS);
  });

  it("carries the video's CTA groups and its end card, with the newest other published video next", async () => {
    const button = await mutate<{ buttonCta: ButtonCtaView }>(
      t,
      CREATE_BUTTON,
      {
        input: {
          name: 'Shop',
          url: 'https://shop.example.com/deal',
          text: 'Get it',
          fontFamily: 'Poppins',
          fontWeight: 700,
        },
      },
      owner.token,
    );
    expect(button.errors).toEqual([]);
    const card = await builderCard(true, button.buttonCta.id);
    const older = await publishedVideo('Older');
    const newer = await publishedVideo('Newer');
    const main = await publishedVideo('Main', { endCardId: card });
    const placed = await mutate(
      t,
      CREATE_VIDEO_CTAS,
      {
        videoId: main,
        input: {
          timestamps: [
            {
              name: 'Deal',
              startTimestamp: 2000,
              endTimestamp: 5000,
              ctas: [
                {
                  order: 0,
                  buttonCtaId: button.buttonCta.id,
                  config: {
                    width: 30,
                    position: { calculatedTop: 80, calculatedLeft: 50 },
                    animation: { name: 'Bounce', duration: 1, cycleTime: 2 },
                  },
                },
              ],
            },
          ],
        },
      },
      owner.token,
    );
    expect(placed.errors).toEqual([]);

    const { overlays } = await playerData('video', main);
    expect(overlays.ctaGroups).toHaveLength(1);
    expect(overlays.ctaGroups[0]).toMatchObject({ startMs: 2000, endMs: 5000 });
    expect(overlays.ctaGroups[0]?.ctas[0]?.cta).toMatchObject({
      kind: 'button',
      url: 'https://shop.example.com/deal',
    });
    expect(overlays.endCard).toMatchObject({
      kind: 'builder',
      watchNextButtonVisible: true,
      promoCode: { text: 'SAVE20', label: 'Code' },
      ctaButtons: [{ kind: 'button', url: 'https://shop.example.com/deal' }],
    });
    expect(overlays.watchNext).toEqual({
      title: 'Newer',
      pageUrl: `${t.config.publicUrl}/p/video/${newer}`,
      posterUrl: `${t.config.publicUrl}/p/api/video/${newer}/poster`,
    });
    // The older one is not offered; neither is the video itself.
    expect(overlays.watchNext?.pageUrl).not.toContain(older);
  });

  it('offers nothing next when the card does not show the button', async () => {
    const card = await builderCard(false);
    await publishedVideo('Another');
    const id = await publishedVideo('No next', { endCardId: card });
    const { overlays } = await playerData('video', id);
    expect(overlays.endCard?.kind).toBe('builder');
    expect(overlays.watchNext).toBeNull();
  });

  it("offers after a moment the next visible moment of its video, none after the last, and the moment's own card", async () => {
    const videoCard = await builderCard(true);
    const momentCard = await builderCard(true);
    const id = await publishedVideo('With moments', { endCardId: videoCard });
    const first = await addMoment(t, owner.token, id, 'First', '00:01.000', '00:07.000', {
      endCardId: momentCard,
    });
    const hidden = await addMoment(t, owner.token, id, 'Hidden', '00:08.000', '00:14.000');
    const third = await addMoment(t, owner.token, id, 'Third', '00:20.000', '00:26.000');
    const toggled = await mutateMoment<{ errors: unknown[] }>(
      t,
      TOGGLE_MOMENT,
      { id: hidden.id, action: 'DISABLE' },
      owner.token,
    );
    expect(toggled.errors).toEqual([]);

    const afterFirst = (await playerData('moment', first.id)).overlays;
    expect(afterFirst.endCard?.id).toBe(momentCard);
    expect(afterFirst.watchNext).toEqual({
      title: 'Third',
      pageUrl: `${t.config.publicUrl}/p/moment/${third.id}`,
      posterUrl: `${t.config.publicUrl}/p/api/moment/${third.id}/poster`,
    });
    // The third has no card of its own: the video's, and nothing after it.
    const afterThird = (await playerData('moment', third.id)).overlays;
    expect(afterThird.endCard?.id).toBe(videoCard);
    expect(afterThird.watchNext).toBeNull();
  });

  it('serves the end card frame page sandboxed, frameable from anywhere, without cookies', async () => {
    const response = await t.http.get(END_CARD_FRAME_PATH);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const csp = response.headers['content-security-policy'] as string;
    expect(csp.split('; ')).toEqual(
      expect.arrayContaining([
        'sandbox allow-scripts allow-popups allow-popups-to-escape-sandbox',
        "default-src 'none'",
        'frame-ancestors *',
      ]),
    );
    expect(csp).not.toContain('allow-same-origin');
    expect(csp).not.toContain('connect-src');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBeUndefined();
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(response.text).toContain(JSON.stringify(END_CARD_FRAME_MESSAGE));
    expect(response.text).toContain('event.source !== parent');
    // A click on the card's links is told to the player, nothing else of the card.
    expect(response.text).toContain(JSON.stringify(END_CARD_FRAME_CLICK_MESSAGE));
  });
});
