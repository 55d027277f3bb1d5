import {
  CTA_TIMESTAMP_MIN_LENGTH_MS,
  ctaTimestampOverlapMessage,
  CtaAnimation,
  ErrorCode,
  minimumRangeMessage,
  OrganizationRole,
  OverlayMessages,
  OverlayPartMessages,
  rangeMessage,
  SubscriptionPlan,
  ValidationMessages,
  VideoStatus,
} from '@framehouse/domain';
import { DataSource } from 'typeorm';
import { PlayerOverlaysService } from '../../src/modules/overlays/player-overlays.service';
import { VideoCta } from '../../src/modules/overlays/video-ctas/video-cta.entity';
import { VideoCtaTimestamp } from '../../src/modules/overlays/video-ctas/video-cta-timestamp.entity';
import { Moment } from '../../src/modules/moments/moment.entity';
import { Video } from '../../src/modules/videos/video.entity';
import { payloadError, validationFailure, type PayloadError } from '../support/fixtures';
import { addMember, registerOwner, type Member, type Owner } from '../support/flows';
import { startTestApp, type TestApp } from '../support/test-app';
import { setPlan } from '../videos/video-support';
import {
  CREATE_BUTTON,
  CREATE_END_CARD,
  CREATE_IMAGE,
  CREATE_VIDEO_CTAS,
  headline,
  insertVideo,
  mutate,
  pictureBase64,
  UPDATE_VIDEO_CTAS,
  VIDEO_OVERLAYS,
  type ButtonCtaView,
  type CtaTimestampView,
  type ImageCtaView,
} from './overlays-support';

type Payload = { videoId: string | null; ctaTimestamps: CtaTimestampView[] | null };

const config = (changes: Record<string, unknown> = {}) => ({
  width: 33,
  position: { calculatedTop: 50, calculatedLeft: 50 },
  animation: { name: CtaAnimation.BOUNCE, duration: 2, cycleTime: 5 },
  ...changes,
});

