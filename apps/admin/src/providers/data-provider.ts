import { ApolloClient, ApolloLink, HttpLink, InMemoryCache, type FetchResult } from '@apollo/client';
import { ContextMessages, ErrorCode, formatOrderBy, type SortDirection } from '@framehouse/domain';
import {
  DeleteVideoDocument,
  type DeleteVideoMutation,
  type DeleteVideoMutationVariables,
  InviteOrganizationMemberDocument,
  type InviteOrganizationMemberMutation,
  type InviteOrganizationMemberMutationVariables,
  MemberToggleAction,
  OrganizationMembersDocument,
  type OrganizationMembersQuery,
  type OrganizationMembersQueryVariables,
  OrganizationRole,
  ToggleOrganizationMemberAccountDocument,
  type ToggleOrganizationMemberAccountMutation,
  type ToggleOrganizationMemberAccountMutationVariables,
  UpdateOrganizationMemberDocument,
  type UpdateOrganizationMemberMutation,
  type UpdateOrganizationMemberMutationVariables,
  VideoByIdDocument,
  type VideoByIdQuery,
  type VideoByIdQueryVariables,
  VideosDocument,
  type VideosQuery,
  type VideosQueryVariables,
} from '@framehouse/sdk';
import buildGraphQLProvider, { type BuildQueryResult } from 'ra-data-graphql';
import {
  CREATE,
  DELETE,
  DELETE_MANY,
  GET_LIST,
  GET_ONE,
  UPDATE,
  type CreateParams,
  type DeleteManyParams,
  type DeleteParams,
  type GetListParams,
  type GetOneParams,
  type UpdateParams,
} from 'react-admin';
import { config } from '../config';
import { buildD2CApiKeysQuery, buildD2CTranscriptionsQuery } from '../d2c/d2c-data';
import { D2C_API_KEYS, D2C_TRANSCRIPTIONS } from '../d2c/d2c-records';
import { PayloadError, unwrapPayload } from '../errors';
import { enumMember } from '../sdk';
import { getToken } from './token-storage';

const authLink = new ApolloLink((operation, forward) => {
  const token = getToken();
  if (token) {
    operation.setContext(({ headers }: { headers?: Record<string, string> }) => ({
      headers: { ...headers, authorization: `Bearer ${token}` },
    }));
  }
  return forward(operation);
});

export const apolloClient = new ApolloClient({
  link: authLink.concat(new HttpLink({ uri: config.graphqlUrl })),
  cache: new InMemoryCache(),
});

function notFound(): PayloadError {
  return new PayloadError([{ name: ErrorCode.NOT_FOUND, messages: [] }]);
}

function requiredRole(value: unknown): OrganizationRole {
  const role = enumMember(OrganizationRole, typeof value === 'string' ? value : undefined);
  if (!role) throw new PayloadError([{ name: ErrorCode.VALIDATION_ERROR, field: 'role', messages: [] }]);
  return role;
}

function optionalBoolean(value: unknown): boolean | undefined {
  return typeof value === 'boolean' ? value : undefined;
}

