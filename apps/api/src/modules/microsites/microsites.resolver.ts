import { Args, ID, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { ErrorCode, Permission, SECTION_POSITIONS, ValidationMessages } from '@framehouse/domain';
import { contractError } from '../../common/errors/contract-error';
import type { Connection } from '../../common/graphql/connection';
import { listOf } from '../../common/graphql/query-limits';
import { Loaders, RequestLoaders } from '../../common/graphql/request-loaders';
import { CurrentSession, RequirePermissions } from '../auth/auth.decorators';
import type { Session } from '../auth/session';
import {
  CreateMicrositeInput,
  DeleteMicrositePayload,
  MicrositeConnection,
  MicrositePayload,
  MicrositeSectionInput,
  MicrositeSectionType,
  MicrositesArgs,
  MicrositeType,
  UpdateMicrositeInput,
} from './dtos/microsite.types';
import type { MicrositeSection } from './microsite-section.entity';
import type { Microsite } from './microsite.entity';
import { MicrositesService } from './microsites.service';

/** overlays-distribution §7 "Microsites": the list, one microsite, create, update, sections, pictures. */
@Resolver(() => MicrositeType)
export class MicrositesResolver {
  constructor(private readonly service: MicrositesService) {}

  private readonly sectionsOf = (ids: readonly string[]) => this.service.sectionsOf(ids);

  private present(microsite: Microsite): MicrositeType {
    return {
      id: microsite.id,
      title: microsite.title,
      description: microsite.description,
      subdomain: microsite.subdomain,
      domain: this.service.domainOf(microsite.subdomain),
      url: this.service.urlOf(microsite.subdomain),
      created: microsite.created,
      healthy: microsite.healthy,
      logoUrl: this.service.pictureUrl(microsite.logoKey),
      faviconUrl: this.service.pictureUrl(microsite.faviconKey),
      mainColor: microsite.mainColor,
      googleAnalyticsId: microsite.googleAnalyticsId,
      googleAnalytics4Id: microsite.googleAnalytics4Id,
      htmlCode: microsite.htmlCode,
      momentsLocationTop: microsite.momentsLocationTop,
    };
  }

  @RequirePermissions(Permission.VIEW_MICROSITE)
  @Query(() => MicrositeConnection, { description: "The organization's microsites, paged." })
  async microsites(
    @CurrentSession() session: Session,
    @Args() args: MicrositesArgs,
  ): Promise<Connection<MicrositeType>> {
    const page = await this.service.list(session.organization.id, args);
    return { ...page, nodes: page.nodes.map((microsite) => this.present(microsite)) };
  }

  @RequirePermissions(Permission.VIEW_MICROSITE)
  @Query(() => MicrositeType, { nullable: true, description: 'One microsite, with its sections.' })
  async micrositeById(
    @CurrentSession() session: Session,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<MicrositeType> {
    return this.present(await this.service.findOwned(session.organization.id, id));
  }

  @RequirePermissions(Permission.VIEW_MICROSITE)
  @Query(() => String, {
    description:
      "Ours: the host a microsite's subdomain goes before (MICROSITE_HOST), for the create page's URL field.",
  })
  micrositeHost(): string {
    return this.service.host();
  }

  @ResolveField(() => [MicrositeSectionType], {
    description: 'Its three sections in position order: TOP, MIDDLE, BOTTOM.',
    complexity: listOf(SECTION_POSITIONS.length),
  })
  sections(
    @Parent() microsite: MicrositeType,
    @Loaders() loaders: RequestLoaders,
  ): Promise<MicrositeSection[]> {
    return loaders.of<string, MicrositeSection[]>(this.sectionsOf).load(microsite.id);
  }

  @RequirePermissions(Permission.CREATE_MICROSITE)
  @Mutation(() => MicrositePayload, {
    description: 'Creates a microsite with the three default sections; its health check starts.',
  })
  async createMicrosite(
    @CurrentSession() session: Session,
    @Args('microsite') input: CreateMicrositeInput,
  ): Promise<MicrositePayload> {
    return { microsite: this.present(await this.service.create(session, input)), errors: [] };
  }

  @RequirePermissions(Permission.CHANGE_MICROSITE)
  @Mutation(() => MicrositePayload, { description: 'Only the fields sent change (Republish).' })
  async updateMicrosite(
    @CurrentSession() session: Session,
    @Args('id', { type: () => ID }) id: string,
    @Args('microsite') input: UpdateMicrositeInput,
  ): Promise<MicrositePayload> {
    return {
      microsite: this.present(await this.service.update(session.organization.id, id, input)),
      errors: [],
    };
  }

  @RequirePermissions(Permission.CHANGE_MICROSITE)
  @Mutation(() => MicrositePayload, {
    description:
      'Replaces the three sections, in order top, middle, bottom. The microsite is micrositeId or id ' +
      '(either name; NOT_FOUND names the one given). Errors name sections.{index}.{field}.',
  })
  async updateSections(
    @CurrentSession() session: Session,
    @Args('sections', { type: () => [MicrositeSectionInput] }) sections: MicrositeSectionInput[],
    @Args('micrositeId', { type: () => ID, nullable: true }) micrositeId?: string | null,
    @Args('id', { type: () => ID, nullable: true }) id?: string | null,
  ): Promise<MicrositePayload> {
    if (micrositeId == null && id == null) {
      throw contractError(ErrorCode.VALIDATION_ERROR, {
        field: 'micrositeId',
        message: ValidationMessages.required,
      });
    }
    if (micrositeId != null && id != null && micrositeId !== id) {
      throw contractError(ErrorCode.VALIDATION_ERROR, {
        field: 'micrositeId',
        message: 'Give micrositeId or id, not two different ones.',
      });
    }
    const microsite = await this.service.updateSections(
      session.organization.id,
      (micrositeId ?? id) as string,
      sections,
      micrositeId != null ? 'micrositeId' : 'id',
    );
    return { microsite: this.present(microsite), errors: [] };
  }

  @RequirePermissions(Permission.CHANGE_MICROSITE)
  @Mutation(() => MicrositePayload, { description: 'Removes the logo (nothing to remove succeeds).' })
  async deleteMicrositeLogo(
    @CurrentSession() session: Session,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<MicrositePayload> {
    return {
      microsite: this.present(await this.service.deletePicture(session.organization.id, id, 'logo')),
      errors: [],
    };
  }

  @RequirePermissions(Permission.CHANGE_MICROSITE)
  @Mutation(() => MicrositePayload, { description: 'Removes the favicon (nothing to remove succeeds).' })
  async deleteMicrositeFavicon(
    @CurrentSession() session: Session,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<MicrositePayload> {
    return {
      microsite: this.present(await this.service.deletePicture(session.organization.id, id, 'favicon')),
      errors: [],
    };
  }

  @RequirePermissions(Permission.DELETE_MICROSITE)
  @Mutation(() => DeleteMicrositePayload, {
    description:
      'Ours: deletes a microsite (its subdomain becomes free) and gives back its use of the limit.',
  })
  async deleteMicrosite(
    @CurrentSession() session: Session,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<DeleteMicrositePayload> {
    await this.service.delete(session.organization.id, id);
    return { deletedId: id, errors: [] };
  }
}
