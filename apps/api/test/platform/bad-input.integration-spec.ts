import {
  ChapterMessages,
  CHAPTERS_MAX_COUNT,
  CarouselMessages,
  ErrorCode,
  MicrositeMessages,
  MAX_PAGE_SIZE,
  maxLengthMessage,
  OverlayMessages,
  OverlayPartMessages,
  PlaylistMessages,
  SocialPlatform,
  ValidationMessages,
} from '@framehouse/domain';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { MAX_QUERY_COMPLEXITY } from '../../src/common/graphql/query-limits';
import { User } from '../../src/modules/accounts/user.entity';
import { UserToken } from '../../src/modules/accounts/user-token.entity';
import { Organization } from '../../src/modules/organizations/organization.entity';
import { SocialMediaPlatform } from '../../src/modules/social-media/social-media-platform.entity';
import {
  addEntry,
  CREATE_PLATFORM,
  iconsOf,
  UPDATE_PLATFORM,
  UPDATE_SHARE_ICONS,
} from '../social-media/social-media-support';
import { Cta } from '../../src/modules/overlays/ctas/cta.entity';
import { EndCard } from '../../src/modules/overlays/end-cards/end-card.entity';
import { VideoCtaTimestamp } from '../../src/modules/overlays/video-ctas/video-cta-timestamp.entity';
import {
  CREATE_BUTTON,
  CREATE_END_CARD,
  CREATE_IMAGE,
  insertVideo,
  UPDATE_VIDEO_CTAS,
} from '../overlays/overlays-support';
import { Carousel } from '../../src/modules/widgets/carousels/carousel.entity';
import { CarouselMoment } from '../../src/modules/widgets/carousels/carousel-moment.entity';
import { WidgetPreset } from '../../src/modules/widgets/presets/widget-preset.entity';
import {
  CAROUSEL_MOMENTS,
  CREATE_CAROUSEL,
  CREATE_PRESET,
  UPDATE_CAROUSEL,
  type CarouselView,
} from '../widgets/widgets-support';
import { Playlist } from '../../src/modules/playlists/playlist.entity';
import { PlaylistItem } from '../../src/modules/playlists/playlist-item.entity';
import { CANDIDATES, CREATE_PLAYLIST, PLAYLIST_BY_ID, PLAYLISTS } from '../playlists/playlists-support';
import { Microsite } from '../../src/modules/microsites/microsite.entity';
import { MicrositeSection } from '../../src/modules/microsites/microsite-section.entity';
import {
  CREATE_MICROSITE,
  MICROSITE_BY_ID,
  MICROSITES,
  sectionsInput,
  UPDATE_MICROSITE,
  UPDATE_SECTIONS,
  type MicrositePayload,
} from '../microsites/microsites-support';
import { Chapter } from '../../src/modules/chapters/chapter.entity';
import { SET_CHAPTERS, type SetPayload } from '../chapters/chapters-support';
import {
  errorCode,
  payloadError,
  pngBase64,
  restErrors,
  rowCount,
  validationFailure,
  type PayloadError,
} from '../support/fixtures';
import {
  ACCEPT_ALL,
  CREATE_ORGANIZATION,
  ERRORS,
  INVITE,
  ME,
  PASSWORD,
  REGISTER,
  TOKEN_AUTH,
  VERIFY_MEMBER,
  mailedToken,
  registerOwner,
  uniqueEmail,
  type Owner,
} from '../support/flows';
import { startTestApp, type TestApp } from '../support/test-app';

/** 100 KB of text. */
const HUGE = 'x'.repeat(100 * 1024);
/** An address of valid form that no mailbox could have (RFC 5321 allows 254 characters). */
const HUGE_EMAIL = `${'a'.repeat(100 * 1024)}@example.com`;

