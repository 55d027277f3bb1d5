import {
  ContextMessages,
  ErrorCode,
  maxLengthMessage,
  OrganizationRole,
  PlaylistContentType,
  PlaylistMessages,
  PLAYLISTS_PER_ORGANIZATION_MAX,
  SubscriptionPlan,
  ValidationMessages,
} from '@framehouse/domain';
import { DataSource } from 'typeorm';
import { DELETE_MOMENT, TOGGLE_MOMENT, mutate as mutateMoment } from '../moments/moment-support';
import { PlaylistHooks } from '../../src/modules/playlists/playlist-hooks';
import { PlaylistItem } from '../../src/modules/playlists/playlist-item.entity';
import { Playlist } from '../../src/modules/playlists/playlist.entity';
import { errorCode, payloadError, validationFailure } from '../support/fixtures';
import { addMember, registerOwner } from '../support/flows';
import type { TestApp } from '../support/test-app';
import { DELETE, defaultStorageDriver, setPlan, startVideoApp } from '../videos/video-support';
import { CANDIDATES, PLAYLIST_BY_ID, Publisher, type PlaylistItemView } from './playlists-support';

const day = (n: number) => new Date(Date.UTC(2025, 0, n));

describe('playlists', () => {
  let t: TestApp;
  let org: Publisher;
  /** Published videos: their titles, views and publication days differ in every order. */
  let videos: Record<'alpha' | 'bravo' | 'charlie' | 'delta', string>;
  let draft: string;
  let moments: Record<'goal' | 'save' | 'hidden', string>;

  beforeAll(async () => {
    t = await startVideoApp(defaultStorageDriver());
    org = await Publisher.start(t, 'Playlists');
    videos = {
      bravo: await org.video('bravo', {
        views: 30,
        publishedAt: day(1),
        metadata: { tags: ['Sport'], internalTags: ['Highlights'] },
      }),
      alpha: await org.video('Alpha', { views: 10, publishedAt: day(3), metadata: { tags: ['sport'] } }),
      delta: await org.video('delta', {
        views: 40,
        publishedAt: day(2),
        metadata: { internalTags: ['highlights'] },
      }),
      charlie: await org.video('Charlie', { views: 20, publishedAt: day(4) }),
    };
    draft = await org.draft('Draft');
    moments = {
      goal: await org.moment(videos.bravo, 'Goal', 1, { tags: ['Sport'] }),
      save: await org.moment(videos.alpha, 'Save', 1, { internalTags: ['Highlights'] }),
      hidden: await org.moment(videos.alpha, 'Hidden', 10),
    };
    await mutateMoment(t, TOGGLE_MOMENT, { id: moments.hidden, action: 'DISABLE' }, org.token);
  });
  afterAll(() => t.close());

  describe('createPlaylist and playlistById', () => {
    it('keeps a manual playlist of videos in the order given, each item as published', async () => {
      const playlist = await org.created({
        name: '  Best of  ',
        contentType: 'VIDEOS',
        orderBy: 'MANUAL',
        items: [videos.charlie, videos.alpha, videos.charlie, videos.bravo],
      });
      expect(playlist).toMatchObject({
        name: 'Best of',
        contentType: 'VIDEOS',
        orderBy: 'MANUAL',
        filterBy: 'NULL',
        filterValue: null,
        itemsCount: 3,
        publicUrl: `${t.config.publicUrl}/p/playlist/${playlist.id}`,
      });
      const items = await org.items(playlist.id);
      expect(items.map(({ title }) => title)).toEqual(['Charlie', 'Alpha', 'bravo']);
      expect(items[1]).toEqual<PlaylistItemView>({
        kind: 'VIDEO',
        id: videos.alpha,
        videoId: videos.alpha,
        title: 'Alpha',
        description: '',
        thumbnailUrl: `${t.config.publicUrl}/p/api/video/${videos.alpha}/poster`,
        durationMs: 60_000,
        views: 10,
        publishedAt: day(3).toISOString(),
        pageUrl: `${t.config.publicUrl}/p/video/${videos.alpha}`,
      });
    });

    it('pages the items with playlistById page and pageSize', async () => {
      const playlist = await org.created({
        name: 'Paged',
        orderBy: 'TITLE',
      });
      const response = await t.gql<{
        playlistById: { items: { nodes: PlaylistItemView[]; totalCount: number; pageInfo: unknown } };
      }>(PLAYLIST_BY_ID, { id: playlist.id, page: 2, pageSize: 3 }, org.token);
      expect(response.data.playlistById.items.nodes.map(({ title }) => title)).toEqual(['delta']);
      expect(response.data.playlistById.items.totalCount).toBe(4);
      expect(response.data.playlistById.items.pageInfo).toEqual({
        totalPages: 2,
        pageNumber: 2,
        pageSize: 3,
        hasNextPage: false,
      });
    });

    it('keeps a manual playlist of moments, with their video', async () => {
      const playlist = await org.created({
        name: 'Moments by hand',
        contentType: 'MOMENTS',
        orderBy: 'MANUAL',
        items: [moments.save, moments.goal],
      });
      const items = await org.items(playlist.id);
      expect(items.map(({ kind, id, videoId }) => ({ kind, id, videoId }))).toEqual([
        { kind: 'MOMENT', id: moments.save, videoId: videos.alpha },
        { kind: 'MOMENT', id: moments.goal, videoId: videos.bravo },
      ]);
      expect(items[0]).toMatchObject({
        durationMs: 6000,
        thumbnailUrl: `${t.config.publicUrl}/p/api/moment/${moments.save}/poster`,
        pageUrl: `${t.config.publicUrl}/p/moment/${moments.save}`,
      });
    });

    it.each([
      ['PUBLICATION_DATE', ['bravo', 'delta', 'Alpha', 'Charlie']],
      ['PUBLICATION_DATE_DESC', ['Charlie', 'Alpha', 'delta', 'bravo']],
      ['TITLE', ['Alpha', 'bravo', 'Charlie', 'delta']],
      ['TITLE_DESC', ['delta', 'Charlie', 'bravo', 'Alpha']],
      ['VIEWS', ['Alpha', 'Charlie', 'bravo', 'delta']],
      ['VIEWS_DESC', ['delta', 'bravo', 'Charlie', 'Alpha']],
    ])('orders all published videos by %s, the draft left out', async (orderBy, titles) => {
      const playlist = await org.created({ name: `All ${orderBy}`, contentType: 'VIDEOS', orderBy });
      expect(playlist).toMatchObject({ orderBy, filterBy: 'NULL', itemsCount: 4 });
      expect(await org.titles(playlist.id)).toEqual(titles);
    });

    it('filters by tag or by category, whatever the case, and moments by their own', async () => {
      const tagged = await org.created({
        name: 'Sport',
        orderBy: 'TITLE',
        filterBy: 'TAG',
        filterValue: ' SPORT ',
      });
      expect(tagged.filterValue).toBe('SPORT');
      expect(await org.titles(tagged.id)).toEqual(['Alpha', 'bravo']);
      const category = await org.created({
        name: 'Highlights',
        orderBy: 'VIEWS_DESC',
        filterBy: 'INTERNAL_TAG',
        filterValue: 'Highlights',
      });
      expect(await org.titles(category.id)).toEqual(['delta', 'bravo']);
      const momentsByTag = await org.created({
        name: 'Sport moments',
        contentType: 'MOMENTS',
        orderBy: 'PUBLICATION_DATE',
        filterBy: 'TAG',
        filterValue: 'sport',
      });
      expect(await org.titles(momentsByTag.id)).toEqual(['Goal']);
      const allMoments = await org.created({
        name: 'All moments',
        contentType: 'MOMENTS',
        orderBy: 'TITLE_DESC',
      });
      expect(await org.titles(allMoments.id)).toEqual(['Save', 'Goal']);
    });

    it('refuses an empty or long name, a filter without its value, a manual playlist without items', async () => {
      expect((await org.create({ name: '  ', items: [videos.alpha] })).errors).toEqual([
        validationFailure('name', ValidationMessages.nameEmpty),
      ]);
      expect((await org.create({ name: 'x'.repeat(129), items: [videos.alpha] })).errors).toEqual([
        validationFailure('name', maxLengthMessage(128)),
      ]);
      expect((await org.create({ name: 'x'.repeat(128), items: [videos.alpha] })).errors).toEqual([]);
      expect((await org.create({ name: 'No tag', orderBy: 'TITLE', filterBy: 'TAG' })).errors).toEqual([
        validationFailure('filterValue', PlaylistMessages.tagEmpty),
      ]);
      expect(
        (
          await org.create({
            name: 'No category',
            orderBy: 'TITLE',
            filterBy: 'INTERNAL_TAG',
            filterValue: ' ',
          })
        ).errors,
      ).toEqual([validationFailure('filterValue', PlaylistMessages.categoryEmpty)]);
      for (const items of [undefined, []]) {
        expect((await org.create({ name: 'Empty', orderBy: 'MANUAL', items })).errors).toEqual([
          payloadError(ErrorCode.NO_ITEMS_PROVIDED, 'items'),
        ]);
      }
    });

    it('takes a name once per organization, whatever the case', async () => {
      await org.created({ name: 'Unique name', items: [videos.alpha] });
      expect((await org.create({ name: 'UNIQUE NAME', items: [videos.alpha] })).errors).toEqual([
        payloadError(ErrorCode.PLAYLIST_NAME_TAKEN, 'name'),
      ]);
      const elsewhere = await Publisher.start(t, 'Elsewhere');
      const theirs = await elsewhere.video('Theirs');
      expect((await elsewhere.create({ name: 'Unique name', items: [theirs] })).errors).toEqual([]);
    });

    it('accepts only published items of its type', async () => {
      const stranger = await Publisher.start(t, 'Stranger');
      const strangers = await stranger.video('Not yours');
      const notFound = [
        payloadError(ErrorCode.ITEM_NOT_FOUND, 'items', ContextMessages.playlistItemNotFound),
      ];
      for (const id of [draft, strangers, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
        expect((await org.create({ name: 'Unpublished', items: [videos.alpha, id] })).errors).toEqual(
          notFound,
        );
      }
      // A hidden moment, a moment of a draft, another organization's moment of a published video.
      const ofDraft = await org.moment(draft, 'Of a draft', 1);
      const strangersMoment = await stranger.moment(
        await stranger.video('Published, not yours'),
        'Theirs',
        1,
      );
      for (const id of [moments.hidden, ofDraft, strangersMoment]) {
        expect(
          (await org.create({ name: 'Hidden moment', contentType: 'MOMENTS', items: [moments.save, id] }))
            .errors,
        ).toEqual(notFound);
      }
      expect((await org.create({ name: 'Wrong type', items: [moments.goal] })).errors).toEqual([
        validationFailure('items', PlaylistMessages.wrongItemType(PlaylistContentType.VIDEOS)),
      ]);
      expect(
        (await org.create({ name: 'Wrong type', contentType: 'MOMENTS', items: [videos.alpha] })).errors,
      ).toEqual([validationFailure('items', PlaylistMessages.wrongItemType(PlaylistContentType.MOMENTS))]);
    });

    it(`holds ${PLAYLISTS_PER_ORGANIZATION_MAX} playlists per organization, then PLAYLIST_LIMIT_EXCEEDED`, async () => {
      const full = await Publisher.start(t, 'Full');
      const video = await full.video('Only');
      const repository = t.app.get(DataSource).getRepository(Playlist);
      await repository.insert(
        Array.from({ length: PLAYLISTS_PER_ORGANIZATION_MAX - 1 }, (_, index) => ({
          organizationId: full.owner.organizationId,
          name: `Made ${index}`,
          contentType: PlaylistContentType.VIDEOS,
          orderBy: 'TITLE' as never,
          filterBy: 'NULL' as never,
        })),
      );
      const last = await full.created({ name: 'The last one', items: [video] });
      expect((await full.create({ name: 'One too many', items: [video] })).errors).toEqual([
        payloadError(ErrorCode.PLAYLIST_LIMIT_EXCEEDED),
      ]);
      expect(await repository.countBy({ organizationId: full.owner.organizationId })).toBe(
        PLAYLISTS_PER_ORGANIZATION_MAX,
      );
      expect((await full.delete(last.id)).errors).toEqual([]);
      expect((await full.create({ name: 'Room again', items: [video] })).errors).toEqual([]);
    });
  });

  describe('updatePlaylist', () => {
    it('changes only the fields sent; items sent replace the manual items', async () => {
      const playlist = await org.created({ name: 'To change', items: [videos.alpha, videos.bravo] });
      const renamed = await org.update(playlist.id, { name: 'to CHANGE' });
      expect(renamed.errors).toEqual([]);
      expect(renamed.playlist).toMatchObject({ name: 'to CHANGE', itemsCount: 2 });
      expect((await org.update(playlist.id, { items: [videos.delta, videos.alpha] })).errors).toEqual([]);
      expect(await org.titles(playlist.id)).toEqual(['delta', 'Alpha']);
      expect((await org.update(playlist.id, { items: [] })).errors).toEqual([
        payloadError(ErrorCode.NO_ITEMS_PROVIDED, 'items'),
      ]);
      expect(await org.titles(playlist.id)).toEqual(['delta', 'Alpha']);
    });

    it('clears the manual items when the content type changes or the order leaves MANUAL', async () => {
      const playlist = await org.created({ name: 'Switching', items: [videos.alpha] });
      // A manual playlist of moments must be given its moments.
      expect((await org.update(playlist.id, { contentType: 'MOMENTS' })).errors).toEqual([
        payloadError(ErrorCode.NO_ITEMS_PROVIDED, 'items'),
      ]);
      expect(
        (await org.update(playlist.id, { contentType: 'MOMENTS', items: [moments.goal] })).errors,
      ).toEqual([]);
      expect(await org.titles(playlist.id)).toEqual(['Goal']);
      const ruled = await org.update(playlist.id, {
        orderBy: 'TITLE',
        filterBy: 'TAG',
        filterValue: 'sport',
      });
      expect(ruled.errors).toEqual([]);
      expect(ruled.playlist).toMatchObject({ orderBy: 'TITLE', filterBy: 'TAG', filterValue: 'sport' });
      expect(
        await t.app.get(DataSource).getRepository(PlaylistItem).countBy({ playlistId: playlist.id }),
      ).toBe(0);
      // Back to manual: the filter goes, and the items given are its items.
      const manual = await org.update(playlist.id, { orderBy: 'MANUAL', items: [moments.save] });
      expect(manual.playlist).toMatchObject({ orderBy: 'MANUAL', filterBy: 'NULL', filterValue: null });
      expect(await org.titles(playlist.id)).toEqual(['Save']);
    });

    it('refuses a name another playlist has, and bad settings, changing nothing', async () => {
      await org.created({ name: 'Taken', items: [videos.alpha] });
      const playlist = await org.created({ name: 'Mine', items: [videos.alpha] });
      expect((await org.update(playlist.id, { name: 'taken' })).errors).toEqual([
        payloadError(ErrorCode.PLAYLIST_NAME_TAKEN, 'name'),
      ]);
      expect((await org.update(playlist.id, { name: '' })).errors).toEqual([
        validationFailure('name', ValidationMessages.nameEmpty),
      ]);
      expect((await org.update(playlist.id, { items: [draft] })).errors).toEqual([
        payloadError(ErrorCode.ITEM_NOT_FOUND, 'items', ContextMessages.playlistItemNotFound),
      ]);
      expect((await org.update(playlist.id, { orderBy: 'VIEWS', filterBy: 'TAG' })).errors).toEqual([
        validationFailure('filterValue', PlaylistMessages.tagEmpty),
      ]);
      const [unchanged] = await org.list({ search: 'Mine' });
      expect(unchanged).toMatchObject({ name: 'Mine', orderBy: 'MANUAL', itemsCount: 1 });
    });
  });

  describe('addToPlaylist', () => {
    it('adds a published item at the end; adding it again changes nothing', async () => {
      const playlist = await org.created({ name: 'Growing', items: [videos.alpha] });
      const added = await org.add(playlist.id, videos.bravo);
      expect(added.errors).toEqual([]);
      expect(added.playlist).toMatchObject({ id: playlist.id, itemsCount: 2 });
      expect((await org.add(playlist.id, videos.alpha)).errors).toEqual([]);
      expect(await org.titles(playlist.id)).toEqual(['Alpha', 'bravo']);
    });

    it('refuses an unpublished item, one of the other type, and a rule-based playlist', async () => {
      const playlist = await org.created({ name: 'Strict', items: [videos.alpha] });
      for (const id of [draft, 'nope', '00000000-0000-4000-8000-000000000000']) {
        expect((await org.add(playlist.id, id)).errors).toEqual([
          payloadError(ErrorCode.ITEM_NOT_FOUND, 'itemId'),
        ]);
      }
      expect((await org.add(playlist.id, moments.goal)).errors).toEqual([
        validationFailure('itemId', PlaylistMessages.wrongItemType(PlaylistContentType.VIDEOS)),
      ]);
      const ruled = await org.created({ name: 'Ruled', orderBy: 'TITLE' });
      expect((await org.add(ruled.id, videos.alpha)).errors).toEqual([
        payloadError(ErrorCode.WRONG_ORDERING_TYPE, 'id'),
      ]);
      expect(await org.titles(playlist.id)).toEqual(['Alpha']);
    });
  });

  describe('playlists and the pickers', () => {
    let picker: Publisher;
    let video: string;
    let moment: string;

    beforeAll(async () => {
      picker = await Publisher.start(t, 'Picker');
      video = await picker.video('Pick me');
      const other = await picker.video('Other');
      moment = await picker.moment(video, 'Pick this moment', 1);
      await picker.created({ name: 'b holds video', items: [video, other] });
      await picker.created({ name: 'A holds video', items: [video] });
      await picker.created({ name: 'c lacks video', items: [other] });
      await picker.created({ name: 'd rule-based', orderBy: 'VIEWS' });
      await picker.created({ name: 'e holds moment', contentType: 'MOMENTS', items: [moment] });
      await picker.created({ name: 'f rule moments', contentType: 'MOMENTS', orderBy: 'TITLE' });
    });

    const names = async (variables: Record<string, unknown>) =>
      (await picker.list({ pageSize: 999, orderBy: 'name', ...variables })).map(({ name }) => name);

    it('lists the manual playlists of the item type holding an item, and those not holding it', async () => {
      expect(await names({ manualVideoId: video })).toEqual(['A holds video', 'b holds video']);
      expect(await names({ excludeManualVideoId: video })).toEqual(['c lacks video']);
      expect(await names({ manualMomentId: moment })).toEqual(['e holds moment']);
      expect(await names({ excludeManualMomentId: moment })).toEqual([]);
      expect(await names({ manualVideoId: 'junk' })).toEqual([]);
      expect(await names({ excludeManualVideoId: 'junk' })).toEqual([
        'A holds video',
        'b holds video',
        'c lacks video',
      ]);
    });

    it('searches, filters by content type and ordering, and orders by name or created', async () => {
      expect(await names({ contentType: 'MOMENTS' })).toEqual(['e holds moment', 'f rule moments']);
      expect(await names({ itemsOrderBy: 'MANUAL', contentType: 'VIDEOS' })).toEqual([
        'A holds video',
        'b holds video',
        'c lacks video',
      ]);
      expect(await names({ search: 'RULE' })).toEqual(['d rule-based', 'f rule moments']);
      expect(await names({ orderBy: '-name', search: 'holds' })).toEqual([
        'e holds moment',
        'b holds video',
        'A holds video',
      ]);
      const newest = await picker.list({ pageSize: 25 });
      expect(newest.map(({ name }) => name)).toEqual([
        'f rule moments',
        'e holds moment',
        'd rule-based',
        'c lacks video',
        'A holds video',
        'b holds video',
      ]);
      expect(newest.map(({ itemsCount }) => itemsCount)).toEqual([1, 1, 2, 1, 1, 2]);
    });

    it('refuses a bad page, page size or order with VALIDATION_ERROR, never a 500', async () => {
      for (const variables of [{ page: 0 }, { pageSize: 0 }, { pageSize: 1001 }, { orderBy: 'views' }]) {
        const response = await t.gql(
          'query($page: Int, $pageSize: Int, $orderBy: String) { playlists(page: $page, pageSize: $pageSize, orderBy: $orderBy) { totalCount } }',
          variables,
          picker.token,
        );
        expect(errorCode(response)).toBe(ErrorCode.VALIDATION_ERROR);
      }
    });
  });

  describe('playlistCandidates', () => {
    it('answers what a rule would hold, searched', async () => {
      const read = async (variables: Record<string, unknown>) => {
        const response = await t.gql<{
          playlistCandidates: { nodes: PlaylistItemView[]; totalCount: number };
        }>(CANDIDATES, variables, org.token);
        expect(response.errors).toBeUndefined();
        return response.data.playlistCandidates.nodes.map(({ title }) => title);
      };
      expect(await read({ contentType: 'VIDEOS' })).toEqual(['Charlie', 'Alpha', 'delta', 'bravo']);
      expect(
        await read({ contentType: 'VIDEOS', itemsOrderBy: 'VIEWS', filterBy: 'TAG', filterValue: 'Sport' }),
      ).toEqual(['Alpha', 'bravo']);
      expect(await read({ contentType: 'MOMENTS', search: 'sav' })).toEqual(['Save']);
      expect(await read({ contentType: 'VIDEOS', pageSize: 2, page: 2 })).toEqual(['delta', 'bravo']);
    });
  });

  describe('what happens to the items', () => {
    it('hides an unpublished video and a hidden moment, and loses a deleted one', async () => {
      const own = await Publisher.start(t, 'Changing content');
      const kept = await own.video('Kept');
      const leaving = await own.video('Leaving');
      const deleted = await own.video('Deleted');
      const moment = await own.moment(kept, 'Shown', 1);
      const gone = await own.moment(kept, 'Gone', 10);
      const playlist = await own.created({ name: 'Changing', items: [leaving, kept, deleted] });
      const ruled = await own.created({ name: 'Ruled', orderBy: 'TITLE' });
      const momentsList = await own.created({
        name: 'Moments',
        contentType: 'MOMENTS',
        items: [gone, moment],
      });

      await own.unpublish(leaving);
      expect(await own.titles(playlist.id)).toEqual(['Kept', 'Deleted']);
      expect(await own.titles(ruled.id)).toEqual(['Deleted', 'Kept']);
      await own.publish(leaving);
      expect(await own.titles(playlist.id)).toEqual(['Leaving', 'Kept', 'Deleted']);

      await mutateMoment(t, TOGGLE_MOMENT, { id: moment, action: 'DISABLE' }, own.token);
      expect(await own.titles(momentsList.id)).toEqual(['Gone']);
      await mutateMoment(t, TOGGLE_MOMENT, { id: moment, action: 'ENABLE' }, own.token);
      expect(await own.titles(momentsList.id)).toEqual(['Gone', 'Shown']);
      await mutateMoment(t, DELETE_MOMENT, { id: gone }, own.token);
      expect(await own.titles(momentsList.id)).toEqual(['Shown']);

      await mutateMoment(t, DELETE, { id: deleted }, own.token);
      expect(await own.titles(playlist.id)).toEqual(['Leaving', 'Kept']);
      const rows = t.app.get(DataSource).getRepository(PlaylistItem);
      expect(await rows.countBy({ playlistId: playlist.id })).toBe(2);
      expect(await rows.countBy({ playlistId: momentsList.id })).toBe(1);
    });
  });

  describe('deletePlaylist', () => {
    it('deletes a playlist and its items', async () => {
      const playlist = await org.created({ name: 'Short-lived', items: [videos.alpha] });
      expect(await org.delete(playlist.id)).toEqual({ deletedId: playlist.id, errors: [] });
      expect(
        await t.app.get(DataSource).getRepository(PlaylistItem).countBy({ playlistId: playlist.id }),
      ).toBe(0);
      const read = await t.gql(PLAYLIST_BY_ID, { id: playlist.id }, org.token);
      expect(errorCode(read)).toBe(ErrorCode.NOT_FOUND);
    });

    it('refuses with PLAYLIST_IN_USE while a hook (a microsite) uses the playlist', async () => {
      const playlist = await org.created({ name: 'On a microsite', items: [videos.alpha] });
      t.app.get(PlaylistHooks).register({ playlistInUse: async (_manager, id) => id === playlist.id });
      expect((await org.delete(playlist.id)).errors).toEqual([payloadError(ErrorCode.PLAYLIST_IN_USE)]);
      expect(await t.app.get(DataSource).getRepository(Playlist).existsBy({ id: playlist.id })).toBe(true);
    });
  });

  describe('tenancy and permissions', () => {
    it("answers NOT_FOUND for another organization's playlist and changes nothing", async () => {
      const mine = await org.created({ name: 'Not for others', items: [videos.alpha] });
      const intruder = await Publisher.start(t, 'Intruder');
      const theirs = await intruder.video('Intruding');
      const notFound = [payloadError(ErrorCode.NOT_FOUND, 'id')];
      expect(errorCode(await t.gql(PLAYLIST_BY_ID, { id: mine.id }, intruder.token))).toBe(
        ErrorCode.NOT_FOUND,
      );
      expect((await intruder.update(mine.id, { name: 'Taken over' })).errors).toEqual(notFound);
      expect((await intruder.add(mine.id, theirs)).errors).toEqual(notFound);
      expect((await intruder.delete(mine.id)).errors).toEqual(notFound);
      expect(await intruder.list({ pageSize: 999 })).toEqual([]);
      // Nor can the owner put the other organization's published video in.
      expect((await org.add(mine.id, theirs)).errors).toEqual([
        payloadError(ErrorCode.ITEM_NOT_FOUND, 'itemId'),
      ]);
      const [unchanged] = await org.list({ search: 'Not for others' });
      expect(unchanged).toMatchObject({ name: 'Not for others', itemsCount: 1 });
    });

    it('lets a curator and a video editor do everything; a D2C organization nothing', async () => {
      const d2c = await registerOwner(t, { organizationName: 'D2C' });
      await setPlan(t, d2c.organizationId, SubscriptionPlan.D2C_PREMIUM);
      const refused = [payloadError(ErrorCode.PERMISSIONS_ERROR)];
      const mine = await org.created({ name: 'Guarded', items: [videos.alpha] });
      expect(errorCode(await t.gql(PLAYLIST_BY_ID, { id: mine.id }, d2c.token))).toBe(
        ErrorCode.PERMISSIONS_ERROR,
      );
      expect(errorCode(await t.gql('{ playlists { totalCount } }', {}, d2c.token))).toBe(
        ErrorCode.PERMISSIONS_ERROR,
      );
      expect((await org.create({ name: 'x', items: [videos.alpha] }, d2c.token)).errors).toEqual(refused);
      expect((await org.update(mine.id, { name: 'x' }, d2c.token)).errors).toEqual(refused);
      expect((await org.add(mine.id, videos.bravo, d2c.token)).errors).toEqual(refused);
      expect((await org.delete(mine.id, d2c.token)).errors).toEqual(refused);
      for (const role of [OrganizationRole.CURATOR, OrganizationRole.VIDEO_EDITOR]) {
        const member = await addMember(t, org.owner, role);
        const made = await org.create({ name: `By ${role}`, orderBy: 'TITLE' }, member.token);
        expect(made.errors).toEqual([]);
        const id = made.playlist?.id ?? '';
        expect(
          (await org.update(id, { orderBy: 'MANUAL', items: [videos.alpha] }, member.token)).errors,
        ).toEqual([]);
        expect((await org.add(id, videos.bravo, member.token)).errors).toEqual([]);
        expect(await org.items(id, member.token)).toHaveLength(2);
        expect((await org.delete(id, member.token)).errors).toEqual([]);
      }
    });
  });
});
