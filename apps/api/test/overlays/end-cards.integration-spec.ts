import {
  ErrorCode,
  FONT_FAMILIES,
  LimitKind,
  maxLengthMessage,
  OrganizationRole,
  OverlayMessages,
  OverlayPartMessages,
  planLimitExceededMessage,
  rangeMessage,
  SubscriptionPlan,
  ValidationMessages,
  VideoStatus,
} from '@framehouse/domain';
import { DataSource } from 'typeorm';
import { EndCard } from '../../src/modules/overlays/end-cards/end-card.entity';
import { Video } from '../../src/modules/videos/video.entity';
import { CREATE_MOMENT, SPLIT_MOMENT, UPDATE_MOMENT } from '../moments/moment-support';
import { errorCode, payloadError, validationFailure, type PayloadError } from '../support/fixtures';
import { addMember, registerOwner, type Member, type Owner } from '../support/flows';
import { startTestApp, type TestApp } from '../support/test-app';
import { UPDATE_VIDEO } from '../videos/video-editor-support';
import { setPlan } from '../videos/video-support';
import {
  CREATE_BUTTON,
  CREATE_END_CARD,
  CREATE_IMAGE,
  DELETE_END_CARD,
  END_CARD_BY_ID,
  END_CARDS,
  fetchMedia,
  headline,
  insertVideo,
  mutate,
  pictureBase64,
  UPDATE_END_CARD,
  VIDEO_OVERLAYS,
  type EndCardView,
} from './overlays-support';

type CardPayload = { endCard: EndCardView | null };

const MOMENT_END_CARD = `query($id: ID!) { momentById(id: $id) { id endCardId endCard { id name } } }`;

