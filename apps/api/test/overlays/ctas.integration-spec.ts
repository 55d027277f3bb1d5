import {
  CtaIconName,
  ErrorCode,
  maxLengthMessage,
  OrganizationRole,
  OverlayMessages,
  OverlayPartMessages,
  rangeMessage,
  SubscriptionPlan,
  ValidationMessages,
} from '@framehouse/domain';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { Cta } from '../../src/modules/overlays/ctas/cta.entity';
import { PICTURE_POLICY } from '../../src/modules/storage/public-media.controller';
import { errorCode, payloadError, validationFailure, type PayloadError } from '../support/fixtures';
import { addMember, registerOwner, type Member, type Owner } from '../support/flows';
import { startTestApp, type TestApp } from '../support/test-app';
import { setPlan } from '../videos/video-support';
import {
  BUTTON_BY_ID,
  CREATE_BUTTON,
  CREATE_END_CARD,
  CREATE_IMAGE,
  CREATE_VIDEO_CTAS,
  CTAS,
  DELETE_CTA,
  fetchMedia,
  headline,
  IMAGE_BY_ID,
  insertVideo,
  mutate,
  pictureBase64,
  UPDATE_BUTTON,
  UPDATE_IMAGE,
  type ButtonCtaView,
  type ImageCtaView,
} from './overlays-support';

type ButtonPayload = { buttonCta: ButtonCtaView | null };
type ImagePayload = { imageCta: ImageCtaView | null };

const BUTTON = { name: 'Shop', url: 'https://shop.example.com/sale', text: 'Buy now' };

const HOSTILE_SVG = `<?xml version="1.0"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="20" height="20" onload="alert('root')">
  <script>alert('script')</script>
  <style>@import url(https://evil.example/x.css); rect { fill: url(https://evil.example/p.svg#g) }</style>
  <rect width="20" height="20" fill="#c00" onclick="alert('click')"/>
  <foreignObject width="10" height="10"><iframe xmlns="http://www.w3.org/1999/xhtml" src="https://evil.example/"/></foreignObject>
  <image href="https://evil.example/track.png" width="1" height="1"/>
  <use xlink:href="https://evil.example/sprite.svg#icon"/>
  <a href="javascript:alert('link')"><circle r="3"/></a>
</svg>`;

