import type { ApolloServerPlugin } from '@apollo/server';
import depthLimit from 'graphql-depth-limit';
import { GraphQLError, type ValidationRule } from 'graphql';
import { getComplexity, simpleEstimator } from 'graphql-query-complexity';

export const MAX_QUERY_DEPTH = 10;
export const MAX_QUERY_COMPLEXITY = 1000;

export const depthLimitRule: ValidationRule = depthLimit(MAX_QUERY_DEPTH);

/** Refuses an operation whose estimated cost (one point a field) is over the limit, before it runs. */
export const complexityLimitPlugin: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async didResolveOperation({ request, document, schema }) {
        let complexity: number;
        try {
          complexity = getComplexity({
            schema,
            query: document,
            operationName: request.operationName ?? undefined,
            variables: request.variables ?? {},
            estimators: [simpleEstimator({ defaultComplexity: 1 })],
          });
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
