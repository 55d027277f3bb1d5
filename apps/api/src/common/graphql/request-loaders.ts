import type { ApolloServerPlugin } from '@apollo/server';
import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { GqlExecutionContext } from '@nestjs/graphql';
import DataLoader from 'dataloader';
import { OperationTypeNode } from 'graphql';

/**
 * The DataLoaders of one GraphQL request, each made at its first use. A field resolved once per row (a
 * video's moments, an object's video) loads through one, so the rows of a page are read together and a
 * row asked for again deeper in the query (Video.moments under Moment.video) is not read again. They
 * live in the request's context: nothing cached outlives the request or reaches another caller.
 */
export class RequestLoaders {
  private readonly loaders = new Map<unknown, unknown>();

  /**
   * This request's loader of `batch`: a function that reads many keys at once and answers one value (or
   * Error) per key, in their order. `batch` names the loader, so it must be the same function every time
   * (a property of a provider, not a closure made per call).
   */
  of<K, V, C = K>(
    batch: DataLoader.BatchLoadFn<K, V>,
    options?: DataLoader.Options<K, V, C>,
  ): DataLoader<K, V, C> {
    const known = this.loaders.get(batch) as DataLoader<K, V, C> | undefined;
    if (known) return known;
    const loader = new DataLoader(batch, options);
    this.loaders.set(batch, loader);
    return loader;
  }

  /** Forgets every value read so far. */
  clear(): void {
    this.loaders.clear();
  }
}

/** What every GraphQL resolver finds in its context. */
export interface GraphQLContext {
  req: unknown;
  res: unknown;
  loaders: RequestLoaders;
}

export function graphQLContext({ req, res }: { req: unknown; res: unknown }): GraphQLContext {
  return { req, res, loaders: new RequestLoaders() };
}

/**
 * The mutations of a request run one after another, each changing what the loaders may hold: each starts
 * with them empty, so that what it answers is read after its change. Only a mutation gets the field hook:
 * with one, Apollo calls every plugin for every field of the answer, a list's thousand fields included.
 */
export const freshLoadersPerMutation: ApolloServerPlugin<GraphQLContext> = {
  async requestDidStart() {
    return {
      async executionDidStart({ operation }) {
        if (operation?.operation !== OperationTypeNode.MUTATION) return;
        return {
          willResolveField({ info, contextValue }) {
            if (info.parentType === info.schema.getMutationType()) contextValue.loaders.clear();
          },
        };
      },
    };
  },
};

/** The request's loaders, for a field resolver. */
export const Loaders = createParamDecorator(
  (_data: unknown, context: ExecutionContext) =>
    GqlExecutionContext.create(context).getContext<GraphQLContext>().loaders,
);
