import type { CodegenConfig } from '@graphql-codegen/cli';

// The schema is emitted by the API (npm run schema:emit), never fetched from a running server.
const config: CodegenConfig = {
  schema: 'libs/sdk/schema.graphql',
  documents: 'libs/sdk/operations/**/*.graphql',
  generates: {
    'libs/sdk/src/generated/graphql.ts': {
      plugins: ['typescript', 'typescript-operations', 'typescript-generic-sdk'],
      config: {
        enumsAsTypes: false,
        avoidOptionals: { field: true, inputValue: false, object: false },
        maybeValue: 'T | null',
        scalars: { DateTime: 'string', ID: 'string' },
        documentMode: 'graphQLTag',
        useTypeImports: true,
        skipTypename: true,
      },
    },
    // sdk.paginate.<list>: an async iterator for each paged list of the documents.
    'libs/sdk/src/generated/paginators.ts': {
      plugins: ['./libs/sdk/codegen/paginators.mjs'],
    },
  },
};

export default config;
