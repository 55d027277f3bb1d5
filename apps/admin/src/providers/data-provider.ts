import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import buildGraphQLProvider from 'ra-data-graphql';
import { getToken } from '../auth/token-storage';
import { config } from '../config';
import { buildD2CApiKeysQuery, buildD2CTranscriptionsQuery } from '../d2c/d2c-data';
import { D2C_API_KEYS, D2C_TRANSCRIPTIONS } from '../d2c/d2c-records';
import { buildMembersQuery } from '../members/members-data';
import { buildMicrositesQuery, MICROSITES } from '../microsites/microsites-data';
import { buildPlaylistsQuery, PLAYLISTS } from '../playlists/playlists-data';
import { buildVideosQuery } from '../videos/videos-data';
import {
  buildCarouselsQuery,
  buildWidgetPresetsQuery,
  CAROUSELS,
  WIDGET_PRESETS,
} from '../widgets/widgets-data';
import type { ResourceQueryBuilder } from './resource-query';

const authLink = new ApolloLink((operation, forward) => {
  const token = getToken();
  if (token) {
    operation.setContext(({ headers }: { headers?: Record<string, string> }) => ({
      headers: { ...headers, authorization: `Bearer ${token}` },
    }));
  }
  return forward(operation);
});

export const apolloClient = new ApolloClient({
  link: authLink.concat(new HttpLink({ uri: config.graphqlUrl })),
  cache: new InMemoryCache(),
});

/** The resources of react-admin's lists and forms; each area's data module maps its own. */
const queryBuilders: Record<string, ResourceQueryBuilder> = {
  members: buildMembersQuery,
  videos: buildVideosQuery,
  [PLAYLISTS]: buildPlaylistsQuery,
  [MICROSITES]: buildMicrositesQuery,
  [D2C_API_KEYS]: buildD2CApiKeysQuery,
  [D2C_TRANSCRIPTIONS]: buildD2CTranscriptionsQuery,
  [CAROUSELS]: buildCarouselsQuery,
  [WIDGET_PRESETS]: buildWidgetPresetsQuery,
};

/** Maps react-admin's data calls onto the spec's operations, using the SDK's typed documents. */
function buildQuery() {
  return (fetchType: string, resource: string, params: unknown) => {
    const build = queryBuilders[resource];
    if (!build) throw new Error(`Unknown resource: ${resource}`);
    return build(fetchType, params);
  };
}

export const dataProvider = buildGraphQLProvider({
  client: apolloClient,
  introspection: false,
  buildQuery,
});
