import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  CAROUSEL_ORDER_FIELDS,
  DEFAULT_WIDGET_STYLE,
  LimitKind,
  validateCarouselMoments,
  validateCarouselName,
  validateWidgetDescription,
  validateWidgetTitle,
} from '@framehouse/domain';
import { randomBytes, randomUUID } from 'node:crypto';
import { DataSource, In } from 'typeorm';
import { notFound } from '../../../common/errors/contract-error';
import { ErrorList } from '../../../common/errors/error-list';
import { paginate, type Connection } from '../../../common/graphql/connection';
import { isUuid } from '../../../common/ids';
import type { Session } from '../../auth/session';
import { LimitsService } from '../../limits/limits.service';
import type { Moment } from '../../moments/moment.entity';
import { MomentsService } from '../../moments/moments.service';
import type {
  CarouselMomentsArgs,
  CarouselsArgs,
  CreateCarouselInput,
  UpdateCarouselInput,
  WidgetStyleInput,
} from '../dtos/widget.types';
import { WidgetPresetsService } from '../presets/widget-presets.service';
import { checkedStyle, checkedTrackingIds } from '../widget-fields';
import { CarouselMoment } from './carousel-moment.entity';
import { Carousel } from './carousel.entity';

/** What update writes: the checked columns, and the moments when the input names them. */
interface CheckedUpdate {
  columns: Partial<Carousel>;
  momentIds: string[] | null;
}

/** A public id: 16 URL-safe characters, unguessable. */
const newPublicId = () => randomBytes(12).toString('base64url');

/**
 * The organization's carousel widgets (overlays-distribution §3–§5) and their moments in order. Creating
 * one counts against WIDGETS_CAROUSEL_LIMIT, deleting one gives it back. The moments are the moments
 * module's: named ones are checked (and kept from deletion) in the save's transaction; a moment deleted
 * later leaves the carousel by the join table's foreign key. Another organization's carousel, moment or
 * preset answers NOT_FOUND.
 */
