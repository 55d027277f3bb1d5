import { Inject } from '@nestjs/common';
import {
  Args,
  ID,
  Int,
  Mutation,
  Parent,
  Query,
  ResolveField,
  Resolver,
  type ComplexityEstimator,
} from '@nestjs/graphql';
import {
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  pageInfo,
  Permission,
  publicPlaylistPath,
  publicUrlOf,
} from '@framehouse/domain';
import { ANY_PAGE_SIZE, checkedPage, type Connection } from '../../common/graphql/connection';
import { Loaders, RequestLoaders } from '../../common/graphql/request-loaders';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { CurrentSession, RequirePermissions } from '../auth/auth.decorators';
import type { Session } from '../auth/session';
import {
  DeletePlaylistPayload,
  PlaylistCandidatesArgs,
  PlaylistConnection,
  PlaylistInput,
  PlaylistItemConnection,
  PlaylistItemsArgs,
  PlaylistPayload,
  PlaylistsArgs,
  PlaylistType,
  type PlaylistItemType,
} from './dtos/playlist.types';
import { PlaylistCatalogueService, type PublishedItem } from './playlist-catalogue.service';
import type { Playlist } from './playlist.entity';
import { PlaylistsService } from './playlists.service';

/**
 * playlistById's pageSize is its items' page size, not rows of its own: its selection is charged as the
 * items field charges its default page, times the pages of that size the asked page holds.
 */
const itemsPageCost: ComplexityEstimator = ({ args, childComplexity }) => {
  const pageSize =
    typeof args.pageSize === 'number' ? Math.min(Math.max(args.pageSize, 1), MAX_PAGE_SIZE) : 1;
  return 1 + Math.ceil(pageSize / DEFAULT_PAGE_SIZE) * childComplexity;
};

/** A playlist as the resolver hands it on: the row, its public page, and the items page playlistById asked. */
type PlaylistView = PlaylistType & Playlist & { itemsPage?: PlaylistItemsArgs };