describe('bad input', () => {
  let t: TestApp;
  let owner: Owner;
  beforeAll(async () => {
    t = await startTestApp();
    owner = await registerOwner(t);
  });
  afterAll(() => t.close());

  const post = (body: string | object, contentType = 'application/json') =>
    t.http.post('/graphql/').set('content-type', contentType).send(body);

  /** Counts the rows every call below could write. */
  const counts = () => Promise.all([rowCount(t, User), rowCount(t, Organization), rowCount(t, UserToken)]);

  describe('malformed GraphQL requests answer 400 with a GraphQL error, never 500', () => {
    it('a variable of the wrong type', async () => {
      for (const variables of [
        { email: 42, password: PASSWORD },
        { email: { nested: true }, password: PASSWORD },
        { email: ['a@example.com'], password: PASSWORD },
        { email: 'a@example.com', password: null },
        { email: 'a@example.com' },
      ]) {
        const response = await post({ query: TOKEN_AUTH, variables });
        expect(response.status).toBe(400);
        expect(response.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
      }
      const pageSize = await post({
        query: 'query($size: Int) { organizationMembers(pageSize: $size) { totalCount } }',
        variables: { size: 'fifty' },
      });
      expect(pageSize.status).toBe(400);
      expect(pageSize.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    });

    it('an unknown enum value', async () => {
      const viaVariable = await post({
        query: INVITE,
        variables: { email: uniqueEmail('enum'), role: 'SUPERUSER' },
      });
      expect(viaVariable.status).toBe(400);
      expect(viaVariable.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
      const plan = await post({
        query: REGISTER,
        variables: {
          user: { name: 'Eve', email: uniqueEmail('enum'), password: PASSWORD },
          legal: ACCEPT_ALL,
          plan: 'FREE_FOREVER',
        },
      });
      expect(plan.status).toBe(400);
      const inline = await post({
        query: `mutation { toggleOrganizationMemberAccount(id: "x", action: DELETE) { ${ERRORS} } }`,
      });
      expect(inline.status).toBe(400);
      expect(inline.body.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
    });

    it('an unknown field, a syntax error, no query', async () => {
      const unknownField = await post({ query: '{ me { password } }' });
      expect(unknownField.status).toBe(400);
      expect(unknownField.body.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
      const syntax = await post({ query: '{ me { id ' });
      expect(syntax.status).toBe(400);
      expect(syntax.body.errors[0].extensions.code).toBe('GRAPHQL_PARSE_FAILED');
      const noQuery = await post({ variables: {} });
      expect(noQuery.status).toBe(400);
      const notAString = await post({ query: 42 });
      expect(notAString.status).toBe(400);
    });
  });

  describe('malformed HTTP bodies answer 4xx', () => {
    it('an empty body', async () => {
      const response = await post('');
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
    });

    it('a body that is not JSON, with the JSON content type', async () => {
      const response = await post('{"query": "{ me { id } }"');
      expect(response.status).toBe(400);
      expect(response.body).toEqual(
        restErrors({
          field: null,
          name: ErrorCode.VALIDATION_ERROR,
          messages: ['Request body could not be read.'],
        }),
      );
    });

    it('a body of another content type (refused before running, as CSRF protection)', async () => {
      const response = await post(JSON.stringify({ query: ME }), 'text/plain');
      expect(response.status).toBe(400);
      expect(JSON.stringify(response.body)).not.toContain('"me"');
    });

    it('a NUL character anywhere in a body (PostgreSQL text cannot hold it) answers 400, writes nothing', async () => {
      const before = await counts();
      const refused = {
        errors: [
          {
            field: null,
            name: ErrorCode.VALIDATION_ERROR,
            messages: ['Text cannot contain the NUL character (U+0000).'],
          },
        ],
      };
      for (const body of [
        { query: TOKEN_AUTH, variables: { email: '\u0000', password: PASSWORD } },
        {
          query: REGISTER,
          variables: { user: { name: 'Eve\u0000', email: uniqueEmail('nul'), password: PASSWORD } },
        },
        { query: ME, variables: { ['key\u0000']: 1 } },
      ]) {
        const response = await post(body);
        expect(response.status).toBe(400);
        expect(response.body).toMatchObject(refused);
      }
      const view = await t.http
        .post('/p/api/views')
        .send({ videoId: '\u0000', session: 'nul-session-000001' });
      expect(view.status).toBe(400);
      expect(view.body).toMatchObject(refused);
      expect(await counts()).toEqual(before);
    });

    it('a batch (a JSON array of operations)', async () => {
      const response = await post([{ query: ME }, { query: ME }]);
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
    });

    it('a body over 15 MB answers 413 with the error contract', async () => {
      const response = await post({
        query: REGISTER,
        variables: { user: { name: 'x'.repeat(16 * 1024 * 1024) } },
      });
      expect(response.status).toBe(413);
      expect(response.body).toEqual(
        restErrors({
          field: null,
          name: ErrorCode.VALIDATION_ERROR,
          messages: ['Request body is larger than 15mb.'],
        }),
      );
    });
  });

  describe('100 KB strings answer a VALIDATION_ERROR in the payload and write nothing', () => {
    const expectRefused = async (
      query: string,
      variables: Record<string, unknown>,
      field: string,
      message: string,
      token?: string,
    ): Promise<void> => {
      const before = await counts();
      const mailsBefore = t.mail.messages.length;
      const response = await t.gql<Record<string, { errors: PayloadError[] }>>(query, variables, token);
      expect(response.status).toBe(200);
      const payload = Object.values(response.data)[0];
      expect(payload?.errors).toEqual([{ field, name: ErrorCode.VALIDATION_ERROR, messages: [message] }]);
      expect(await counts()).toEqual(before);
      expect(t.mail.messages.length).toBe(mailsBefore);
    };

    it('registerOrganizationOwner: name and email', async () => {
      await expectRefused(
        REGISTER,
        {
          user: { name: HUGE, email: uniqueEmail('huge'), password: PASSWORD },
          legal: ACCEPT_ALL,
          plan: 'TRIAL',
        },
        'name',
        'Maximum 150 characters allowed',
      );
      await expectRefused(
        REGISTER,
        {
          user: { name: 'Huge Email', email: HUGE_EMAIL, password: PASSWORD },
          legal: ACCEPT_ALL,
          plan: 'TRIAL',
        },
        'email',
        'Incorrect email format',
      );
    });

    it('createOrganization: organization name', async () => {
      const email = uniqueEmail('huge-org');
      await t.gql(REGISTER, {
        user: { name: 'Hugo', email, password: PASSWORD },
        legal: ACCEPT_ALL,
        plan: 'TRIAL',
      });
      const token = await mailedToken(t, email);
      await expectRefused(
        CREATE_ORGANIZATION,
        { token, name: HUGE },
        'name',
        'Maximum 100 characters allowed',
      );
      const created = await t.gql<{ createOrganization: { errors: PayloadError[] } }>(CREATE_ORGANIZATION, {
        token,
        name: null,
      });
      expect(created.data.createOrganization.errors).toEqual([]);
    });

    it('updateOrganization and updateAccountDetails: names', async () => {
      await expectRefused(
        `mutation($name: String) { updateOrganization(name: $name) { ${ERRORS} } }`,
        { name: HUGE },
        'name',
        'Maximum 100 characters allowed',
        owner.token,
      );
      await expectRefused(
        `mutation($name: String) { updateAccountDetails(accountDetails: { name: $name }) { ${ERRORS} } }`,
        { name: HUGE },
        'name',
        'Maximum 150 characters allowed',
        owner.token,
      );
    });

    it('inviteOrganizationMember and verifyOrganizationMemberAccount', async () => {
      await expectRefused(INVITE, { email: HUGE_EMAIL }, 'email', 'Incorrect email format', owner.token);
      const email = uniqueEmail('huge-member');
      await t.gql(INVITE, { email }, owner.token);
      await expectRefused(
        VERIFY_MEMBER,
        { token: await mailedToken(t, email), user: { name: HUGE, password: PASSWORD }, legal: ACCEPT_ALL },
        'name',
        'Maximum 150 characters allowed',
      );
    });

    it('updateEmailRequest', async () => {
      await expectRefused(
        `mutation($email: String!) { updateEmailRequest(email: $email) { ${ERRORS} } }`,
        { email: HUGE_EMAIL },
        'email',
        'Email address is invalid',
        owner.token,
      );
    });

    it('createSocialMediaPlatform and updateSocialMediaPlatform: label and URL', async () => {
      const entries = () => rowCount(t, SocialMediaPlatform);
      const before = await entries();
      const valid = {
        platformName: 'YOUTUBE',
        label: 'Channel',
        accountUrl: 'https://www.youtube.com/@huge',
      };
      await expectRefused(
        CREATE_PLATFORM,
        { input: { ...valid, label: HUGE } },
        'label',
        'Maximum 32 characters allowed',
        owner.token,
      );
      await expectRefused(
        CREATE_PLATFORM,
        { input: { ...valid, accountUrl: `https://www.youtube.com/${HUGE}` } },
        'accountUrl',
        'Maximum 2048 characters allowed',
        owner.token,
      );
      expect(await entries()).toBe(before);
      const entry = await addEntry(t, owner.token, { ...valid, platformName: SocialPlatform.YOUTUBE });
      await expectRefused(
        UPDATE_PLATFORM,
        { id: entry.id, input: { label: HUGE } },
        'label',
        'Maximum 32 characters allowed',
        owner.token,
      );
      const unknownPlatform = await post({
        query: CREATE_PLATFORM,
        variables: { input: { ...valid, platformName: 'MYSPACE' } },
      });
      expect(unknownPlatform.status).toBe(400);
      expect(unknownPlatform.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    });

    it('updateShareSocialMediaIcons: 10 000 icons, and an unknown target', async () => {
      const icons = Array.from({ length: 10_000 }, (_, n) => ({
        platformName: n % 2 ? 'MAIL' : 'REDDIT',
        visible: false,
      }));
      await expectRefused(
        UPDATE_SHARE_ICONS,
        { id: owner.organizationId, icons },
        'icons',
        'Each share target can be listed only once.',
        owner.token,
      );
      expect((await iconsOf(t, owner.token)).every((icon) => icon.visible)).toBe(true);
      const unknownTarget = await post({
        query: UPDATE_SHARE_ICONS,
        variables: { id: owner.organizationId, icons: [{ platformName: 'MYSPACE', visible: true }] },
      });
      expect(unknownTarget.status).toBe(400);
      expect(unknownTarget.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    });

    it('overlays: end card, CTA and placement texts, parts and lists', async () => {
      const overlayRows = () =>
        Promise.all([rowCount(t, EndCard), rowCount(t, Cta), rowCount(t, VideoCtaTimestamp)]);
      const before = await overlayRows();
      const headline = (text: string) => JSON.stringify({ text });
      await expectRefused(
        CREATE_END_CARD,
        { endCard: { name: HUGE, headline: headline('Hi') } },
        'name',
        maxLengthMessage(200),
        owner.token,
      );
      await expectRefused(
        CREATE_END_CARD,
        { endCard: { name: 'Card', headline: headline(HUGE) } },
        'headline',
        maxLengthMessage(200),
        owner.token,
      );
      await expectRefused(
        CREATE_END_CARD,
        { endCard: { name: 'Card', headline: HUGE } },
        'headline',
        OverlayPartMessages.notAnObject,
        owner.token,
      );
      await expectRefused(
        CREATE_END_CARD,
        { endCard: { name: 'Card', customCode: HUGE.repeat(2) } },
        'customCode',
        maxLengthMessage(100_000),
        owner.token,
      );
      await expectRefused(
        CREATE_BUTTON,
        { input: { name: HUGE, url: 'https://shop.example.com', text: 'Buy' } },
        'name',
        maxLengthMessage(200),
        owner.token,
      );
      await expectRefused(
        CREATE_IMAGE,
        { input: { name: HUGE, imageBase64: await pngBase64(8, 8) } },
        'name',
        maxLengthMessage(200),
        owner.token,
      );
      const videoId = await insertVideo(t, owner.organizationId);
      const timestamps = Array.from({ length: 10_000 }, (_, n) => ({
        name: 'A',
        startTimestamp: n * 1000,
        endTimestamp: n * 1000 + 1000,
        ctas: [],
      }));
      await expectRefused(
        UPDATE_VIDEO_CTAS,
        { videoId, input: { timestamps } },
        'timestamps',
        OverlayMessages.tooManyTimestamps(50),
        owner.token,
      );
      expect(await overlayRows()).toEqual(before);
      for (const [query, variables] of [
        [CREATE_END_CARD, { endCard: { name: 'Card', cardSize: 'ENORMOUS' } }],
        [
          UPDATE_VIDEO_CTAS,
          {
            videoId,
            input: { timestamps: [{ name: 'A', startTimestamp: '0', endTimestamp: 1000, ctas: [] }] },
          },
        ],
        [CREATE_BUTTON, { input: { name: 'B', iconValue: 'SKULL' } }],
      ] as const) {
        const response = await post({ query, variables });
        expect(response.status).toBe(400);
        expect(response.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
      }
    });

    it('widgets: carousel and preset texts, GA ids, colours and moment lists', async () => {
      const widgetRows = () =>
        Promise.all([rowCount(t, Carousel), rowCount(t, CarouselMoment), rowCount(t, WidgetPreset)]);
      await expectRefused(
        CREATE_CAROUSEL,
        { carousel: { name: HUGE } },
        'name',
        maxLengthMessage(256),
        owner.token,
      );
      await expectRefused(
        CREATE_PRESET,
        { widgetPreset: { name: HUGE } },
        'name',
        maxLengthMessage(256),
        owner.token,
      );
      await expectRefused(
        CREATE_PRESET,
        { widgetPreset: { name: 'P', googleAnalytics4MeasurementId: HUGE } },
        'googleAnalytics4MeasurementId',
        'Provided ID must match G-XXXXXXX format',
        owner.token,
      );
      await expectRefused(
        CREATE_PRESET,
        { widgetPreset: { name: 'P' }, style: { mainColor: HUGE } },
        'mainColor',
        ValidationMessages.invalidHexColor,
        owner.token,
      );
      const created = await t.gql<{ createCarousel: { carousel: CarouselView } }>(
        CREATE_CAROUSEL,
        { carousel: { name: 'Widget' } },
        owner.token,
      );
      const id = created.data.createCarousel.carousel.id;
      const before = await widgetRows();
      const refusals: Array<[Record<string, unknown>, string, string]> = [
        [{ title: HUGE }, 'title', maxLengthMessage(256)],
        [{ description: HUGE }, 'description', maxLengthMessage(5000)],
        [
          { googleAnalyticsTrackingId: HUGE },
          'googleAnalyticsTrackingId',
          'Provided ID must match UA-XXXXXX-X format',
        ],
        [
          { moments: Array.from({ length: 10_000 }, () => '00000000-0000-4000-8000-000000000000') },
          'moments',
          CarouselMessages.tooManyMoments,
        ],
      ];
      for (const [carousel, field, message] of refusals) {
        await expectRefused(UPDATE_CAROUSEL, { id, carousel }, field, message, owner.token);
      }
      await expectRefused(
        UPDATE_CAROUSEL,
        { id, carousel: {}, carouselStyle: { mainColor: HUGE } },
        'mainColor',
        ValidationMessages.invalidHexColor,
        owner.token,
      );
      expect(await widgetRows()).toEqual(before);
      const theme = await post({
        query: UPDATE_CAROUSEL,
        variables: { id, carousel: {}, carouselStyle: { colorTheme: 'PURPLE' } },
      });
      expect(theme.status).toBe(400);
      expect(theme.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
      for (const variables of [
        { carouselId: id, pageSize: MAX_PAGE_SIZE + 1 },
        { carouselId: id, page: 0 },
        { carouselId: id, search: HUGE },
      ]) {
        const response = await t.gql<{ carouselMoments: unknown }>(CAROUSEL_MOMENTS, variables, owner.token);
        expect(response.status).toBe(200);
        if (variables.search) expect(response.errors).toBeUndefined();
        else expect(response.errors?.[0]?.extensions?.code).toBe(ErrorCode.VALIDATION_ERROR);
      }
      // 2 KB each: longer addresses are refused by the HTTP server itself (431) before any route.
      const long = 'x'.repeat(2048);
      const widget = await t.http.get(`/p/api/widget/${long}?key=${long}`);
      expect([widget.status, widget.body.errors[0].name]).toEqual([404, ErrorCode.NOT_FOUND]);
    });

    it('playlists: name, filter value, item lists, lists and the public addresses', async () => {
      const playlistRows = () => Promise.all([rowCount(t, Playlist), rowCount(t, PlaylistItem)]);
      const before = await playlistRows();
      const refusals: Array<[Record<string, unknown>, string, string]> = [
        [{ name: HUGE }, 'name', maxLengthMessage(128)],
        [
          { name: 'P', orderBy: 'TITLE', filterBy: 'TAG', filterValue: HUGE },
          'filterValue',
          maxLengthMessage(60),
        ],
        [
          { name: 'P', items: Array.from({ length: 10_000 }, () => randomUUID()) },
          'items',
          PlaylistMessages.tooManyItems,
        ],
      ];
      for (const [playlist, field, message] of refusals) {
        await expectRefused(CREATE_PLAYLIST, { playlist }, field, message, owner.token);
      }
      const notPublished = await t.gql<{ createPlaylist: { errors: PayloadError[] } }>(
        CREATE_PLAYLIST,
        { playlist: { name: 'P', items: [HUGE, '', "'; DROP TABLE playlists; --"] } },
        owner.token,
      );
      expect(notPublished.data.createPlaylist.errors.map(({ name }) => name)).toEqual([
        ErrorCode.ITEM_NOT_FOUND,
      ]);
      expect(await playlistRows()).toEqual(before);
      const order = await post({
        query: CREATE_PLAYLIST,
        variables: { playlist: { name: 'P', orderBy: 'RANDOM' } },
      });
      expect(order.status).toBe(400);
      expect(order.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
      for (const variables of [
        { pageSize: MAX_PAGE_SIZE + 1 },
        { page: 0 },
        { orderBy: HUGE },
        { search: HUGE },
        { manualVideoId: HUGE },
        { excludeManualMomentId: HUGE },
      ]) {
        const response = await t.gql(PLAYLISTS, variables, owner.token);
        expect(response.status).toBe(200);
        if ('pageSize' in variables || 'page' in variables || 'orderBy' in variables) {
          expect(response.errors?.[0]?.extensions?.code).toBe(ErrorCode.VALIDATION_ERROR);
        } else expect(response.errors).toBeUndefined();
      }
      const candidates = await t.gql(
        CANDIDATES,
        { contentType: 'VIDEOS', search: HUGE, filterValue: HUGE },
        owner.token,
      );
      expect(candidates.errors).toBeUndefined();
      const byId = await t.gql(PLAYLIST_BY_ID, { id: HUGE, pageSize: 0 }, owner.token);
      expect(byId.errors?.[0]?.extensions?.code).toBe(ErrorCode.NOT_FOUND);
      // 2 KB: longer addresses are refused by the HTTP server itself (431) before any route.
      const long = 'x'.repeat(2048);
      const data = await t.http.get(`/p/api/playlist/${long}`);
      expect([data.status, data.body.errors[0].name]).toEqual([404, ErrorCode.NOT_FOUND]);
      expect((await t.http.get(`/p/playlist/${long}`)).status).toBe(404);
    });

    it('microsites: texts, subdomain, colour, GA ids, HTML, pictures, sections and the lists', async () => {
      const micrositeRows = () => Promise.all([rowCount(t, Microsite), rowCount(t, MicrositeSection)]);
      const before = await micrositeRows();
      const creations: Array<[Record<string, unknown>, string, string]> = [
        [{ title: HUGE, domain: 'huge-title' }, 'title', maxLengthMessage(200)],
        [{ title: 'S', description: HUGE, domain: 'huge-description' }, 'description', maxLengthMessage(160)],
        [{ title: 'S', domain: HUGE }, 'domain', ValidationMessages.micrositeUrlTooLong],
        [
          { title: 'S', domain: "'; DROP TABLE microsites; --" },
          'domain',
          ValidationMessages.micrositeUrlCharacters,
        ],
      ];
      for (const [microsite, field, message] of creations) {
        await expectRefused(CREATE_MICROSITE, { microsite }, field, message, owner.token);
      }
      expect(await micrositeRows()).toEqual(before);
      const created = await t.gql<{ createMicrosite: MicrositePayload }>(
        CREATE_MICROSITE,
        { microsite: { title: 'Bad input', domain: `bad-input-${randomUUID().slice(0, 8)}` } },
        owner.token,
      );
      expect(created.data.createMicrosite.errors).toEqual([]);
      const id = created.data.createMicrosite.microsite?.id ?? '';
      const stored = await micrositeRows();
      const updates: Array<[Record<string, unknown>, string, string]> = [
        [{ title: HUGE }, 'title', maxLengthMessage(200)],
        [{ mainColor: HUGE }, 'mainColor', ValidationMessages.invalidHexColor],
        [{ googleAnalyticsId: HUGE }, 'googleAnalyticsId', ValidationMessages.uaIdFormat],
        [{ googleAnalytics4Id: HUGE }, 'googleAnalytics4Id', ValidationMessages.ga4IdFormat],
        [{ htmlCode: 'x'.repeat(20_001) }, 'htmlCode', maxLengthMessage(20_000)],
        [{ logoBase64: HUGE }, 'logoBase64', ValidationMessages.fileConversionFailed],
        [{ faviconBase64: '%%%' }, 'faviconBase64', ValidationMessages.fileConversionFailed],
      ];
      for (const [microsite, field, message] of updates) {
        await expectRefused(UPDATE_MICROSITE, { id, microsite }, field, message, owner.token);
      }
      const sectionRefusals: Array<[Array<Record<string, unknown>>, string, string]> = [
        [sectionsInput([{ title: HUGE }]), 'sections.0.title', maxLengthMessage(128)],
        [sectionsInput([{}, { regularTag: HUGE }]), 'sections.1.regularTag', maxLengthMessage(60)],
        [sectionsInput([], 1000), 'sections', MicrositeMessages.sectionsCount],
      ];
      for (const [sections, field, message] of sectionRefusals) {
        await expectRefused(UPDATE_SECTIONS, { micrositeId: id, sections }, field, message, owner.token);
      }
      const playlist = await t.gql<{ updateSections: MicrositePayload }>(
        UPDATE_SECTIONS,
        { micrositeId: id, sections: sectionsInput([{}, {}, { playlistId: HUGE }]) },
        owner.token,
      );
      expect(playlist.data.updateSections.errors).toEqual([
        { field: 'sections.2.playlistId', name: ErrorCode.NOT_FOUND, messages: [expect.any(String)] },
      ]);
      const sortBy = await post({
        query: UPDATE_SECTIONS,
        variables: { micrositeId: id, sections: sectionsInput([{ sortBy: 'RANDOM' }]) },
      });
      expect(sortBy.status).toBe(400);
      expect(sortBy.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
      expect(await micrositeRows()).toEqual(stored);
      const read = await t.gql<{ micrositeById: { title: string; sections: Array<{ title: string }> } }>(
        MICROSITE_BY_ID,
        { id },
        owner.token,
      );
      expect(read.data.micrositeById.title).toBe('Bad input');
      expect(read.data.micrositeById.sections.map(({ title }) => title)).toEqual([
        'Section 1',
        'Section 2',
        'Section 3',
      ]);
      for (const variables of [
        { pageSize: MAX_PAGE_SIZE },
        { page: 0 },
        { orderBy: HUGE },
        { search: HUGE },
      ]) {
        const response = await t.gql(MICROSITES, variables, owner.token);
        expect(response.status).toBe(200);
        if ('search' in variables) expect(response.errors).toBeUndefined();
        else expect(response.errors?.[0]?.extensions?.code).toBe(ErrorCode.VALIDATION_ERROR);
      }
      const byId = await t.gql(MICROSITE_BY_ID, { id: HUGE }, owner.token);
      expect(byId.errors?.[0]?.extensions?.code).toBe(ErrorCode.NOT_FOUND);
    });

    it('tokenAuth and requestPasswordReset answer as for any unknown address', async () => {
      const login = await t.gql<{ tokenAuth: { errors: PayloadError[] } }>(TOKEN_AUTH, {
        email: HUGE_EMAIL,
        password: HUGE,
      });
      expect(login.data.tokenAuth.errors.map((error) => error.name)).toEqual([ErrorCode.INVALID_CREDENTIALS]);
      const before = await counts();
      const reset = await t.gql<{ requestPasswordReset: { ok: boolean | null; errors: PayloadError[] } }>(
        `mutation($email: String!) { requestPasswordReset(email: $email) { ok ${ERRORS} } }`,
        { email: HUGE_EMAIL },
      );
      expect(reset.status).toBe(200);
      expect(
        reset.data.requestPasswordReset.errors.every((error) => error.name !== ErrorCode.SERVER_ERROR),
      ).toBe(true);
      expect(await counts()).toEqual(before);
    });
  });

  describe('setVideoChapters: hostile lists answer in the contract and leave the saved chapters', () => {
    const KEPT = [
      { title: 'Intro', startMs: 0 },
      { title: 'Middle', startMs: 20_000 },
      { title: 'End', startMs: 40_000 },
    ];
    let videoId: string;
    beforeAll(async () => {
      videoId = await insertVideo(t, owner.organizationId); // 60 s
      const saved = await t.gql<{ setVideoChapters: SetPayload }>(
        SET_CHAPTERS,
        { videoId, chapters: KEPT },
        owner.token,
      );
      expect(saved.data.setVideoChapters.errors).toEqual([]);
    });

    const kept = async () =>
      (
        await t.app
          .get(DataSource)
          .getRepository(Chapter)
          .find({ where: { videoId }, order: { startMs: 'ASC' } })
      ).map(({ title, startMs }) => ({ title, startMs }));
    const withRow = (index: number, chapter: Record<string, unknown>) =>
      KEPT.map((row, i) => (i === index ? { ...row, ...chapter } : row));
    const expectRefused = async (chapters: unknown, errors: PayloadError[], id = videoId) => {
      const response = await t.gql<{ setVideoChapters: SetPayload }>(
        SET_CHAPTERS,
        { videoId: id, chapters },
        owner.token,
      );
      expect(response.status).toBe(200);
      expect(response.data.setVideoChapters).toEqual({ videoId: null, chapters: null, errors });
      expect(await kept()).toEqual(KEPT);
    };

    it('huge lists and titles, control characters: VALIDATION_ERRORs on the list or the row', async () => {
      const many = Array.from({ length: 10_000 }, (_, n) => ({ title: 'A', startMs: n * 10_000 }));
      await expectRefused(many, [validationFailure('chapters', ChapterMessages.tooMany)]);
      await expectRefused(
        Array.from({ length: CHAPTERS_MAX_COUNT + 1 }, (_, n) => ({ title: HUGE, startMs: n })),
        [validationFailure('chapters', ChapterMessages.tooMany)],
      );
      await expectRefused(withRow(1, { title: HUGE }), [
        validationFailure('chapters.1.title', ChapterMessages.titleTooLong),
      ]);
      await expectRefused(
        [
          { title: 'Two\nlines', startMs: 0 },
          { title: 'Clear \u001b[2J screen', startMs: 20_000 },
          { title: 'Bell\u0007', startMs: 40_000 },
        ],
        [0, 1, 2].map((n) => validationFailure(`chapters.${n}.title`, ChapterMessages.titleControl)),
      );
      await expectRefused(withRow(2, { title: ' \t ' }), [
        validationFailure('chapters.2.title', ChapterMessages.titleRequired),
      ]);
      // PostgreSQL text cannot hold NUL: the body is refused before any operation runs.
      const nul = await post({
        query: SET_CHAPTERS,
        variables: { videoId, chapters: withRow(0, { title: 'A\u0000' }) },
      });
      expect(nul.status).toBe(400);
      expect(await kept()).toEqual(KEPT);
    });

    it('negative, outside, unordered and duplicate starts: VALIDATION_ERRORs on the row', async () => {
      await expectRefused(withRow(1, { startMs: -1 }), [
        validationFailure('chapters.1.startMs', ChapterMessages.startInvalid),
      ]);
      await expectRefused(withRow(2, { startMs: 60_000 }), [
        validationFailure('chapters.2.startMs', ChapterMessages.startInvalid),
      ]);
      await expectRefused(withRow(2, { startMs: 2_147_483_647 }), [
        validationFailure('chapters.2.startMs', ChapterMessages.startInvalid),
      ]);
      await expectRefused(withRow(2, { startMs: 20_000 }), [
        validationFailure('chapters.2.startMs', ChapterMessages.outOfOrder),
      ]);
      await expectRefused(withRow(1, { startMs: 45_000 }), [
        validationFailure('chapters.2.startMs', ChapterMessages.outOfOrder),
      ]);
      // A lone object is coerced to a list of one (GraphQL's input coercion): too few, not a crash.
      await expectRefused({ title: 'Alone', startMs: 0 }, [
        validationFailure('chapters', ChapterMessages.tooFew),
      ]);
    });

    it("another organization's or a malformed video id answers NOT_FOUND on videoId", async () => {
      const notFound = [payloadError(ErrorCode.NOT_FOUND, 'videoId')];
      await expectRefused(KEPT, notFound, randomUUID());
      await expectRefused(KEPT, notFound, 'not-a-video');
      await expectRefused(KEPT, notFound, HUGE);
    });

    it('wrong types answer 400 BAD_USER_INPUT before running', async () => {
      for (const chapters of [
        withRow(1, { startMs: 2_147_483_648 }), // past GraphQL's 32-bit Int
        withRow(1, { startMs: 1e300 }),
        withRow(1, { startMs: 1.5 }),
        withRow(1, { startMs: '20000' }),
        withRow(1, { startMs: null }),
        withRow(1, { title: 42 }),
        withRow(1, { title: ['Middle'] }),
        withRow(1, { colour: 'red' }),
        [KEPT[0], null, KEPT[2]],
        'three chapters',
        null,
      ]) {
        const response = await t.gql(SET_CHAPTERS, { videoId, chapters }, owner.token);
        expect(response.status).toBe(400);
        expect(errorCode(response)).toBe('BAD_USER_INPUT');
      }
      expect(await kept()).toEqual(KEPT);
    });
  });

  describe('query limits', () => {
    it('refuses a query nested deeper than 10 before running it', async () => {
      // me → organization → subscription, then fields that do not exist: no field of our schema nests this deep,
      // and the depth rule must refuse the shape itself.
      const deep = `query Deep { me { organization { subscription { a { b { c { d { e { f { g { h { i } } } } } } } } } } } }`;
      const response = await post({ query: deep });
      expect(response.status).toBe(400);
      expect(response.body.data).toBeUndefined();
      expect(response.body.errors.map((error: { message: string }) => error.message)).toContain(
        "'Deep' exceeds maximum operation depth of 10",
      );
    });

    it('refuses a query costlier than the complexity limit', async () => {
      // Each alias is a page of its own: the largest pages add up past the limit.
      const pages = Math.floor(MAX_QUERY_COMPLEXITY / MAX_PAGE_SIZE) + 1;
      const fields = Array.from(
        { length: pages },
        (_, n) => `m${n}: moments(pageSize: ${MAX_PAGE_SIZE}) { nodes { id } }`,
      );
      const response = await post({ query: `query Costly { ${fields.join(' ')} }` });
      expect(response.status).toBe(400);
      expect(response.body.errors[0].extensions.code).toBe('QUERY_TOO_COMPLEX');
    });
  });

  describe('HTTP surface', () => {
    it('GET /health answers 200 with each check', async () => {
      const response = await t.http.get('/health');
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ status: 'ok', checks: { database: 'ok', redis: 'ok', storage: 'ok' } });
    });

    it('sends security headers and no x-powered-by', async () => {
      for (const response of [
        await t.http.get('/health'),
        await post({ query: ME }),
        await t.http.get('/media/public/none.webp'),
      ]) {
        expect(response.headers['x-content-type-options']).toBe('nosniff');
        expect(response.headers['content-security-policy']).toContain("default-src 'self'");
        expect(response.headers['strict-transport-security']).toBeDefined();
        expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
        expect(response.headers['x-powered-by']).toBeUndefined();
      }
    });

    it('answers 404 in the error contract for missing media', async () => {
      const response = await t.http.get('/media/public/avatars/nobody/missing.webp');
      expect(response.status).toBe(404);
      expect(response.body).toEqual(
        restErrors({
          field: null,
          name: ErrorCode.NOT_FOUND,
          messages: ['The requested item was not found.'],
        }),
      );
    });

    it('does not serve files outside the media folder', async () => {
      for (const path of [
        '/media/public/../../etc/passwd',
        '/media/public/%2e%2e/%2e%2e/etc/passwd',
        '/media/public/..%2f..%2fpackage.json',
      ]) {
        const response = await t.http.get(path);
        expect(response.status).toBeGreaterThanOrEqual(400);
        expect(response.status).toBeLessThan(500);
        expect(response.text).not.toContain('root:');
      }
    });
  });
});
