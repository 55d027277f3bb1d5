import type { FetchResult } from '@apollo/client';
import {
  MICROSITE_GRID_PREVIEW_VIDEOS,
  SectionContentType,
  SectionPosition,
  SectionSortBy,
} from '@framehouse/domain';
import {
  SectionContentType as ApiContentType,
  SectionSortBy as ApiSortBy,
  DeleteMicrositeDocument,
  type DeleteMicrositeMutation,
  type DeleteMicrositeMutationVariables,
  type MicrositeFieldsFragment,
  type MicrositeRowFieldsFragment,
  MicrositesDocument,
  type MicrositesQuery,
  type MicrositesQueryVariables,
  PlaylistContentType,
  PlaylistItemsOrder,
} from '@framehouse/sdk';
import type { BuildQueryResult } from 'ra-data-graphql';
import { DELETE, GET_LIST, type DeleteParams, type GetListParams } from 'react-admin';
import { enumMember } from '../enum-member';
import { unwrapPayload } from '../errors';
import { playlistsApi } from '../playlists/playlists-data';
import { listPaging, optionalText, type ResourceQueryBuilder } from '../providers/resource-query';
import { sdk } from '../sdk';
import {
  canCreateAnotherMicrosite,
  type MicrositeCreateInput,
  type Republish,
  type StoredMicrosite,
  type StoredSection,
} from './microsite-form';
import { PREVIEW_MOMENTS, type PreviewItem } from './microsite-preview';

/** The react-admin resource of the microsite list. */
export const MICROSITES = 'microsites';

/** A row of the microsite list (§7: id, title, domain, created, healthy). */
export type MicrositeRow = MicrositeRowFieldsFragment;

function sectionOf(section: MicrositeFieldsFragment['sections'][number]): StoredSection {
  return {
    ...section,
    position: enumMember(SectionPosition, section.position) ?? SectionPosition.TOP,
    sortBy: enumMember(SectionSortBy, section.sortBy) ?? SectionSortBy.PUBLICATION_DATE,
    contentType: enumMember(SectionContentType, section.contentType) ?? SectionContentType.VIDEOS_MOMENTS,
    internalTag: section.internalTag ?? null,
    regularTag: section.regularTag ?? null,
    playlistId: section.playlistId ?? null,
  };
}

function storedOf(microsite: MicrositeFieldsFragment | null | undefined): StoredMicrosite | null {
  if (!microsite) return null;
  return {
    ...microsite,
    logoUrl: microsite.logoUrl ?? null,
    faviconUrl: microsite.faviconUrl ?? null,
    googleAnalyticsId: microsite.googleAnalyticsId ?? null,
    googleAnalytics4Id: microsite.googleAnalytics4Id ?? null,
    sections: microsite.sections.map(sectionOf),
  };
}

/** The list (§2, §7): search, page, page size and order (title, domain, created; by default -id). */
function getMicrosites(params: GetListParams): BuildQueryResult {
  const variables: MicrositesQueryVariables = {
    ...listPaging(params),
    search: optionalText(params.filter?.search),
  };
  return {
    query: MicrositesDocument,
    variables,
    parseResponse: ({ data }: FetchResult<MicrositesQuery>) => ({
      data: data?.microsites?.nodes ?? [],
      total: data?.microsites?.totalCount ?? 0,
    }),
  };
}

function deleteMicrosite(params: DeleteParams): BuildQueryResult {
  const variables: DeleteMicrositeMutationVariables = { id: String(params.id) };
  return {
    query: DeleteMicrositeDocument,
    variables,
    parseResponse: ({ data }: FetchResult<DeleteMicrositeMutation>) => {
      unwrapPayload(data?.deleteMicrosite);
      return { data: { id: String(params.id) } };
    },
  };
}

/** The data provider's `microsites`: the list (microsites) and its delete (deleteMicrosite). */
export const buildMicrositesQuery: ResourceQueryBuilder = (fetchType, params) => {
  switch (fetchType) {
    case GET_LIST:
      return getMicrosites(params as GetListParams);
    case DELETE:
      return deleteMicrosite(params as DeleteParams);
    default:
      throw new Error(`microsites: ${fetchType} is not offered by the API`);
  }
};

async function loadMicrosite(id: string): Promise<StoredMicrosite | null> {
  return storedOf((await sdk.MicrositeById({ id })).micrositeById);
}

/** The newest published items of a kind, for the preview. */
async function newestPublished(contentType: PlaylistContentType, pageSize: number): Promise<PreviewItem[]> {
  const { playlistCandidates } = await sdk.PlaylistCandidates({
    contentType,
    itemsOrderBy: PlaylistItemsOrder.PublicationDateDesc,
    page: 1,
    pageSize,
  });
  return playlistCandidates.nodes.map(({ id, title, thumbnailUrl }) => ({ id, title, thumbnailUrl }));
}

/**
 * The Microsite area (libs/sdk/operations/microsites.graphql) outside the list. A payload's errors
 * throw as a PayloadError, whose entries name their fields (`sections.{index}.{field}` for a section).
 */
export const micrositesApi = {
  microsite: loadMicrosite,

  /** What the create page needs first: the host a subdomain goes before, and whether the plan allows another. */
  createContext: async () => {
    const { micrositeHost, me } = await sdk.MicrositeCreateContext();
    return {
      host: micrositeHost,
      canCreateAnother: canCreateAnotherMicrosite(me.organization?.subscription?.limitsUsage ?? []),
    };
  },

  /** createMicrosite; the API adds the three default sections (§4). */
  create: async (input: MicrositeCreateInput) => {
    const created = unwrapPayload(
      (await sdk.CreateMicrosite({ microsite: input })).createMicrosite,
    ).microsite;
    if (!created) throw new Error('createMicrosite answered no microsite');
    return { id: created.id };
  },

  /**
   * Republish (§7): updateMicrosite (a picture only when new), the removed pictures' delete calls, then
   * updateSections; answers the microsite as stored after the last call. A refusal stops there.
   */
  republish: async (id: string, changes: Republish): Promise<StoredMicrosite | null> => {
    unwrapPayload((await sdk.UpdateMicrosite({ id, microsite: changes.microsite })).updateMicrosite);
    if (changes.removeLogo) unwrapPayload((await sdk.DeleteMicrositeLogo({ id })).deleteMicrositeLogo);
    if (changes.removeFavicon)
      unwrapPayload((await sdk.DeleteMicrositeFavicon({ id })).deleteMicrositeFavicon);
    const sections = changes.sections.map((section) => ({
      ...section,
      sortBy: enumMember(ApiSortBy, section.sortBy) ?? ApiSortBy.PublicationDate,
      contentType: enumMember(ApiContentType, section.contentType) ?? ApiContentType.VideosMoments,
    }));
    return storedOf(
      unwrapPayload((await sdk.UpdateSections({ micrositeId: id, sections })).updateSections).microsite,
    );
  },

  remove: async (id: string) => {
    unwrapPayload((await sdk.DeleteMicrosite({ id })).deleteMicrosite);
  },

  /** What a section can show instead of a filter: the organization's playlists, by name. */
  playlistChoices: () => playlistsApi.choices(),

  /**
   * The preview's content: the newest published videos (the grid's 8) and moments (the carousel strip),
   * read through the playlists area's published-items query.
   */
  previewItems: async () => {
    const [videos, moments] = await Promise.all([
      newestPublished(PlaylistContentType.Videos, MICROSITE_GRID_PREVIEW_VIDEOS),
      newestPublished(PlaylistContentType.Moments, PREVIEW_MOMENTS),
    ]);
    return { videos, moments };
  },
};
