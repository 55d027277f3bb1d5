import { SubscriptionPlan } from '@framehouse/domain';
import { DataSource } from 'typeorm';
import { addMoment, processedVideo } from '../moments/moment-support';
import { Publication } from '../../src/modules/publishing/publication.entity';
import { call, PUBLISH_VIDEO, selfTargetId, UNPUBLISH_VIDEO } from '../publishing/publishing-support';
import type { PayloadError } from '../support/fixtures';
import { ERRORS, registerOwner, type Owner } from '../support/flows';
import type { TestApp } from '../support/test-app';
import { updateVideo } from '../videos/video-editor-support';
import { setPlan, setVideo } from '../videos/video-support';

export const ROW_FIELDS = 'id name contentType orderBy filterBy filterValue itemsCount publicUrl created';
export const ITEM_FIELDS =
  'kind id videoId title description thumbnailUrl durationMs views publishedAt pageUrl';

export interface PlaylistItemView {
  kind: 'VIDEO' | 'MOMENT';
  id: string;
  videoId: string;
  title: string;
  description: string;
  thumbnailUrl: string;
  durationMs: number | null;
  views: number;
  publishedAt: string;
  pageUrl: string;
}

export interface PlaylistView {
  id: string;
  name: string;
  contentType: string;
  orderBy: string;
  filterBy: string;
  filterValue: string | null;
  itemsCount: number;
  publicUrl: string;
  created: string;
}

export interface PlaylistPayload {
  playlist: PlaylistView | null;
  errors: PayloadError[];
}

export const CREATE_PLAYLIST = `mutation($playlist: PlaylistInput!) { createPlaylist(playlist: $playlist) { playlist { ${ROW_FIELDS} } ${ERRORS} } }`;
export const UPDATE_PLAYLIST = `mutation($id: ID!, $playlist: PlaylistInput!) { updatePlaylist(id: $id, playlist: $playlist) { playlist { ${ROW_FIELDS} } ${ERRORS} } }`;
export const DELETE_PLAYLIST = `mutation($id: ID!) { deletePlaylist(id: $id) { deletedId ${ERRORS} } }`;
export const ADD_TO_PLAYLIST = `mutation($itemId: ID!, $id: ID!) { addToPlaylist(itemId: $itemId, id: $id) { playlist { ${ROW_FIELDS} } ${ERRORS} } }`;
export const PLAYLIST_BY_ID = `query($id: ID!, $page: Int, $pageSize: Int) {
  playlistById(id: $id, page: $page, pageSize: $pageSize) {
    ${ROW_FIELDS} items { nodes { ${ITEM_FIELDS} } totalCount pageInfo { totalPages pageNumber pageSize hasNextPage } }
  }
}`;
export const PLAYLISTS = `query($search: String, $orderBy: String, $page: Int, $pageSize: Int, $contentType: PlaylistContentType,
  $itemsOrderBy: PlaylistItemsOrder, $manualVideoId: ID, $manualMomentId: ID, $excludeManualVideoId: ID, $excludeManualMomentId: ID) {
  playlists(search: $search, orderBy: $orderBy, page: $page, pageSize: $pageSize, contentType: $contentType,
    itemsOrderBy: $itemsOrderBy, manualVideoId: $manualVideoId, manualMomentId: $manualMomentId,
    excludeManualVideoId: $excludeManualVideoId, excludeManualMomentId: $excludeManualMomentId) {
    nodes { ${ROW_FIELDS} } totalCount
  }
}`;
export const CANDIDATES = `query($contentType: PlaylistContentType!, $itemsOrderBy: PlaylistItemsOrder, $filterBy: PlaylistFilterBy,
  $filterValue: String, $search: String, $page: Int, $pageSize: Int) {
  playlistCandidates(contentType: $contentType, itemsOrderBy: $itemsOrderBy, filterBy: $filterBy,
    filterValue: $filterValue, search: $search, page: $page, pageSize: $pageSize) { nodes { ${ITEM_FIELDS} } totalCount }
}`;

/** A mutation's payload; the call itself must not fail as a GraphQL request. */
export async function mutate<T>(
  t: TestApp,
  query: string,
  variables: Record<string, unknown>,
  token: string,
): Promise<T & { errors: PayloadError[] }> {
  const response = await t.gql<Record<string, T & { errors: PayloadError[] }>>(query, variables, token);
  expect(response.errors).toBeUndefined();
  return Object.values(response.data)[0] as T & { errors: PayloadError[] };
}

