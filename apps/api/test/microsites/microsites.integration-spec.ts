import {
  ErrorCode,
  LimitKind,
  maxLengthMessage,
  MICROSITE_PRESET_COLORS,
  MicrositeMessages,
  OrganizationRole,
  planLimitExceededMessage,
  SubscriptionPlan,
  ValidationMessages,
} from '@framehouse/domain';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { MicrositeSection } from '../../src/modules/microsites/microsite-section.entity';
import { Microsite } from '../../src/modules/microsites/microsite.entity';
import { MicrositesService } from '../../src/modules/microsites/microsites.service';
import { Organization } from '../../src/modules/organizations/organization.entity';
import { CREATE_PLAYLIST, DELETE_PLAYLIST, type PlaylistPayload } from '../playlists/playlists-support';
import {
  errorCode,
  fetchPicture,
  payloadError,
  pngBase64,
  refusedPictures,
  validationFailure,
} from '../support/fixtures';
import { addMember, registerOwner, type Owner } from '../support/flows';
import { startTestApp, type TestApp } from '../support/test-app';
import { setPlan } from '../videos/video-support';
import {
  MICROSITE_BY_ID,
  MICROSITES,
  Microsites,
  mutate,
  sectionsInput,
  UPDATE_MICROSITE,
  UPDATE_SECTIONS,
  uniqueSubdomain,
  type MicrositePayload,
  type MicrositeView,
} from './microsites-support';

