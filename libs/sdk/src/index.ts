import { print, type DocumentNode } from 'graphql';
import { getSdk, type Requester } from './generated/graphql';

export * from './generated/graphql';

export type FramehouseSdk = ReturnType<typeof getSdk>;

export interface ClientOptions {
  /** The API's GraphQL endpoint, e.g. `https://videos.example.com/graphql/`. */
  url: string;
  /** Read on every call, so a new login takes effect without a new client. */
  getToken?: () => string | null | undefined;
  fetch?: typeof fetch;
}

/** A GraphQL-level failure of a query: the response's `errors`, each with `extensions.code`. */
export class GraphQLRequestError extends Error {
  constructor(
    readonly errors: ReadonlyArray<{ message: string; extensions?: { code?: string } }>,
    readonly status: number,
  ) {
    super(errors[0]?.message ?? `Request failed with status ${status}`);
  }

  get code(): string | undefined {
    return this.errors[0]?.extensions?.code;
  }
}

/** One function per operation of libs/sdk/operations, typed from the API's schema. */
export function createFramehouseClient(options: ClientOptions): FramehouseSdk {
  const doFetch = options.fetch ?? fetch;
  const requester: Requester = async <R, V>(doc: DocumentNode, variables?: V): Promise<R> => {
    const token = options.getToken?.();
    const response = await doFetch(options.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify({ query: print(doc), variables: variables ?? {} }),
    });
    const body = (await response.json().catch(() => null)) as {
      data?: R;
      errors?: GraphQLRequestError['errors'];
    } | null;
    if (!body || body.errors?.length || body.data === undefined) {
      throw new GraphQLRequestError(body?.errors ?? [{ message: response.statusText }], response.status);
    }
    return body.data;
  };
  return getSdk(requester);
}