/** Per-video CTA placement (overlays-distribution §3, §4, §5, §7) through the real API. */
describe('video CTAs', () => {
  let t: TestApp;
  let owner: Owner;
  let curator: Member;
  let other: Owner;
  let button: ButtonCtaView;
  let image: ImageCtaView;
  let otherButton: string;

  const save = (document: string, videoId: string, timestamps: unknown[], token = owner.token) =>
    mutate<Payload>(t, document, { videoId, input: { timestamps } }, token);
  const group = (name: string, start: number, end: number, ctas: unknown[] = []) => ({
    name,
    startTimestamp: start,
    endTimestamp: end,
    ctas,
  });
  const stored = async (videoId: string) => ({
    timestamps: await t.app.get(DataSource).getRepository(VideoCtaTimestamp).countBy({ videoId }),
    ctas: await t.app.get(DataSource).getRepository(VideoCta).countBy({ videoId }),
  });
  const expectRefused = async (videoId: string, timestamps: unknown[], errors: PayloadError[]) => {
    const before = await stored(videoId);
    expect(await save(UPDATE_VIDEO_CTAS, videoId, timestamps)).toEqual({
      videoId: null,
      ctaTimestamps: null,
      errors,
    });
    expect(await stored(videoId)).toEqual(before);
  };

  beforeAll(async () => {
    t = await startTestApp();
    owner = await registerOwner(t);
    await setPlan(t, owner.organizationId, SubscriptionPlan.UNLIMITED);
    curator = await addMember(t, owner, OrganizationRole.CURATOR);
    other = await registerOwner(t);
    button = (
      await mutate<{ buttonCta: ButtonCtaView }>(
        t,
        CREATE_BUTTON,
        { input: { name: 'Shop', url: 'https://shop.example.com', text: 'Buy' } },
        owner.token,
      )
    ).buttonCta;
    image = (
      await mutate<{ imageCta: ImageCtaView }>(
        t,
        CREATE_IMAGE,
        { input: { name: 'Logo', url: 'https://example.com', imageBase64: await pictureBase64('png') } },
        owner.token,
      )
    ).imageCta;
    otherButton = (
      await mutate<{ buttonCta: ButtonCtaView }>(
        t,
        CREATE_BUTTON,
        { input: { name: 'Theirs', url: 'https://other.example.com', text: 'Go' } },
        other.token,
      )
    ).buttonCta.id;
  });
  afterAll(() => t.close());

  it('creates the groups once, answers them as Video.ctaTimestamps, and replaces them whole on update', async () => {
    const videoId = await insertVideo(t, owner.organizationId, { status: VideoStatus.PUBLISHED });
    const created = await save(CREATE_VIDEO_CTAS, videoId, [
      group('  Intro ', 1000, 5000, [
        { order: 0, buttonCtaId: button.id, config: config() },
        {
          order: 1,
          imageCtaId: image.id,
          config: config({ width: 99, animation: { name: null, duration: 1, cycleTime: 0 } }),
        },
      ]),
      group('Outro', 5000, 60_000),
    ]);
    expect(created.errors).toEqual([]);
    expect(created.videoId).toBe(videoId);
    const [intro, outro] = created.ctaTimestamps ?? [];
    expect(intro).toMatchObject({
      name: 'Intro',
      startTimestamp: 1000,
      endTimestamp: 5000,
      ranges: [1000, 5000],
    });
    expect(outro).toMatchObject({ name: 'Outro', ranges: [5000, 60_000], ctas: [] });
    const [placedButton, placedImage] = intro?.ctas ?? [];
    expect(placedButton).toMatchObject({
      order: 0,
      type: 'BUTTON',
      buttonCta: { id: button.id, name: 'Shop' },
      imageCta: null,
      width: 33,
    });
    expect(JSON.parse(placedButton?.template ?? '')).toEqual(JSON.parse(button.text));
    expect(JSON.parse(placedButton?.styles ?? '')).toEqual({
      background: JSON.parse(button.background),
      border: JSON.parse(button.border),
      icon: null,
    });
    expect(JSON.parse(placedButton?.config ?? '')).toEqual(config());
    expect(placedImage).toMatchObject({
      type: 'IMAGE',
      imageCta: { id: image.id, imageUrl: image.imageUrl },
      styles: null,
      width: 99,
    });
    expect(JSON.parse(placedImage?.template ?? '')).toEqual({
      imageUrl: image.imageUrl,
      url: 'https://example.com',
    });

    const read = await t.gql<{ videoById: { status: string; ctaTimestamps: CtaTimestampView[] } }>(
      VIDEO_OVERLAYS,
      { id: videoId },
      owner.token,
    );
    expect(read.data.videoById.ctaTimestamps).toEqual(created.ctaTimestamps);
    // Live on published content: the video does not become EDITED.
    expect(read.data.videoById.status).toBe(VideoStatus.PUBLISHED);

    expect(await save(CREATE_VIDEO_CTAS, videoId, [group('Again', 0, 2000)])).toEqual({
      videoId: null,
      ctaTimestamps: null,
      errors: [validationFailure('videoId', OverlayMessages.videoCtasExist)],
    });
    const replaced = await save(UPDATE_VIDEO_CTAS, videoId, [
      group('Only', 0, 2000, [{ order: 0, buttonCtaId: button.id, config: config() }]),
    ]);
    expect(replaced.errors).toEqual([]);
    expect(replaced.ctaTimestamps?.map((entry) => entry.name)).toEqual(['Only']);
    expect(await stored(videoId)).toEqual({ timestamps: 1, ctas: 1 });
    const emptied = await save(UPDATE_VIDEO_CTAS, videoId, []);
    expect(emptied).toEqual({ videoId, ctaTimestamps: [], errors: [] });
    expect(await stored(videoId)).toEqual({ timestamps: 0, ctas: 0 });
  });

  it('updateVideoCtas also places CTAs on a video that has none', async () => {
    const videoId = await insertVideo(t, owner.organizationId);
    const saved = await save(UPDATE_VIDEO_CTAS, videoId, [group('First', 0, 1000)]);
    expect(saved.errors).toEqual([]);
    expect(saved.ctaTimestamps).toHaveLength(1);
  });

  describe('the placement rules of §5, each refused with nothing written', () => {
    let videoId: string;
    beforeAll(async () => {
      videoId = await insertVideo(t, owner.organizationId, { durationMs: 30_000 });
      const first = await save(CREATE_VIDEO_CTAS, videoId, [
        group('Kept', 0, 2000, [{ order: 0, buttonCtaId: button.id, config: config() }]),
      ]);
      expect(first.errors).toEqual([]);
    });

    it.each<[string, () => unknown[], () => PayloadError[]]>([
      [
        'overlapping groups',
        () => [group('A', 0, 5000), group('B', 4000, 8000)],
        () => [
          validationFailure(
            'timestamps.0',
            ctaTimestampOverlapMessage({ start: 0, end: 5000 }, [{ start: 4000, end: 8000, title: 'B' }]),
          ),
          validationFailure(
            'timestamps.1',
            ctaTimestampOverlapMessage({ start: 4000, end: 8000 }, [{ start: 0, end: 5000, title: 'A' }]),
          ),
        ],
      ],
      [
        'a group shorter than 1000 ms',
        () => [group('Short', 1000, 1999)],
        () => [validationFailure('timestamps.0', minimumRangeMessage(CTA_TIMESTAMP_MIN_LENGTH_MS))],
      ],
      [
        'a group beyond the duration',
        () => [group('Late', 29_000, 31_000)],
        () => [validationFailure('timestamps.0', ValidationMessages.timestampRange)],
      ],
      [
        'an empty name',
        () => [group(' ', 0, 2000)],
        () => [validationFailure('timestamps.0.name', ValidationMessages.nameEmpty)],
      ],
      [
        'a width over 99',
        () => [group('Wide', 0, 2000, [{ order: 0, imageCtaId: image.id, config: config({ width: 100 }) }])],
        () => [validationFailure('timestamps.0.ctas.0', rangeMessage(1, 99, '%'))],
      ],
      [
        'an unknown animation',
        () => [
          group('Dance', 0, 2000, [
            {
              order: 0,
              buttonCtaId: button.id,
              config: config({ animation: { name: 'Twist', duration: 2, cycleTime: 5 } }),
            },
          ]),
        ],
        () => [
          validationFailure('timestamps.0.ctas.0', OverlayPartMessages.notOneOf(Object.values(CtaAnimation))),
        ],
      ],
      [
        'a duration and cycle time off their lists',
        () => [
          group('Slow', 0, 2000, [
            {
              order: 0,
              buttonCtaId: button.id,
              config: config({ animation: { name: null, duration: 10, cycleTime: 6 } }),
            },
          ]),
        ],
        () => [
          validationFailure('timestamps.0.ctas.0', OverlayPartMessages.notOneOf([1, 2, 3, 4, 5, 6, 7, 8, 9])),
          validationFailure(
            'timestamps.0.ctas.0',
            OverlayPartMessages.notOneOf([0, 1, 2, 3, 4, 5, 7, 10, 15, 30, 60]),
          ),
        ],
      ],
      [
        'a position outside the picture',
        () => [
          group('Off', 0, 2000, [
            {
              order: 0,
              buttonCtaId: button.id,
              config: config({ position: { calculatedTop: 101, calculatedLeft: 50 } }),
            },
          ]),
        ],
        () => [validationFailure('timestamps.0.ctas.0', rangeMessage(0, 100, '%'))],
      ],
      [
        'both a button and an image in one entry, or neither',
        () => [
          group('Both', 0, 2000, [
            { order: 0, buttonCtaId: button.id, imageCtaId: image.id, config: config() },
            { order: 1, config: config() },
          ]),
        ],
        () => [
          validationFailure('timestamps.0.ctas.0', OverlayMessages.oneCtaReference),
          validationFailure('timestamps.0.ctas.1', OverlayMessages.oneCtaReference),
        ],
      ],
      [
        "another organization's CTA, an unknown one, or one of the other type",
        () => [
          group('Theirs', 0, 2000, [
            { order: 0, buttonCtaId: otherButton, config: config() },
            { order: 1, imageCtaId: button.id, config: config() },
            { order: 2, buttonCtaId: 'nope', config: config() },
          ]),
        ],
        () => [
          payloadError(ErrorCode.NOT_FOUND, 'timestamps.0.ctas.0.buttonCtaId'),
          payloadError(ErrorCode.NOT_FOUND, 'timestamps.0.ctas.1.imageCtaId'),
          payloadError(ErrorCode.NOT_FOUND, 'timestamps.0.ctas.2.buttonCtaId'),
        ],
      ],
    ])('%s', async (_name, timestamps, errors) => {
      await expectRefused(videoId, timestamps(), errors());
    });

    it('is atomic: a bad CTA in the last group leaves the stored set as it was', async () => {
      const good = Array.from({ length: 5 }, (_, i) =>
        group(`G${i}`, i * 2000, i * 2000 + 1500, [{ order: 0, buttonCtaId: button.id, config: config() }]),
      );
      await expectRefused(
        videoId,
        [...good, group('Bad', 20_000, 22_000, [{ order: 0, imageCtaId: otherButton, config: config() }])],
        [payloadError(ErrorCode.NOT_FOUND, 'timestamps.5.ctas.0.imageCtaId')],
      );
      const read = await t.gql<{ videoById: { ctaTimestamps: CtaTimestampView[] } }>(
        VIDEO_OVERLAYS,
        { id: videoId },
        owner.token,
      );
      expect(read.data.videoById.ctaTimestamps.map((entry) => entry.name)).toEqual(['Kept']);
    });

    it('is atomic when the database refuses a row mid-way: nothing of the new set, the old set kept', async () => {
      const dataSource = t.app.get(DataSource);
      await dataSource.query(`
        CREATE FUNCTION refuse_width_42() RETURNS trigger AS $$
        BEGIN
          IF (NEW."config"->>'width')::numeric = 42 THEN RAISE EXCEPTION 'refused by the test'; END IF;
          RETURN NEW;
        END $$ LANGUAGE plpgsql`);
      await dataSource.query(
        `CREATE TRIGGER refuse_width_42 BEFORE INSERT ON "video_ctas" FOR EACH ROW EXECUTE FUNCTION refuse_width_42()`,
      );
      try {
        const before = await stored(videoId);
        const failed = await save(UPDATE_VIDEO_CTAS, videoId, [
          group('First', 0, 2000, [{ order: 0, buttonCtaId: button.id, config: config() }]),
          group('Second', 3000, 5000, [{ order: 0, buttonCtaId: button.id, config: config({ width: 42 }) }]),
        ]);
        expect(failed.errors.map((error) => error.name)).toEqual([ErrorCode.SERVER_ERROR]);
        expect(await stored(videoId)).toEqual(before);
        const read = await t.gql<{ videoById: { ctaTimestamps: CtaTimestampView[] } }>(
          VIDEO_OVERLAYS,
          { id: videoId },
          owner.token,
        );
        expect(read.data.videoById.ctaTimestamps.map((entry) => entry.name)).toEqual(['Kept']);
      } finally {
        await dataSource.query(`DROP TRIGGER refuse_width_42 ON "video_ctas"`);
        await dataSource.query(`DROP FUNCTION refuse_width_42()`);
      }
    });

    it('refuses a video without a duration', async () => {
      const unprocessed = await insertVideo(t, owner.organizationId, { durationMs: null });
      expect((await save(UPDATE_VIDEO_CTAS, unprocessed, [group('A', 0, 2000)])).errors).toEqual([
        validationFailure('videoId', OverlayMessages.videoWithoutDuration),
      ]);
    });
  });

  it("answers NOT_FOUND for another organization's video and PERMISSIONS_ERROR without CHANGE_VIDEO", async () => {
    const theirs = await insertVideo(t, other.organizationId);
    for (const document of [CREATE_VIDEO_CTAS, UPDATE_VIDEO_CTAS]) {
      expect((await save(document, theirs, [group('A', 0, 2000)])).errors).toEqual([
        payloadError(ErrorCode.NOT_FOUND, 'videoId'),
      ]);
    }
    const mine = await insertVideo(t, owner.organizationId);
    for (const document of [CREATE_VIDEO_CTAS, UPDATE_VIDEO_CTAS]) {
      expect((await save(document, mine, [group('A', 0, 2000)], curator.token)).errors).toEqual([
        payloadError(ErrorCode.PERMISSIONS_ERROR),
      ]);
    }
    expect(await stored(theirs)).toEqual({ timestamps: 0, ctas: 0 });
    expect(await stored(mine)).toEqual({ timestamps: 0, ctas: 0 });
  });

  it('a duplicate of the video keeps its CTAs and end card', async () => {
    const card = await mutate<{ endCard: { id: string } }>(
      t,
      CREATE_END_CARD,
      { endCard: { name: 'Kept', customCode: 'x' } },
      owner.token,
    );
    const videoId = await insertVideo(t, owner.organizationId, { endCardId: card.endCard.id });
    expect(
      (
        await save(CREATE_VIDEO_CTAS, videoId, [
          group('A', 0, 2000, [{ order: 0, buttonCtaId: button.id, config: config() }]),
        ])
      ).errors,
    ).toEqual([]);
    const duplicated = await mutate<{ video: { id: string } }>(
      t,
      `mutation($id: ID!) { duplicateVideo(id: $id) { video { id } errors { field messages name } } }`,
      { id: videoId },
      owner.token,
    );
    expect(duplicated.errors).toEqual([]);
    const read = await t.gql<{
      videoById: { endCard: { id: string } | null; ctaTimestamps: CtaTimestampView[] };
    }>(VIDEO_OVERLAYS, { id: duplicated.video.id }, owner.token);
    expect(read.data.videoById.endCard?.id).toBe(card.endCard.id);
    expect(
      read.data.videoById.ctaTimestamps.map((entry) => [
        entry.name,
        entry.ctas.map((cta) => cta.buttonCta?.id),
      ]),
    ).toEqual([['A', [button.id]]]);
  });

  describe('PlayerOverlaysService.forContent', () => {
    it("answers the video's groups and end card, the moment's own card for a moment, and only the organization's", async () => {
      const players = t.app.get(PlayerOverlaysService);
      const repository = t.app.get(DataSource).getRepository(Video);
      const builder = await mutate<{ endCard: { id: string } }>(
        t,
        CREATE_END_CARD,
        {
          endCard: {
            name: 'Builder',
            headline: headline(),
            ctaButton1: button.id,
            watchNextButtonVisible: true,
            promoCodeButton: { text: 'SAVE', label: 'Code' },
            backgroundImageBase64: await pictureBase64('png'),
          },
        },
        owner.token,
      );
      const coded = await mutate<{ endCard: { id: string } }>(
        t,
        CREATE_END_CARD,
        { endCard: { name: 'Coded', customCode: '<p>Bye</p>' } },
        owner.token,
      );
      const videoId = await insertVideo(t, owner.organizationId, { endCardId: builder.endCard.id });
      expect(
        (
          await save(CREATE_VIDEO_CTAS, videoId, [
            group('A', 0, 2000, [{ order: 0, imageCtaId: image.id, config: config() }]),
          ])
        ).errors,
      ).toEqual([]);
      const video = await repository.findOneByOrFail({ id: videoId });

      const forVideo = await players.forContent(video);
      expect(forVideo.watchNext).toBeNull();
      expect(forVideo.ctaGroups).toEqual([
        {
          id: expect.any(String),
          startMs: 0,
          endMs: 2000,
          ctas: [
            {
              id: expect.any(String),
              cta: {
                kind: 'image',
                id: image.publicUuid,
                url: 'https://example.com',
                imageUrl: image.imageUrl,
              },
              config: config(),
            },
          ],
        },
      ]);
      expect(forVideo.endCard).toMatchObject({
        kind: 'builder',
        id: builder.endCard.id,
        backgroundImageUrl: expect.stringMatching(/\/media\/public\/overlays\/.+\.webp$/),
        ctaButtons: [{ kind: 'button', id: button.publicUuid, url: 'https://shop.example.com' }],
        watchNextButtonVisible: true,
        promoCode: { text: 'SAVE', label: 'Code' },
      });

      const moment = await t.app.get(DataSource).getRepository(Moment).save({
        organizationId: owner.organizationId,
        videoId,
        title: 'M',
        startMs: 0,
        endMs: 10_000,
        endCardId: coded.endCard.id,
      });
      const forMoment = await players.forContent(video, moment);
      expect(forMoment.endCard).toEqual({ kind: 'custom', id: coded.endCard.id, customCode: '<p>Bye</p>' });
      expect((await players.forContent(video, { ...moment, endCardId: null })).endCard?.id).toBe(
        builder.endCard.id,
      );

      // A video row naming another organization's card (never written by the API) shows none.
      const theirCard = await mutate<{ endCard: { id: string } }>(
        t,
        CREATE_END_CARD,
        { endCard: { name: 'Theirs', customCode: 'x' } },
        other.token,
      );
      expect((await players.forContent({ ...video, endCardId: theirCard.endCard.id })).endCard).toBeNull();
    });
  });
});