describe('microsites', () => {
  let t: TestApp;
  let owner: Owner;
  let sites: Microsites;
  let port: string;

  beforeAll(async () => {
    t = await startTestApp();
    owner = await registerOwner(t, { organizationName: 'Microsites' });
    await setPlan(t, owner.organizationId, SubscriptionPlan.UNLIMITED);
    sites = new Microsites(t, owner.token);
    port = new URL(t.url).port;
  });
  afterAll(() => t.close());

  const rows = () => t.app.get(DataSource).getRepository(Microsite);
  const sectionRows = () => t.app.get(DataSource).getRepository(MicrositeSection);

  const playlist = async (token: string, name = `Playlist ${randomUUID()}`) => {
    const created = await mutate<PlaylistPayload>(
      t,
      CREATE_PLAYLIST,
      { playlist: { name, orderBy: 'TITLE' } },
      token,
    );
    expect(created.errors).toEqual([]);
    return created.playlist?.id ?? '';
  };

  describe('createMicrosite', () => {
    it('creates a microsite with its subdomain, the defaults and the three default sections', async () => {
      const subdomain = uniqueSubdomain('acme');
      const result = await sites.create({
        title: '  Acme videos  ',
        description: ' All of them ',
        domain: subdomain,
        momentsLocationTop: false,
      });
      expect(result.errors).toEqual([]);
      const microsite = result.microsite as MicrositeView;
      expect(microsite).toEqual<MicrositeView>({
        id: expect.any(String),
        title: 'Acme videos',
        description: 'All of them',
        subdomain,
        domain: `${subdomain}.localhost`,
        url: `http://${subdomain}.localhost:${port}`,
        created: expect.any(String),
        healthy: false,
        logoUrl: null,
        faviconUrl: null,
        mainColor: MICROSITE_PRESET_COLORS[0] as string,
        googleAnalyticsId: null,
        googleAnalytics4Id: null,
        htmlCode: '',
        momentsLocationTop: false,
        sections: ['TOP', 'MIDDLE', 'BOTTOM'].map((position, index) => ({
          id: expect.any(String),
          position,
          title: `Section ${index + 1}`,
          sortBy: 'PUBLICATION_DATE',
          contentType: 'VIDEOS_MOMENTS',
          internalTag: null,
          regularTag: null,
          playlistId: null,
        })),
      });
      const read = await sites.byId(microsite.id);
      expect(read).toEqual({ ...microsite, healthy: read.healthy });
      // The host the create page shows after the subdomain.
      const host = await t.gql<{ micrositeHost: string }>(`query { micrositeHost }`, {}, owner.token);
      expect(host.data).toEqual({ micrositeHost: 'localhost' });
      // momentsLocationTop defaults to true.
      expect((await sites.created({ momentsLocationTop: null })).momentsLocationTop).toBe(true);
    });

    it.each<[string, Record<string, unknown>, string, string]>([
      ['an empty title', { title: '  ' }, 'title', ValidationMessages.titleEmpty],
      ['a title of 201 characters', { title: 'x'.repeat(201) }, 'title', maxLengthMessage(200)],
      [
        'a description of 161 characters',
        { description: 'x'.repeat(161) },
        'description',
        maxLengthMessage(160),
      ],
      ['no subdomain', { domain: null }, 'domain', ValidationMessages.required],
      ['capitals', { domain: 'Acme' }, 'domain', ValidationMessages.micrositeUrlCharacters],
      ['a dot', { domain: 'acme.tv' }, 'domain', ValidationMessages.micrositeUrlCharacters],
      ['an underscore', { domain: 'acme_tv' }, 'domain', ValidationMessages.micrositeUrlCharacters],
      ['a leading dash', { domain: '-acme' }, 'domain', ValidationMessages.micrositeUrlDashes],
      ['a trailing dash', { domain: 'acme-' }, 'domain', ValidationMessages.micrositeUrlDashes],
      ['one character', { domain: 'a' }, 'domain', ValidationMessages.micrositeUrlTooShort],
      ['64 characters', { domain: 'a'.repeat(64) }, 'domain', ValidationMessages.micrositeUrlTooLong],
      ['a reserved name', { domain: 'www' }, 'domain', MicrositeMessages.subdomainReserved],
      ['another reserved name', { domain: 'admin' }, 'domain', MicrositeMessages.subdomainReserved],
    ])('refuses %s with its message and writes nothing', async (_case, change, field, message) => {
      const before = await rows().count();
      const result = await sites.create({ title: 'Site', domain: uniqueSubdomain(), ...change });
      expect(result).toEqual({ microsite: null, errors: [validationFailure(field, message)] });
      expect(await rows().count()).toBe(before);
    });

    it('takes 2 and 63 characters, digits and inner dashes', async () => {
      for (const domain of ['q7', `${'b'.repeat(61)}-1`, 'x-1-2']) {
        expect((await sites.created({ domain })).subdomain).toBe(domain);
      }
    });

    it('reports every problem at once', async () => {
      const result = await sites.create({ title: '', description: 'x'.repeat(161), domain: 'Bad' });
      expect(result.errors).toEqual([
        validationFailure('title', ValidationMessages.titleEmpty),
        validationFailure('description', maxLengthMessage(160)),
        validationFailure('domain', ValidationMessages.micrositeUrlCharacters),
      ]);
    });

    it('refuses a subdomain another organization took, on the server as a whole', async () => {
      const taken = (await sites.created()).subdomain;
      const other = await registerOwner(t, { organizationName: 'Other' });
      const result = await new Microsites(t, other.token).create({ title: 'Mine', domain: taken });
      expect(result).toEqual({
        microsite: null,
        errors: [validationFailure('domain', MicrositeMessages.subdomainTaken)],
      });
      // The same organization cannot take it twice either.
      expect((await sites.create({ title: 'Again', domain: taken })).errors).toEqual([
        validationFailure('domain', MicrositeMessages.subdomainTaken),
      ]);
    });

    it('answers two creations of one subdomain at the same moment with one microsite and subdomainTaken', async () => {
      const domain = uniqueSubdomain('race');
      const others = await Promise.all(
        ['Race A', 'Race B', 'Race C'].map((organizationName) => registerOwner(t, { organizationName })),
      );
      const results = await Promise.all(
        others.map((other) => new Microsites(t, other.token).create({ title: 'Race', domain })),
      );
      expect(results.filter((result) => result.errors.length === 0)).toHaveLength(1);
      for (const result of results.filter((candidate) => candidate.errors.length > 0)) {
        expect(result.errors).toEqual([validationFailure('domain', MicrositeMessages.subdomainTaken)]);
      }
      expect(await rows().countBy({ subdomain: domain })).toBe(1);
      // Each refused creation gave its use of the limit back (the transaction rolled back).
      for (const [index, other] of others.entries()) {
        if (results[index]?.errors.length) {
          expect((await new Microsites(t, other.token).created()).id).toEqual(expect.any(String));
        }
      }
    });

    it('counts against MICROSITES_LIMIT: a TRIAL organization has one, and gets it back on delete', async () => {
      const trial = await registerOwner(t, { organizationName: 'Trial' });
      const trialSites = new Microsites(t, trial.token);
      const first = await trialSites.created();
      const second = await trialSites.create({ title: 'Second', domain: uniqueSubdomain() });
      expect(second).toEqual({
        microsite: null,
        errors: [
          payloadError(
            ErrorCode.PLAN_LIMIT_EXCEEDED,
            null,
            planLimitExceededMessage(LimitKind.MICROSITES_LIMIT),
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
          (entry) => entry.limit.limit === LimitKind.MICROSITES_LIMIT,
        ),
      ).toEqual({ limit: { limit: LimitKind.MICROSITES_LIMIT, value: 1 }, value: 1 });
      expect(await trialSites.delete(first.id)).toEqual({ deletedId: first.id, errors: [] });
      // Its subdomain is free again, and the limit has room.
      const again = await trialSites.create({ title: 'Again', domain: first.subdomain });
      expect(again.errors).toEqual([]);
    });
  });

  describe('updateMicrosite', () => {
    it('changes only the fields sent, and never the subdomain', async () => {
      const microsite = await sites.created({ title: 'Before', description: 'Kept' });
      const result = await sites.update(microsite.id, {
        title: ' After ',
        mainColor: '#0702F0',
        googleAnalyticsId: ' UA-123456-1 ',
        googleAnalytics4Id: 'G-ABCD1234',
        htmlCode: '<script>window.tracked = true;</script>\n<p>Hello</p>',
        momentsLocationTop: false,
      });
      expect(result.errors).toEqual([]);
      expect(result.microsite).toMatchObject({
        title: 'After',
        description: 'Kept',
        subdomain: microsite.subdomain,
        domain: microsite.domain,
        mainColor: '#0702F0',
        googleAnalyticsId: 'UA-123456-1',
        googleAnalytics4Id: 'G-ABCD1234',
        htmlCode: '<script>window.tracked = true;</script>\n<p>Hello</p>',
        momentsLocationTop: false,
      });
      // A field left out keeps its value; an empty GA id is none; a 3-digit colour is a colour.
      const second = await sites.update(microsite.id, {
        description: '',
        googleAnalyticsId: '',
        mainColor: '#fff',
        htmlCode: null,
      });
      expect(second.errors).toEqual([]);
      expect(second.microsite).toMatchObject({
        title: 'After',
        description: '',
        googleAnalyticsId: null,
        googleAnalytics4Id: 'G-ABCD1234',
        mainColor: '#fff',
        htmlCode: '',
        momentsLocationTop: false,
      });
      // The input has no subdomain at all: sending one is not even a valid request.
      const withDomain = await t.gql(
        UPDATE_MICROSITE,
        { id: microsite.id, microsite: { domain: 'renamed' } },
        owner.token,
      );
      expect(withDomain.status).toBe(400);
      expect(errorCode(withDomain)).toBe('BAD_USER_INPUT');
      expect((await sites.byId(microsite.id)).subdomain).toBe(microsite.subdomain);
    });

    it('refuses each bad field with its message, every one at once, and changes nothing', async () => {
      const microsite = await sites.created({ title: 'Guarded' });
      const result = await sites.update(microsite.id, {
        title: '',
        description: 'x'.repeat(161),
        mainColor: 'red',
        googleAnalyticsId: 'G-ABCD1234',
        googleAnalytics4Id: 'UA-123456-1',
        htmlCode: 'x'.repeat(20_001),
      });
      expect(result).toEqual({
        microsite: null,
        errors: [
          validationFailure('title', ValidationMessages.titleEmpty),
          validationFailure('description', maxLengthMessage(160)),
          validationFailure('mainColor', ValidationMessages.invalidHexColor),
          validationFailure('googleAnalyticsId', ValidationMessages.uaIdFormat),
          validationFailure('googleAnalytics4Id', ValidationMessages.ga4IdFormat),
          validationFailure('htmlCode', maxLengthMessage(20_000)),
        ],
      });
      for (const mainColor of ['#12345', '#GGGGGG', '000000', '']) {
        expect((await sites.update(microsite.id, { mainColor })).errors).toEqual([
          validationFailure('mainColor', ValidationMessages.invalidHexColor),
        ]);
      }
      expect((await sites.update(microsite.id, { htmlCode: 'x'.repeat(20_000) })).errors).toEqual([]);
      const read = await sites.byId(microsite.id);
      expect(read).toMatchObject({ title: 'Guarded', mainColor: microsite.mainColor });
      expect(read.htmlCode).toHaveLength(20_000);
    });

    it('stores the logo and the favicon re-encoded, replaces and deletes them with their files', async () => {
      const microsite = await sites.created();
      const updated = await sites.update(microsite.id, {
        logoBase64: `data:image/png;base64,${await pngBase64(2000, 1000)}`,
        faviconBase64: await pngBase64(600, 400, '#0c0'),
      });
      expect(updated.errors).toEqual([]);
      const { logoUrl, faviconUrl } = updated.microsite as MicrositeView;
      expect(await fetchPicture(t, logoUrl as string)).toMatchObject({
        status: 200,
        contentType: 'image/webp',
        format: 'webp',
        width: 1024,
        height: 512,
      });
      expect(await fetchPicture(t, faviconUrl as string)).toMatchObject({
        status: 200,
        format: 'webp',
        width: 256,
        height: 171,
      });
      // A smaller picture is not enlarged.
      const replaced = await sites.update(microsite.id, { logoBase64: await pngBase64(300, 100) });
      const newLogo = replaced.microsite?.logoUrl as string;
      expect(newLogo).not.toBe(logoUrl);
      expect(await fetchPicture(t, newLogo)).toMatchObject({ width: 300, height: 100 });
      expect((await fetchPicture(t, logoUrl as string)).status).toBe(404);
      expect(replaced.microsite?.faviconUrl).toBe(faviconUrl);

      expect(await sites.deleteLogo(microsite.id)).toEqual({
        microsite: { id: microsite.id, logoUrl: null },
        errors: [],
      });
      expect((await fetchPicture(t, newLogo)).status).toBe(404);
      expect(await sites.deleteFavicon(microsite.id)).toEqual({
        microsite: { id: microsite.id, faviconUrl: null },
        errors: [],
      });
      expect((await fetchPicture(t, faviconUrl as string)).status).toBe(404);
      // Nothing left to delete succeeds.
      expect((await sites.deleteLogo(microsite.id)).errors).toEqual([]);
      expect(await sites.byId(microsite.id)).toMatchObject({ logoUrl: null, faviconUrl: null });
    });

    it.each(refusedPictures('logoBase64'))('refuses as a logo %s', async (_case, picture, error) => {
      const microsite = await sites.created();
      const result = await sites.update(microsite.id, { title: 'Not saved', logoBase64: await picture() });
      expect(result).toEqual({ microsite: null, errors: [error] });
      expect(await sites.byId(microsite.id)).toMatchObject({ title: microsite.title, logoUrl: null });
    });

    it('refuses a bad favicon on its own field, and keeps the logo sent with it out', async () => {
      const microsite = await sites.created();
      const result = await sites.update(microsite.id, {
        logoBase64: await pngBase64(64, 64),
        faviconBase64: await pngBase64(5001, 10),
      });
      expect(result.errors).toEqual([
        validationFailure(
          'faviconBase64',
          'Picture resolution (5001x10px) exceeds maximum allowed size (5000x5000px).',
        ),
      ]);
      expect(await sites.byId(microsite.id)).toMatchObject({ logoUrl: null, faviconUrl: null });
    });

    it('removes the pictures with the microsite', async () => {
      const microsite = await sites.created();
      const updated = await sites.update(microsite.id, {
        logoBase64: await pngBase64(64, 64),
        faviconBase64: await pngBase64(32, 32),
      });
      expect(await sites.delete(microsite.id)).toEqual({ deletedId: microsite.id, errors: [] });
      for (const url of [updated.microsite?.logoUrl, updated.microsite?.faviconUrl]) {
        expect((await fetchPicture(t, url as string)).status).toBe(404);
      }
      expect(errorCode(await t.gql(MICROSITE_BY_ID, { id: microsite.id }, owner.token))).toBe(
        ErrorCode.NOT_FOUND,
      );
      expect(await sectionRows().countBy({ micrositeId: microsite.id })).toBe(0);
      expect((await sites.delete(microsite.id)).errors).toEqual([payloadError(ErrorCode.NOT_FOUND, 'id')]);
    });
  });

  describe('updateSections', () => {
    it('replaces the three sections in order, keeping their ids', async () => {
      const microsite = await sites.created();
      const listId = await playlist(owner.token);
      const result = await sites.updateSections(
        microsite.id,
        sectionsInput([
          {
            title: ' Latest ',
            sortBy: 'PUBLICATION_DATE_DESC',
            contentType: 'VIDEOS',
            internalTag: ' News ',
          },
          {
            title: 'Popular',
            sortBy: 'STARS_DESC',
            contentType: 'MOMENTS',
            regularTag: 'sport',
            internalTag: '',
          },
          { title: 'Picked', playlistId: listId },
        ]),
      );
      expect(result.errors).toEqual([]);
      expect(result.microsite?.sections).toEqual([
        {
          id: microsite.sections[0]?.id,
          position: 'TOP',
          title: 'Latest',
          sortBy: 'PUBLICATION_DATE_DESC',
          contentType: 'VIDEOS',
          internalTag: 'News',
          regularTag: null,
          playlistId: null,
        },
        {
          id: microsite.sections[1]?.id,
          position: 'MIDDLE',
          title: 'Popular',
          sortBy: 'STARS_DESC',
          contentType: 'MOMENTS',
          internalTag: null,
          regularTag: 'sport',
          playlistId: null,
        },
        {
          id: microsite.sections[2]?.id,
          position: 'BOTTOM',
          title: 'Picked',
          sortBy: 'PUBLICATION_DATE',
          contentType: 'VIDEOS_MOMENTS',
          internalTag: null,
          regularTag: null,
          playlistId: listId,
        },
      ]);
      expect((await sites.byId(microsite.id)).sections).toEqual(result.microsite?.sections);
      // The microsite is also named by `id`.
      const byId = await mutate<MicrositePayload>(
        t,
        UPDATE_SECTIONS,
        { id: microsite.id, sections: sectionsInput() },
        owner.token,
      );
      expect(byId.errors).toEqual([]);
      expect(byId.microsite?.sections.map(({ title, playlistId }) => [title, playlistId])).toEqual([
        ['Section 1', null],
        ['Section 2', null],
        ['Section 3', null],
      ]);
      expect(await sectionRows().countBy({ micrositeId: microsite.id })).toBe(3);
    });

    it.each<[string, Array<Record<string, unknown>>, string, string]>([
      [
        'an empty heading',
        sectionsInput([{}, { title: ' ' }]),
        'sections.1.title',
        MicrositeMessages.sectionTitleEmpty,
      ],
      [
        'a heading of 129 characters',
        sectionsInput([{ title: 'x'.repeat(129) }]),
        'sections.0.title',
        maxLengthMessage(128),
      ],
      [
        'a category of 61 characters',
        sectionsInput([{}, {}, { internalTag: 'x'.repeat(61) }]),
        'sections.2.internalTag',
        maxLengthMessage(60),
      ],
      [
        'a category and a tag',
        sectionsInput([{ internalTag: 'News', regularTag: 'sport' }]),
        'sections.0.regularTag',
        MicrositeMessages.sectionOneFilter,
      ],
      [
        'a playlist and a tag',
        sectionsInput([{}, { playlistId: randomUUID(), regularTag: 'sport' }]),
        'sections.1.playlistId',
        MicrositeMessages.sectionPlaylistAndFilter,
      ],
      ['two sections', sectionsInput([], 2), 'sections', MicrositeMessages.sectionsCount],
      ['four sections', sectionsInput([], 4), 'sections', MicrositeMessages.sectionsCount],
      ['no section', [], 'sections', MicrositeMessages.sectionsCount],
    ])('refuses %s and changes nothing', async (_case, sections, field, message) => {
      const microsite = await sites.created();
      expect(await sites.updateSections(microsite.id, sections)).toEqual({
        microsite: null,
        errors: [validationFailure(field, message)],
      });
      expect((await sites.byId(microsite.id)).sections).toEqual(microsite.sections);
    });

    it("answers NOT_FOUND on the section's playlistId for another organization's or no playlist", async () => {
      const microsite = await sites.created();
      const other = await registerOwner(t, { organizationName: 'Other playlists' });
      const theirs = await playlist(other.token);
      for (const playlistId of [theirs, randomUUID(), 'not-a-uuid']) {
        expect(await sites.updateSections(microsite.id, sectionsInput([{}, {}, { playlistId }]))).toEqual({
          microsite: null,
          errors: [payloadError(ErrorCode.NOT_FOUND, 'sections.2.playlistId')],
        });
      }
      expect((await sites.byId(microsite.id)).sections).toEqual(microsite.sections);
    });

    it('needs micrositeId or id (one microsite)', async () => {
      const microsite = await sites.created();
      const other = await sites.created();
      const sections = sectionsInput();
      expect(await mutate(t, UPDATE_SECTIONS, { sections }, owner.token)).toEqual({
        microsite: null,
        errors: [validationFailure('micrositeId', ValidationMessages.required)],
      });
      const both = await mutate<MicrositePayload>(
        t,
        UPDATE_SECTIONS,
        { micrositeId: microsite.id, id: other.id, sections },
        owner.token,
      );
      expect(both.errors.map(({ field, name }) => [field, name])).toEqual([
        ['micrositeId', ErrorCode.VALIDATION_ERROR],
      ]);
      const same = await mutate(
        t,
        UPDATE_SECTIONS,
        { micrositeId: microsite.id, id: microsite.id, sections },
        owner.token,
      );
      expect(same.errors).toEqual([]);
    });
  });

  describe('playlists in sections', () => {
    it('refuses to delete a playlist a section shows (PLAYLIST_IN_USE), until no section shows it', async () => {
      const microsite = await sites.created();
      const listId = await playlist(owner.token);
      const shown = sectionsInput([{ playlistId: listId }, {}, { playlistId: listId }]);
      expect((await sites.updateSections(microsite.id, shown)).errors).toEqual([]);
      const refused = await mutate(t, DELETE_PLAYLIST, { id: listId }, owner.token);
      expect(refused).toEqual({ deletedId: null, errors: [payloadError(ErrorCode.PLAYLIST_IN_USE)] });
      // One section still shows it.
      const one = sectionsInput([{}, {}, { playlistId: listId }]);
      expect((await sites.updateSections(microsite.id, one)).errors).toEqual([]);
      expect((await mutate(t, DELETE_PLAYLIST, { id: listId }, owner.token)).errors).toEqual([
        payloadError(ErrorCode.PLAYLIST_IN_USE),
      ]);
      // Deleting the microsite lets the playlist go.
      expect((await sites.delete(microsite.id)).errors).toEqual([]);
      expect(await mutate(t, DELETE_PLAYLIST, { id: listId }, owner.token)).toEqual({
        deletedId: listId,
        errors: [],
      });
    });
  });

  describe('microsites and micrositeById', () => {
    it('lists newest first by default, orders by title, domain and created, and searches title and domain', async () => {
      const lister = await registerOwner(t, { organizationName: 'Lister' });
      await setPlan(t, lister.organizationId, SubscriptionPlan.UNLIMITED);
      const own = new Microsites(t, lister.token);
      const tag = randomUUID().slice(0, 6);
      const made: MicrositeView[] = [];
      for (const [title, prefix] of [
        ['bravo', 'c'],
        ['Alpha', 'b'],
        ['charlie', 'a'],
      ]) {
        made.push(await own.created({ title, domain: `${prefix}-${tag}` }));
      }
      const titles = async (variables: Record<string, unknown>) =>
        (await own.list(variables)).nodes.map(({ title }) => title);
      expect(await titles({})).toEqual(['charlie', 'Alpha', 'bravo']);
      expect(await titles({ orderBy: '-id' })).toEqual(['charlie', 'Alpha', 'bravo']);
      expect(await titles({ orderBy: 'id' })).toEqual(['bravo', 'Alpha', 'charlie']);
      expect(await titles({ orderBy: 'created' })).toEqual(['bravo', 'Alpha', 'charlie']);
      expect(await titles({ orderBy: 'title' })).toEqual(['Alpha', 'bravo', 'charlie']);
      expect(await titles({ orderBy: '-title' })).toEqual(['charlie', 'bravo', 'Alpha']);
      expect(await titles({ orderBy: 'domain' })).toEqual(['charlie', 'Alpha', 'bravo']);
      expect(await titles({ search: 'ALPH' })).toEqual(['Alpha']);
      expect(await titles({ search: `c-${tag}.localhost` })).toEqual(['bravo']);
      expect(await titles({ search: '%' })).toEqual([]);
      const page = await t.gql<{
        microsites: { nodes: MicrositeView[]; totalCount: number; pageInfo: unknown };
      }>(MICROSITES, { pageSize: 25, page: 2 }, lister.token);
      expect(page.data.microsites).toEqual({
        nodes: [],
        totalCount: 3,
        pageInfo: { totalPages: 1, pageNumber: 2, pageSize: 25 },
      });
      const [first] = (await own.list({ orderBy: 'title' })).nodes;
      expect(first).toEqual({
        id: made[1]?.id,
        title: 'Alpha',
        subdomain: `b-${tag}`,
        domain: `b-${tag}.localhost`,
        url: `http://b-${tag}.localhost:${port}`,
        created: made[1]?.created,
        healthy: expect.any(Boolean),
      });
      // Each node's sections are read together.
      const withSections = await t.gql<{ microsites: { nodes: Array<{ sections: unknown[] }> } }>(
        `query { microsites { nodes { sections { position } } } }`,
        {},
        lister.token,
      );
      expect(withSections.data.microsites.nodes.map(({ sections }) => sections)).toEqual(
        Array.from({ length: 3 }, () => [
          { position: 'TOP' },
          { position: 'MIDDLE' },
          { position: 'BOTTOM' },
        ]),
      );
      for (const orderBy of ['healthy', 'subdomain', '--id']) {
        expect(errorCode(await t.gql(MICROSITES, { orderBy }, lister.token))).toBe(
          ErrorCode.VALIDATION_ERROR,
        );
      }
    });

    it('answers NOT_FOUND for an unknown or malformed id', async () => {
      for (const id of [randomUUID(), 'nope', '']) {
        expect(errorCode(await t.gql(MICROSITE_BY_ID, { id }, owner.token))).toBe(ErrorCode.NOT_FOUND);
      }
    });
  });

  describe('tenancy and permissions', () => {
    it("answers NOT_FOUND for another organization's microsite and changes nothing", async () => {
      const mine = await sites.created({ title: 'Not for others' });
      const intruder = await registerOwner(t, { organizationName: 'Intruder' });
      const theirs = new Microsites(t, intruder.token);
      const notFound = (field = 'id') => [payloadError(ErrorCode.NOT_FOUND, field)];
      expect(errorCode(await t.gql(MICROSITE_BY_ID, { id: mine.id }, intruder.token))).toBe(
        ErrorCode.NOT_FOUND,
      );
      expect((await theirs.update(mine.id, { title: 'Taken over' })).errors).toEqual(notFound());
      expect((await theirs.updateSections(mine.id, sectionsInput())).errors).toEqual(notFound('micrositeId'));
      expect((await theirs.deleteLogo(mine.id)).errors).toEqual(notFound());
      expect((await theirs.deleteFavicon(mine.id)).errors).toEqual(notFound());
      expect((await theirs.delete(mine.id)).errors).toEqual(notFound());
      expect((await theirs.list()).totalCount).toBe(0);
      expect(await sites.byId(mine.id)).toEqual({ ...mine, healthy: expect.any(Boolean) });
    });

    it('lets a curator and a video editor do everything; a D2C organization nothing', async () => {
      const d2c = await registerOwner(t, { organizationName: 'D2C microsites' });
      await setPlan(t, d2c.organizationId, SubscriptionPlan.D2C_PREMIUM);
      const refused = [payloadError(ErrorCode.PERMISSIONS_ERROR)];
      const mine = await sites.created({ title: 'Guarded' });
      const asD2C = new Microsites(t, d2c.token);
      expect(errorCode(await t.gql(MICROSITE_BY_ID, { id: mine.id }, d2c.token))).toBe(
        ErrorCode.PERMISSIONS_ERROR,
      );
      expect(errorCode(await t.gql(MICROSITES, {}, d2c.token))).toBe(ErrorCode.PERMISSIONS_ERROR);
      expect(errorCode(await t.gql(`query { micrositeHost }`, {}, d2c.token))).toBe(
        ErrorCode.PERMISSIONS_ERROR,
      );
      expect((await asD2C.create({ title: 'x', domain: uniqueSubdomain() })).errors).toEqual(refused);
      expect((await asD2C.update(mine.id, { title: 'x' })).errors).toEqual(refused);
      expect((await asD2C.updateSections(mine.id, sectionsInput())).errors).toEqual(refused);
      expect((await asD2C.deleteLogo(mine.id)).errors).toEqual(refused);
      expect((await asD2C.deleteFavicon(mine.id)).errors).toEqual(refused);
      expect((await asD2C.delete(mine.id)).errors).toEqual(refused);
      expect(await rows().countBy({ organizationId: d2c.organizationId })).toBe(0);
      for (const role of [OrganizationRole.CURATOR, OrganizationRole.VIDEO_EDITOR]) {
        const member = await addMember(t, owner, role);
        const asMember = new Microsites(t, member.token);
        const made = await asMember.create({ title: `By ${role}`, domain: uniqueSubdomain() });
        expect(made.errors).toEqual([]);
        const id = made.microsite?.id ?? '';
        expect((await asMember.update(id, { title: 'Renamed' })).errors).toEqual([]);
        expect((await asMember.updateSections(id, sectionsInput([{ title: 'Top' }]))).errors).toEqual([]);
        expect((await asMember.deleteLogo(id)).errors).toEqual([]);
        expect((await asMember.deleteFavicon(id)).errors).toEqual([]);
        expect((await asMember.byId(id)).sections[0]?.title).toBe('Top');
        expect((await asMember.delete(id)).errors).toEqual([]);
      }
    });
  });

  describe('for the public site and the health check', () => {
    it('findBySubdomain answers the record the public site renders, sections in position order', async () => {
      const microsite = await sites.created({ title: 'Public', description: 'Shown' });
      const listId = await playlist(owner.token);
      await sites.update(microsite.id, {
        logoBase64: await pngBase64(64, 64),
        mainColor: '#F0BB02',
        googleAnalytics4Id: 'G-PUBLIC1',
        htmlCode: '<b>hi</b>',
      });
      await sites.updateSections(
        microsite.id,
        sectionsInput([{}, { playlistId: listId }, { regularTag: 'sport' }]),
      );
      const read = await sites.byId(microsite.id);
      const service = t.app.get(MicrositesService);
      const record = await service.findBySubdomain(microsite.subdomain);
      expect(record).toEqual({
        id: microsite.id,
        organizationId: owner.organizationId,
        title: 'Public',
        description: 'Shown',
        subdomain: microsite.subdomain,
        domain: microsite.domain,
        url: microsite.url,
        logoUrl: read.logoUrl,
        faviconUrl: null,
        logoKey: expect.stringMatching(new RegExp(`^microsites/${owner.organizationId}/logo-.+\\.webp$`)),
        faviconKey: null,
        mainColor: '#F0BB02',
        googleAnalyticsId: null,
        googleAnalytics4Id: 'G-PUBLIC1',
        htmlCode: '<b>hi</b>',
        momentsLocationTop: true,
        healthy: expect.any(Boolean),
        sections: read.sections,
      });
      for (const subdomain of ['', 'NOPE', uniqueSubdomain('absent'), 'x'.repeat(1000)]) {
        expect(await service.findBySubdomain(subdomain)).toBeNull();
      }
    });

    it('findForHealthCheck and markHealthy read and record the health of a microsite', async () => {
      const microsite = await sites.created();
      const service = t.app.get(MicrositesService);
      expect(await service.findForHealthCheck(microsite.id)).toEqual({
        id: microsite.id,
        subdomain: microsite.subdomain,
        domain: microsite.domain,
        url: microsite.url,
        healthy: expect.any(Boolean),
      });
      expect(await service.markHealthy(microsite.id)).toBe(true);
      expect((await sites.byId(microsite.id)).healthy).toBe(true);
      expect((await sites.list({ search: microsite.subdomain })).nodes[0]?.healthy).toBe(true);
      expect(await service.findForHealthCheck(randomUUID())).toBeNull();
      expect(await service.findForHealthCheck('not-a-uuid')).toBeNull();
      expect(await service.markHealthy(randomUUID())).toBe(false);
    });
  });

  it("goes with its organization, with the sections that showed the organization's playlist", async () => {
    const leaving = await registerOwner(t, { organizationName: 'Leaving' });
    const own = new Microsites(t, leaving.token);
    const microsite = await own.created();
    const listId = await playlist(leaving.token);
    expect((await own.updateSections(microsite.id, sectionsInput([{ playlistId: listId }]))).errors).toEqual(
      [],
    );
    await t.app.get(DataSource).getRepository(Organization).delete(leaving.organizationId);
    expect(await rows().countBy({ id: microsite.id })).toBe(0);
    expect(await sectionRows().countBy({ micrositeId: microsite.id })).toBe(0);
  });
});
