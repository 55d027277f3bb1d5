import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { LimitKind, validatePresetName, WIDGET_PRESET_ORDER_FIELDS } from '@framehouse/domain';
import { randomUUID } from 'node:crypto';
import { DataSource, In, type EntityManager } from 'typeorm';
import { notFound } from '../../../common/errors/contract-error';
import { ErrorList } from '../../../common/errors/error-list';
import { paginate, type Connection } from '../../../common/graphql/connection';
import { isUuid } from '../../../common/ids';
import type { Session } from '../../auth/session';
import { LimitsService } from '../../limits/limits.service';
import { VideoHooks } from '../../videos/video-hooks';
import {
  WIDGET_PRESET_PAGE_SIZES,
  type WidgetPresetInput,
  type WidgetPresetsArgs,
  type WidgetStyleInput,
} from '../dtos/widget.types';
import { checkedStyle, checkedTrackingIds } from '../widget-fields';
import { WidgetPreset } from './widget-preset.entity';

/** The columns a save writes, checked. */
type PresetColumns = Pick<
  WidgetPreset,
  'name' | 'mainColor' | 'colorTheme' | 'googleAnalyticsTrackingId' | 'googleAnalytics4MeasurementId'
>;

/**
 * The organization's widget presets (overlays-distribution §3, §5). Creating one counts against
 * WIDGET_PRESETS_LIMIT, deleting one gives it back. Its end card is the overlays module's, checked (and
 * kept from deletion) in the save's transaction through VideoHooks.endCardOf. Another organization's
 * preset answers NOT_FOUND.
 */
@Injectable()
export class WidgetPresetsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly limits: LimitsService,
    private readonly videoHooks: VideoHooks,
  ) {}

  list(organizationId: string, args: WidgetPresetsArgs): Promise<Connection<WidgetPreset>> {
    const query = this.dataSource
      .getRepository(WidgetPreset)
      .createQueryBuilder('preset')
      .where('preset.organizationId = :organizationId', { organizationId });
    // One preset asked for: the list holds it, or nothing (a malformed id names none).
    if (args.id != null) query.andWhere('preset.id = :id', { id: isUuid(args.id) ? args.id : null });
    return paginate(query, args, {
      orderable: {
        name: 'LOWER(preset.name)',
        created: 'preset.created',
      } satisfies Record<(typeof WIDGET_PRESET_ORDER_FIELDS)[number], string>,
      defaultOrderBy: '-created',
      searchable: ['preset.name'],
      tieBreaker: 'preset.id',
      pageSizes: WIDGET_PRESET_PAGE_SIZES,
    });
  }

  /** The caller's preset, or NOT_FOUND on `field`. */
  async findOwned(organizationId: string, id: string, field = 'id'): Promise<WidgetPreset> {
    const preset = isUuid(id)
      ? await this.dataSource.getRepository(WidgetPreset).findOneBy({ id, organizationId })
      : null;
    if (!preset) throw notFound(field);
    return preset;
  }

  /** The caller's preset inside a transaction, kept from deletion until it ends; NOT_FOUND on `field`. */
  async lockOwned(
    manager: EntityManager,
    organizationId: string,
    id: string,
    field: string,
  ): Promise<WidgetPreset> {
    const preset = isUuid(id)
      ? await manager
          .getRepository(WidgetPreset)
          .findOne({ where: { id, organizationId }, lock: { mode: 'pessimistic_read' } })
      : null;
    if (!preset) throw notFound(field);
    return preset;
  }

  /** Presets by id, in the ids' order (null for one that is gone). */
  async byIds(ids: readonly string[]): Promise<Array<WidgetPreset | null>> {
    const valid = [...new Set(ids.filter(isUuid))];
    const rows = valid.length
      ? await this.dataSource.getRepository(WidgetPreset).findBy({ id: In(valid) })
      : [];
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.map((id) => byId.get(id) ?? null);
  }

  async create(
    session: Session,
    style: WidgetStyleInput | null | undefined,
    input: WidgetPresetInput,
  ): Promise<WidgetPreset> {
    const organizationId = session.organization.id;
    const columns = checkedColumns(style, input, null);
    return this.dataSource.transaction(async (manager) => {
      const endCardId = await this.videoHooks.endCardOf(manager, organizationId, input.endCardId ?? null);
      const id = randomUUID();
      await this.limits.consume(
        manager,
        organizationId,
        session.subscription?.plan,
        LimitKind.WIDGET_PRESETS_LIMIT,
        id,
      );
      const repository = manager.getRepository(WidgetPreset);
      return repository.save(repository.create({ id, organizationId, ...columns, endCardId }));
    });
  }

  /** A field left out keeps its value. The carousels that use it keep their own copied style. */
  async update(
    organizationId: string,
    id: string,
    style: WidgetStyleInput | null | undefined,
    input: WidgetPresetInput,
  ): Promise<WidgetPreset> {
    const found = await this.findOwned(organizationId, id);
    const columns = checkedColumns(style, input, found);
    return this.dataSource.transaction(async (manager) => {
      const repository = manager.getRepository(WidgetPreset);
      const preset = await repository.findOne({
        where: { id: found.id, organizationId },
        lock: { mode: 'pessimistic_write' },
      });
      if (!preset) throw notFound('id');
      Object.assign(preset, columns);
      if (input.endCardId !== undefined) {
        preset.endCardId = await this.videoHooks.endCardOf(manager, organizationId, input.endCardId);
      }
      return repository.save(preset);
    });
  }

  /**
   * Deletes the preset; its carousels keep their style and GA ids and name no preset (the foreign key's
   * ON DELETE SET NULL). It gives back its use of WIDGET_PRESETS_LIMIT (a limit on presets held).
   */
  async delete(organizationId: string, id: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const preset = isUuid(id)
        ? await manager
            .getRepository(WidgetPreset)
            .findOne({ where: { id, organizationId }, lock: { mode: 'pessimistic_write' } })
        : null;
      if (!preset) throw notFound('id');
      await manager.getRepository(WidgetPreset).delete(preset.id);
      await this.limits.release(manager, organizationId, LimitKind.WIDGET_PRESETS_LIMIT, preset.id);
    });
  }
}

/**
 * The preset's columns from the input, checked with the spec's rules (libs/domain), every failure at
 * once. On update (`stored`) what the input leaves out is the stored preset's.
 */
function checkedColumns(
  style: WidgetStyleInput | null | undefined,
  input: WidgetPresetInput,
  stored: WidgetPreset | null,
): PresetColumns {
  const errors = new ErrorList();
  const name = input.name == null ? (stored ? stored.name : '') : input.name.trim();
  if (!stored || input.name !== undefined) errors.check('name', validatePresetName(name));
  const checkedLook = checkedStyle(style, stored, errors);
  const trackingIds = checkedTrackingIds(input, stored, errors);
  errors.throwIfAny();
  return { name, ...checkedLook, ...trackingIds };
}
