import type { ApolloServerPlugin, GraphQLRequestListener } from '@apollo/server';
import { Plugin } from '@nestjs/apollo';
import type { GraphQLContext } from '../graphql/request-loaders';
import { PublicContentVersions } from './public-content-versions';

/** The organization of the request's session, once the guard has read it. */
function sessionOrganizationId(request: unknown): string | null {
  const user = (request as { user?: { organization?: { id?: unknown } } } | null)?.user;
  const id = user?.organization?.id;
  return typeof id === 'string' ? id : null;
}

/**
 * Every mutation a member makes may change what the organization shows in public (a publish, an edit of
 * a published video or moment, an end card, the branding, a playlist, a carousel, a microsite…): once it
 * has run, and before its answer leaves, the organization's public content is recorded as changed. One
 * place instead of a call in each of the many services public pages read from; a mutation that changes
 * nothing public only costs the next public request of that organization a render.
 */
@Plugin()
export class PublicContentChangesPlugin implements ApolloServerPlugin<GraphQLContext> {
  constructor(private readonly versions: PublicContentVersions) {}

  async requestDidStart(): Promise<GraphQLRequestListener<GraphQLContext>> {
    const versions = this.versions;
    return {
      async willSendResponse({ operation, contextValue }) {
        if (operation?.operation !== 'mutation') return;
        const organizationId = sessionOrganizationId(contextValue.req);
        if (organizationId) await versions.contentChanged(organizationId);
      },
    };
  }
}