/**
 * An organization that publishes on its own pages: videos made processed without the pipeline, their
 * metadata set through updateVideo, published with publishVideo.
 */
export class Publisher {
  private constructor(
    readonly t: TestApp,
    readonly owner: Owner,
    private readonly selfTarget: string,
  ) {}

  static async start(t: TestApp, organizationName: string): Promise<Publisher> {
    const owner = await registerOwner(t, { organizationName });
    await setPlan(t, owner.organizationId, SubscriptionPlan.UNLIMITED);
    return new Publisher(t, owner, await selfTargetId(t, owner.token));
  }

  get token(): string {
    return this.owner.token;
  }

  /** A draft video with this metadata (title, description, tags, internalTags). */
  async draft(title: string, metadata: Record<string, unknown> = {}, views = 0): Promise<string> {
    const { id } = await processedVideo(this.t, this.token);
    expect((await updateVideo(this.t, this.token, id, { title, ...metadata })).errors).toEqual([]);
    if (views) await setVideo(this.t, id, { views });
    return id;
  }

  async publish(id: string, publishedAt?: Date): Promise<void> {
    const published = await call(
      this.t,
      PUBLISH_VIDEO,
      { id, publishingTargetIds: [this.selfTarget] },
      this.token,
    );
    expect(published.errors).toEqual([]);
    if (publishedAt) {
      await this.t.app.get(DataSource).getRepository(Publication).update({ videoId: id }, { publishedAt });
    }
  }

  async unpublish(id: string): Promise<void> {
    expect((await call(this.t, UNPUBLISH_VIDEO, { videoId: id }, this.token)).errors).toEqual([]);
  }

  /** A published video; `publishedAt` sets when it went live. */
  async video(
    title: string,
    options: { metadata?: Record<string, unknown>; views?: number; publishedAt?: Date } = {},
  ): Promise<string> {
    const id = await this.draft(title, options.metadata, options.views);
    await this.publish(id, options.publishedAt);
    return id;
  }

  async moment(videoId: string, title: string, second: number, extra: Record<string, unknown> = {}) {
    const time = (s: number) => `00:${String(s).padStart(2, '0')}.000`;
    return (await addMoment(this.t, this.token, videoId, title, time(second), time(second + 6), extra)).id;
  }

  create(playlist: Record<string, unknown>, token = this.token) {
    return mutate<PlaylistPayload>(this.t, CREATE_PLAYLIST, { playlist }, token);
  }

  /** A playlist that must be created. */
  async created(playlist: Record<string, unknown>): Promise<PlaylistView> {
    const result = await this.create(playlist);
    expect(result.errors).toEqual([]);
    return result.playlist as PlaylistView;
  }

  update(id: string, playlist: Record<string, unknown>, token = this.token) {
    return mutate<PlaylistPayload>(this.t, UPDATE_PLAYLIST, { id, playlist }, token);
  }

  add(id: string, itemId: string, token = this.token) {
    return mutate<PlaylistPayload>(this.t, ADD_TO_PLAYLIST, { id, itemId }, token);
  }

  delete(id: string, token = this.token) {
    return mutate<{ deletedId: string | null }>(this.t, DELETE_PLAYLIST, { id }, token);
  }

  /** The playlist's items' titles, in its order (its first 1000). */
  async titles(id: string): Promise<string[]> {
    return (await this.items(id)).map(({ title }) => title);
  }

  async items(id: string, token = this.token): Promise<PlaylistItemView[]> {
    const response = await this.t.gql<{ playlistById: { items: { nodes: PlaylistItemView[] } } }>(
      PLAYLIST_BY_ID,
      { id, pageSize: 1000 },
      token,
    );
    expect(response.errors).toBeUndefined();
    return response.data.playlistById.items.nodes;
  }

  async list(variables: Record<string, unknown>, token = this.token): Promise<PlaylistView[]> {
    const response = await this.t.gql<{ playlists: { nodes: PlaylistView[] } }>(PLAYLISTS, variables, token);
    expect(response.errors).toBeUndefined();
    return response.data.playlists.nodes;
  }
}
