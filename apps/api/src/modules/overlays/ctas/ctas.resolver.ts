import { Args, ID, Int, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { CtaType, Permission } from '@framehouse/domain';
import type { Connection } from '../../../common/graphql/connection';
import { Loaders, RequestLoaders } from '../../../common/graphql/request-loaders';
import { CurrentSession, RequirePermissions } from '../../auth/auth.decorators';
import type { Session } from '../../auth/session';
import {
  ButtonCtaInput,
  ButtonCtaPayload,
  ButtonCtaType,
  CtaConnection,
  CtaListItemType,
  CtasArgs,
  DeleteCtaPayload,
  ImageCtaInput,
  ImageCtaPayload,
  ImageCtaType,
} from '../dtos/cta.types';
import { OverlayPicturesService } from '../overlay-pictures.service';
import { presentButtonCta, presentImageCta } from '../overlay-presenters';
import type { Cta } from './cta.entity';
import { CtasService } from './ctas.service';

/** overlays-distribution §7 "CTAs": the list, one button or image, create, update, and our delete. */
@Resolver(() => CtaListItemType)
export class CtasResolver {
  constructor(
    private readonly service: CtasService,
    private readonly pictures: OverlayPicturesService,
  ) {}

  private readonly usedInCardsOf = (ids: readonly string[]) => this.service.usedInCards(ids);
  private readonly usedInVideosOf = (ids: readonly string[]) => this.service.usedInVideos(ids);

  private image(cta: Cta): ImageCtaType {
    return presentImageCta(cta, (key) => this.pictures.url(key));
  }

  @RequirePermissions(Permission.VIEW_END_CARD)
  @Query(() => CtaConnection, { description: "The organization's CTAs, paged (at most 100 a page)." })
  async ctas(
    @CurrentSession() session: Session,
    @Args() args: CtasArgs,
  ): Promise<Connection<CtaListItemType>> {
    const page = await this.service.list(session.organization.id, args);
    return {
      ...page,
      nodes: page.nodes.map(({ id, name, created, type, publicUuid }) => ({
        id,
        name,
        created,
        type,
        publicUuid,
      })),
    };
  }

  @ResolveField(() => Int, { description: 'How many end cards show the CTA as a button.' })
  usedInCards(@Parent() cta: CtaListItemType, @Loaders() loaders: RequestLoaders): Promise<number> {
    return loaders.of(this.usedInCardsOf).load(cta.id);
  }

  @ResolveField(() => Int, { description: 'How many videos place the CTA.' })
  usedInVideos(@Parent() cta: CtaListItemType, @Loaders() loaders: RequestLoaders): Promise<number> {
    return loaders.of(this.usedInVideosOf).load(cta.id);
  }

  @RequirePermissions(Permission.VIEW_END_CARD)
  @Query(() => ButtonCtaType, { nullable: true })
  async buttonCtaById(
    @CurrentSession() session: Session,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<ButtonCtaType> {
    return presentButtonCta(await this.service.findOwned(session.organization.id, id, CtaType.BUTTON));
  }

  @RequirePermissions(Permission.VIEW_END_CARD)
  @Query(() => ImageCtaType, { nullable: true })
  async imageCtaById(
    @CurrentSession() session: Session,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<ImageCtaType> {
    return this.image(await this.service.findOwned(session.organization.id, id, CtaType.IMAGE));
  }

  @RequirePermissions(Permission.CREATE_CTA)
  @Mutation(() => ButtonCtaPayload)
  async createButtonCta(
    @CurrentSession() session: Session,
    @Args('button_cta') input: ButtonCtaInput,
  ): Promise<ButtonCtaPayload> {
    return {
      buttonCta: presentButtonCta(await this.service.createButton(session.organization.id, input)),
      errors: [],
    };
  }

  @RequirePermissions(Permission.CHANGE_CTA)
  @Mutation(() => ButtonCtaPayload, {
    description: 'Only the fields sent change; the form is checked whole.',
  })
  async updateButtonCta(
    @CurrentSession() session: Session,
    @Args('id', { type: () => ID }) id: string,
    @Args('button_cta') input: ButtonCtaInput,
  ): Promise<ButtonCtaPayload> {
    return {
      buttonCta: presentButtonCta(await this.service.updateButton(session.organization.id, id, input)),
      errors: [],
    };
  }

  @RequirePermissions(Permission.CREATE_CTA)
  @Mutation(() => ImageCtaPayload)
  async createImageCta(
    @CurrentSession() session: Session,
    @Args('image_cta') input: ImageCtaInput,
  ): Promise<ImageCtaPayload> {
    return {
      imageCta: this.image(await this.service.createImage(session.organization.id, input)),
      errors: [],
    };
  }

  @RequirePermissions(Permission.CHANGE_CTA)
  @Mutation(() => ImageCtaPayload, { description: 'Only the fields sent change.' })
  async updateImageCta(
    @CurrentSession() session: Session,
    @Args('id', { type: () => ID }) id: string,
    @Args('image_cta') input: ImageCtaInput,
  ): Promise<ImageCtaPayload> {
    return {
      imageCta: this.image(await this.service.updateImage(session.organization.id, id, input)),
      errors: [],
    };
  }

  @RequirePermissions(Permission.DELETE_CTA)
  @Mutation(() => DeleteCtaPayload, {
    description:
      'Deletes a CTA (ours). One an end card shows or a video places is refused (VALIDATION_ERROR naming ' +
      'the counts): remove it from them first.',
  })
  async deleteCta(
    @CurrentSession() session: Session,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<DeleteCtaPayload> {
    await this.service.delete(session.organization.id, id);
    return { deletedId: id, errors: [] };
  }
}
