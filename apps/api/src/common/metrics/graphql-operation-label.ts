import type { ApolloServerPlugin } from '@apollo/server';
import type { GraphQLContext } from '../graphql/request-loaders';
import { INVALID_OPERATION, operationLabel } from './metric-labels';

/** Each GraphQL request's operation label, by its HTTP request, for the request metrics to read. */
const operations = new WeakMap<object, string>();

/** Labels the operation once it is known to be valid (its root fields are then the schema's). */
export const operationLabelPlugin: ApolloServerPlugin<GraphQLContext> = {
  async requestDidStart() {
    return {
      async didResolveOperation({ document, request, contextValue }) {
        const { req } = contextValue;
        if (typeof req === 'object' && req !== null) {
          operations.set(req, operationLabel(document, request.operationName));
        }
      },
    };
  },
};

/** The request's operation label; `invalid` for a request refused before its operation was resolved. */
export function graphQLOperationOf(req: object): string {
  return operations.get(req) ?? INVALID_OPERATION;
}
