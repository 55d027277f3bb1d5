import {
  ErrorCode,
  LimitKind,
  maxLengthMessage,
  OrganizationRole,
  planLimitExceededMessage,
  SubscriptionPlan,
  ValidationMessages,
} from '@framehouse/domain';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { WidgetPreset } from '../../src/modules/widgets/presets/widget-preset.entity';
import { CREATE_END_CARD, DELETE_END_CARD, mutate, type EndCardView } from '../overlays/overlays-support';
import { errorCode, payloadError, validationFailure } from '../support/fixtures';
import { addMember, registerOwner, type Member, type Owner } from '../support/flows';
import { startTestApp, type TestApp } from '../support/test-app';
import { setPlan } from '../videos/video-support';
import {
  CAROUSELS,
  CREATE_CAROUSEL,
  CREATE_PRESET,
  DELETE_PRESET,
  UPDATE_CAROUSEL,
  UPDATE_PRESET,
  WIDGET_PRESET_BY_ID,
  WIDGET_PRESETS,
  type CarouselView,
  type PresetView,
} from './widgets-support';

type PresetPayload = { widgetPreset: PresetView | null };

/** Widget presets (overlays-distribution §3, §5, §7) through the real API. */
describe('widget presets', () => {
  let t: TestApp;
  let owner: Owner;
  let curator: Member;
  let other: Owner;
  let endCard: { id: string; name: string };
  let otherEndCard: string;

  const create = (
    widgetPreset: Record<string, unknown>,
    style?: Record<string, unknown>,
    token = owner.token,
  ) => mutate<PresetPayload>(t, CREATE_PRESET, { widgetPreset, style }, token);
  const update = (
    id: string,
    widgetPreset?: Record<string, unknown>,
    style?: Record<string, unknown>,
    token = owner.token,
  ) => mutate<PresetPayload>(t, UPDATE_PRESET, { id, widgetPreset, style }, token);
  const createPreset = async (widgetPreset: Record<string, unknown> = {}, token = owner.token) => {
    const created = await create({ name: 'Preset', ...widgetPreset }, undefined, token);
    expect(created.errors).toEqual([]);
    return created.widgetPreset as PresetView;
  };
  const read = async (id: string, token = owner.token) =>
    (await t.gql<{ widgetPresetById: PresetView | null }>(WIDGET_PRESET_BY_ID, { id }, token)).data
      ?.widgetPresetById ?? null;
  const list = async (variables: Record<string, unknown> = {}, token = owner.token) => {
    const response = await t.gql<{
      widgetPresets: { nodes: PresetView[]; totalCount: number; pageInfo: { pageSize: number } };
    }>(WIDGET_PRESETS, variables, token);
    expect(response.errors).toBeUndefined();
    return response.data.widgetPresets;
  };
  const rows = () => t.app.get(DataSource).getRepository(WidgetPreset);
  const makeEndCard = async (name: string, token: string) => {
    const created = await mutate<{ endCard: EndCardView }>(
      t,
      CREATE_END_CARD,
      { endCard: { name, customCode: '<p>Thanks</p>' } },
      token,
    );
    expect(created.errors).toEqual([]);
    return { id: created.endCard.id, name: created.endCard.name };
  };

  beforeAll(async () => {
    t = await startTestApp();
    owner = await registerOwner(t);
    await setPlan(t, owner.organizationId, SubscriptionPlan.UNLIMITED);
    curator = await addMember(t, owner, OrganizationRole.CURATOR);
    other = await registerOwner(t);
    await setPlan(t, other.organizationId, SubscriptionPlan.UNLIMITED);
    endCard = await makeEndCard('Thanks', owner.token);
    otherEndCard = (await makeEndCard('Theirs', other.token)).id;
  });
  afterAll(() => t.close());

  describe('createWidgetPreset', () => {
    it('creates a preset with its trimmed name, style, GA ids and end card', async () => {
      const created = await create(
        {
          name: '  Brand  ',
          googleAnalyticsTrackingId: 'UA-9876543-21',
          googleAnalytics4MeasurementId: 'G-XYZ98765',
          endCardId: endCard.id,
        },
        { mainColor: '#0702F0', colorTheme: 'DARK' },
      );
      expect(created).toEqual({
        widgetPreset: {
          id: expect.any(String),
          name: 'Brand',
          googleAnalyticsTrackingId: 'UA-9876543-21',
          googleAnalytics4MeasurementId: 'G-XYZ98765',
          endCard,
          style: { mainColor: '#0702F0', colorTheme: 'DARK' },
          created: expect.any(String),
        },
        errors: [],
      });
      expect(await read(created.widgetPreset!.id)).toEqual(created.widgetPreset);
    });

    it('gives a preset without style the defaults: light, #CE0000, no GA ids, no end card', async () => {
      expect(await createPreset({ name: 'Plain' })).toMatchObject({
        style: { mainColor: '#CE0000', colorTheme: 'LIGHT' },
        googleAnalyticsTrackingId: null,
        googleAnalytics4MeasurementId: null,
        endCard: null,
      });
    });

    it('answers every broken rule of §5 at once and writes nothing', async () => {
      const before = await rows().count();
      expect(
        await create(
          { name: '  ', googleAnalyticsTrackingId: 'UA-1-1', googleAnalytics4MeasurementId: 'G-1' },
          { mainColor: '#12345' },
        ),
      ).toEqual({
        widgetPreset: null,
        errors: [
          validationFailure('name', ValidationMessages.presetNameEmpty),
          validationFailure('mainColor', ValidationMessages.invalidHexColor),
          validationFailure('googleAnalyticsTrackingId', 'Provided ID must match UA-XXXXXX-X format'),
          validationFailure('googleAnalytics4MeasurementId', 'Provided ID must match G-XXXXXXX format'),
        ],
      });
      expect((await create({ name: 'n'.repeat(257) })).errors).toEqual([
        validationFailure('name', maxLengthMessage(256)),
      ]);
      expect((await create({ name: 'n'.repeat(256) })).errors).toEqual([]);
      expect(await rows().count()).toBe(before + 1);
    });

    it("answers NOT_FOUND for another organization's, an unknown or a malformed end card, and writes nothing", async () => {
      const before = await rows().count();
      for (const endCardId of [otherEndCard, randomUUID(), 'card']) {
        expect(await create({ name: 'Stolen card', endCardId })).toEqual({
          widgetPreset: null,
          errors: [payloadError(ErrorCode.NOT_FOUND, 'endCardId')],
        });
      }
      expect(await rows().count()).toBe(before);
    });
  });

  describe('widgetPresets and widgetPresetById', () => {
    it('lists newest first (100 a page), searches by name, orders by name, and answers one by id', async () => {
      const org = await registerOwner(t);
      await setPlan(t, org.organizationId, SubscriptionPlan.UNLIMITED);
      for (const name of ['Night', 'day', 'Sunset']) await createPreset({ name }, org.token);
      const all = await list({}, org.token);
      expect([all.nodes.map((p) => p.name), all.pageInfo.pageSize]).toEqual([
        ['Sunset', 'day', 'Night'],
        100,
      ]);
      expect((await list({ orderBy: 'name' }, org.token)).nodes.map((p) => p.name)).toEqual([
        'day',
        'Night',
        'Sunset',
      ]);
      expect((await list({ search: 'SUN' }, org.token)).nodes.map((p) => p.name)).toEqual(['Sunset']);
      const one = all.nodes[1]!;
      expect((await list({ id: one.id }, org.token)).nodes).toEqual([one]);
      expect((await list({ id: one.id })).nodes).toEqual([]);
      expect(errorCode(await t.gql(WIDGET_PRESETS, { pageSize: 101 }, org.token))).toBe(
        ErrorCode.VALIDATION_ERROR,
      );
    });

    it("answers NOT_FOUND for another organization's preset", async () => {
      const theirs = await createPreset({ name: 'Theirs' }, other.token);
      for (const id of [theirs.id, randomUUID(), 'x']) {
        expect(errorCode(await t.gql(WIDGET_PRESET_BY_ID, { id }, owner.token))).toBe(ErrorCode.NOT_FOUND);
      }
    });
  });

  describe('updateWidgetPreset', () => {
    it('changes what it is given and keeps the rest; null takes the end card off', async () => {
      const preset = await createPreset({ name: 'Before', endCardId: endCard.id });
      const renamed = await update(preset.id, { name: 'After' }, { colorTheme: 'DARK' });
      expect(renamed).toEqual({
        widgetPreset: { ...preset, name: 'After', style: { mainColor: '#CE0000', colorTheme: 'DARK' } },
        errors: [],
      });
      const colour = await update(preset.id, undefined, { mainColor: '#F0BB02' });
      expect(colour.widgetPreset).toMatchObject({
        name: 'After',
        style: { mainColor: '#F0BB02', colorTheme: 'DARK' },
      });
      const noCard = await update(preset.id, { endCardId: null, googleAnalytics4MeasurementId: 'G-NEW1' });
      expect(noCard.widgetPreset).toMatchObject({ endCard: null, googleAnalytics4MeasurementId: 'G-NEW1' });
    });

    it('refuses an empty name and a foreign end card, leaving the preset as it was', async () => {
      const preset = await createPreset({ name: 'Steady', endCardId: endCard.id });
      expect(await update(preset.id, { name: '' })).toEqual({
        widgetPreset: null,
        errors: [validationFailure('name', ValidationMessages.presetNameEmpty)],
      });
      expect(await update(preset.id, { endCardId: otherEndCard, name: 'Changed' })).toEqual({
        widgetPreset: null,
        errors: [payloadError(ErrorCode.NOT_FOUND, 'endCardId')],
      });
      expect(await read(preset.id)).toEqual(preset);
    });

    it("answers NOT_FOUND for another organization's preset and leaves it as it was", async () => {
      const theirs = await createPreset({ name: 'Theirs' }, other.token);
      expect(await update(theirs.id, { name: 'Hijacked' })).toEqual({
        widgetPreset: null,
        errors: [payloadError(ErrorCode.NOT_FOUND, 'id')],
      });
      expect((await read(theirs.id, other.token))?.name).toBe('Theirs');
    });
  });

  describe('deleteWidgetPreset', () => {
    it('deletes it; its carousels keep their own style and name no preset', async () => {
      const preset = await createPreset({ name: 'Going' });
      const carousel = (
        await mutate<{ carousel: CarouselView }>(
          t,
          CREATE_CAROUSEL,
          { carousel: { name: 'Uses it' } },
          owner.token,
        )
      ).carousel;
      const styled = await mutate<{ carousel: CarouselView }>(
        t,
        UPDATE_CAROUSEL,
        {
          id: carousel.id,
          carousel: { presetId: preset.id },
          carouselStyle: { mainColor: '#02F0A8', colorTheme: 'DARK' },
        },
        owner.token,
      );
      expect(styled.carousel.preset).toEqual({ id: preset.id, name: 'Going' });
      const theirs = await createPreset({ name: 'Theirs' }, other.token);
      expect(await mutate(t, DELETE_PRESET, { id: theirs.id }, owner.token)).toEqual({
        deletedId: null,
        errors: [payloadError(ErrorCode.NOT_FOUND, 'id')],
      });
      expect(await mutate(t, DELETE_PRESET, { id: preset.id }, owner.token)).toEqual({
        deletedId: preset.id,
        errors: [],
      });
      expect(errorCode(await t.gql(WIDGET_PRESET_BY_ID, { id: preset.id }, owner.token))).toBe(
        ErrorCode.NOT_FOUND,
      );
      const after = await t.gql<{ carousels: { nodes: CarouselView[] } }>(
        CAROUSELS,
        { id: carousel.id },
        owner.token,
      );
      expect(after.data.carousels.nodes[0]).toMatchObject({
        preset: null,
        style: { mainColor: '#02F0A8', colorTheme: 'DARK' },
      });
      expect(await read(theirs.id, other.token)).not.toBeNull();
    });

    it('a deleted end card leaves its presets none', async () => {
      const card = await makeEndCard('Short-lived', owner.token);
      const preset = await createPreset({ name: 'Card goes', endCardId: card.id });
      expect((await mutate(t, DELETE_END_CARD, { id: card.id }, owner.token)).errors).toEqual([]);
      expect((await read(preset.id))?.endCard).toBeNull();
    });
  });

  describe('permissions and limits', () => {
    it('a curator creates, changes and deletes presets', async () => {
      const preset = await createPreset({ name: 'Curated' }, curator.token);
      expect((await update(preset.id, { name: 'Curated again' }, undefined, curator.token)).errors).toEqual(
        [],
      );
      expect((await mutate(t, DELETE_PRESET, { id: preset.id }, curator.token)).errors).toEqual([]);
    });

    it('a member without the preset permissions (a D2C plan) gets PERMISSIONS_ERROR and changes nothing', async () => {
      const d2c = await registerOwner(t);
      const preset = await createPreset({ name: 'Before D2C' }, d2c.token);
      await setPlan(t, d2c.organizationId, SubscriptionPlan.D2C_TRIAL);
      const refused = [payloadError(ErrorCode.PERMISSIONS_ERROR)];
      expect((await create({ name: 'x' }, undefined, d2c.token)).errors).toEqual(refused);
      expect((await update(preset.id, { name: 'x' }, undefined, d2c.token)).errors).toEqual(refused);
      expect((await mutate(t, DELETE_PRESET, { id: preset.id }, d2c.token)).errors).toEqual(refused);
      expect(errorCode(await t.gql(WIDGET_PRESETS, {}, d2c.token))).toBe(ErrorCode.PERMISSIONS_ERROR);
      expect(errorCode(await t.gql(WIDGET_PRESET_BY_ID, { id: preset.id }, d2c.token))).toBe(
        ErrorCode.PERMISSIONS_ERROR,
      );
      expect(await rows().findOneBy({ id: preset.id })).toMatchObject({ name: 'Before D2C' });
    });

    it('a TRIAL organization holds 3 presets (WIDGET_PRESETS_LIMIT), then PLAN_LIMIT_EXCEEDED; deleting one makes room', async () => {
      const trial = await registerOwner(t);
      const presets = [];
      for (let i = 0; i < 3; i += 1) presets.push(await createPreset({ name: `Preset ${i}` }, trial.token));
      expect(await create({ name: 'One too many' }, undefined, trial.token)).toEqual({
        widgetPreset: null,
        errors: [
          payloadError(
            ErrorCode.PLAN_LIMIT_EXCEEDED,
            null,
            planLimitExceededMessage(LimitKind.WIDGET_PRESETS_LIMIT),
          ),
        ],
      });
      expect(await rows().countBy({ organizationId: trial.organizationId })).toBe(3);
      expect((await mutate(t, DELETE_PRESET, { id: presets[0]!.id }, trial.token)).errors).toEqual([]);
      expect((await create({ name: 'Room again' }, undefined, trial.token)).errors).toEqual([]);
    });
  });
});
