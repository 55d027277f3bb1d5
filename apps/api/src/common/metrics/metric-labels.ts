import type { Request } from 'express';
import { Kind, type DocumentNode, type OperationDefinitionNode } from 'graphql';

/** The route label of every GraphQL request. */
export const GRAPHQL_ROUTE = '/graphql';

/** Paths served outside Nest's routes (middleware, static files), each counted under one label. */
const UNROUTED_GROUPS = ['/p', '/media', '/player', '/storage', '/health', '/metrics'];

/** The label of requests no group names: the admin app's files and pages, 404s, microsites. */
export const OTHER_ROUTE = 'other';

/**
 * A request's `route` label: Nest's route pattern (`/moments/:id/download`), never the path itself, so
 * ids do not make a series each; a path served before routing is labelled by its group (`/p/*`).
 */
export function routeLabel(
  req: Partial<Pick<Request, 'originalUrl' | 'url' | 'baseUrl'>> & { route?: { path?: unknown } },
): string {
  // `originalUrl` is Express's; a request answered in front of Express has only Node's `url`.
  const path = (req.originalUrl ?? req.url ?? '').split('?')[0].replace(/(.)\/+$/, '$1');
  // Apollo's route is a catch-all (`/graphql/{*path}`): its requests are told apart by operation instead.
  if (path === GRAPHQL_ROUTE || path.startsWith(`${GRAPHQL_ROUTE}/`)) return GRAPHQL_ROUTE;
  if (typeof req.route?.path === 'string') return `${req.baseUrl ?? ''}${req.route.path}`;
  for (const group of UNROUTED_GROUPS) {
    if (path === group) return group;
    if (path.startsWith(`${group}/`)) return `${group}/*`;
  }
  return OTHER_ROUTE;
}

/** `2xx`, `4xx`, `5xx`… */
export function statusClass(status: number): string {
  return `${Math.floor(status / 100)}xx`;
}

/** The operation label of GraphQL requests that never reached a valid operation (unparsable, unknown fields). */
export const INVALID_OPERATION = 'invalid';
/** The operation label of operations selecting several root fields. */
export const SEVERAL_FIELDS_OPERATION = 'several';

/**
 * A GraphQL request's `operation` label: its kind and the root field it selects (`query videos`,
 * `mutation updateVideo`). The client's operation name is free text, so any caller could grow a series
 * per name; root fields are the schema's, a bounded set. Several root fields (or introspection beside
 * others) fold into one label per kind.
 */
export function operationLabel(document: DocumentNode, operationName: string | null | undefined): string {
  const operations = document.definitions.filter(
    (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
  );
  const operation =
    operations.length === 1 && !operationName
      ? operations[0]
      : operations.find((candidate) => candidate.name?.value === operationName);
  if (!operation) return INVALID_OPERATION;
  const fields = operation.selectionSet.selections.flatMap((selection) =>
    selection.kind === Kind.FIELD ? [selection.name.value] : [],
  );
  const distinct = [...new Set(fields.filter((name) => name !== '__typename'))];
  if (distinct.length === 1 && fields.length === operation.selectionSet.selections.length) {
    return `${operation.operation} ${distinct[0]}`;
  }
  return `${operation.operation} ${SEVERAL_FIELDS_OPERATION}`;
}