@Injectable()
export class CarouselsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly limits: LimitsService,
    private readonly moments: MomentsService,
    private readonly presets: WidgetPresetsService,
  ) {}

  list(organizationId: string, args: CarouselsArgs): Promise<Connection<Carousel>> {
    const query = this.dataSource
      .getRepository(Carousel)
      .createQueryBuilder('carousel')
      .where('carousel.organizationId = :organizationId', { organizationId });
    // One carousel asked for: the list holds it, or nothing (the admin then shows its 404 page).
    if (args.id != null) query.andWhere('carousel.id = :id', { id: isUuid(args.id) ? args.id : null });
    return paginate(query, args, {
      orderable: {
        name: 'LOWER(carousel.name)',
        created: 'carousel.created',
      } satisfies Record<(typeof CAROUSEL_ORDER_FIELDS)[number], string>,
      defaultOrderBy: '-created',
      searchable: ['carousel.name'],
      tieBreaker: 'carousel.id',
    });
  }

  /** The caller's carousel, or NOT_FOUND on `field`. */
  async findOwned(organizationId: string, id: string, field = 'id'): Promise<Carousel> {
    const carousel = isUuid(id)
      ? await this.dataSource.getRepository(Carousel).findOneBy({ id, organizationId })
      : null;
    if (!carousel) throw notFound(field);
    return carousel;
  }

  /** A carousel by its public id, for the public side (no session); null when there is none. */
  findByPublicId(publicId: string): Promise<Carousel | null> {
    if (publicId.length === 0 || publicId.length > 32) return Promise.resolve(null);
    return this.dataSource.getRepository(Carousel).findOneBy({ publicId });
  }

  /** Each carousel's moment ids in its order, in the carousels' order. */
  async momentIdsOf(carouselIds: readonly string[]): Promise<string[][]> {
    const rows = carouselIds.length
      ? await this.dataSource.getRepository(CarouselMoment).find({
          where: { carouselId: In([...carouselIds]) },
          order: { position: 'ASC' },
        })
      : [];
    return carouselIds.map((id) => rows.filter((row) => row.carouselId === id).map((row) => row.momentId));
  }

  /** Whether each moment is in a carousel (any: a moment and its carousels are one organization's). */
  async inAnyCarousel(momentIds: readonly string[]): Promise<boolean[]> {
    const valid = [...new Set(momentIds.filter(isUuid))];
    const rows = valid.length
      ? await this.dataSource
          .getRepository(CarouselMoment)
          .createQueryBuilder('entry')
          .select('DISTINCT entry.momentId', 'momentId')
          .where('entry.momentId IN (:...valid)', { valid })
          .getRawMany<{ momentId: string }>()
      : [];
    const found = new Set(rows.map((row) => row.momentId));
    return momentIds.map((id) => found.has(id));
  }

  /**
   * The moments the widget editor lists for a carousel (the organization's visible ones, and the
   * carousel's own whatever their visibility), the carousel's first in its order, each with whether it
   * is in the carousel.
   */
  async momentsToPick(
    organizationId: string,
    args: CarouselMomentsArgs,
  ): Promise<Connection<{ moment: Moment; inCarousel: boolean }>> {
    const carousel = await this.findOwned(organizationId, args.carouselId, 'carouselId');
    const [inCarousel = []] = await this.momentIdsOf([carousel.id]);
    const page = await this.moments.listForPicking(organizationId, args, inCarousel);
    const chosen = new Set(inCarousel);
    return {
      ...page,
      nodes: page.nodes.map((moment) => ({ moment, inCarousel: chosen.has(moment.id) })),
    };
  }

  async create(session: Session, input: CreateCarouselInput): Promise<Carousel> {
    const organizationId = session.organization.id;
    const name = (input.name ?? '').trim();
    new ErrorList().check('name', validateCarouselName(name)).throwIfAny();
    return this.dataSource.transaction(async (manager) => {
      const id = randomUUID();
      await this.limits.consume(
        manager,
        organizationId,
        session.subscription?.plan,
        LimitKind.WIDGETS_CAROUSEL_LIMIT,
        id,
      );
      const repository = manager.getRepository(Carousel);
      return repository.save(
        repository.create({ id, organizationId, publicId: newPublicId(), name, ...DEFAULT_WIDGET_STYLE }),
      );
    });
  }

  /**
   * A field left out keeps its value. Every rule is checked before anything is written; the moments
   * named must all be the organization's (else NOT_FOUND on `moments`, nothing written), and replace the
   * carousel's in the order given.
   */
  async update(
    organizationId: string,
    id: string,
    input: UpdateCarouselInput,
    style: WidgetStyleInput | null | undefined,
  ): Promise<Carousel> {
    const found = await this.findOwned(organizationId, id);
    const { columns, momentIds } = checkedUpdate(input, style, found);
    return this.dataSource.transaction(async (manager) => {
      const repository = manager.getRepository(Carousel);
      const carousel = await repository.findOne({
        where: { id: found.id, organizationId },
        lock: { mode: 'pessimistic_write' },
      });
      if (!carousel) throw notFound('id');
      if (input.presetId != null) {
        await this.presets.lockOwned(manager, organizationId, input.presetId, 'presetId');
      }
      if (momentIds) {
        const owned = await this.moments.ownedAmong(manager, organizationId, momentIds);
        if (owned.length !== momentIds.length) throw notFound('moments');
        const entries = manager.getRepository(CarouselMoment);
        await entries.delete({ carouselId: carousel.id });
        await entries.insert(
          momentIds.map((momentId, position) => ({ carouselId: carousel.id, momentId, position })),
        );
      }
      Object.assign(carousel, columns);
      return repository.save(carousel);
    });
  }

  /** Deletes the carousel (its moments' places go with it) and gives back its use of the limit. */
  async delete(organizationId: string, id: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const carousel = isUuid(id)
        ? await manager
            .getRepository(Carousel)
            .findOne({ where: { id, organizationId }, lock: { mode: 'pessimistic_write' } })
        : null;
      if (!carousel) throw notFound('id');
      await manager.getRepository(Carousel).delete(carousel.id);
      await this.limits.release(manager, organizationId, LimitKind.WIDGETS_CAROUSEL_LIMIT, carousel.id);
    });
  }
}

/**
 * The carousel's changes from the input, checked with the spec's rules (libs/domain), every failure at
 * once; what the input leaves out is the stored carousel's.
 */
function checkedUpdate(
  input: UpdateCarouselInput,
  style: WidgetStyleInput | null | undefined,
  stored: Carousel,
): CheckedUpdate {
  const errors = new ErrorList();
  const columns: Partial<Carousel> = {};
  if (input.name !== undefined) {
    columns.name = (input.name ?? '').trim();
    errors.check('name', validateCarouselName(columns.name));
  }
  if (input.title !== undefined) {
    columns.title = (input.title ?? '').trim();
    errors.check('title', validateWidgetTitle(columns.title));
  }
  if (input.description !== undefined) {
    columns.description = input.description ?? '';
    errors.check('description', validateWidgetDescription(columns.description));
  }
  if (input.presetId !== undefined) columns.presetId = input.presetId;
  const momentIds = input.moments ?? null;
  if (momentIds) errors.check('moments', validateCarouselMoments(momentIds));
  Object.assign(columns, checkedStyle(style, stored, errors), checkedTrackingIds(input, stored, errors));
  errors.throwIfAny();
  return { columns, momentIds };
}
