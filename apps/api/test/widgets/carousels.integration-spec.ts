import {
  CAROUSEL_MOMENTS_MAX,
  CarouselMessages,
  ErrorCode,
  LimitKind,
  maxLengthMessage,
  OrganizationRole,
  planLimitExceededMessage,
  SubscriptionPlan,
  ValidationMessages,
  VideoStatus,
} from '@framehouse/domain';
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { CarouselMoment } from '../../src/modules/widgets/carousels/carousel-moment.entity';
import { Carousel } from '../../src/modules/widgets/carousels/carousel.entity';
import { DELETE_MOMENT, TOGGLE_MOMENT } from '../moments/moment-support';
import { errorCode, payloadError, validationFailure, type PayloadError } from '../support/fixtures';
import { addMember, ME, registerOwner, type Member, type Owner } from '../support/flows';
import { defaultStorageDriver, DELETE, setPlan, startVideoApp } from '../videos/video-support';
import type { TestApp } from '../support/test-app';
import { mutate } from '../overlays/overlays-support';
import {
  CAROUSEL_MOMENTS,
  CAROUSELS,
  CREATE_CAROUSEL,
  CREATE_PRESET,
  DELETE_CAROUSEL,
  publishOnOwnPages,
  PUBLISH_WIDGET,
  UPDATE_CAROUSEL,
  videoWithMoments,
  type CarouselView,
  type PresetView,
} from './widgets-support';

type CarouselPayload = { carousel: CarouselView | null };

interface CarouselMomentView {
  id: string;
  title: string;
  thumbnailUrl: string | null;
  timeRange: { start: number; end: number };
  inCarousel: boolean;
  isPublished: boolean;
  video: { id: string; title: string };
}

interface ListView<T> {
  nodes: T[];
  totalCount: number;
  pageInfo: { totalPages: number; pageNumber: number; pageSize: number; hasNextPage: boolean };
}