function optionalText(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

/** The Members tab's filters (spec §2): id, isActive, isVerified, role, search. */
function memberFilters(filter: Record<string, unknown>): OrganizationMembersQueryVariables {
  return {
    id: optionalText(filter.id),
    isActive: optionalBoolean(filter.isActive),
    isVerified: optionalBoolean(filter.isVerified),
    role: enumMember(OrganizationRole, optionalText(filter.role)),
    search: optionalText(filter.search),
  };
}

function getMembers(params: GetListParams): BuildQueryResult {
  const { page = 1, perPage } = params.pagination ?? {};
  const direction: SortDirection = params.sort?.order === 'ASC' ? 'ASC' : 'DESC';
  const variables: OrganizationMembersQueryVariables = {
    ...memberFilters(params.filter ?? {}),
    page,
    pageSize: perPage,
    orderBy: params.sort?.field ? formatOrderBy({ field: params.sort.field, direction }) : undefined,
  };
  return {
    query: OrganizationMembersDocument,
    variables,
    parseResponse: ({ data }: FetchResult<OrganizationMembersQuery>) => ({
      data: data?.organizationMembers?.nodes ?? [],
      total: data?.organizationMembers?.totalCount ?? 0,
    }),
  };
}

function getMember(params: GetOneParams): BuildQueryResult {
  const variables: OrganizationMembersQueryVariables = { id: String(params.id) };
  return {
    query: OrganizationMembersDocument,
    variables,
    parseResponse: ({ data }: FetchResult<OrganizationMembersQuery>) => {
      const member = data?.organizationMembers?.nodes[0];
      if (!member) throw notFound();
      return { data: member };
    },
  };
}

function inviteMember(params: CreateParams): BuildQueryResult {
  const variables: InviteOrganizationMemberMutationVariables = {
    email: String(params.data.email ?? '').trim(),
    role: requiredRole(params.data.role),
  };
  return {
    query: InviteOrganizationMemberDocument,
    variables,
    parseResponse: ({ data }: FetchResult<InviteOrganizationMemberMutation>) => {
      const { member } = unwrapPayload(data?.inviteOrganizationMember);
      if (!member) throw notFound();
      return { data: member };
    },
  };
}

function changeMemberRole(params: UpdateParams): BuildQueryResult {
  const variables: UpdateOrganizationMemberMutationVariables = {
    id: String(params.id),
    role: requiredRole(params.data.role),
  };
  return {
    query: UpdateOrganizationMemberDocument,
    variables,
    parseResponse: ({ data }: FetchResult<UpdateOrganizationMemberMutation>) => {
      const { member } = unwrapPayload(data?.updateOrganizationMember);
      if (!member) throw notFound();
      return { data: member };
    },
  };
}

function toggleMemberAccount(params: UpdateParams, isActive: boolean): BuildQueryResult {
  const variables: ToggleOrganizationMemberAccountMutationVariables = {
    id: String(params.id),
    action: isActive ? MemberToggleAction.Enable : MemberToggleAction.Disable,
  };
  return {
    query: ToggleOrganizationMemberAccountDocument,
    variables,
    parseResponse: ({ data }: FetchResult<ToggleOrganizationMemberAccountMutation>) => {
      const { member } = unwrapPayload(data?.toggleOrganizationMemberAccount, {
        [ErrorCode.ACCOUNT_NOT_VERIFIED]: ContextMessages.accountNotVerifiedForActivation,
      });
      if (!member) throw notFound();
      return { data: member };
    },
  };
}

/** An update that flips `isActive` is the active toggle; any other update changes the role. */
function updateMember(params: UpdateParams): BuildQueryResult {
  const isActive: unknown = params.data.isActive;
  if (typeof isActive === 'boolean' && isActive !== params.previousData?.isActive) {
    return toggleMemberAccount(params, isActive);
  }
  return changeMemberRole(params);
}

function buildMembersQuery(fetchType: string, params: unknown): BuildQueryResult {
  switch (fetchType) {
    case GET_LIST:
      return getMembers(params as GetListParams);
    case GET_ONE:
      return getMember(params as GetOneParams);
    case CREATE:
      return inviteMember(params as CreateParams);
    case UPDATE:
      return updateMember(params as UpdateParams);
    default:
      throw new Error(`members: ${fetchType} is not offered by the API`);
  }
}

/** The videos table (spec §2): search, or one video per globalId when there is no search text. */
function getVideos(params: GetListParams): BuildQueryResult {
  const { page = 1, perPage } = params.pagination ?? {};
  const direction: SortDirection = params.sort?.order === 'ASC' ? 'ASC' : 'DESC';
  const search = optionalText(params.filter?.search);
  const variables: VideosQueryVariables = {
    page,
    pageSize: perPage,
    orderBy: params.sort?.field ? formatOrderBy({ field: params.sort.field, direction }) : undefined,
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

function buildVideosQuery(fetchType: string, params: unknown): BuildQueryResult {
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
}

const queryBuilders: Record<string, (fetchType: string, params: unknown) => BuildQueryResult> = {
  members: buildMembersQuery,
  videos: buildVideosQuery,
  [D2C_API_KEYS]: buildD2CApiKeysQuery,
  [D2C_TRANSCRIPTIONS]: buildD2CTranscriptionsQuery,
};

/** Maps react-admin's data calls onto the spec's operations, using the SDK's typed documents. */
function buildQuery() {
  return (fetchType: string, resource: string, params: unknown): BuildQueryResult => {
    const build = queryBuilders[resource];
    if (!build) throw new Error(`Unknown resource: ${resource}`);
    return build(fetchType, params);
  };
}

export const dataProvider = buildGraphQLProvider({
  client: apolloClient,
  introspection: false,
  buildQuery,
});
