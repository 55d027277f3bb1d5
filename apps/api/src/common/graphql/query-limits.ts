import type { ApolloServerPlugin } from '@apollo/server';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '@framehouse/domain';
import type { ComplexityEstimator, ComplexityEstimatorArgs } from '@nestjs/graphql';
import depthLimit from 'graphql-depth-limit';
import {
  getNullableType,
  GraphQLError,
  isListType,
  type DocumentNode,
  type GraphQLSchema,
  type ValidationRule,
} from 'graphql';
import { fieldExtensionsEstimator, getComplexity } from 'graphql-query-complexity';

export const MAX_QUERY_DEPTH = 10;
/**
 * Above every operation of the SDK at pageSize 1000 (the Videos list's 188,001 with its rows' duplicates,
 * whose own pageSize error must answer first), and far below a list inside a list.
 */
export const MAX_QUERY_COMPLEXITY = 200_000;

/** The items a list without a pageSize is charged for: tags, thumbnails, captions, targets are a handful. */
export const DEFAULT_LIST_SIZE = 10;

export const depthLimitRule: ValidationRule = depthLimit(MAX_QUERY_DEPTH);

/** A list field's `complexity` option: each of up to `size` items costs its selection. */
export const listOf =
  (size: number): ComplexityEstimator =>
  ({ childComplexity }) =>
    1 + size * childComplexity;

/** The `nodes` of a page: the field that returns the page has already charged its pageSize. */
export const pageRows = listOf(1);

/**
 * One point a field, and a list multiplies its selection by the rows it may hold: the pageSize asked for,
 * else DEFAULT_LIST_SIZE. A field's own `complexity` option comes first.
 */
function fieldCost({ field, args, childComplexity }: ComplexityEstimatorArgs): number {
  return 1 + rowsOf(field, args) * childComplexity;
}

function rowsOf(field: ComplexityEstimatorArgs['field'], args: ComplexityEstimatorArgs['args']): number {
  if (field.args.some((arg) => arg.name === 'pageSize')) {
    const pageSize = typeof args.pageSize === 'number' ? args.pageSize : DEFAULT_PAGE_SIZE;
    // A pageSize the list refuses reads no row (VALIDATION_ERROR): it costs no more than the largest.
    return Math.min(Math.max(pageSize, 1), MAX_PAGE_SIZE);
  }
  return isListType(getNullableType(field.type)) ? DEFAULT_LIST_SIZE : 1;
}

/** The estimated cost of an operation with its variables (a GraphQLError when they do not fit it). */
export function queryCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | undefined,
  variables: Record<string, unknown>,
): number {
  return getComplexity({
    schema,
    query: document,
    operationName,
    variables,
    estimators: [fieldExtensionsEstimator(), fieldCost],
  });
}

/** Refuses an operation whose estimated cost is over the limit, before it runs. */
export const complexityLimitPlugin: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async didResolveOperation({ request, document, schema }) {
        let complexity: number;
        try {
          complexity = queryCost(
            schema,
            document,
            request.operationName ?? undefined,
            request.variables ?? {},
          );
        } catch (error) {
          // The document is valid by now, so what fails here is coercing the variables (a wrong type, an
          // unknown enum value): the caller's mistake, answered as execution would answer it, not as a 500.
          if (!(error instanceof GraphQLError)) throw error;
          throw new GraphQLError(error.message, {
            nodes: error.nodes,
            extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } },
          });
        }
        if (complexity > MAX_QUERY_COMPLEXITY) {
          throw new GraphQLError(
            `Query is too complex: ${complexity}. Maximum allowed complexity: ${MAX_QUERY_COMPLEXITY}.`,
            { extensions: { code: 'QUERY_TOO_COMPLEX', http: { status: 400 } } },
          );
        }
      },
    };
  },
};
