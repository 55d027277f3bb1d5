import { Args, ID, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { Permission } from '@framehouse/domain';
import type { Connection } from '../../../common/graphql/connection';
import { Loaders, RequestLoaders } from '../../../common/graphql/request-loaders';
import { CurrentSession, RequirePermissions } from '../../auth/auth.decorators';
import type { Session } from '../../auth/session';
import { EndCardsService } from '../../overlays/end-cards/end-cards.service';
import {
  DeleteWidgetPresetPayload,
  WidgetPresetConnection,
  WidgetPresetEndCardType,
  WidgetPresetInput,
  WidgetPresetPayload,
  WidgetPresetsArgs,
  WidgetPresetType,
  WidgetStyleInput,
} from '../dtos/widget.types';
import { presentWidgetPreset } from '../widget-presenters';
import { WidgetPresetsService } from './widget-presets.service';

/** overlays-distribution §7 "Widgets and presets": the presets list, one preset, create, update, delete. */
@Resolver(() => WidgetPresetType)
export class WidgetPresetsResolver {
  constructor(
    private readonly service: WidgetPresetsService,
    private readonly endCards: EndCardsService,
  ) {}

  private readonly endCardsOf = (ids: readonly string[]) => this.endCards.byIds(ids);

  @RequirePermissions(Permission.VIEW_WIDGET_PRESET)
  @Query(() => WidgetPresetConnection, {
    description: "The organization's widget presets, paged (at most 100 a page); with id, that one.",
  })
  async widgetPresets(
    @CurrentSession() session: Session,
    @Args() args: WidgetPresetsArgs,
  ): Promise<Connection<WidgetPresetType>> {
    const page = await this.service.list(session.organization.id, args);
    return { ...page, nodes: page.nodes.map(presentWidgetPreset) };
  }

  @RequirePermissions(Permission.VIEW_WIDGET_PRESET)
  @Query(() => WidgetPresetType, { nullable: true })
  async widgetPresetById(
    @CurrentSession() session: Session,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<WidgetPresetType> {
    return presentWidgetPreset(await this.service.findOwned(session.organization.id, id));
  }

  @ResolveField(() => WidgetPresetEndCardType, {
    nullable: true,
    description: 'The end card its carousels show after each moment; null for none.',
  })
  async endCard(
    @Parent() preset: WidgetPresetType,
    @CurrentSession() session: Session,
    @Loaders() loaders: RequestLoaders,
  ): Promise<WidgetPresetEndCardType | null> {
    if (!preset.endCardId) return null;
    const card = await loaders.of(this.endCardsOf).load(preset.endCardId);
    return card && card.organizationId === session.organization.id ? { id: card.id, name: card.name } : null;
  }

  @RequirePermissions(Permission.CREATE_WIDGET_PRESET)
  @Mutation(() => WidgetPresetPayload, {
    description: 'Creates a widget preset. Counts against WIDGET_PRESETS_LIMIT.',
  })
  async createWidgetPreset(
    @CurrentSession() session: Session,
    @Args('widgetPreset') input: WidgetPresetInput,
    @Args('style', { type: () => WidgetStyleInput, nullable: true }) style?: WidgetStyleInput | null,
  ): Promise<WidgetPresetPayload> {
    return {
      widgetPreset: presentWidgetPreset(await this.service.create(session, style, input)),
      errors: [],
    };
  }

  @RequirePermissions(Permission.CHANGE_WIDGET_PRESET)
  @Mutation(() => WidgetPresetPayload, {
    description:
      'Changes a widget preset; a field left out keeps its value. Carousels that copied its style keep ' +
      'their copy; its end card shows after their moments at once.',
  })
  async updateWidgetPreset(
    @CurrentSession() session: Session,
    @Args('id', { type: () => ID }) id: string,
    @Args('widgetPreset', { type: () => WidgetPresetInput, nullable: true }) input?: WidgetPresetInput | null,
    @Args('style', { type: () => WidgetStyleInput, nullable: true }) style?: WidgetStyleInput | null,
  ): Promise<WidgetPresetPayload> {
    const preset = await this.service.update(session.organization.id, id, style, input ?? {});
    return { widgetPreset: presentWidgetPreset(preset), errors: [] };
  }

  @RequirePermissions(Permission.DELETE_WIDGET_PRESET)
  @Mutation(() => DeleteWidgetPresetPayload, {
    description: 'Deletes a widget preset; the carousels that used it keep their style and name no preset.',
  })
  async deleteWidgetPreset(
    @CurrentSession() session: Session,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<DeleteWidgetPresetPayload> {
    await this.service.delete(session.organization.id, id);
    return { deletedId: id, errors: [] };
  }
}