/** End cards (overlays-distribution §3, §5, §7) through the real API. */
describe('end cards', () => {
  let t: TestApp;
  let owner: Owner;
  let curator: Member;
  let other: Owner;
  let button: { id: string; name: string };
  let otherButton: string;
  let image: string;

  const create = (endCard: Record<string, unknown>, token = owner.token) =>
    mutate<CardPayload>(t, CREATE_END_CARD, { endCard }, token);
  const update = (id: string, endCard: Record<string, unknown>, token = owner.token) =>
    mutate<CardPayload>(t, UPDATE_END_CARD, { id, endCard }, token);
  const createCard = async (endCard: Record<string, unknown> = {}, token = owner.token) => {
    const created = await create({ name: 'Card', headline: headline(), ...endCard }, token);
    expect(created.errors).toEqual([]);
    return created.endCard as EndCardView;
  };
  const expectRefused = async (endCard: Record<string, unknown>, errors: PayloadError[]) => {
    const before = await t.app.get(DataSource).getRepository(EndCard).count();
    const created = await create({ name: 'Card', headline: headline(), ...endCard });
    expect(created).toEqual({ endCard: null, errors });
    expect(await t.app.get(DataSource).getRepository(EndCard).count()).toBe(before);
  };
  const read = async (id: string, token = owner.token) =>
    (await t.gql<{ endCardById: EndCardView | null }>(END_CARD_BY_ID, { id }, token)).data.endCardById;

  beforeAll(async () => {
    t = await startTestApp();
    owner = await registerOwner(t);
    await setPlan(t, owner.organizationId, SubscriptionPlan.UNLIMITED);
    curator = await addMember(t, owner, OrganizationRole.CURATOR);
    other = await registerOwner(t);
    await setPlan(t, other.organizationId, SubscriptionPlan.UNLIMITED);
    const made = await mutate<{ buttonCta: { id: string; name: string } }>(
      t,
      CREATE_BUTTON,
      { input: { name: 'Shop', url: 'https://shop.example.com', text: 'Buy' } },
      owner.token,
    );
    button = { id: made.buttonCta.id, name: made.buttonCta.name };
    otherButton = (
      await mutate<{ buttonCta: { id: string } }>(
        t,
        CREATE_BUTTON,
        { input: { name: 'Theirs', url: 'https://other.example.com', text: 'Go' } },
        other.token,
      )
    ).buttonCta.id;
    image = (
      await mutate<{ imageCta: { id: string } }>(
        t,
        CREATE_IMAGE,
        { input: { name: 'Logo', imageBase64: await pictureBase64('png') } },
        owner.token,
      )
    ).imageCta.id;
  });
  afterAll(() => t.close());

  describe('createEndCard', () => {
    it('builds a card in the visual builder with the defaults of §9 for the parts left out', async () => {
      const card = await createCard({
        name: '  Outro  ',
        cardOrientation: 'VERTICAL',
        cardSize: 'XL',
        subline: JSON.stringify({
          text: 'See you',
          font: 'Lobster',
          fontWeight: 400,
          fontSize: 12,
          color: '#333',
        }),
        ctaButton1: button.id,
        watchNextButtonVisible: true,
        promoCodeButton: { text: 'SAVE10', label: 'Your code' },
      });
      expect(card).toMatchObject({
        name: 'Outro',
        customCode: null,
        status: 'ACTIVE',
        cardType: 'CUSTOM',
        origin: 'GUI_BUILDER',
        cardOrientation: 'VERTICAL',
        cardSize: 'XL',
        backgroundImageUrl: null,
        ctaButton1: button,
        ctaButton2: null,
        watchNextButtonVisible: true,
        promoCodeButton: { text: 'SAVE10', label: 'Your code' },
        videosCount: 0,
        momentsCount: 0,
      });
      expect(JSON.parse(card.overlay ?? '')).toEqual({ color: '#000000', opacity: 90 });
      expect(JSON.parse(card.background ?? '')).toEqual({ color: '#FFFFFF', opacity: 90 });
      expect(JSON.parse(card.border ?? '')).toEqual({ width: 0, color: '#000000', radius: 15 });
      expect(JSON.parse(card.backgroundImageSettings ?? '')).toEqual({
        size: 100,
        horizontal: 'center',
        vertical: 'center',
      });
      expect(JSON.parse(card.videoControlButtons ?? '')).toEqual({
        iconsColor: '#000000',
        backgroundColor: '#E6E6E6',
        backgroundOpacity: 90,
      });
      expect(JSON.parse(card.headline ?? '')).toMatchObject({ text: 'Thanks for watching', fontSize: 24 });
      expect(JSON.parse(card.subline ?? '')).toMatchObject({ text: 'See you', font: 'Lobster' });
      expect(await read(card.id)).toEqual(card);
    });

    it('takes custom code with a name only (CUSTOM_JS, no design)', async () => {
      const created = await create({ name: 'Coded', customCode: '<div>Bye</div>' });
      expect(created.errors).toEqual([]);
      expect(created.endCard).toMatchObject({
        name: 'Coded',
        customCode: '<div>Bye</div>',
        origin: 'CUSTOM_JS',
        cardType: 'CUSTOM',
        headline: null,
        overlay: null,
        cardSize: null,
        subline: null,
        ctaButton1: null,
        promoCodeButton: null,
      });
    });

    it.each<[string, Record<string, unknown>, PayloadError[]]>([
      ['an empty name', { name: '  ' }, [validationFailure('name', ValidationMessages.endCardNameEmpty)]],
      ['a name over 200', { name: 'n'.repeat(201) }, [validationFailure('name', maxLengthMessage(200))]],
      [
        'no headline',
        { headline: undefined },
        [validationFailure('headline', ValidationMessages.headlineEmpty)],
      ],
      [
        'a blank headline',
        { headline: headline('  ') },
        [validationFailure('headline', ValidationMessages.headlineEmpty)],
      ],
      [
        'a headline over 200',
        { headline: headline('h'.repeat(201)) },
        [validationFailure('headline', maxLengthMessage(200))],
      ],
      [
        'an enabled subline without text',
        { subline: headline('') },
        [validationFailure('subline', ValidationMessages.sublineEmpty)],
      ],
      [
        'a headline font size under 10',
        { headline: headline('Hi', { fontSize: 9 }) },
        [validationFailure('headline', rangeMessage(10, 120, 'px'))],
      ],
      [
        'a font the product does not ship',
        { headline: headline('Hi', { font: 'Comic Sans' }) },
        [validationFailure('headline', OverlayPartMessages.notOneOf(FONT_FAMILIES))],
      ],
      [
        'a colour that is not hex',
        { overlay: JSON.stringify({ color: 'red', opacity: 90 }) },
        [validationFailure('overlay', ValidationMessages.invalidHexColor)],
      ],
      [
        'an opacity under 80',
        { background: JSON.stringify({ color: '#fff', opacity: 75 }) },
        [validationFailure('background', rangeMessage(80, 100, '%'))],
      ],
      [
        'an opacity off the step of 5',
        { background: JSON.stringify({ color: '#fff', opacity: 83 }) },
        [validationFailure('background', OverlayPartMessages.notAStep(5))],
      ],
      [
        'a border over 20 px',
        { border: JSON.stringify({ width: 21, color: '#000', radius: 21 }) },
        [validationFailure('border', rangeMessage(0, 20, 'px'))],
      ],
      [
        'a background picture size over 100',
        { backgroundImageSettings: JSON.stringify({ size: 101 }) },
        [validationFailure('backgroundImageSettings', rangeMessage(0, 100, '%'))],
      ],
      [
        'a part that is not JSON',
        { videoControlButtons: '{not json' },
        [validationFailure('videoControlButtons', OverlayPartMessages.notAnObject)],
      ],
      [
        'a promo code text and label over 30',
        { promoCodeButton: { text: 't'.repeat(31), label: 'l'.repeat(31) } },
        [
          validationFailure('promoCodeButton.text', maxLengthMessage(30)),
          validationFailure('promoCodeButton.label', maxLengthMessage(30)),
        ],
      ],
      [
        'an enabled background picture without a picture',
        { backgroundImageEnabled: true },
        [validationFailure('backgroundImageBase64', ValidationMessages.imageEmpty)],
      ],
      [
        'an empty custom code',
        { headline: undefined, customCode: '  ' },
        [validationFailure('customCode', ValidationMessages.customCodeEmpty)],
      ],
      [
        'custom code with builder fields',
        { customCode: '<p>x</p>' },
        [validationFailure('headline', OverlayMessages.customCodeOnly)],
      ],
    ])('refuses %s and writes nothing', async (_name, endCard, errors) => {
      await expectRefused(endCard, errors);
    });

    it('reports every problem at once', async () => {
      await expectRefused({ name: '', headline: headline(''), overlay: JSON.stringify({ color: 'x' }) }, [
        validationFailure('name', ValidationMessages.endCardNameEmpty),
        validationFailure('overlay', ValidationMessages.invalidHexColor),
        validationFailure('headline', ValidationMessages.headlineEmpty),
      ]);
    });

    it('takes only button CTAs of the organization (NOT_FOUND on the field)', async () => {
      await expectRefused({ ctaButton1: otherButton }, [payloadError(ErrorCode.NOT_FOUND, 'ctaButton1')]);
      await expectRefused({ ctaButton2: image }, [payloadError(ErrorCode.NOT_FOUND, 'ctaButton2')]);
      await expectRefused({ ctaButton1: 'not-an-id' }, [payloadError(ErrorCode.NOT_FOUND, 'ctaButton1')]);
    });
  });

  describe('the background picture', () => {
    it('re-encodes a PNG or JPG (never stored as sent) and serves it', async () => {
      for (const format of ['png', 'jpeg'] as const) {
        const sent = await pictureBase64(format, 2400, 1200);
        const card = await createCard({ backgroundImageBase64: sent });
        expect(card.backgroundImageUrl).toMatch(/\/media\/public\/overlays\/.+\.webp$/);
        const served = await fetchMedia(t, card.backgroundImageUrl ?? '');
        expect(served.status).toBe(200);
        expect(served.headers['content-type']).toBe('image/webp');
        expect(served.body.equals(Buffer.from(sent, 'base64'))).toBe(false);
      }
    });

    it('refuses other formats and pictures over 10 MB with the spec messages', async () => {
      const format = [validationFailure('backgroundImageBase64', ValidationMessages.endCardImageFormat)];
      await expectRefused({ backgroundImageBase64: await pictureBase64('webp') }, format);
      await expectRefused({ backgroundImageBase64: await pictureBase64('gif') }, format);
      await expectRefused(
        {
          backgroundImageBase64: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64'),
        },
        format,
      );
      await expectRefused({ backgroundImageBase64: 'A'.repeat(Math.ceil((10 * 1024 * 1024) / 3) * 4) }, [
        payloadError(ErrorCode.BASE64_DECODED_SIZE, 'backgroundImageBase64', ValidationMessages.imageMaxSize),
      ]);
      await expectRefused({ backgroundImageBase64: 'A'.repeat(14_500_000) }, [
        payloadError(ErrorCode.BASE64_DATA_SIZE, 'backgroundImageBase64', ValidationMessages.imageMaxSize),
      ]);
      await expectRefused({ backgroundImageBase64: await pictureBase64('png', 5001, 10) }, [
        validationFailure(
          'backgroundImageBase64',
          'Picture resolution (5001x10px) exceeds maximum allowed size (5000x5000px).',
        ),
      ]);
      await expectRefused({ backgroundImageBase64: Buffer.from('not a picture').toString('base64') }, [
        validationFailure('backgroundImageBase64', ValidationMessages.fileConversionFailed),
      ]);
    });

    it('is kept by an update that does not send it and removed by backgroundImageEnabled false', async () => {
      const card = await createCard({ backgroundImageBase64: await pictureBase64('png') });
      const renamed = await update(card.id, { name: 'Renamed' });
      expect(renamed.endCard?.backgroundImageUrl).toBe(card.backgroundImageUrl);
      const replaced = await update(card.id, { backgroundImageBase64: await pictureBase64('jpeg') });
      expect(replaced.endCard?.backgroundImageUrl).not.toBe(card.backgroundImageUrl);
      expect((await fetchMedia(t, card.backgroundImageUrl ?? '')).status).toBe(404);
      const removed = await update(card.id, { backgroundImageEnabled: false });
      expect(removed).toMatchObject({ errors: [], endCard: { backgroundImageUrl: null } });
      expect((await fetchMedia(t, replaced.endCard?.backgroundImageUrl ?? '')).status).toBe(404);
    });
  });

  describe('updateEndCard', () => {
    it('changes only what is sent; null turns the subline, buttons and promo code off', async () => {
      const card = await createCard({
        subline: headline('Sub'),
        ctaButton1: button.id,
        ctaButton2: button.id,
        promoCodeButton: { text: 'A', label: 'B' },
      });
      const renamed = await update(card.id, { name: 'New name', border: JSON.stringify({ width: 3 }) });
      expect(renamed.errors).toEqual([]);
      expect(renamed.endCard).toMatchObject({ name: 'New name', subline: card.subline, ctaButton2: button });
      expect(JSON.parse(renamed.endCard?.border ?? '')).toEqual({ width: 3, color: '#000000', radius: 15 });
      const off = await update(card.id, {
        subline: null,
        ctaButton1: null,
        ctaButton2: null,
        promoCodeButton: null,
      });
      expect(off.endCard).toMatchObject({
        subline: null,
        ctaButton1: null,
        ctaButton2: null,
        promoCodeButton: null,
      });
      expect(off.endCard?.headline).toBe(card.headline);
    });

    it('checks the card whole and writes nothing on a problem', async () => {
      const card = await createCard();
      const refused = await update(card.id, { name: 'Kept?', headline: null });
      expect(refused).toEqual({
        endCard: null,
        errors: [validationFailure('headline', ValidationMessages.headlineEmpty)],
      });
      expect((await read(card.id))?.name).toBe('Card');
    });

    it('keeps the way a card was built', async () => {
      const builder = await createCard();
      expect((await update(builder.id, { customCode: '<p>x</p>' })).errors).toEqual([
        validationFailure('customCode', OverlayMessages.endCardOriginFixed),
      ]);
      const coded = (await create({ name: 'Coded', customCode: 'a' })).endCard as EndCardView;
      expect((await update(coded.id, { headline: headline() })).errors).toEqual([
        validationFailure('headline', OverlayMessages.customCodeOnly),
      ]);
      const changed = await update(coded.id, { customCode: '<b>b</b>', name: 'Coded 2' });
      expect(changed.endCard).toMatchObject({ customCode: '<b>b</b>', name: 'Coded 2', origin: 'CUSTOM_JS' });
    });
  });

  describe('endCards', () => {
    it('pages, orders and searches (at most 100 a page)', async () => {
      const token = other.token;
      for (const name of ['Beta', 'alpha', 'Gamma']) await createCard({ name }, token);
      const byName = await t.gql<{ endCards: { nodes: Array<{ name: string }>; totalCount: number } }>(
        END_CARDS,
        { orderBy: 'name', pageSize: 100 },
        token,
      );
      expect(byName.data.endCards.nodes.map((node) => node.name)).toEqual(['alpha', 'Beta', 'Gamma']);
      const newest = await t.gql<{ endCards: { nodes: Array<{ name: string }> } }>(
        END_CARDS,
        { pageSize: 2 },
        token,
      );
      expect(newest.data.endCards.nodes.map((node) => node.name)).toEqual(['Gamma', 'alpha']);
      const searched = await t.gql<{ endCards: { totalCount: number } }>(END_CARDS, { search: 'ALP' }, token);
      expect(searched.data.endCards.totalCount).toBe(1);
      const tooMany = await t.gql(END_CARDS, { pageSize: 101 }, token);
      expect(errorCode(tooMany)).toBe(ErrorCode.VALIDATION_ERROR);
    });

    it("answers NOT_FOUND for another organization's card, and lists only the caller's", async () => {
      const theirs = await createCard({ name: 'Theirs' }, other.token);
      const byId = await t.gql(END_CARD_BY_ID, { id: theirs.id }, owner.token);
      expect(errorCode(byId)).toBe(ErrorCode.NOT_FOUND);
      expect((await update(theirs.id, { name: 'Mine' })).errors).toEqual([
        payloadError(ErrorCode.NOT_FOUND, 'id'),
      ]);
      expect(await mutate(t, DELETE_END_CARD, { id: theirs.id }, owner.token)).toEqual({
        deletedId: null,
        errors: [payloadError(ErrorCode.NOT_FOUND, 'id')],
      });
      expect((await read(theirs.id, other.token))?.name).toBe('Theirs');
    });
  });

  describe('videos and moments', () => {
    it('updateVideo sets and clears a real end card; it stays live without making the video EDITED', async () => {
      const card = await createCard({ name: 'For video' });
      const videoId = await insertVideo(t, owner.organizationId, {
        status: VideoStatus.PUBLISHED,
        version: 0,
      });
      const set = await mutate<{ video: unknown }>(
        t,
        UPDATE_VIDEO,
        { id: videoId, video: { endCardId: card.id } },
        owner.token,
      );
      expect(set.errors).toEqual([]);
      const video = await t.gql<{ videoById: { status: string; endCardId: string; endCard: unknown } }>(
        VIDEO_OVERLAYS,
        { id: videoId },
        owner.token,
      );
      expect(video.data.videoById).toMatchObject({
        status: VideoStatus.PUBLISHED,
        endCardId: card.id,
        endCard: { id: card.id, name: 'For video' },
      });
      expect((await read(card.id))?.videosCount).toBe(1);
      const cleared = await mutate(t, UPDATE_VIDEO, { id: videoId, video: { endCardId: null } }, owner.token);
      expect(cleared.errors).toEqual([]);
      const row = await t.app.get(DataSource).getRepository(Video).findOneByOrFail({ id: videoId });
      expect(row).toMatchObject({ endCardId: null, status: VideoStatus.PUBLISHED, version: 0 });
    });

    it("updateVideo answers NOT_FOUND for another organization's card or an unknown id", async () => {
      const theirs = await createCard({}, other.token);
      const videoId = await insertVideo(t, owner.organizationId);
      for (const endCardId of [theirs.id, '00000000-0000-4000-8000-000000000000', 'nope']) {
        const refused = await mutate(t, UPDATE_VIDEO, { id: videoId, video: { endCardId } }, owner.token);
        expect(refused.errors).toEqual([payloadError(ErrorCode.NOT_FOUND, 'endCardId')]);
      }
    });

    it('createMoment and updateMoment take a real end card; the split copies it; deleting the card detaches it', async () => {
      const card = await createCard({ name: 'For moments' });
      const theirs = await createCard({}, other.token);
      const videoId = await insertVideo(t, owner.organizationId);
      await mutate(t, UPDATE_VIDEO, { id: videoId, video: { endCardId: card.id } }, owner.token);

      const refused = await mutate(
        t,
        CREATE_MOMENT,
        {
          videoId,
          moment: { title: 'M', startTimestamp: '00:00', endTimestamp: '00:20', endCardId: theirs.id },
        },
        owner.token,
      );
      expect(refused.errors).toEqual([payloadError(ErrorCode.NOT_FOUND, 'endCardId')]);
      const created = await mutate<{ moment: { id: string } }>(
        t,
        CREATE_MOMENT,
        {
          videoId,
          moment: { title: 'M', startTimestamp: '00:00', endTimestamp: '00:20', endCardId: card.id },
        },
        owner.token,
      );
      expect(created.errors).toEqual([]);
      const momentId = created.moment.id;
      const momentEndCard = async (id: string) =>
        (
          await t.gql<{
            momentById: { endCardId: string | null; endCard: { id: string; name: string } | null };
          }>(MOMENT_END_CARD, { id }, owner.token)
        ).data.momentById;
      expect(await momentEndCard(momentId)).toMatchObject({
        endCardId: card.id,
        endCard: { id: card.id, name: 'For moments' },
      });

      const cleared = await mutate(
        t,
        UPDATE_MOMENT,
        { id: momentId, moment: { endCardId: null } },
        owner.token,
      );
      expect(cleared.errors).toEqual([]);
      expect((await momentEndCard(momentId)).endCard).toBeNull();
      expect(
        (await mutate(t, UPDATE_MOMENT, { id: momentId, moment: { endCardId: theirs.id } }, owner.token))
          .errors,
      ).toEqual([payloadError(ErrorCode.NOT_FOUND, 'endCardId')]);
      expect(
        (await mutate(t, UPDATE_MOMENT, { id: momentId, moment: { endCardId: card.id } }, owner.token))
          .errors,
      ).toEqual([]);

      const split = await mutate<{ copy: { id: string } }>(
        t,
        SPLIT_MOMENT,
        { id: momentId, playheadTimestamp: '00:10' },
        owner.token,
      );
      expect(split.errors).toEqual([]);
      expect((await momentEndCard(split.copy.id)).endCardId).toBe(card.id);
      expect(await read(card.id)).toMatchObject({ videosCount: 1, momentsCount: 2 });

      const deleted = await mutate(t, DELETE_END_CARD, { id: card.id }, owner.token);
      expect(deleted).toEqual({ deletedId: card.id, errors: [] });
      expect(await momentEndCard(momentId)).toMatchObject({ endCardId: null, endCard: null });
      expect(await momentEndCard(split.copy.id)).toMatchObject({ endCardId: null, endCard: null });
      const video = await t.gql<{ videoById: { endCardId: string | null; endCard: unknown } }>(
        VIDEO_OVERLAYS,
        { id: videoId },
        owner.token,
      );
      expect(video.data.videoById).toMatchObject({ endCardId: null, endCard: null });
      expect(errorCode(await t.gql(END_CARD_BY_ID, { id: card.id }, owner.token))).toBe(ErrorCode.NOT_FOUND);
    });
  });

  describe('permissions and limits', () => {
    it('a curator reads end cards but cannot create, change or delete them', async () => {
      const card = await createCard();
      expect((await read(card.id, curator.token))?.id).toBe(card.id);
      const refused = [payloadError(ErrorCode.PERMISSIONS_ERROR)];
      expect((await create({ name: 'x', headline: headline() }, curator.token)).errors).toEqual(refused);
      expect((await update(card.id, { name: 'x' }, curator.token)).errors).toEqual(refused);
      expect((await mutate(t, DELETE_END_CARD, { id: card.id }, curator.token)).errors).toEqual(refused);
    });

    it('a TRIAL organization holds 3 end cards (END_CARDS_LIMIT), then PLAN_LIMIT_EXCEEDED and nothing more; deleting one makes room', async () => {
      const trial = await registerOwner(t);
      const cards = [];
      for (let i = 0; i < 3; i += 1) cards.push(await createCard({ name: `Card ${i}` }, trial.token));
      const over = await create({ name: 'One too many', headline: headline() }, trial.token);
      expect(over).toEqual({
        endCard: null,
        errors: [
          payloadError(
            ErrorCode.PLAN_LIMIT_EXCEEDED,
            null,
            planLimitExceededMessage(LimitKind.END_CARDS_LIMIT),
          ),
        ],
      });
      const count = await t.app
        .get(DataSource)
        .getRepository(EndCard)
        .countBy({ organizationId: trial.organizationId });
      expect(count).toBe(3);
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
          (entry) => entry.limit.limit === LimitKind.END_CARDS_LIMIT,
        ),
      ).toEqual({ limit: { limit: LimitKind.END_CARDS_LIMIT, value: 3 }, value: 3 });
      expect((await mutate(t, DELETE_END_CARD, { id: cards[0]!.id }, trial.token)).errors).toEqual([]);
      expect((await create({ name: 'Room again', headline: headline() }, trial.token)).errors).toEqual([]);
    });
  });
});
