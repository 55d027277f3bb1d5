import { Args, ID, Mutation, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { Permission } from '@framehouse/domain';
import { CurrentSession, RequirePermissions } from '../auth/auth.decorators';
import type { Session } from '../auth/session';
import { OrganizationType } from '../organizations/dtos/organization.type';
import {
  DeleteOrganizationMonetizationPayload,
  OrganizationMonetizationInput,
  OrganizationMonetizationPayload,
  OrganizationMonetizationType,
} from './dtos/monetization.types';
import { OrganizationMonetizationsService } from './organization-monetizations.service';

/** platform.md's "create, update, delete organization monetization" and the organization's ad tag list. */
@Resolver(() => OrganizationType)
export class OrganizationMonetizationsResolver {
  constructor(private readonly service: OrganizationMonetizationsService) {}

  @ResolveField(() => [OrganizationMonetizationType], {
    description:
      'The ad tags, oldest first; every member reads them (the video monetization page offers them).',
  })
  monetizationSettings(
    @Parent() organization: OrganizationType,
    @CurrentSession() session: Session,
  ): Promise<OrganizationMonetizationType[]> {
    // Only the caller's own organization is ever presented; the guard keeps it so if that changes.
    if (organization.id !== session.organization.id) return Promise.resolve([]);
    return this.service.list(organization.id);
  }

  @RequirePermissions(Permission.CREATE_ORGANIZATION_MONETIZATION)
  @Mutation(() => OrganizationMonetizationPayload, {
    description:
      'Adds an ad tag; the URL must answer with a VAST document ("Enter a valid Ad tag URL"). The first ' +
      'tag, or one created with default true, becomes the default.',
  })
  async createOrganizationMonetization(
    @CurrentSession() session: Session,
    @Args('organizationMonetization') input: OrganizationMonetizationInput,
  ): Promise<OrganizationMonetizationPayload> {
    return {
      organizationMonetization: await this.service.create(session.organization.id, input),
      errors: [],
    };
  }

  @RequirePermissions(Permission.CHANGE_ORGANIZATION_MONETIZATION)
  @Mutation(() => OrganizationMonetizationPayload, {
    description:
      'Renames, re-points, activates or deactivates an ad tag, or makes it the default. The default is ' +
      'changed only by choosing another one.',
  })
  async updateOrganizationMonetization(
    @CurrentSession() session: Session,
    @Args('id', { type: () => ID }) id: string,
    @Args('organizationMonetization') input: OrganizationMonetizationInput,
  ): Promise<OrganizationMonetizationPayload> {
    return {
      organizationMonetization: await this.service.update(session.organization.id, id, input),
      errors: [],
    };
  }

  @RequirePermissions(Permission.DELETE_ORGANIZATION_MONETIZATION)
  @Mutation(() => DeleteOrganizationMonetizationPayload, {
    description:
      "Deletes an ad tag; its videos use the default. Deleting the default turns the organization's " +
      'monetization off and makes the newest remaining tag the default.',
  })
  async deleteOrganizationMonetization(
    @CurrentSession() session: Session,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<DeleteOrganizationMonetizationPayload> {
    await this.service.delete(session.organization.id, id);
    return { deletedId: id, errors: [] };
  }
}
