import type { GraphQLRequestContextExecutionDidStart, GraphQLRequestListener } from '@apollo/server';
import {
  buildSchema,
  type GraphQLResolveInfo,
  OperationTypeNode,
  type OperationDefinitionNode,
} from 'graphql';
import { freshLoadersPerMutation, type GraphQLContext, RequestLoaders } from './request-loaders';

const schema = buildSchema('type Query { a: Int } type Mutation { b: Int c: Int }');

async function executionListener(operation: OperationTypeNode) {
  const request = (await freshLoadersPerMutation.requestDidStart?.(
    {} as never,
  )) as GraphQLRequestListener<GraphQLContext>;
  return request.executionDidStart?.({
    operation: { operation } as OperationDefinitionNode,
  } as GraphQLRequestContextExecutionDidStart<GraphQLContext>);
}

describe('freshLoadersPerMutation', () => {
  it('empties the loaders as each mutation starts', async () => {
    const listener = await executionListener(OperationTypeNode.MUTATION);
    const loaders = new RequestLoaders();
    const batch = async (keys: readonly number[]) => keys;
    const first = loaders.of(batch);
    listener?.willResolveField?.({
      source: undefined,
      args: {},
      contextValue: { req: undefined, res: undefined, loaders },
      info: { parentType: schema.getMutationType(), schema } as GraphQLResolveInfo,
    });
    expect(loaders.of(batch)).not.toBe(first);
  });

  it('leaves a query without a field hook (Apollo would call it for every field of the answer)', async () => {
    expect(await executionListener(OperationTypeNode.QUERY)).toBeUndefined();
  });
});