/** Carousel widgets (overlays-distribution §3, §5, §7) and publishWidget (video-area §3) through the real API. */
describe('carousels', () => {
  let t: TestApp;
  let owner: Owner;
  let curator: Member;
  let other: Owner;
  let video: { videoId: string; momentIds: string[] };
  let otherMoment: string;

  const create = (carousel: Record<string, unknown>, token = owner.token) =>
    mutate<CarouselPayload>(t, CREATE_CAROUSEL, { carousel }, token);
  const update = (
    id: string,
    carousel: Record<string, unknown>,
    carouselStyle?: Record<string, unknown>,
    token = owner.token,
  ) => mutate<CarouselPayload>(t, UPDATE_CAROUSEL, { id, carousel, carouselStyle }, token);
  const createCarousel = async (name = 'Homepage', token = owner.token) => {
    const created = await create({ name }, token);
    expect(created.errors).toEqual([]);
    return created.carousel as CarouselView;
  };
  const list = async (variables: Record<string, unknown> = {}, token = owner.token) => {
    const response = await t.gql<{ carousels: ListView<CarouselView> }>(CAROUSELS, variables, token);
    expect(response.errors).toBeUndefined();
    return response.data.carousels;
  };
  const read = async (id: string, token = owner.token) => (await list({ id }, token)).nodes[0] ?? null;
  const pickable = async (variables: Record<string, unknown>, token = owner.token) => {
    const response = await t.gql<{ carouselMoments: ListView<CarouselMomentView> }>(
      CAROUSEL_MOMENTS,
      variables,
      token,
    );
    expect(response.errors).toBeUndefined();
    return response.data.carouselMoments;
  };
  const rows = () => t.app.get(DataSource).getRepository(Carousel);

  beforeAll(async () => {
    t = await startVideoApp(defaultStorageDriver());
    owner = await registerOwner(t, { organizationName: 'Widgets' });
    await setPlan(t, owner.organizationId, SubscriptionPlan.UNLIMITED);
    curator = await addMember(t, owner, OrganizationRole.CURATOR);
    other = await registerOwner(t, { organizationName: 'Others' });
    await setPlan(t, other.organizationId, SubscriptionPlan.UNLIMITED);
    video = await videoWithMoments(t, owner.token, ['Goal', 'Save', 'Corner', 'Penalty']);
    otherMoment = (await videoWithMoments(t, other.token, ['Theirs'])).momentIds[0]!;
  });
  afterAll(() => t.close());

  describe('createCarousel', () => {
    it("creates a carousel from its trimmed name, light in the primary colour, with the organization's widget key", async () => {
      const carousel = await createCarousel('  Homepage  ');
      const me = await t.gql<{ me: { organization: { widgetApiKey: { key: string } } } }>(
        ME,
        {},
        owner.token,
      );
      expect(carousel).toEqual({
        id: expect.any(String),
        publicId: expect.stringMatching(/^[A-Za-z0-9_-]{16}$/),
        name: 'Homepage',
        title: '',
        description: '',
        created: expect.any(String),
        apiKey: me.data.me.organization.widgetApiKey.key,
        momentsCount: 0,
        googleAnalyticsTrackingId: null,
        googleAnalytics4MeasurementId: null,
        style: { mainColor: '#CE0000', colorTheme: 'LIGHT' },
        moments: [],
        preset: null,
      });
      expect(await read(carousel.id)).toEqual(carousel);
    });

    it.each([
      ['empty', '', ValidationMessages.nameEmpty],
      ['blank', '   ', ValidationMessages.nameEmpty],
      ['left out', undefined, ValidationMessages.nameEmpty],
      ['over 256 characters', 'x'.repeat(257), maxLengthMessage(256)],
    ])('refuses a name %s and writes nothing', async (_case, name, message) => {
      const before = await rows().count();
      expect(await create(name === undefined ? {} : { name })).toEqual({
        carousel: null,
        errors: [validationFailure('name', message)],
      });
      expect(await rows().count()).toBe(before);
    });
  });

  describe('carousels', () => {
    it('lists newest first, searches by name, orders by name and pages', async () => {
      const org = await registerOwner(t);
      await setPlan(t, org.organizationId, SubscriptionPlan.UNLIMITED);
      for (const name of ['Beta', 'alpha', 'Gamma']) await createCarousel(name, org.token);
      expect((await list({}, org.token)).nodes.map((c) => c.name)).toEqual(['Gamma', 'alpha', 'Beta']);
      expect((await list({ orderBy: 'name' }, org.token)).nodes.map((c) => c.name)).toEqual([
        'alpha',
        'Beta',
        'Gamma',
      ]);
      expect((await list({ orderBy: '-name' }, org.token)).nodes.map((c) => c.name)).toEqual([
        'Gamma',
        'Beta',
        'alpha',
      ]);
      const found = await list({ search: 'ALP' }, org.token);
      expect([found.totalCount, found.nodes.map((c) => c.name)]).toEqual([1, ['alpha']]);
      const paged = await list({ pageSize: 25, page: 1 }, org.token);
      expect(paged.pageInfo).toEqual({ totalPages: 1, pageNumber: 1, pageSize: 25, hasNextPage: false });
    });

    it('answers one carousel by id, and an empty list for an unknown, malformed or foreign id', async () => {
      const carousel = await createCarousel('By id');
      expect((await list({ id: carousel.id })).nodes.map((c) => c.id)).toEqual([carousel.id]);
      const theirs = await createCarousel('Theirs', other.token);
      for (const id of [randomUUID(), 'not-a-uuid', theirs.id]) {
        expect(await list({ id })).toMatchObject({ nodes: [], totalCount: 0 });
      }
    });

    it('refuses an unknown order field and a page size other than 25, 50, 100', async () => {
      const badOrder = await t.gql(CAROUSELS, { orderBy: 'publicId' }, owner.token);
      expect(errorCode(badOrder)).toBe(ErrorCode.VALIDATION_ERROR);
      const badSize = await t.gql(CAROUSELS, { pageSize: 7 }, owner.token);
      expect(errorCode(badSize)).toBe(ErrorCode.VALIDATION_ERROR);
    });
  });

  describe('updateCarousel', () => {
    it('saves the texts, the moments in order, the GA ids and the style', async () => {
      const carousel = await createCarousel('Full');
      const [goal, save, corner] = video.momentIds as [string, string, string];
      const updated = await update(
        carousel.id,
        {
          title: '  Best of  ',
          description: 'The season in moments',
          moments: [corner, goal, save],
          googleAnalyticsTrackingId: ' UA-1234567-1 ',
          googleAnalytics4MeasurementId: 'G-ABC1234',
        },
        { mainColor: '#00ff00', colorTheme: 'DARK' },
      );
      expect(updated.errors).toEqual([]);
      expect(updated.carousel).toMatchObject({
        name: 'Full',
        title: 'Best of',
        description: 'The season in moments',
        moments: [corner, goal, save],
        momentsCount: 3,
        googleAnalyticsTrackingId: 'UA-1234567-1',
        googleAnalytics4MeasurementId: 'G-ABC1234',
        style: { mainColor: '#00ff00', colorTheme: 'DARK' },
      });
      expect(await read(carousel.id)).toEqual(updated.carousel);
    });

    it('keeps what the input leaves out; an empty GA id clears it', async () => {
      const carousel = await createCarousel('Partial');
      const first = await update(
        carousel.id,
        { title: 'Kept', moments: [video.momentIds[0]], googleAnalytics4MeasurementId: 'G-KEEP1' },
        { mainColor: '#123' },
      );
      expect(first.errors).toEqual([]);
      const second = await update(carousel.id, { description: 'Added', googleAnalytics4MeasurementId: '' });
      expect(second.errors).toEqual([]);
      expect(second.carousel).toMatchObject({
        name: 'Partial',
        title: 'Kept',
        description: 'Added',
        moments: [video.momentIds[0]],
        googleAnalytics4MeasurementId: null,
        style: { mainColor: '#123', colorTheme: 'LIGHT' },
      });
      // An empty list takes every moment out.
      expect((await update(carousel.id, { moments: [] })).carousel).toMatchObject({
        moments: [],
        momentsCount: 0,
      });
    });

    it('answers every broken rule of §5 at once and writes nothing', async () => {
      const carousel = await createCarousel('Strict');
      expect((await update(carousel.id, { title: 'Before', moments: [video.momentIds[0]] })).errors).toEqual(
        [],
      );
      const refused = await update(
        carousel.id,
        {
          name: ' ',
          title: 't'.repeat(257),
          description: 'd'.repeat(5001),
          moments: [video.momentIds[1], video.momentIds[1]],
          googleAnalyticsTrackingId: 'UA-123',
          googleAnalytics4MeasurementId: 'GA-1234',
        },
        { mainColor: 'red' },
      );
      expect(refused).toEqual({
        carousel: null,
        errors: [
          validationFailure('name', ValidationMessages.nameEmpty),
          validationFailure('title', maxLengthMessage(256)),
          validationFailure('description', maxLengthMessage(5000)),
          validationFailure('moments', CarouselMessages.momentTwice),
          validationFailure('mainColor', ValidationMessages.invalidHexColor),
          validationFailure('googleAnalyticsTrackingId', 'Provided ID must match UA-XXXXXX-X format'),
          validationFailure('googleAnalytics4MeasurementId', 'Provided ID must match G-XXXXXXX format'),
        ],
      });
      expect(await read(carousel.id)).toMatchObject({
        name: 'Strict',
        title: 'Before',
        moments: [video.momentIds[0]],
        style: { mainColor: '#CE0000' },
      });
    });

    it('accepts the longest title and description and refuses more than 100 moments', async () => {
      const carousel = await createCarousel('Limits');
      const longest = await update(carousel.id, { title: 't'.repeat(256), description: 'd'.repeat(5000) });
      expect(longest.errors).toEqual([]);
      const tooMany = Array.from({ length: CAROUSEL_MOMENTS_MAX + 1 }, () => randomUUID());
      expect((await update(carousel.id, { moments: tooMany })).errors).toEqual([
        validationFailure('moments', CarouselMessages.tooManyMoments),
      ]);
    });

    it("answers NOT_FOUND for another organization's, an unknown or a malformed moment, and writes nothing", async () => {
      const carousel = await createCarousel('Own moments only');
      expect((await update(carousel.id, { moments: [video.momentIds[2]] })).errors).toEqual([]);
      for (const stranger of [otherMoment, randomUUID(), 'not-a-uuid']) {
        const refused = await update(carousel.id, {
          title: 'Changed',
          moments: [video.momentIds[0], stranger],
        });
        expect(refused).toEqual({ carousel: null, errors: [payloadError(ErrorCode.NOT_FOUND, 'moments')] });
      }
      expect(await read(carousel.id)).toMatchObject({ title: '', moments: [video.momentIds[2]] });
    });

    it("answers NOT_FOUND for another organization's carousel and leaves it as it was", async () => {
      const theirs = await createCarousel('Theirs', other.token);
      for (const id of [theirs.id, randomUUID(), 'nope']) {
        expect(await update(id, { title: 'Hijacked' })).toEqual({
          carousel: null,
          errors: [payloadError(ErrorCode.NOT_FOUND, 'id')],
        });
      }
      expect(await read(theirs.id, other.token)).toMatchObject({ title: '' });
    });

    it("names an own preset (its id and name), null for none; another organization's preset is NOT_FOUND", async () => {
      const carousel = await createCarousel('With preset');
      const preset = await mutate<{ widgetPreset: PresetView }>(
        t,
        CREATE_PRESET,
        { widgetPreset: { name: 'Dark brand' } },
        owner.token,
      );
      const theirs = await mutate<{ widgetPreset: PresetView }>(
        t,
        CREATE_PRESET,
        { widgetPreset: { name: 'Theirs' } },
        other.token,
      );
      const named = await update(carousel.id, { presetId: preset.widgetPreset.id });
      expect(named.carousel?.preset).toEqual({ id: preset.widgetPreset.id, name: 'Dark brand' });
      expect(await update(carousel.id, { presetId: theirs.widgetPreset.id, title: 'x' })).toEqual({
        carousel: null,
        errors: [payloadError(ErrorCode.NOT_FOUND, 'presetId')],
      });
      expect((await read(carousel.id))?.preset).toEqual({ id: preset.widgetPreset.id, name: 'Dark brand' });
      expect((await update(carousel.id, { presetId: null })).carousel?.preset).toBeNull();
    });
  });

  describe('deleteCarousel', () => {
    it('deletes the carousel and its places; a second delete and a foreign id answer NOT_FOUND', async () => {
      const carousel = await createCarousel('Doomed');
      await update(carousel.id, { moments: video.momentIds.slice(0, 2) });
      const theirs = await createCarousel('Theirs', other.token);
      expect(await mutate(t, DELETE_CAROUSEL, { id: theirs.id }, owner.token)).toEqual({
        deletedId: null,
        errors: [payloadError(ErrorCode.NOT_FOUND, 'id')],
      });
      expect(await read(theirs.id, other.token)).not.toBeNull();
      expect(await mutate(t, DELETE_CAROUSEL, { id: carousel.id }, owner.token)).toEqual({
        deletedId: carousel.id,
        errors: [],
      });
      expect(await read(carousel.id)).toBeNull();
      const places = await t.app
        .get(DataSource)
        .getRepository(CarouselMoment)
        .countBy({ carouselId: carousel.id });
      expect(places).toBe(0);
      expect(await mutate(t, DELETE_CAROUSEL, { id: carousel.id }, owner.token)).toEqual({
        deletedId: null,
        errors: [payloadError(ErrorCode.NOT_FOUND, 'id')],
      });
    });
  });

  describe('carouselMoments and inCarousel', () => {
    it("lists the carousel's moments first in its order, then the organization's visible ones newest first", async () => {
      const org = await registerOwner(t);
      await setPlan(t, org.organizationId, SubscriptionPlan.UNLIMITED);
      const own = await videoWithMoments(t, org.token, ['One', 'Two', 'Three', 'Four']);
      const [one, two, three, four] = own.momentIds as [string, string, string, string];
      const carousel = await createCarousel('Picker', org.token);
      await update(carousel.id, { moments: [three, one] }, undefined, org.token);
      // A hidden moment is not offered, unless the carousel holds it (so that it can be taken out).
      const hidden = await mutate<{ errors: PayloadError[] }>(
        t,
        TOGGLE_MOMENT,
        { ids: [four, one], action: 'DISABLE' },
        org.token,
      );
      expect(hidden.errors).toEqual([]);
      const page = await pickable({ carouselId: carousel.id }, org.token);
      expect(page.nodes.map((m) => [m.title, m.inCarousel])).toEqual([
        ['Three', true],
        ['One', true],
        ['Two', false],
      ]);
      expect(page.totalCount).toBe(3);
      expect(page.nodes[0]).toEqual({
        id: three,
        title: 'Three',
        thumbnailUrl: expect.any(String),
        timeRange: { start: 20_000, end: 28_000 },
        inCarousel: true,
        isPublished: false,
        video: { id: own.videoId, title: expect.any(String) },
      });
      const searched = await pickable({ carouselId: carousel.id, search: 'tw' }, org.token);
      expect(searched.nodes.map((m) => m.id)).toEqual([two]);
      const second = await pickable({ carouselId: carousel.id, pageSize: 2, page: 2 }, org.token);
      expect([second.nodes.map((m) => m.id), second.pageInfo.pageNumber]).toEqual([[two], 2]);
      // Published: isPublished says it shows in the widget.
      await publishOnOwnPages(t, org.token, own.videoId);
      const published = await pickable({ carouselId: carousel.id }, org.token);
      expect(published.nodes.map((m) => m.isPublished)).toEqual([true, false, true]);
    });

    it("answers NOT_FOUND for another organization's carousel", async () => {
      const theirs = await createCarousel('Theirs', other.token);
      for (const carouselId of [theirs.id, randomUUID(), 'x']) {
        const response = await t.gql(CAROUSEL_MOMENTS, { carouselId }, owner.token);
        expect(errorCode(response)).toBe(ErrorCode.NOT_FOUND);
      }
    });

    it('Moment.inCarousel is true while the moment is in any carousel of its organization', async () => {
      const org = await registerOwner(t);
      await setPlan(t, org.organizationId, SubscriptionPlan.UNLIMITED);
      const own = await videoWithMoments(t, org.token, ['In', 'Out']);
      const inCarousel = async () => {
        const response = await t.gql<{ moments: { nodes: Array<{ title: string; inCarousel: boolean }> } }>(
          `query { moments(orderBy: "title") { nodes { title inCarousel } } }`,
          {},
          org.token,
        );
        expect(response.errors).toBeUndefined();
        return response.data.moments.nodes.map((m) => [m.title, m.inCarousel]);
      };
      expect(await inCarousel()).toEqual([
        ['In', false],
        ['Out', false],
      ]);
      const first = await createCarousel('First', org.token);
      const second = await createCarousel('Second', org.token);
      await update(first.id, { moments: [own.momentIds[0]] }, undefined, org.token);
      await update(second.id, { moments: [own.momentIds[0]] }, undefined, org.token);
      expect(await inCarousel()).toEqual([
        ['In', true],
        ['Out', false],
      ]);
      await mutate(t, DELETE_CAROUSEL, { id: first.id }, org.token);
      expect(await inCarousel()).toEqual([
        ['In', true],
        ['Out', false],
      ]);
      await update(second.id, { moments: [own.momentIds[1]] }, undefined, org.token);
      expect(await inCarousel()).toEqual([
        ['In', false],
        ['Out', true],
      ]);
    });

    it('reads a page of moments with inCarousel, and of carousels with their moments and preset, in as many queries whatever its length', async () => {
      const org = await registerOwner(t);
      await setPlan(t, org.organizationId, SubscriptionPlan.UNLIMITED);
      // Only the widget tables' queries: nothing else of the app touches them.
      const widgetQueries = async () => {
        const spy = jest.spyOn(Client.prototype, 'query');
        try {
          const read = await t.gql<{ moments: { totalCount: number }; carousels: { totalCount: number } }>(
            `query {
              moments(pageSize: 100) { totalCount nodes { id inCarousel } }
              carousels(pageSize: 100) { totalCount nodes { id moments momentsCount preset { id name } } }
            }`,
            {},
            org.token,
          );
          expect(read.errors).toBeUndefined();
          const texts = spy.mock.calls.map(([query]) => (typeof query === 'string' ? query : ''));
          return {
            listed: [read.data.moments.totalCount, read.data.carousels.totalCount],
            queries: texts.filter((text) => /"(carousels|carousel_moments|widget_presets)"/.test(text))
              .length,
          };
        } finally {
          spy.mockRestore();
        }
      };
      const preset = await mutate<{ widgetPreset: PresetView }>(
        t,
        CREATE_PRESET,
        { widgetPreset: { name: 'Preset' } },
        org.token,
      );
      const first = await videoWithMoments(t, org.token, ['One']);
      const carousel = await createCarousel('First', org.token);
      await update(
        carousel.id,
        { moments: first.momentIds, presetId: preset.widgetPreset.id },
        undefined,
        org.token,
      );
      const one = await widgetQueries();
      const more = await videoWithMoments(t, org.token, ['Two', 'Three', 'Four']);
      for (const name of ['Second', 'Third']) {
        const next = await createCarousel(name, org.token);
        await update(
          next.id,
          { moments: more.momentIds, presetId: preset.widgetPreset.id },
          undefined,
          org.token,
        );
      }
      const many = await widgetQueries();
      expect([one.listed, many.listed]).toEqual([
        [1, 1],
        [4, 3],
      ]);
      expect(many.queries).toBe(one.queries);
    });

    it('a deleted moment, or the video of one, leaves every carousel', async () => {
      const own = await videoWithMoments(t, owner.token, ['Stays', 'Goes']);
      const elsewhere = await videoWithMoments(t, owner.token, ['Gone with its video']);
      const carousel = await createCarousel('Shrinking');
      await update(carousel.id, { moments: [...own.momentIds, ...elsewhere.momentIds] });
      const deleted = await mutate<{ errors: PayloadError[] }>(
        t,
        DELETE_MOMENT,
        { id: own.momentIds[1] },
        owner.token,
      );
      expect(deleted.errors).toEqual([]);
      expect(await read(carousel.id)).toMatchObject({
        moments: [own.momentIds[0], elsewhere.momentIds[0]],
        momentsCount: 2,
      });
      const removed = await mutate<{ errors: PayloadError[] }>(
        t,
        DELETE,
        { id: elsewhere.videoId },
        owner.token,
      );
      expect(removed.errors).toEqual([]);
      expect(await read(carousel.id)).toMatchObject({ moments: [own.momentIds[0]], momentsCount: 1 });
    });
  });

  describe('publishWidget', () => {
    it("publishes a draft video on the organization's own pages, and answers a live one as it is", async () => {
      const own = await videoWithMoments(t, owner.token, ['Embed me']);
      const first = await mutate<{ video: { id: string; status: string } }>(
        t,
        PUBLISH_WIDGET,
        { id: own.videoId },
        owner.token,
      );
      expect(first).toEqual({ video: { id: own.videoId, status: VideoStatus.PUBLISHED }, errors: [] });
      const again = await mutate(t, PUBLISH_WIDGET, { id: own.videoId }, owner.token);
      expect(again).toEqual({ video: { id: own.videoId, status: VideoStatus.PUBLISHED }, errors: [] });
    });

    it("refuses a curator (PUBLISH_VIDEO), another organization's video and a video not processed yet", async () => {
      const own = await videoWithMoments(t, owner.token, []);
      expect(await mutate(t, PUBLISH_WIDGET, { id: own.videoId }, curator.token)).toEqual({
        video: null,
        errors: [payloadError(ErrorCode.PERMISSIONS_ERROR)],
      });
      const theirs = await videoWithMoments(t, other.token, []);
      expect(await mutate(t, PUBLISH_WIDGET, { id: theirs.videoId }, owner.token)).toEqual({
        video: null,
        errors: [payloadError(ErrorCode.NOT_FOUND, 'id')],
      });
      const processing = await videoWithMoments(t, owner.token, []);
      await t.app
        .get(DataSource)
        .query(`UPDATE "videos" SET "status" = 'PROCESSING' WHERE "id" = $1`, [processing.videoId]);
      const refused = await mutate<{ video: unknown }>(
        t,
        PUBLISH_WIDGET,
        { id: processing.videoId },
        owner.token,
      );
      expect(refused.video).toBeNull();
      expect(refused.errors[0]?.name).toBe(ErrorCode.INCORRECT_VIDEO_STATUS);
    });
  });

  describe('permissions and limits', () => {
    it('a curator creates, changes and deletes carousels', async () => {
      const carousel = await createCarousel('By a curator', curator.token);
      expect((await update(carousel.id, { title: 'Curated' }, undefined, curator.token)).errors).toEqual([]);
      expect((await pickable({ carouselId: carousel.id }, curator.token)).totalCount).toBeGreaterThan(0);
      expect((await mutate(t, DELETE_CAROUSEL, { id: carousel.id }, curator.token)).errors).toEqual([]);
    });

    it('a member without the carousel permissions (a D2C plan) gets PERMISSIONS_ERROR and changes nothing', async () => {
      const d2c = await registerOwner(t);
      const carousel = await createCarousel('Before D2C', d2c.token);
      await setPlan(t, d2c.organizationId, SubscriptionPlan.D2C_TRIAL);
      const refused = [payloadError(ErrorCode.PERMISSIONS_ERROR)];
      expect((await create({ name: 'x' }, d2c.token)).errors).toEqual(refused);
      expect((await update(carousel.id, { title: 'x' }, undefined, d2c.token)).errors).toEqual(refused);
      expect((await mutate(t, DELETE_CAROUSEL, { id: carousel.id }, d2c.token)).errors).toEqual(refused);
      expect(errorCode(await t.gql(CAROUSELS, {}, d2c.token))).toBe(ErrorCode.PERMISSIONS_ERROR);
      expect(errorCode(await t.gql(CAROUSEL_MOMENTS, { carouselId: carousel.id }, d2c.token))).toBe(
        ErrorCode.PERMISSIONS_ERROR,
      );
      expect(await rows().findOneBy({ id: carousel.id })).toMatchObject({ title: '' });
    });

    it('a TRIAL organization holds 1 carousel (WIDGETS_CAROUSEL_LIMIT), then PLAN_LIMIT_EXCEEDED; deleting it makes room', async () => {
      const trial = await registerOwner(t);
      const first = await createCarousel('Only one', trial.token);
      expect(await create({ name: 'One too many' }, trial.token)).toEqual({
        carousel: null,
        errors: [
          payloadError(
            ErrorCode.PLAN_LIMIT_EXCEEDED,
            null,
            planLimitExceededMessage(LimitKind.WIDGETS_CAROUSEL_LIMIT),
          ),
        ],
      });
      expect(await rows().countBy({ organizationId: trial.organizationId })).toBe(1);
      const usage = await t.gql<{
        me: {
          organization: {
            subscription: { limitsUsage: Array<{ limit: { limit: string; value: number }; value: number }> };
          };
        };
      }>(
        `query { me { organization { subscription { limitsUsage { limit { limit value } value } } } } }`,
        {},
        trial.token,
      );
      expect(
        usage.data.me.organization.subscription.limitsUsage.find(
          (entry) => entry.limit.limit === LimitKind.WIDGETS_CAROUSEL_LIMIT,
        ),
      ).toEqual({ limit: { limit: LimitKind.WIDGETS_CAROUSEL_LIMIT, value: 1 }, value: 1 });
      expect((await mutate(t, DELETE_CAROUSEL, { id: first.id }, trial.token)).errors).toEqual([]);
      expect((await create({ name: 'Room again' }, trial.token)).errors).toEqual([]);
    });
  });
});
