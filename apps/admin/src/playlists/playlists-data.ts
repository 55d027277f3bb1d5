import type { FetchResult } from '@apollo/client';
import {
  PLAYLIST_EDIT_ITEMS_MAX,
  PLAYLIST_PICKER_PAGE_SIZE,
  PlaylistContentType,
  PlaylistFilterBy,
  PlaylistItemsOrder,
} from '@framehouse/domain';
import {
  PlaylistContentType as ApiContentType,
  PlaylistFilterBy as ApiFilterBy,
  PlaylistItemsOrder as ApiItemsOrder,
  DeletePlaylistDocument,
  type DeletePlaylistMutation,
  type DeletePlaylistMutationVariables,
  PlaylistsDocument,
  type PlaylistRowFieldsFragment,
  type PlaylistInput,
  type PlaylistItemFieldsFragment,
  type PlaylistsQuery,
  type PlaylistsQueryVariables,
} from '@framehouse/sdk';
import type { BuildQueryResult } from 'ra-data-graphql';
import { DELETE, GET_LIST, type DeleteParams, type GetListParams } from 'react-admin';
import { enumMember } from '../enum-member';
import { unwrapPayload } from '../errors';
import { listPaging, optionalText, type ResourceQueryBuilder } from '../providers/resource-query';
import { sdk } from '../sdk';
import { pickerFilters, type PlaylistCandidate } from './add-to-playlist';
import { isManualOrder, type PlaylistForm, type PlaylistItem, type PlaylistValues } from './playlist-form';

/** The react-admin resource of the playlists list. */
export const PLAYLISTS = 'playlists';

/** A row of the playlists list, its enums as the domain's. */
export type PlaylistRow = Omit<PlaylistRowFieldsFragment, 'contentType' | 'orderBy' | 'filterBy'> & {
  contentType: PlaylistContentType;
  orderBy: PlaylistItemsOrder;
  filterBy: PlaylistFilterBy;
};

/** A playlist as the editor opened (or saved) it, with its items in its order. */
export type StoredPlaylist = PlaylistRow & { items: PlaylistItem[] };

/** A playlist as the Add to playlist dialog lists it. */
export type PickerPlaylist = Pick<PlaylistRow, 'id' | 'name'>;

function rowOf(playlist: PlaylistRowFieldsFragment): PlaylistRow {
  return {
    ...playlist,
    contentType: enumMember(PlaylistContentType, playlist.contentType) ?? PlaylistContentType.VIDEOS,
    orderBy: enumMember(PlaylistItemsOrder, playlist.orderBy) ?? PlaylistItemsOrder.MANUAL,
    filterBy: enumMember(PlaylistFilterBy, playlist.filterBy) ?? PlaylistFilterBy.NULL,
  };
}

function itemOf(item: PlaylistItemFieldsFragment): PlaylistItem {
  return { id: item.id, title: item.title, thumbnailUrl: item.thumbnailUrl };
}

function storedOf(
  playlist:
    (PlaylistRowFieldsFragment & { items?: { nodes: PlaylistItemFieldsFragment[] } }) | null | undefined,
): StoredPlaylist | null {
  return playlist ? { ...rowOf(playlist), items: (playlist.items?.nodes ?? []).map(itemOf) } : null;
}

// The SDK's enums and the domain's hold the same strings under different types (enum-member.ts).
const apiContentType = (value: PlaylistContentType) =>
  enumMember(ApiContentType, value) ?? ApiContentType.Videos;
const apiItemsOrder = (value: PlaylistItemsOrder) => enumMember(ApiItemsOrder, value) ?? ApiItemsOrder.Manual;
const apiFilterBy = (value: PlaylistFilterBy) => enumMember(ApiFilterBy, value) ?? ApiFilterBy.Null;

/** What the editor saves (playlistInputOf), as createPlaylist and updatePlaylist take it. */
function inputOf(values: PlaylistValues): PlaylistInput {
  return {
    ...values,
    contentType: apiContentType(values.contentType),
    orderBy: apiItemsOrder(values.orderBy),
    filterBy: apiFilterBy(values.filterBy),
  };
}

/** A playlist with its items (§9: the editor loads up to 999). */
async function loadPlaylist(id: string): Promise<StoredPlaylist | null> {
  return storedOf((await sdk.PlaylistById({ id, page: 1, pageSize: PLAYLIST_EDIT_ITEMS_MAX })).playlistById);
}

function itemsPageOf(found: { nodes: PlaylistItemFieldsFragment[]; totalCount: number }) {
  return { items: found.nodes.map(itemOf), total: found.totalCount };
}

/** The editor's form of a stored playlist: a rule-based one keeps no manual items. */
export function playlistFormOf(playlist: StoredPlaylist): PlaylistForm {
  return {
    name: playlist.name,
    contentType: playlist.contentType,
    orderBy: playlist.orderBy,
    filterBy: playlist.filterBy,
    filterValue: playlist.filterValue ?? '',
    items: isManualOrder(playlist.orderBy) ? playlist.items : [],
  };
}

