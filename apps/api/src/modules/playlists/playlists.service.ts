import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  ContextMessages,
  ErrorCode,
  playlistChangeClearsItems,
  PLAYLIST_EDIT_ITEMS_MAX,
  PlaylistContentType,
  PlaylistFilterBy,
  PlaylistItemsOrder,
  PlaylistMessages,
  playlistRuleItems,
  PLAYLISTS_PER_ORGANIZATION_MAX,
  validatePlaylistFilter,
  validatePlaylistItems,
  validatePlaylistName,
} from '@framehouse/domain';
import { DataSource, In, type EntityManager } from 'typeorm';
import { contractError, notFound } from '../../common/errors/contract-error';
import { ErrorList } from '../../common/errors/error-list';
import { ANY_PAGE_SIZE, paginate, type Connection } from '../../common/graphql/connection';
import { isUuid } from '../../common/ids';
import { isUniqueViolation } from '../../database/unique-violation';
import {
  PLAYLIST_ORDER_FIELDS,
  type PlaylistCandidatesArgs,
  type PlaylistInput,
  type PlaylistsArgs,
} from './dtos/playlist.types';
import {
  itemKey,
  itemKindOf,
  PlaylistCatalogueService,
  type PublishedItem,
} from './playlist-catalogue.service';
import { PlaylistHooks } from './playlist-hooks';
import { PlaylistItem } from './playlist-item.entity';
import { Playlist } from './playlist.entity';

const NAME_INDEX = 'playlists_organization_name';

/** A playlist's settings once read and checked. */
interface PlaylistFields {
  name: string;
  contentType: PlaylistContentType;
  orderBy: PlaylistItemsOrder;
  filterBy: PlaylistFilterBy;
  filterValue: string | null;
}

/**
 * The organization's playlists: manual ones keep their items in order, rule-based ones (any ordering but
 * MANUAL) take the organization's published content of their type, filtered by a tag or a category, when
 * read. Only published items are accepted and shown. Another organization's playlist answers NOT_FOUND.
 */
