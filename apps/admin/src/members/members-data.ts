import type { FetchResult } from '@apollo/client';
import { ContextMessages, ErrorCode } from '@framehouse/domain';
import {
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
} from '@framehouse/sdk';
import type { BuildQueryResult } from 'ra-data-graphql';
import {
  CREATE,
  GET_LIST,
  GET_ONE,
  UPDATE,
  type CreateParams,
  type GetListParams,
  type GetOneParams,
  type UpdateParams,
} from 'react-admin';
import { enumMember } from '../enum-member';
import { PayloadError, unwrapPayload } from '../errors';
import {
  listPaging,
  notFound,
  optionalBoolean,
  optionalText,
  type ResourceQueryBuilder,
} from '../providers/resource-query';

function requiredRole(value: unknown): OrganizationRole {
  const role = enumMember(OrganizationRole, typeof value === 'string' ? value : undefined);
  if (!role) throw new PayloadError([{ name: ErrorCode.VALIDATION_ERROR, field: 'role', messages: [] }]);
  return role;
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
  const variables: OrganizationMembersQueryVariables = {
    ...memberFilters(params.filter ?? {}),
    ...listPaging(params),
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

/**
 * The data provider's `members` (the Members tab is react-admin's List and its dialogs react-admin's
 * forms): organizationMembers, inviteOrganizationMember, updateOrganizationMember and
 * toggleOrganizationMemberAccount (libs/sdk/operations/members.graphql).
 */
export const buildMembersQuery: ResourceQueryBuilder = (fetchType, params) => {
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
};
