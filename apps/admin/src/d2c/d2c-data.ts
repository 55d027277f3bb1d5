import type { FetchResult } from '@apollo/client';
import {
  CreateD2CApiKeyDocument,
  type CreateD2CApiKeyMutation,
  type CreateD2CApiKeyMutationVariables,
  D2CApiKeysDocument,
  type D2CApiKeysQuery,
  type D2CApiKeysQueryVariables,
  D2CTranscriptionsDocument,
  type D2CTranscriptionsQuery,
  type D2CTranscriptionsQueryVariables,
  RevokeD2CApiKeyDocument,
  type RevokeD2CApiKeyMutation,
  type RevokeD2CApiKeyMutationVariables,
} from '@framehouse/sdk';
import type { BuildQueryResult } from 'ra-data-graphql';
import {
  CREATE,
  GET_LIST,
  UPDATE,
  type CreateParams,
  type GetListParams,
  type UpdateParams,
} from 'react-admin';
import { unwrapPayload } from '../errors';
import {
  listPaging,
  notFound,
  optionalBoolean,
  type ResourceQueryBuilder,
} from '../providers/resource-query';
import type { TranscriptionListMeta } from './d2c-records';

/** d2cApiKeys with its one filter, `revoked` (the Install D2C dialog asks for the active keys). */
function getApiKeys(params: GetListParams): BuildQueryResult {
  const variables: D2CApiKeysQueryVariables = {
    ...listPaging(params),
    revoked: optionalBoolean(params.filter?.revoked),
  };
  return {
    query: D2CApiKeysDocument,
    variables,
    parseResponse: ({ data }: FetchResult<D2CApiKeysQuery>) => ({
      data: data?.d2cApiKeys.nodes ?? [],
      total: data?.d2cApiKeys.totalCount ?? 0,
    }),
  };
}

function createApiKey(params: CreateParams): BuildQueryResult {
  const variables: CreateD2CApiKeyMutationVariables = { name: String(params.data.name ?? '') };
  return {
    query: CreateD2CApiKeyDocument,
    variables,
    parseResponse: ({ data }: FetchResult<CreateD2CApiKeyMutation>) => {
      const { apiKey } = unwrapPayload(data?.createD2CApiKey);
      if (!apiKey) throw notFound();
      return { data: apiKey };
    },
  };
}

/** The only change a key takes is being revoked, for good. */
function revokeApiKey(params: UpdateParams): BuildQueryResult {
  if (params.data.revoked !== true) throw new Error('d2cApiKeys: a key can only be revoked');
  const variables: RevokeD2CApiKeyMutationVariables = { id: String(params.id) };
  return {
    query: RevokeD2CApiKeyDocument,
    variables,
    parseResponse: ({ data }: FetchResult<RevokeD2CApiKeyMutation>) => {
      const { apiKey } = unwrapPayload(data?.revokeD2CApiKey);
      if (!apiKey) throw notFound();
      return { data: apiKey };
    },
  };
}

/** The data provider's `d2cApiKeys`: list, create (createD2CApiKey) and update (revokeD2CApiKey). */
export const buildD2CApiKeysQuery: ResourceQueryBuilder = (fetchType, params) => {
  switch (fetchType) {
    case GET_LIST:
      return getApiKeys(params as GetListParams);
    case CREATE:
      return createApiKey(params as CreateParams);
    case UPDATE:
      return revokeApiKey(params as UpdateParams);
    default:
      throw new Error(`d2cApiKeys: ${fetchType} is not offered by the API`);
  }
};

/**
 * The data provider's `d2cTranscriptions`: the list, with the subscription's limits usage from the same
 * query in the answer's `meta` (spec §7), for the usage meters.
 */
export const buildD2CTranscriptionsQuery: ResourceQueryBuilder = (fetchType, params) => {
  if (fetchType !== GET_LIST) throw new Error(`d2cTranscriptions: ${fetchType} is not offered by the API`);
  const variables: D2CTranscriptionsQueryVariables = listPaging(params as GetListParams);
  return {
    query: D2CTranscriptionsDocument,
    variables,
    parseResponse: ({ data }: FetchResult<D2CTranscriptionsQuery>) => {
      const meta: TranscriptionListMeta = {
        limitsUsage: data?.me.organization?.subscription?.limitsUsage ?? [],
      };
      return {
        data: data?.d2cTranscriptions.nodes ?? [],
        total: data?.d2cTranscriptions.totalCount ?? 0,
        meta,
      };
    },
  };
};