/** Calls to action (overlays-distribution §3, §5, §7) through the real API. */
describe('CTAs', () => {
  let t: TestApp;
  let owner: Owner;
  let curator: Member;
  let other: Owner;

  const createButton = (input: Record<string, unknown>, token = owner.token) =>
    mutate<ButtonPayload>(t, CREATE_BUTTON, { input }, token);
  const createImage = (input: Record<string, unknown>, token = owner.token) =>
    mutate<ImagePayload>(t, CREATE_IMAGE, { input }, token);
  const count = () => t.app.get(DataSource).getRepository(Cta).count();
  const addButton = async (input: Record<string, unknown> = {}, token = owner.token) => {
    const created = await createButton({ ...BUTTON, ...input }, token);
    expect(created.errors).toEqual([]);
    return created.buttonCta as ButtonCtaView;
  };
  const addImage = async (input: Record<string, unknown> = {}, token = owner.token) => {
    const created = await createImage(
      { name: 'Logo', imageBase64: await pictureBase64('png'), ...input },
      token,
    );
    expect(created.errors).toEqual([]);
    return created.imageCta as ImageCtaView;
  };

  beforeAll(async () => {
    t = await startTestApp();
    owner = await registerOwner(t);
    await setPlan(t, owner.organizationId, SubscriptionPlan.UNLIMITED);
    curator = await addMember(t, owner, OrganizationRole.CURATOR);
    other = await registerOwner(t);
  });
  afterAll(() => t.close());

  describe('button CTAs', () => {
    it('creates a button with the defaults of §3 and answers its parts as JSON strings', async () => {
      const button = await addButton({ name: '  Shop  ' });
      expect(button).toMatchObject({ name: 'Shop', url: BUTTON.url, icon: null });
      expect(JSON.parse(button.text)).toEqual({
        value: 'Buy now',
        fontFamily: 'Roboto',
        fontWeight: 400,
        fontSize: 14,
        color: '#FFFFFF',
      });
      expect(JSON.parse(button.background)).toEqual({ color: '#CE0000', opacity: 100 });
      expect(JSON.parse(button.border)).toEqual({ width: 0, color: '#FFFFFF', radius: 0 });
      expect(button.publicUuid).toMatch(/^[0-9a-f-]{36}$/);
      const read = await t.gql<{ buttonCtaById: ButtonCtaView }>(
        BUTTON_BY_ID,
        { id: button.id },
        owner.token,
      );
      expect(read.data.buttonCtaById).toEqual(button);
    });

    it('takes every form field', async () => {
      const button = await addButton({
        fontFamily: 'Montserrat',
        fontWeight: 700,
        fontSize: 18,
        fontColor: '#000',
        backgroundColor: '#00FF00',
        backgroundOpacity: 85,
        borderWidth: 10,
        borderColor: '#123456',
        borderRadius: 99,
        hasIcon: true,
        iconValue: CtaIconName.CART,
        iconColor: '#ABCDEF',
      });
      expect(JSON.parse(button.text)).toMatchObject({
        fontFamily: 'Montserrat',
        fontWeight: 700,
        fontSize: 18,
      });
      expect(JSON.parse(button.background)).toEqual({ color: '#00FF00', opacity: 85 });
      expect(JSON.parse(button.border)).toEqual({ width: 10, color: '#123456', radius: 99 });
      expect(JSON.parse(button.icon ?? '')).toEqual({ value: 'CART', color: '#ABCDEF' });
    });

    it.each<[string, Record<string, unknown>, PayloadError[]]>([
      [
        'empty required fields',
        { name: ' ', url: '', text: '' },
        [
          validationFailure('name', ValidationMessages.buttonNameEmpty),
          validationFailure('url', ValidationMessages.buttonUrlEmpty),
          validationFailure('text', ValidationMessages.buttonTextEmpty),
        ],
      ],
      [
        'a malformed URL',
        { url: 'not a url' },
        [validationFailure('url', ValidationMessages.urlIncorrectFormat)],
      ],
      [
        'texts over their maximums',
        { name: 'n'.repeat(201), url: `https://e.com/${'a'.repeat(200)}`, text: 't'.repeat(51) },
        [
          validationFailure('name', maxLengthMessage(200)),
          validationFailure('url', maxLengthMessage(200)),
          validationFailure('text', maxLengthMessage(50)),
        ],
      ],
      ['a font size over 18', { fontSize: 19 }, [validationFailure('fontSize', rangeMessage(12, 18, 'px'))]],
      ['a font size under 12', { fontSize: 11 }, [validationFailure('fontSize', rangeMessage(12, 18, 'px'))]],
      [
        'an opacity under 80 or off its step',
        { backgroundOpacity: 79 },
        [validationFailure('backgroundOpacity', rangeMessage(80, 100, '%'))],
      ],
      [
        'an opacity off the step',
        { backgroundOpacity: 82 },
        [validationFailure('backgroundOpacity', OverlayPartMessages.notAStep(5))],
      ],
      [
        'a border over 10 px',
        { borderWidth: 11 },
        [validationFailure('borderWidth', rangeMessage(0, 10, 'px'))],
      ],
      [
        'a colour that is not hex',
        { fontColor: 'white' },
        [validationFailure('fontColor', ValidationMessages.invalidHexColor)],
      ],
      [
        'a weight the font does not offer',
        { fontFamily: 'Pacifico', fontWeight: 700 },
        [validationFailure('fontFamily', OverlayPartMessages.unsupportedFont)],
      ],
      [
        'an icon without its name',
        { hasIcon: true },
        [validationFailure('iconValue', OverlayPartMessages.notOneOf(Object.values(CtaIconName)))],
      ],
    ])('refuses %s and writes nothing', async (_name, input, errors) => {
      const before = await count();
      expect(await createButton({ ...BUTTON, ...input })).toEqual({ buttonCta: null, errors });
      expect(await count()).toBe(before);
    });

    it('updates only the fields sent, checking the whole form', async () => {
      const button = await addButton({ backgroundColor: '#111111' });
      const changed = await mutate<ButtonPayload>(
        t,
        UPDATE_BUTTON,
        { id: button.id, input: { text: 'Now!' } },
        owner.token,
      );
      expect(changed.errors).toEqual([]);
      expect(JSON.parse(changed.buttonCta?.text ?? '')).toMatchObject({ value: 'Now!' });
      expect(changed.buttonCta).toMatchObject({
        name: 'Shop',
        url: BUTTON.url,
        background: button.background,
      });
      const refused = await mutate<ButtonPayload>(
        t,
        UPDATE_BUTTON,
        { id: button.id, input: { name: 'Renamed', fontSize: 40 } },
        owner.token,
      );
      expect(refused).toEqual({
        buttonCta: null,
        errors: [validationFailure('fontSize', rangeMessage(12, 18, 'px'))],
      });
      const read = await t.gql<{ buttonCtaById: ButtonCtaView }>(
        BUTTON_BY_ID,
        { id: button.id },
        owner.token,
      );
      expect(read.data.buttonCtaById.name).toBe('Shop');
    });
  });

  describe('image CTAs', () => {
    it('re-encodes a PNG or WebP (alpha kept) and serves it', async () => {
      for (const format of ['png', 'webp'] as const) {
        const sent = await pictureBase64(format);
        const image = await addImage({ imageBase64: sent, url: 'mailto:sales@example.com' });
        expect(image).toMatchObject({ name: 'Logo', url: 'mailto:sales@example.com' });
        expect(image.imageUrl).toMatch(/\/media\/public\/overlays\/.+\.webp$/);
        const served = await fetchMedia(t, image.imageUrl);
        expect(served.status).toBe(200);
        expect(served.headers['content-type']).toBe('image/webp');
        expect(served.body.equals(Buffer.from(sent, 'base64'))).toBe(false);
        const { hasAlpha } = await (await import('sharp')).default(served.body).metadata();
        expect(hasAlpha).toBe(true);
      }
    });

    it('stores a hostile SVG sanitized and serves it so that it cannot run script', async () => {
      const image = await addImage({ imageBase64: Buffer.from(HOSTILE_SVG).toString('base64') });
      expect(image.imageUrl).toMatch(/\.svg$/);
      const served = await fetchMedia(t, image.imageUrl);
      expect(served.status).toBe(200);
      expect(served.headers['content-type']).toBe('image/svg+xml');
      expect(served.headers['content-security-policy']).toBe(PICTURE_POLICY);
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      const svg = served.body.toString('utf8');
      expect(svg).toContain('<rect width="20" height="20" fill="#c00"');
      const references = svg.replace(/\sxmlns(:\w+)?="[^"]*"/g, '');
      for (const hostile of [
        /<script/i,
        /\son\w+=/i,
        /foreignObject/i,
        /evil\.example/,
        /javascript:/i,
        /@import/,
      ]) {
        expect(references).not.toMatch(hostile);
      }
    });

    it.each<[string, () => Promise<Record<string, unknown>>, PayloadError[]]>([
      [
        'no picture',
        async () => ({ imageBase64: null }),
        [validationFailure('imageBase64', ValidationMessages.imageEmpty)],
      ],
      [
        'a JPG',
        async () => ({ imageBase64: await pictureBase64('jpeg') }),
        [validationFailure('imageBase64', ValidationMessages.imageCtaFormat)],
      ],
      [
        'text that is not an SVG',
        async () => ({ imageBase64: Buffer.from('<html><script>x</script></html>').toString('base64') }),
        [validationFailure('imageBase64', ValidationMessages.fileConversionFailed)],
      ],
      [
        'a picture over 10 MB',
        async () => ({ imageBase64: 'A'.repeat(Math.ceil((10 * 1024 * 1024) / 3) * 4) }),
        [payloadError(ErrorCode.BASE64_DECODED_SIZE, 'imageBase64', ValidationMessages.imageMaxSize)],
      ],
      [
        'an empty name and an http link',
        async () => ({ name: '', url: 'http://example.com' }),
        [
          validationFailure('name', ValidationMessages.imageNameEmpty),
          validationFailure('url', ValidationMessages.urlInvalid),
        ],
      ],
    ])('refuses %s and writes nothing', async (_name, input, errors) => {
      const before = await count();
      const created = await createImage({
        name: 'Logo',
        imageBase64: await pictureBase64('png'),
        ...(await input()),
      });
      expect(created).toEqual({ imageCta: null, errors });
      expect(await count()).toBe(before);
    });

    it('updates only the fields sent; a new picture replaces the old one', async () => {
      const image = await addImage({ url: 'https://example.com' });
      const renamed = await mutate<ImagePayload>(
        t,
        UPDATE_IMAGE,
        { id: image.id, input: { name: 'New' } },
        owner.token,
      );
      expect(renamed.imageCta).toMatchObject({
        name: 'New',
        url: 'https://example.com',
        imageUrl: image.imageUrl,
      });
      const unlinked = await mutate<ImagePayload>(
        t,
        UPDATE_IMAGE,
        { id: image.id, input: { url: null } },
        owner.token,
      );
      expect(unlinked.imageCta?.url).toBeNull();
      const replaced = await mutate<ImagePayload>(
        t,
        UPDATE_IMAGE,
        { id: image.id, input: { imageBase64: await pictureBase64('webp') } },
        owner.token,
      );
      expect(replaced.errors).toEqual([]);
      expect(replaced.imageCta?.imageUrl).not.toBe(image.imageUrl);
      expect((await fetchMedia(t, image.imageUrl)).status).toBe(404);
      const read = await t.gql<{ imageCtaById: ImageCtaView }>(IMAGE_BY_ID, { id: image.id }, owner.token);
      expect(read.data.imageCtaById).toEqual(replaced.imageCta);
    });
  });

  describe('ctas and deleteCta', () => {
    it('lists by type, name and search with how often each is used', async () => {
      const token = other.token;
      await setPlan(t, other.organizationId, SubscriptionPlan.UNLIMITED);
      const used = await addButton({ name: 'b-used' }, token);
      await addButton({ name: 'a-spare' }, token);
      const picture = await addImage({ name: 'c-picture' }, token);
      const card = await mutate<{ endCard: { id: string } }>(
        t,
        CREATE_END_CARD,
        { endCard: { name: 'Card', headline: headline(), ctaButton1: used.id, ctaButton2: used.id } },
        token,
      );
      expect(card.errors).toEqual([]);
      const videoId = await insertVideo(t, other.organizationId);
      const config = {
        width: 30,
        position: { calculatedTop: 50, calculatedLeft: 50 },
        animation: { name: null, duration: 1, cycleTime: 0 },
      };
      const placed = await mutate(
        t,
        CREATE_VIDEO_CTAS,
        {
          videoId,
          input: {
            timestamps: [
              {
                name: 'A',
                startTimestamp: 0,
                endTimestamp: 5000,
                ctas: [
                  { order: 0, imageCtaId: picture.id, config },
                  { order: 1, buttonCtaId: used.id, config },
                ],
              },
            ],
          },
        },
        token,
      );
      expect(placed.errors).toEqual([]);

      type Listed = {
        ctas: {
          nodes: Array<{ name: string; type: string; usedInCards: number; usedInVideos: number }>;
          totalCount: number;
        };
      };
      const byName = await t.gql<Listed>(CTAS, { orderBy: 'name', pageSize: 100 }, token);
      expect(
        byName.data.ctas.nodes.map(({ name, type, usedInCards, usedInVideos }) => [
          name,
          type,
          usedInCards,
          usedInVideos,
        ]),
      ).toEqual([
        ['a-spare', 'BUTTON', 0, 0],
        ['b-used', 'BUTTON', 1, 1],
        ['c-picture', 'IMAGE', 0, 1],
      ]);
      const images = await t.gql<Listed>(CTAS, { typeFilter: 'IMAGE' }, token);
      expect(images.data.ctas.nodes.map((node) => node.name)).toEqual(['c-picture']);
      const searched = await t.gql<Listed>(CTAS, { search: 'SPARE' }, token);
      expect(searched.data.ctas.totalCount).toBe(1);
      expect(errorCode(await t.gql(CTAS, { pageSize: 101 }, token))).toBe(ErrorCode.VALIDATION_ERROR);

      expect(await mutate(t, DELETE_CTA, { id: used.id }, token)).toEqual({
        deletedId: null,
        errors: [validationFailure('id', OverlayMessages.ctaInUse(1, 1))],
      });
      expect(await mutate(t, DELETE_CTA, { id: picture.id }, token)).toEqual({
        deletedId: null,
        errors: [validationFailure('id', OverlayMessages.ctaInUse(0, 1))],
      });
      expect(OverlayMessages.ctaInUse(0, 1)).toBe(
        'This CTA is used in 0 end cards and 1 video. Remove it from them before deleting.',
      );
    });

    it('reads a page of CTAs with their counts in as many queries whatever its length', async () => {
      const lister = await registerOwner(t);
      await setPlan(t, lister.organizationId, SubscriptionPlan.UNLIMITED);
      // Only the overlay tables' queries: nothing else of the app (schedulers, sessions) touches them.
      const overlayQueries = async () => {
        const spy = jest.spyOn(Client.prototype, 'query');
        try {
          const listed = await t.gql<{ ctas: { totalCount: number } }>(CTAS, { pageSize: 100 }, lister.token);
          const texts = spy.mock.calls.map(([query]) => (typeof query === 'string' ? query : ''));
          return {
            listed: listed.data.ctas.totalCount,
            queries: texts.filter((text) => /"(ctas|end_cards|video_ctas)"/.test(text)).length,
          };
        } finally {
          spy.mockRestore();
        }
      };
      const first = await addButton({ name: 'one' }, lister.token);
      const one = await overlayQueries();
      for (const name of ['two', 'three', 'four']) await addButton({ name }, lister.token);
      await addImage({ name: 'five' }, lister.token);
      const card = await mutate(
        t,
        CREATE_END_CARD,
        { endCard: { name: 'Card', headline: headline(), ctaButton1: first.id } },
        lister.token,
      );
      expect(card.errors).toEqual([]);
      const five = await overlayQueries();
      expect([one.listed, five.listed]).toEqual([1, 5]);
      expect(five.queries).toBe(one.queries);
    });

    it('deletes an unused CTA and its picture', async () => {
      const image = await addImage();
      expect(await mutate(t, DELETE_CTA, { id: image.id }, owner.token)).toEqual({
        deletedId: image.id,
        errors: [],
      });
      expect((await fetchMedia(t, image.imageUrl)).status).toBe(404);
      expect(errorCode(await t.gql(IMAGE_BY_ID, { id: image.id }, owner.token))).toBe(ErrorCode.NOT_FOUND);
    });

    it("answers NOT_FOUND for another organization's CTA or one of the other type", async () => {
      const theirs = await addButton({}, other.token);
      const mine = await addImage();
      expect(errorCode(await t.gql(BUTTON_BY_ID, { id: theirs.id }, owner.token))).toBe(ErrorCode.NOT_FOUND);
      expect(errorCode(await t.gql(IMAGE_BY_ID, { id: theirs.id }, owner.token))).toBe(ErrorCode.NOT_FOUND);
      expect(errorCode(await t.gql(BUTTON_BY_ID, { id: mine.id }, owner.token))).toBe(ErrorCode.NOT_FOUND);
      const notFound = [payloadError(ErrorCode.NOT_FOUND, 'id')];
      expect(
        (await mutate(t, UPDATE_BUTTON, { id: theirs.id, input: { name: 'x' } }, owner.token)).errors,
      ).toEqual(notFound);
      expect(
        (await mutate(t, UPDATE_IMAGE, { id: theirs.id, input: { name: 'x' } }, owner.token)).errors,
      ).toEqual(notFound);
      expect((await mutate(t, DELETE_CTA, { id: theirs.id }, owner.token)).errors).toEqual(notFound);
      const listed = await t.gql<{ ctas: { nodes: Array<{ id: string }> } }>(
        CTAS,
        { pageSize: 100 },
        owner.token,
      );
      expect(listed.data.ctas.nodes.map((node) => node.id)).not.toContain(theirs.id);
    });
  });

  it('a curator reads CTAs but cannot create, change or delete them', async () => {
    const button = await addButton();
    const image = await addImage();
    expect(
      (await t.gql<{ buttonCtaById: { id: string } }>(BUTTON_BY_ID, { id: button.id }, curator.token)).data
        .buttonCtaById.id,
    ).toBe(button.id);
    expect(
      (await t.gql<{ ctas: { totalCount: number } }>(CTAS, {}, curator.token)).data.ctas.totalCount,
    ).toBeGreaterThan(0);
    const refused = [payloadError(ErrorCode.PERMISSIONS_ERROR)];
    expect((await createButton(BUTTON, curator.token)).errors).toEqual(refused);
    expect((await createImage({ name: 'x', imageBase64: 'iVBORw0KGgo=' }, curator.token)).errors).toEqual(
      refused,
    );
    expect(
      (await mutate(t, UPDATE_BUTTON, { id: button.id, input: { name: 'x' } }, curator.token)).errors,
    ).toEqual(refused);
    expect(
      (await mutate(t, UPDATE_IMAGE, { id: image.id, input: { name: 'x' } }, curator.token)).errors,
    ).toEqual(refused);
    expect((await mutate(t, DELETE_CTA, { id: image.id }, curator.token)).errors).toEqual(refused);
  });
});