/** The playlists list (§2): search, page, page size and order (name or created). */
function getPlaylists(params: GetListParams): BuildQueryResult {
  const variables: PlaylistsQueryVariables = {
    ...listPaging(params),
    search: optionalText(params.filter?.search),
  };
  return {
    query: PlaylistsDocument,
    variables,
    parseResponse: ({ data }: FetchResult<PlaylistsQuery>) => ({
      data: (data?.playlists?.nodes ?? []).map(rowOf),
      total: data?.playlists?.totalCount ?? 0,
    }),
  };
}

function deletePlaylist(params: DeleteParams): BuildQueryResult {
  const variables: DeletePlaylistMutationVariables = { id: String(params.id) };
  return {
    query: DeletePlaylistDocument,
    variables,
    parseResponse: ({ data }: FetchResult<DeletePlaylistMutation>) => {
      unwrapPayload(data?.deletePlaylist);
      return { data: { id: String(params.id) } };
    },
  };
}

/** The data provider's `playlists`: the list (playlists) and its delete (deletePlaylist). */
export const buildPlaylistsQuery: ResourceQueryBuilder = (fetchType, params) => {
  switch (fetchType) {
    case GET_LIST:
      return getPlaylists(params as GetListParams);
    case DELETE:
      return deletePlaylist(params as DeleteParams);
    default:
      throw new Error(`playlists: ${fetchType} is not offered by the API`);
  }
};

/** The rule of a rule-based playlist, as the preview asks for its items. */
export type PlaylistRule = Pick<PlaylistForm, 'contentType' | 'orderBy' | 'filterBy' | 'filterValue'>;

/**
 * The Playlists area (libs/sdk/operations/playlists.graphql) outside the list: the editor's playlist,
 * its saves, the Add dialog's published items, a rule's preview and the dashboard's Add to playlist. A
 * payload's errors throw as a PayloadError.
 */
export const playlistsApi = {
  playlist: loadPlaylist,
  /** createPlaylist; the editor then opens the new playlist's route, which loads it. */
  create: async (values: PlaylistValues) =>
    storedOf(
      unwrapPayload((await sdk.CreatePlaylist({ playlist: inputOf(values) })).createPlaylist).playlist,
    ),
  /** updatePlaylist, then the playlist as stored with its items (the payload carries no items). */
  update: async (id: string, values: PlaylistValues) => {
    unwrapPayload((await sdk.UpdatePlaylist({ id, playlist: inputOf(values) })).updatePlaylist);
    return loadPlaylist(id);
  },
  remove: async (id: string) => {
    unwrapPayload((await sdk.DeletePlaylist({ id })).deletePlaylist);
  },

  /** The published videos or moments a manual playlist can take, newest first, a page at a time. */
  candidates: async (variables: {
    contentType: PlaylistContentType;
    search?: string;
    page: number;
    pageSize: number;
  }) =>
    itemsPageOf(
      (
        await sdk.PlaylistCandidates({
          ...variables,
          contentType: apiContentType(variables.contentType),
        })
      ).playlistCandidates,
    ),
  /** The first `pageSize` items of a rule as it stands in the form (the preview, §9: 20). */
  preview: async ({ contentType, orderBy, filterBy, filterValue }: PlaylistRule, pageSize: number) =>
    itemsPageOf(
      (
        await sdk.PlaylistCandidates({
          contentType: apiContentType(contentType),
          itemsOrderBy: apiItemsOrder(orderBy),
          filterBy: apiFilterBy(filterBy),
          filterValue: filterValue || null,
          page: 1,
          pageSize,
        })
      ).playlistCandidates,
    ),

  /**
   * The dashboard's picker (video-area §4): the manual playlists of the item's type, by name, up to 999,
   * those holding it and the others.
   */
  picker: async (candidate: Pick<PlaylistCandidate, 'kind' | 'id'>) => {
    const filters = pickerFilters(candidate);
    const { included, excluded } = await sdk.PlaylistPicker({
      ...filters.included,
      ...filters.excluded,
      orderBy: 'name',
      pageSize: PLAYLIST_PICKER_PAGE_SIZE,
    });
    return { included: included.nodes, excluded: excluded.nodes };
  },
  /** Every playlist by name, up to 999: what a microsite section can show (decisions.md, "Microsites"). */
  choices: async (): Promise<PickerPlaylist[]> =>
    (await sdk.Playlists({ orderBy: 'name', pageSize: PLAYLIST_PICKER_PAGE_SIZE })).playlists.nodes.map(
      ({ id, name }) => ({ id, name }),
    ),
  /** addToPlaylist: the item at the end of the manual playlist `id`. */
  addTo: async (itemId: string, id: string) => {
    unwrapPayload((await sdk.AddToPlaylist({ itemId, id })).addToPlaylist);
  },
};
