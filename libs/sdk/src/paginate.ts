import type { DocumentNode } from 'graphql';
import type { RequestOptions } from './request-options';

/** A paged list as every list of the API answers it (DESIGN.md "Lists"). */
export interface PagedList<N> {
  nodes: readonly N[];
  totalCount?: number;
  pageInfo?: { hasNextPage: boolean };
}

/** The node type of a paged list field of an answer. */
export type NodeOf<L> = NonNullable<L> extends { nodes: ReadonlyArray<infer N> } ? N : never;

export interface PaginateOptions extends RequestOptions {
  /** Nodes asked per request: 25, 50 or 100 (the API's sizes); 100 unless given. */
  pageSize?: 25 | 50 | 100;
  /** The first page to read (1-based); 1 unless given. */
  startPage?: number;
}

/** Sends one document with variables; resolves to the answer's data (the client's requester). */
export type PageRequester = <R, V>(
  document: DocumentNode,
  variables: V,
  options?: RequestOptions,
) => Promise<R>;

/**
 * Every node of a paged list, page after page, asking the next page only when the caller has taken
 * the last node of the one before. The pages are offsets: items created or deleted while iterating can
 * shift a node into a page already read (seen twice) or out of one not yet read (missed).
 */
export async function* paginateList<R, V, K extends keyof R>(
  request: PageRequester,
  document: DocumentNode,
  field: K,
  variables: Omit<V, 'page' | 'pageSize'>,
  options: PaginateOptions = {},
): AsyncGenerator<NodeOf<R[K]>, void, undefined> {
  const pageSize = options.pageSize ?? 100;
  const requestOptions: RequestOptions = { signal: options.signal };
  for (let page = options.startPage ?? 1; ; page++) {
    const data = await request<R, Omit<V, 'page' | 'pageSize'> & { page: number; pageSize: number }>(
      document,
      { ...variables, page, pageSize },
      requestOptions,
    );
    const list = data[field] as PagedList<NodeOf<R[K]>> | null | undefined;
    if (!list) return;
    yield* list.nodes;
    const more =
      list.pageInfo?.hasNextPage ??
      (list.totalCount !== undefined ? page * pageSize < list.totalCount : list.nodes.length === pageSize);
    if (!more || list.nodes.length === 0) return;
  }
}
