import {
  ColorTheme,
  ContextMessages,
  DEFAULT_WIDGET_OPTIONS,
  ErrorCode,
  publicMomentPath,
  publicPosterPath,
  publicWidgetDataPath,
  SubscriptionPlan,
  type PublicWidgetData,
} from '@framehouse/domain';
import { TOGGLE_MOMENT } from '../moments/moment-support';
import { CREATE_END_CARD, headline, mutate, type EndCardView } from '../overlays/overlays-support';
import { call, UNPUBLISH_VIDEO } from '../publishing/publishing-support';
import type { PayloadError } from '../support/fixtures';
import { registerOwner, type Owner } from '../support/flows';
import type { TestApp } from '../support/test-app';
import { defaultStorageDriver, setPlan, startVideoApp } from '../videos/video-support';
import {
  CREATE_CAROUSEL,
  CREATE_PRESET,
  publishOnOwnPages,
  UPDATE_CAROUSEL,
  videoWithMoments,
  type CarouselView,
  type PresetView,
} from './widgets-support';

/** GET /p/api/widget/{publicId}?key= (overlays-distribution §2, §4): what the widget script shows. */
describe('the public widget data', () => {
  let t: TestApp;
  let owner: Owner;
  let publicUrl: string;

  beforeAll(async () => {
    t = await startVideoApp(defaultStorageDriver());
    owner = await registerOwner(t, { organizationName: 'Widget site' });
    await setPlan(t, owner.organizationId, SubscriptionPlan.UNLIMITED);
    publicUrl = t.config.publicUrl;
  });
  afterAll(() => t.close());

  const newCarousel = async (changes: Record<string, unknown>, style?: Record<string, unknown>) => {
    const created = await mutate<{ carousel: CarouselView }>(
      t,
      CREATE_CAROUSEL,
      { carousel: { name: 'Site widget' } },
      owner.token,
    );
    const updated = await mutate<{ carousel: CarouselView }>(
      t,
      UPDATE_CAROUSEL,
      { id: created.carousel.id, carousel: changes, carouselStyle: style },
      owner.token,
    );
    expect(updated.errors).toEqual([]);
    return updated.carousel;
  };
  const fetchWidget = (carousel: Pick<CarouselView, 'publicId' | 'apiKey'>) =>
    t.http.get(publicWidgetDataPath(carousel.publicId, carousel.apiKey));
  const widgetData = async (carousel: CarouselView) => {
    const response = await fetchWidget(carousel);
    expect(response.status).toBe(200);
    return response.body as PublicWidgetData;
  };

  it("shows only the moments public now, in the carousel's order, with the carousel's texts, style and GA ids", async () => {
    const live = await videoWithMoments(t, owner.token, ['Kick-off', 'Goal', 'Hidden']);
    const draft = await videoWithMoments(t, owner.token, ['Not published']);
    await publishOnOwnPages(t, owner.token, live.videoId);
    const [kickOff, goal, hidden] = live.momentIds as [string, string, string];
    const toggled = await mutate<{ errors: PayloadError[] }>(
      t,
      TOGGLE_MOMENT,
      { id: hidden, action: 'DISABLE' },
      owner.token,
    );
    expect(toggled.errors).toEqual([]);
    const carousel = await newCarousel(
      {
        title: 'Highlights',
        description: 'The best of the match',
        moments: [goal, draft.momentIds[0], hidden, kickOff],
        googleAnalytics4MeasurementId: 'G-SITE1234',
      },
      { mainColor: '#F00223', colorTheme: 'DARK' },
    );
    const response = await fetchWidget(carousel);
    expect(response.status).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(response.headers['set-cookie']).toBeUndefined();
    const moment = (id: string, title: string) => ({
      id,
      videoId: live.videoId,
      title,
      description: '',
      thumbnailUrl: `${publicUrl}${publicPosterPath('moment', id)}`,
      durationMs: 8000,
      pageUrl: `${publicUrl}${publicMomentPath(id)}`,
    });
    expect(response.body).toEqual({
      id: carousel.publicId,
      title: 'Highlights',
      description: 'The best of the match',
      style: { colorTheme: ColorTheme.DARK, mainColor: '#F00223' },
      googleAnalyticsTrackingId: null,
      googleAnalytics4MeasurementId: 'G-SITE1234',
      options: DEFAULT_WIDGET_OPTIONS,
      endCard: null,
      moments: [moment(goal, 'Goal'), moment(kickOff, 'Kick-off')],
    } satisfies PublicWidgetData);
  });

  it('a moment leaves when its video is unpublished, and comes back when it is published again', async () => {
    const first = await videoWithMoments(t, owner.token, ['Stays']);
    const second = await videoWithMoments(t, owner.token, ['Leaves']);
    await publishOnOwnPages(t, owner.token, first.videoId);
    await publishOnOwnPages(t, owner.token, second.videoId);
    const carousel = await newCarousel({ moments: [...second.momentIds, ...first.momentIds] });
    expect((await widgetData(carousel)).moments.map((m) => m.title)).toEqual(['Leaves', 'Stays']);
    const unpublished = await call(t, UNPUBLISH_VIDEO, { videoId: second.videoId }, owner.token);
    expect(unpublished.errors).toEqual([]);
    expect((await widgetData(carousel)).moments.map((m) => m.title)).toEqual(['Stays']);
    await publishOnOwnPages(t, owner.token, second.videoId);
    expect((await widgetData(carousel)).moments.map((m) => m.title)).toEqual(['Leaves', 'Stays']);
  });

  it("shows the preset's end card after each moment, as the player draws it", async () => {
    const card = await mutate<{ endCard: EndCardView }>(
      t,
      CREATE_END_CARD,
      { endCard: { name: 'Subscribe', headline: headline('Follow us'), watchNextButtonVisible: true } },
      owner.token,
    );
    const preset = await mutate<{ widgetPreset: PresetView }>(
      t,
      CREATE_PRESET,
      { widgetPreset: { name: 'With card', endCardId: card.endCard.id } },
      owner.token,
    );
    const carousel = await newCarousel({ presetId: preset.widgetPreset.id });
    const data = await widgetData(carousel);
    expect(data.endCard).toMatchObject({
      kind: 'builder',
      id: card.endCard.id,
      design: { headline: { text: 'Follow us' } },
      watchNextButtonVisible: true,
    });
    const custom = await mutate<{ endCard: EndCardView }>(
      t,
      CREATE_END_CARD,
      { endCard: { name: 'Code', customCode: '<p>Bye</p>' } },
      owner.token,
    );
    const codePreset = await mutate<{ widgetPreset: PresetView }>(
      t,
      CREATE_PRESET,
      { widgetPreset: { name: 'Code card', endCardId: custom.endCard.id } },
      owner.token,
    );
    const coded = await newCarousel({ presetId: codePreset.widgetPreset.id });
    expect((await widgetData(coded)).endCard).toMatchObject({ kind: 'custom', id: custom.endCard.id });
  });

  it('answers 404 with the error contract for a wrong or missing key, an unknown widget and a deleted one', async () => {
    const carousel = await newCarousel({ title: 'Secret' });
    const other = await registerOwner(t);
    const otherKey = (
      await t.gql<{ me: { organization: { widgetApiKey: { key: string } } } }>(
        `query { me { organization { widgetApiKey { key } } } }`,
        {},
        other.token,
      )
    ).data.me.organization.widgetApiKey.key;
    const notFound = {
      errors: [{ name: ErrorCode.NOT_FOUND, field: null, messages: [ContextMessages.mediaNotFound] }],
    };
    const refusals = [
      publicWidgetDataPath(carousel.publicId, otherKey),
      publicWidgetDataPath(carousel.publicId, ''),
      `/p/api/widget/${carousel.publicId}`,
      `/p/api/widget/${carousel.publicId}?key=${carousel.apiKey}&key=${carousel.apiKey}`,
      publicWidgetDataPath('no-such-widget', carousel.apiKey),
      publicWidgetDataPath('x'.repeat(500), carousel.apiKey),
    ];
    for (const path of refusals) {
      const response = await t.http.get(path);
      expect([path, response.status]).toEqual([path, 404]);
      expect(response.body).toEqual(notFound);
      expect(response.headers['access-control-allow-origin']).toBe('*');
    }
    await mutate(
      t,
      `mutation($id: ID!) { deleteCarousel(id: $id) { deletedId errors { name } } }`,
      { id: carousel.id },
      owner.token,
    );
    expect((await fetchWidget(carousel)).status).toBe(404);
  });
});
