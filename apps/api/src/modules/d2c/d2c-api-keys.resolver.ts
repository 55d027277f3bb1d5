import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Permission } from '@framehouse/domain';
import type { Connection } from '../../common/graphql/connection';
import { CurrentSession, RequirePermissions } from '../auth/auth.decorators';
import type { Session } from '../auth/session';
import { D2CApiKeysService } from './d2c-api-keys.service';
import {
  CreateD2CApiKeyPayload,
  D2CApiKeyConnection,
  D2CApiKeysArgs,
  D2CApiKeyType,
  RevokeD2CApiKeyPayload,
} from './dtos/d2c.types';

@Resolver()
export class D2CApiKeysResolver {
  constructor(private readonly keys: D2CApiKeysService) {}

  @RequirePermissions(Permission.VIEW_API_KEYS)
  @Query(() => D2CApiKeyConnection, { description: "The organization's D2C API keys, newest first." })
  async d2cApiKeys(
    @CurrentSession() session: Session,
    @Args() args: D2CApiKeysArgs,
  ): Promise<Connection<D2CApiKeyType>> {
    const page = await this.keys.list(session.organization.id, args);
    return { ...page, nodes: page.nodes.map((apiKey) => this.keys.present(apiKey)) };
  }

  @RequirePermissions(Permission.CREATE_D2C_API_KEY)
  @Mutation(() => CreateD2CApiKeyPayload, {
    description: 'A new key; its name is unique among the active keys, regardless of case.',
  })
  async createD2CApiKey(
    @CurrentSession() session: Session,
    @Args('name', { type: () => String }) name: string,
  ): Promise<CreateD2CApiKeyPayload> {
    return { apiKey: this.keys.present(await this.keys.create(session, name)), errors: [] };
  }

  @RequirePermissions(Permission.REVOKE_D2C_API_KEY)
  @Mutation(() => RevokeD2CApiKeyPayload, { description: 'Revokes a key for good: it stops authenticating.' })
  async revokeD2CApiKey(
    @CurrentSession() session: Session,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<RevokeD2CApiKeyPayload> {
    return { apiKey: this.keys.present(await this.keys.revoke(session, id)), errors: [] };
  }
}
