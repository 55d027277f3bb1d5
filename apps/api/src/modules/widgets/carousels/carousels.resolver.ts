import { Args, ID, Int, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { CAROUSEL_MOMENTS_MAX, Permission } from '@framehouse/domain';
import type { Connection } from '../../../common/graphql/connection';
import { listOf } from '../../../common/graphql/query-limits';
import { Loaders, RequestLoaders } from '../../../common/graphql/request-loaders';
import { CurrentSession, RequirePermissions } from '../../auth/auth.decorators';
import type { Session } from '../../auth/session';
import { MomentPresenter } from '../../moments/moment-presenter.service';
import {
  CarouselConnection,
  CarouselMomentConnection,
  CarouselMomentsArgs,
  CarouselMomentType,
  CarouselPayload,
  CarouselsArgs,
  CarouselType,
  CreateCarouselInput,
  DeleteCarouselPayload,
  UpdateCarouselInput,
  WidgetPresetRefType,
  WidgetStyleInput,
} from '../dtos/widget.types';
import { WidgetPresetsService } from '../presets/widget-presets.service';
import { presentCarousel } from '../widget-presenters';
import type { Carousel } from './carousel.entity';
import { CarouselsService } from './carousels.service';

/** overlays-distribution §7 "Widgets and presets": the carousels, their moments, create, update, delete. */
@Resolver(() => CarouselType)
export class CarouselsResolver {
  constructor(
    private readonly service: CarouselsService,
    private readonly presets: WidgetPresetsService,
    private readonly momentPresenter: MomentPresenter,
  ) {}

  private readonly momentIdsOf = (ids: readonly string[]) => this.service.momentIdsOf(ids);
  private readonly presetsOf = (ids: readonly string[]) => this.presets.byIds(ids);

  private present(carousel: Carousel, session: Session): CarouselType {
    return presentCarousel(carousel, session.organization.widgetApiKey);
  }

  @RequirePermissions(Permission.VIEW_CAROUSEL)
  @Query(() => CarouselConnection, {
    description: "The organization's carousel widgets, paged; with id, that one (or an empty list).",
  })
  async carousels(
    @CurrentSession() session: Session,
    @Args() args: CarouselsArgs,
  ): Promise<Connection<CarouselType>> {
    const page = await this.service.list(session.organization.id, args);
    return { ...page, nodes: page.nodes.map((carousel) => this.present(carousel, session)) };
  }

  @RequirePermissions(Permission.VIEW_CAROUSEL)
  @Query(() => CarouselMomentConnection, {
    description:
      "The moments a carousel may show: the organization's visible moments and the carousel's own, the " +
      "carousel's first in its order, then the others newest first; inCarousel for this carousel.",
  })
  async carouselMoments(
    @CurrentSession() session: Session,
    @Args() args: CarouselMomentsArgs,
  ): Promise<Connection<CarouselMomentType>> {
    const page = await this.service.momentsToPick(session.organization.id, args);
    const presented = await this.momentPresenter.presentAll(page.nodes.map((node) => node.moment));
    return {
      ...page,
      nodes: page.nodes.map(({ inCarousel }, index) => {
        const moment = presented[index]!;
        return {
          id: moment.id,
          title: moment.title,
          thumbnailUrl: moment.thumbnailUrl,
          timeRange: moment.timeRange,
          inCarousel,
          isPublished: moment.isPublished,
          video: { id: moment.video.id, title: moment.video.title },
        };
      }),
    };
  }

  @ResolveField(() => Int, { description: 'How many moments it holds (published or not).' })
  async momentsCount(@Parent() carousel: CarouselType, @Loaders() loaders: RequestLoaders): Promise<number> {
    return (await loaders.of(this.momentIdsOf).load(carousel.id)).length;
  }

  @ResolveField(() => [ID], {
    description: 'Its moments in order (ids).',
    complexity: listOf(CAROUSEL_MOMENTS_MAX),
  })
  moments(@Parent() carousel: CarouselType, @Loaders() loaders: RequestLoaders): Promise<string[]> {
    return loaders.of(this.momentIdsOf).load(carousel.id);
  }

  @ResolveField(() => WidgetPresetRefType, {
    nullable: true,
    description: 'The preset picked (its end card shows after each moment); null for none.',
  })
  async preset(
    @Parent() carousel: CarouselType,
    @Loaders() loaders: RequestLoaders,
  ): Promise<WidgetPresetRefType | null> {
    if (!carousel.presetId) return null;
    const preset = await loaders.of(this.presetsOf).load(carousel.presetId);
    return preset ? { id: preset.id, name: preset.name } : null;
  }

  @RequirePermissions(Permission.CREATE_CAROUSEL)
  @Mutation(() => CarouselPayload, {
    description: 'Creates a carousel widget by its name. Counts against WIDGETS_CAROUSEL_LIMIT.',
  })
  async createCarousel(
    @CurrentSession() session: Session,
    @Args('carousel') input: CreateCarouselInput,
  ): Promise<CarouselPayload> {
    return { carousel: this.present(await this.service.create(session, input), session), errors: [] };
  }

  @RequirePermissions(Permission.CHANGE_CAROUSEL)
  @Mutation(() => CarouselPayload, {
    description:
      'Changes a carousel; a field left out keeps its value. moments replaces its moments, in order.',
  })
  async updateCarousel(
    @CurrentSession() session: Session,
    @Args('id', { type: () => ID }) id: string,
    @Args('carousel') input: UpdateCarouselInput,
    @Args('carouselStyle', { type: () => WidgetStyleInput, nullable: true })
    carouselStyle?: WidgetStyleInput | null,
  ): Promise<CarouselPayload> {
    const carousel = await this.service.update(session.organization.id, id, input, carouselStyle);
    return { carousel: this.present(carousel, session), errors: [] };
  }

  @RequirePermissions(Permission.DELETE_CAROUSEL)
  @Mutation(() => DeleteCarouselPayload, {
    description: 'Deletes a carousel widget; its script shows nothing.',
  })
  async deleteCarousel(
    @CurrentSession() session: Session,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<DeleteCarouselPayload> {
    await this.service.delete(session.organization.id, id);
    return { deletedId: id, errors: [] };
  }
}