@Injectable()
export class PlaylistsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly catalogue: PlaylistCatalogueService,
    private readonly hooks: PlaylistHooks,
  ) {}

  list(organizationId: string, args: PlaylistsArgs): Promise<Connection<Playlist>> {
    const query = this.dataSource
      .getRepository(Playlist)
      .createQueryBuilder('playlist')
      .where('playlist.organizationId = :organizationId', { organizationId });
    if (args.contentType)
      query.andWhere('playlist.contentType = :contentType', { contentType: args.contentType });
    if (args.itemsOrderBy)
      query.andWhere('playlist.orderBy = :itemsOrderBy', { itemsOrderBy: args.itemsOrderBy });
    // The pickers: the manual playlists of the item's type that hold it, or that do not.
    const pickers = [
      { id: args.manualVideoId, column: 'videoId', type: PlaylistContentType.VIDEOS, holds: true },
      { id: args.manualMomentId, column: 'momentId', type: PlaylistContentType.MOMENTS, holds: true },
      { id: args.excludeManualVideoId, column: 'videoId', type: PlaylistContentType.VIDEOS, holds: false },
      { id: args.excludeManualMomentId, column: 'momentId', type: PlaylistContentType.MOMENTS, holds: false },
    ];
    pickers.forEach(({ id, column, type, holds }, index) => {
      if (id == null) return;
      const exists =
        `EXISTS (SELECT 1 FROM "playlist_items" "item" WHERE "item"."playlistId" = "playlist"."id" ` +
        `AND "item"."${column}" = :picked${index})`;
      query
        .andWhere('playlist.orderBy = :manual', { manual: PlaylistItemsOrder.MANUAL })
        .andWhere(`playlist.contentType = :pickedType${index}`, { [`pickedType${index}`]: type });
      // A malformed id is in no playlist.
      if (!isUuid(id)) query.andWhere(holds ? 'FALSE' : 'TRUE');
      else query.andWhere(holds ? exists : `NOT ${exists}`, { [`picked${index}`]: id });
    });
    return paginate(query, args, {
      orderable: {
        name: 'LOWER(playlist.name)',
        created: 'playlist.created',
      } satisfies Record<(typeof PLAYLIST_ORDER_FIELDS)[number], string>,
      defaultOrderBy: '-created',
      searchable: ['playlist.name'],
      tieBreaker: 'playlist.id',
      pageSizes: ANY_PAGE_SIZE,
    });
  }

  /** The caller's playlist, or NOT_FOUND on `field`. */
  async findOwned(organizationId: string, id: string, field = 'id'): Promise<Playlist> {
    const playlist = isUuid(id)
      ? await this.dataSource.getRepository(Playlist).findOneBy({ id, organizationId })
      : null;
    if (!playlist) throw notFound(field);
    return playlist;
  }

  /** For the public side (no session: the id comes from a public address); null when there is none. */
  findPublic(id: string): Promise<Playlist | null> {
    return isUuid(id) ? this.dataSource.getRepository(Playlist).findOneBy({ id }) : Promise.resolve(null);
  }

  async items(playlist: Playlist): Promise<PublishedItem[]> {
    return (await this.itemsOfMany([playlist]))[0] as PublishedItem[];
  }

  /**
   * The published items of each playlist, in its order: a manual one's that are published now, a rule-based
   * one's computed. The organization's published content is read once per content type.
   */
  async itemsOfMany(playlists: readonly Playlist[]): Promise<PublishedItem[][]> {
    const catalogues = new Map<string, Promise<PublishedItem[]>>();
    const catalogueOf = ({ organizationId, contentType }: Playlist) => {
      const key = `${organizationId}/${contentType}`;
      if (!catalogues.has(key))
        catalogues.set(key, this.catalogue.publishedItems(organizationId, contentType));
      return catalogues.get(key) as Promise<PublishedItem[]>;
    };
    const manualIds = playlists.filter(isManual).map(({ id }) => id);
    const rows = manualIds.length
      ? await this.dataSource
          .getRepository(PlaylistItem)
          .find({ where: { playlistId: In(manualIds) }, order: { position: 'ASC', id: 'ASC' } })
      : [];
    return Promise.all(
      playlists.map(async (playlist) => {
        const published = await catalogueOf(playlist);
        if (!isManual(playlist)) return playlistRuleItems(published, playlist);
        const byKey = new Map(published.map((item) => [itemKey(item.kind, item.id), item]));
        const kind = itemKindOf(playlist.contentType);
        return rows
          .filter((row) => row.playlistId === playlist.id)
          .flatMap((row) => byKey.get(itemKey(kind, row.videoId ?? row.momentId ?? '')) ?? []);
      }),
    );
  }

  /**
   * What a playlist could hold: the organization's published content of a type, filtered and ordered as a
   * rule-based playlist would be (the admin's rule preview), or searched (its manual picker).
   */
  async candidates(organizationId: string, args: PlaylistCandidatesArgs): Promise<PublishedItem[]> {
    const filterBy = args.filterBy ?? PlaylistFilterBy.NULL;
    const filterValue = args.filterValue?.trim() || null;
    const orderBy =
      !args.itemsOrderBy || args.itemsOrderBy === PlaylistItemsOrder.MANUAL
        ? PlaylistItemsOrder.PUBLICATION_DATE_DESC
        : args.itemsOrderBy;
    const published = await this.catalogue.publishedItems(organizationId, args.contentType);
    const search = args.search?.trim().toLowerCase();
    const found = search
      ? published.filter(({ title, description }) =>
          `${title}\n${description}`.toLowerCase().includes(search),
        )
      : published;
    // A filter without its value filters nothing yet (the form is being filled in).
    return playlistRuleItems(found, {
      orderBy,
      filterBy: filterValue ? filterBy : PlaylistFilterBy.NULL,
      filterValue,
    });
  }

  async create(organizationId: string, input: PlaylistInput): Promise<Playlist> {
    const fields = checkedFields({
      name: input.name ?? '',
      contentType: input.contentType ?? PlaylistContentType.VIDEOS,
      orderBy: input.orderBy ?? PlaylistItemsOrder.MANUAL,
      filterBy: input.filterBy ?? PlaylistFilterBy.NULL,
      filterValue: input.filterValue ?? null,
    });
    const itemIds = isManual(fields) ? this.checkedItemIds(fields, input.items ?? []) : [];
    const items = await this.publishedAmong(organizationId, fields.contentType, itemIds, 'items');
    return this.withNameIndex(() =>
      this.dataSource.transaction(async (manager) => {
        // One creation at a time per organization, so that the count below holds until the commit.
        await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`playlists:${organizationId}`]);
        const count = await manager.getRepository(Playlist).countBy({ organizationId });
        if (count >= PLAYLISTS_PER_ORGANIZATION_MAX) throw contractError(ErrorCode.PLAYLIST_LIMIT_EXCEEDED);
        await this.assertNameFree(manager, organizationId, fields.name, null);
        const repository = manager.getRepository(Playlist);
        const playlist = await repository.save(repository.create({ organizationId, ...fields }));
        await this.writeItems(manager, playlist, items);
        return playlist;
      }),
    );
  }

  /**
   * Only the fields sent change; the whole is checked again. Changing the content type or leaving manual
   * ordering clears the manual items; items sent to a manual playlist replace its items.
   */
  async update(organizationId: string, id: string, input: PlaylistInput): Promise<Playlist> {
    return this.withNameIndex(() =>
      this.dataSource.transaction(async (manager) => {
        const playlist = await this.lockOwned(manager, organizationId, id);
        const fields = checkedFields({
          name: input.name ?? playlist.name,
          contentType: input.contentType ?? playlist.contentType,
          orderBy: input.orderBy ?? playlist.orderBy,
          filterBy: input.filterBy ?? playlist.filterBy,
          filterValue: input.filterValue !== undefined ? input.filterValue : playlist.filterValue,
        });
        const clears = playlistChangeClearsItems(playlist, fields);
        // A manual playlist whose items go must be given new ones.
        const replaces = isManual(fields) && (input.items != null || clears);
        const itemIds = replaces ? this.checkedItemIds(fields, input.items ?? []) : [];
        const items = await this.publishedAmong(organizationId, fields.contentType, itemIds, 'items');
        await this.assertNameFree(manager, organizationId, fields.name, playlist.id);
        Object.assign(playlist, fields);
        await manager.getRepository(Playlist).save(playlist);
        if (clears || replaces) {
          await manager.getRepository(PlaylistItem).delete({ playlistId: playlist.id });
          await this.writeItems(manager, playlist, items);
        }
        return playlist;
      }),
    );
  }

  /** Deletes a playlist no microsite uses (PLAYLIST_IN_USE otherwise). */
  async delete(organizationId: string, id: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const playlist = await this.lockOwned(manager, organizationId, id);
      if (await this.hooks.inUse(manager, playlist.id)) throw contractError(ErrorCode.PLAYLIST_IN_USE);
      await manager.getRepository(Playlist).delete(playlist.id);
    });
  }

  /**
   * Adds a published video or moment at the end of a manual playlist (WRONG_ORDERING_TYPE for a rule-based
   * one). One already in it stays where it is: adding it again succeeds and changes nothing.
   */
  async add(organizationId: string, id: string, itemId: string): Promise<Playlist> {
    return this.dataSource.transaction(async (manager) => {
      const playlist = await this.lockOwned(manager, organizationId, id);
      if (!isManual(playlist)) throw contractError(ErrorCode.WRONG_ORDERING_TYPE, { field: 'id' });
      await this.publishedAmong(organizationId, playlist.contentType, [itemId], 'itemId');
      const items = manager.getRepository(PlaylistItem);
      const column = itemColumn(playlist.contentType);
      if (await items.existsBy({ playlistId: playlist.id, [column]: itemId })) return playlist;
      if ((await items.countBy({ playlistId: playlist.id })) >= PLAYLIST_EDIT_ITEMS_MAX) {
        throw contractError(ErrorCode.VALIDATION_ERROR, {
          field: 'id',
          message: PlaylistMessages.tooManyItems,
        });
      }
      const last = await items
        .createQueryBuilder('item')
        .select('MAX(item.position)', 'position')
        .where('item.playlistId = :id', { id: playlist.id })
        .getRawOne<{ position: number | null }>();
      await items.insert({ playlistId: playlist.id, position: (last?.position ?? -1) + 1, [column]: itemId });
      return playlist;
    });
  }

  /** The ids sent, each once in its first place; NO_ITEMS_PROVIDED for a manual playlist without any. */
  private checkedItemIds(fields: PlaylistFields, ids: readonly string[]): string[] {
    const unique = [...new Set(ids)];
    new ErrorList()
      .code(validatePlaylistItems(fields.orderBy, unique) !== undefined, ErrorCode.NO_ITEMS_PROVIDED, 'items')
      .check('items', unique.length > PLAYLIST_EDIT_ITEMS_MAX ? PlaylistMessages.tooManyItems : undefined)
      .throwIfAny();
    return unique;
  }

  /**
   * The published items of `contentType` with these ids, in their order. One that is not published (or not
   * the organization's) is ITEM_NOT_FOUND on `field` (create and update say the playlist contains one, a
   * single item is "not published"); one of the other type says which type the playlist takes.
   */
  private async publishedAmong(
    organizationId: string,
    contentType: PlaylistContentType,
    ids: readonly string[],
    field: 'items' | 'itemId',
  ): Promise<PublishedItem[]> {
    if (ids.length === 0) return [];
    const published = await this.catalogue.publishedAmong(organizationId, contentType, ids);
    const byId = new Map(published.map((item) => [item.id, item]));
    const missing = ids.filter((id) => !byId.has(id));
    if (missing.length === 0) return ids.map((id) => byId.get(id) as PublishedItem);
    const other =
      contentType === PlaylistContentType.VIDEOS ? PlaylistContentType.MOMENTS : PlaylistContentType.VIDEOS;
    const otherIds = new Set(
      (await this.catalogue.publishedAmong(organizationId, other, missing)).map(({ id }) => id),
    );
    if (missing.every((id) => otherIds.has(id))) {
      throw contractError(ErrorCode.VALIDATION_ERROR, {
        field,
        message: PlaylistMessages.wrongItemType(contentType),
      });
    }
    throw contractError(ErrorCode.ITEM_NOT_FOUND, {
      field,
      message: field === 'items' ? ContextMessages.playlistItemNotFound : undefined,
    });
  }

  private async writeItems(
    manager: EntityManager,
    playlist: Playlist,
    items: PublishedItem[],
  ): Promise<void> {
    if (items.length === 0) return;
    const column = itemColumn(playlist.contentType);
    await manager
      .getRepository(PlaylistItem)
      .insert(items.map((item, position) => ({ playlistId: playlist.id, position, [column]: item.id })));
  }

  private async assertNameFree(
    manager: EntityManager,
    organizationId: string,
    name: string,
    exceptId: string | null,
  ): Promise<void> {
    const query = manager
      .getRepository(Playlist)
      .createQueryBuilder('playlist')
      .where('playlist.organizationId = :organizationId', { organizationId })
      .andWhere('LOWER(playlist.name) = LOWER(:name)', { name });
    if (exceptId) query.andWhere('playlist.id <> :exceptId', { exceptId });
    if (await query.getExists()) throw nameTaken();
  }

  /** Two saves of one name at the same moment: the index keeps the second out, with the same answer. */
  private async withNameIndex<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error, NAME_INDEX)) throw nameTaken();
      throw error;
    }
  }

  private async lockOwned(manager: EntityManager, organizationId: string, id: string): Promise<Playlist> {
    const playlist = isUuid(id)
      ? await manager
          .getRepository(Playlist)
          .findOne({ where: { id, organizationId }, lock: { mode: 'pessimistic_write' } })
      : null;
    if (!playlist) throw notFound('id');
    return playlist;
  }
}

const isManual = (playlist: { orderBy: PlaylistItemsOrder }) =>
  playlist.orderBy === PlaylistItemsOrder.MANUAL;

const itemColumn = (contentType: PlaylistContentType) =>
  contentType === PlaylistContentType.VIDEOS ? 'videoId' : 'momentId';

const nameTaken = () => contractError(ErrorCode.PLAYLIST_NAME_TAKEN, { field: 'name' });

/**
 * The settings checked (every problem at once), trimmed, and stored as the table keeps them: a manual
 * playlist has no filter, a filter of NULL no value.
 */
function checkedFields(fields: PlaylistFields): PlaylistFields {
  const name = fields.name.trim();
  new ErrorList()
    .check('name', validatePlaylistName(name))
    .check('filterValue', validatePlaylistFilter(fields.orderBy, fields.filterBy, fields.filterValue))
    .throwIfAny();
  const filterBy = isManual(fields) ? PlaylistFilterBy.NULL : fields.filterBy;
  return {
    name,
    contentType: fields.contentType,
    orderBy: fields.orderBy,
    filterBy,
    filterValue: filterBy === PlaylistFilterBy.NULL ? null : (fields.filterValue ?? '').trim(),
  };
}