/** overlays-distribution §7 "Playlists": the list and its pickers, one playlist, its changes and addToPlaylist. */
@Resolver(() => PlaylistType)
export class PlaylistsResolver {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly service: PlaylistsService,
    private readonly catalogue: PlaylistCatalogueService,
  ) {}

  private readonly itemsOf = (playlists: readonly PlaylistView[]) => this.service.itemsOfMany(playlists);

  private view(playlist: Playlist, itemsPage?: PlaylistItemsArgs): PlaylistView {
    return {
      ...playlist,
      publicUrl: publicUrlOf(this.config.publicUrl, publicPlaylistPath(playlist.id)),
      itemsPage,
    };
  }

  private allItems(playlist: PlaylistView, loaders: RequestLoaders): Promise<PublishedItem[]> {
    return loaders
      .of<PlaylistView, PublishedItem[], string>(this.itemsOf, { cacheKeyFn: ({ id }) => id })
      .load(playlist);
  }

  @RequirePermissions(Permission.VIEW_PLAYLIST)
  @Query(() => PlaylistConnection, {
    description:
      "The organization's playlists, paged (1 to 1000 a page: the Add to playlist dialog asks for 999). " +
      'manualVideoId / manualMomentId: only the manual playlists holding that item; excludeManualVideoId / ' +
      'excludeManualMomentId: only the manual playlists of its type not holding it.',
  })
  async playlists(
    @CurrentSession() session: Session,
    @Args() args: PlaylistsArgs,
  ): Promise<Connection<PlaylistView>> {
    const page = await this.service.list(session.organization.id, args);
    return { ...page, nodes: page.nodes.map((playlist) => this.view(playlist)) };
  }

  @RequirePermissions(Permission.VIEW_PLAYLIST)
  @Query(() => PlaylistType, {
    nullable: true,
    description: 'One playlist; page and pageSize choose the page of its items (default 1 and 50).',
    complexity: itemsPageCost,
  })
  async playlistById(
    @CurrentSession() session: Session,
    @Args('id', { type: () => ID }) id: string,
    @Args() itemsPage: PlaylistItemsArgs,
  ): Promise<PlaylistView> {
    const playlist = await this.service.findOwned(session.organization.id, id);
    checkedPage(itemsPage, ANY_PAGE_SIZE);
    return this.view(playlist, itemsPage);
  }

  @RequirePermissions(Permission.VIEW_PLAYLIST)
  @Query(() => PlaylistItemConnection, {
    description:
      "What a playlist could hold: the organization's published videos or moments, searched, filtered by a " +
      'tag or category and ordered as a rule-based playlist would be (the rule preview, the manual picker).',
  })
  async playlistCandidates(
    @CurrentSession() session: Session,
    @Args() args: PlaylistCandidatesArgs,
  ): Promise<Connection<PlaylistItemType>> {
    const checked = checkedPage(args, ANY_PAGE_SIZE);
    return this.pageOf(await this.service.candidates(session.organization.id, args), checked);
  }

  @ResolveField(() => Int, { description: 'How many published items it shows.' })
  async itemsCount(@Parent() playlist: PlaylistView, @Loaders() loaders: RequestLoaders): Promise<number> {
    return (await this.allItems(playlist, loaders)).length;
  }

  @ResolveField(() => PlaylistItemConnection, {
    description:
      "Its published items in its order, paged: the field's page and pageSize, else playlistById's, else " +
      'the first 50.',
  })
  async items(
    @Parent() playlist: PlaylistView,
    @Args() args: PlaylistItemsArgs,
    @Loaders() loaders: RequestLoaders,
  ): Promise<Connection<PlaylistItemType>> {
    const checked = checkedPage(
      {
        page: args.page ?? playlist.itemsPage?.page,
        pageSize: args.pageSize ?? playlist.itemsPage?.pageSize,
      },
      ANY_PAGE_SIZE,
    );
    return this.pageOf(await this.allItems(playlist, loaders), checked);
  }

  private pageOf(
    items: readonly PublishedItem[],
    { page, pageSize, offset }: { page: number; pageSize: number; offset: number },
  ): Connection<PlaylistItemType> {
    return {
      nodes: items.slice(offset, offset + pageSize).map((item) => this.catalogue.present(item)),
      totalCount: items.length,
      pageInfo: pageInfo(items.length, page, pageSize),
    };
  }

  @RequirePermissions(Permission.CREATE_PLAYLIST)
  @Mutation(() => PlaylistPayload)
  async createPlaylist(
    @CurrentSession() session: Session,
    @Args('playlist') input: PlaylistInput,
  ): Promise<PlaylistPayload> {
    return { playlist: this.view(await this.service.create(session.organization.id, input)), errors: [] };
  }

  @RequirePermissions(Permission.CHANGE_PLAYLIST)
  @Mutation(() => PlaylistPayload, { description: 'Only the fields sent change; the whole is checked.' })
  async updatePlaylist(
    @CurrentSession() session: Session,
    @Args('id', { type: () => ID }) id: string,
    @Args('playlist') input: PlaylistInput,
  ): Promise<PlaylistPayload> {
    return { playlist: this.view(await this.service.update(session.organization.id, id, input)), errors: [] };
  }

  @RequirePermissions(Permission.DELETE_PLAYLIST)
  @Mutation(() => DeletePlaylistPayload, {
    description: 'Refused with PLAYLIST_IN_USE while a microsite shows the playlist.',
  })
  async deletePlaylist(
    @CurrentSession() session: Session,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<DeletePlaylistPayload> {
    await this.service.delete(session.organization.id, id);
    return { deletedId: id, errors: [] };
  }

  @RequirePermissions(Permission.CHANGE_PLAYLIST)
  @Mutation(() => PlaylistPayload, {
    description:
      'Adds a published video or moment (itemId) at the end of the manual playlist id; adding one already ' +
      'in it succeeds and changes nothing.',
  })
  async addToPlaylist(
    @CurrentSession() session: Session,
    @Args('itemId', { type: () => ID }) itemId: string,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<PlaylistPayload> {
    return { playlist: this.view(await this.service.add(session.organization.id, id, itemId)), errors: [] };
  }
}
