import { Args, ID, Int, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { Permission } from '@framehouse/domain';
import type { Connection } from '../../../common/graphql/connection';
import { Loaders, RequestLoaders } from '../../../common/graphql/request-loaders';
import { CurrentSession, RequirePermissions } from '../../auth/auth.decorators';
import type { Session } from '../../auth/session';
import { MomentsService } from '../../moments/moments.service';
import { VideosService } from '../../videos/videos.service';
import { CtasService } from '../ctas/ctas.service';
import {
  DeleteEndCardPayload,
  EndCardConnection,
  EndCardCtaButtonType,
  EndCardInput,
  EndCardObjectType,
  EndCardPayload,
  EndCardsArgs,
} from '../dtos/end-card.types';
import { presentEndCard } from '../overlay-presenters';
import type { EndCard } from './end-card.entity';
import { EndCardsService } from './end-cards.service';

/** overlays-distribution §7 "End cards": the list, one card, create, update and delete. */
@Resolver(() => EndCardObjectType)
export class EndCardsResolver {
  constructor(
    private readonly service: EndCardsService,
    private readonly ctas: CtasService,
    private readonly videos: VideosService,
    private readonly moments: MomentsService,
  ) {}

  private readonly ctasOf = (ids: readonly string[]) => this.ctas.byIds(ids);
  private readonly videosCountOf = (ids: readonly string[]) => this.videos.countsForEndCards(ids);
  private readonly momentsCountOf = (ids: readonly string[]) => this.moments.countsForEndCards(ids);

  private present(card: EndCard): EndCardObjectType {
    return presentEndCard(card, this.service.backgroundImageUrl(card));
  }

  @RequirePermissions(Permission.VIEW_END_CARD)
  @Query(() => EndCardConnection, {
    description: "The organization's end cards, paged (at most 100 a page).",
  })
  async endCards(
    @CurrentSession() session: Session,
    @Args() args: EndCardsArgs,
  ): Promise<Connection<EndCardObjectType>> {
    const page = await this.service.list(session.organization.id, args);
    return { ...page, nodes: page.nodes.map((card) => this.present(card)) };
  }

  @RequirePermissions(Permission.VIEW_END_CARD)
  @Query(() => EndCardObjectType, { nullable: true })
  async endCardById(
    @CurrentSession() session: Session,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<EndCardObjectType> {
    return this.present(await this.service.findOwned(session.organization.id, id));
  }

  @ResolveField(() => EndCardCtaButtonType, { nullable: true })
  ctaButton1(@Parent() card: EndCardObjectType, @Loaders() loaders: RequestLoaders) {
    return this.button(card.ctaButton1Id, loaders);
  }

  @ResolveField(() => EndCardCtaButtonType, { nullable: true })
  ctaButton2(@Parent() card: EndCardObjectType, @Loaders() loaders: RequestLoaders) {
    return this.button(card.ctaButton2Id, loaders);
  }

  @ResolveField(() => Int, { description: 'How many videos show the card.' })
  videosCount(@Parent() card: EndCardObjectType, @Loaders() loaders: RequestLoaders): Promise<number> {
    return loaders.of(this.videosCountOf).load(card.id);
  }

  @ResolveField(() => Int, { description: 'How many moments show the card.' })
  momentsCount(@Parent() card: EndCardObjectType, @Loaders() loaders: RequestLoaders): Promise<number> {
    return loaders.of(this.momentsCountOf).load(card.id);
  }

  @RequirePermissions(Permission.CREATE_END_CARD)
  @Mutation(() => EndCardPayload, {
    description:
      'Creates an end card: custom code with {name, customCode}, else in the visual builder. Counts ' +
      'against END_CARDS_LIMIT.',
  })
  async createEndCard(
    @CurrentSession() session: Session,
    @Args('endCard') input: EndCardInput,
  ): Promise<EndCardPayload> {
    return { endCard: this.present(await this.service.create(session, input)), errors: [] };
  }

  @RequirePermissions(Permission.CHANGE_END_CARD)
  @Mutation(() => EndCardPayload, {
    description:
      'Changes an end card; a field left out keeps its value. Live at once on the videos and moments ' +
      'that show it (published ones included).',
  })
  async updateEndCard(
    @CurrentSession() session: Session,
    @Args('id', { type: () => ID }) id: string,
    @Args('endCard') input: EndCardInput,
  ): Promise<EndCardPayload> {
    return {
      endCard: this.present(await this.service.update(session.organization.id, id, input)),
      errors: [],
    };
  }

  @RequirePermissions(Permission.DELETE_END_CARD)
  @Mutation(() => DeleteEndCardPayload, {
    description: 'Deletes an end card; the videos and moments that showed it show none.',
  })
  async deleteEndCard(
    @CurrentSession() session: Session,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<DeleteEndCardPayload> {
    await this.service.delete(session.organization.id, id);
    return { deletedId: id, errors: [] };
  }

  private async button(id: string | null, loaders: RequestLoaders): Promise<EndCardCtaButtonType | null> {
    if (!id) return null;
    const cta = await loaders.of(this.ctasOf).load(id);
    return cta ? { id: cta.id, name: cta.name } : null;
  }
}
