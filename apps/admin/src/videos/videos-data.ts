import type { FetchResult } from '@apollo/client';
import {
  DeleteVideoDocument,
  type DeleteVideoMutation,
  type DeleteVideoMutationVariables,
  VideoByIdDocument,
  type VideoByIdQuery,
  type VideoByIdQueryVariables,
  VideosDocument,
  type VideosQuery,
  type VideosQueryVariables,
} from '@framehouse/sdk';
import type { BuildQueryResult } from 'ra-data-graphql';
import {
  DELETE,
  DELETE_MANY,
  GET_LIST,
  GET_ONE,
  type DeleteManyParams,
  type DeleteParams,
  type GetListParams,
  type GetOneParams,
} from 'react-admin';
import { unwrapPayload } from '../errors';
import { listPaging, notFound, optionalText, type ResourceQueryBuilder } from '../providers/resource-query';
import { sdk } from '../sdk';

/** The videos table (spec §2): search, or one video per globalId when there is no search text. */
function getVideos(params: GetListParams): BuildQueryResult {
  const search = optionalText(params.filter?.search);
  const variables: VideosQueryVariables = {
    ...listPaging(params),
    search,
    distinctGlobalId: search ? undefined : true,
  };
  return {
    query: VideosDocument,
    variables,
    parseResponse: ({ data }: FetchResult<VideosQuery>) => ({
      data: data?.videos?.nodes ?? [],
      total: data?.videos?.totalCount ?? 0,
    }),
  };
}

function getVideo(params: GetOneParams): BuildQueryResult {
  const variables: VideoByIdQueryVariables = { id: String(params.id) };
  return {
    query: VideoByIdDocument,
    variables,
    parseResponse: ({ data }: FetchResult<VideoByIdQuery>) => {
      const video = data?.videoById;
      if (!video) throw notFound();
      return { data: video };
    },
  };
}

function deleteVideo(params: DeleteParams): BuildQueryResult {
  const variables: DeleteVideoMutationVariables = { id: String(params.id) };
  return {
    query: DeleteVideoDocument,
    variables,
    parseResponse: ({ data }: FetchResult<DeleteVideoMutation>) => {
      const { deletedVideoId } = unwrapPayload(data?.deleteVideo);
      return { data: { id: deletedVideoId ?? String(params.id) } };
    },
  };
}

function deleteVideos(params: DeleteManyParams): BuildQueryResult {
  const variables: DeleteVideoMutationVariables = { ids: params.ids.map(String) };
  return {
    query: DeleteVideoDocument,
    variables,
    parseResponse: ({ data }: FetchResult<DeleteVideoMutation>) => {
      const { deletedVideoIds } = unwrapPayload(data?.deleteVideo);
      return { data: deletedVideoIds ?? params.ids.map(String) };
    },
  };
}

/**
 * The data provider's `videos` (the videos table is react-admin's list, the video page reads its video
 * with useGetOne): videos, videoById and deleteVideo (libs/sdk/operations/videos.graphql).
 */
export const buildVideosQuery: ResourceQueryBuilder = (fetchType, params) => {
  switch (fetchType) {
    case GET_LIST:
      return getVideos(params as GetListParams);
    case GET_ONE:
      return getVideo(params as GetOneParams);
    case DELETE:
      return deleteVideo(params as DeleteParams);
    case DELETE_MANY:
      return deleteVideos(params as DeleteManyParams);
    default:
      throw new Error(`videos: ${fetchType} is not offered by the API`);
  }
};

/** The videos' own actions outside react-admin's calls; a payload's errors throw. */
export const videosApi = {
  /** duplicateVideo: a copy sharing the media (spec §2: the list reloads after it). */
  duplicate: async (id: string) => unwrapPayload((await sdk.DuplicateVideo({ id })).duplicateVideo).video,
  /** reprocessFailedVideo: a failed video goes through processing again. */
  reprocessFailed: async (id: string) =>
    unwrapPayload((await sdk.ReprocessFailedVideo({ id })).reprocessFailedVideo).video,
};
