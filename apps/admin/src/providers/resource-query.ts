import { ErrorCode, formatOrderBy, type SortDirection } from '@framehouse/domain';
import type { BuildQueryResult } from 'ra-data-graphql';
import type { GetListParams } from 'react-admin';
import { PayloadError } from '../errors';

/**
 * Maps one react-admin call (GET_LIST, CREATE, …) on a resource onto the spec's operation, with the
 * typed document of libs/sdk. Each area's data module builds its resources' queries; the data provider
 * only looks them up by resource name.
 */
export type ResourceQueryBuilder = (fetchType: string, params: unknown) => BuildQueryResult;

/** A list's page, page size and `orderBy` (a leading `-` for descending) as the API takes them. */
export function listPaging(params: GetListParams) {
  const { page = 1, perPage } = params.pagination ?? {};
  const direction: SortDirection = params.sort?.order === 'ASC' ? 'ASC' : 'DESC';
  return {
    page,
    pageSize: perPage,
    orderBy: params.sort?.field ? formatOrderBy({ field: params.sort.field, direction }) : undefined,
  };
}

/** The record a call needed was not in the answer. */
export function notFound(): PayloadError {
  return new PayloadError([{ name: ErrorCode.NOT_FOUND, messages: [] }]);
}

/** A filter's text, trimmed; blank is no filter. */
export function optionalText(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

export function optionalBoolean(value: unknown): boolean | undefined {
  return typeof value === 'boolean' ? value : undefined;
}
