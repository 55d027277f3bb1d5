import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  buttonCtaFormOf,
  CtaType,
  DEFAULT_BUTTON_CTA_FORM,
  ErrorCode,
  OverlayMessages,
  readButtonCtaForm,
  validateImageCtaName,
  validateImageCtaUrl,
  ValidationMessages,
  type ButtonCtaForm,
} from '@framehouse/domain';
import { DataSource, In, type EntityManager } from 'typeorm';
import { contractError, notFound } from '../../../common/errors/contract-error';
import { ErrorList } from '../../../common/errors/error-list';
import { paginate, type Connection } from '../../../common/graphql/connection';
import { isUuid } from '../../../common/ids';
import type { ButtonCtaInput, CtasArgs, ImageCtaInput } from '../dtos/cta.types';
import { CTA_ORDER_FIELDS } from '../dtos/cta.types';
import { OVERLAY_PAGE_SIZES } from '../dtos/end-card.types';
import { EndCard } from '../end-cards/end-card.entity';
import { OverlayPicturesService } from '../overlay-pictures.service';
import { VideoCta } from '../video-ctas/video-cta.entity';
import { Cta } from './cta.entity';

/** The fields of a button input that were sent (null counts as not sent: every field has a value). */
function sentFields(input: ButtonCtaInput): Partial<ButtonCtaForm> {
  return Object.fromEntries(
    Object.entries(input).filter(([, value]) => value !== undefined && value !== null),
  ) as Partial<ButtonCtaForm>;
}

/**
 * The organization's calls to action: buttons (the form's fields checked with libs/domain's
 * readButtonCtaForm) and images (a picture re-encoded, or an SVG sanitized). A CTA in use by an end card
 * or a video cannot be deleted. Another organization's CTA answers NOT_FOUND.
 */
@Injectable()
export class CtasService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly pictures: OverlayPicturesService,
  ) {}

  list(organizationId: string, args: CtasArgs): Promise<Connection<Cta>> {
    const query = this.dataSource
      .getRepository(Cta)
      .createQueryBuilder('cta')
      .where('cta.organizationId = :organizationId', { organizationId });
    if (args.typeFilter) query.andWhere('cta.type = :type', { type: args.typeFilter });
    return paginate(query, args, {
      orderable: {
        name: 'LOWER(cta.name)',
        created: 'cta.created',
        type: 'cta.type',
      } satisfies Record<(typeof CTA_ORDER_FIELDS)[number], string>,
      defaultOrderBy: '-created',
      searchable: ['cta.name'],
      tieBreaker: 'cta.id',
      pageSizes: OVERLAY_PAGE_SIZES,
    });
  }

  /** The caller's CTA of `type`, or NOT_FOUND on `field`. */
  async findOwned(organizationId: string, id: string, type: CtaType, field = 'id'): Promise<Cta> {
    const cta = isUuid(id)
      ? await this.dataSource.getRepository(Cta).findOneBy({ id, organizationId, type })
      : null;
    if (!cta) throw notFound(field);
    return cta;
  }

  /**
   * The caller's CTAs among `ids`, inside the caller's transaction and kept from deletion until it ends
   * (a deletion that came first has removed them: they are simply not found).
   */
  async lockOwned(manager: EntityManager, organizationId: string, ids: readonly string[]): Promise<Cta[]> {
    const valid = [...new Set(ids.filter(isUuid))];
    if (valid.length === 0) return [];
    return manager.getRepository(Cta).find({
      where: { id: In(valid), organizationId },
      lock: { mode: 'pessimistic_read' },
    });
  }

  /** CTAs by id, in the ids' order (null for one that is gone). */
  async byIds(ids: readonly string[]): Promise<Array<Cta | null>> {
    const valid = ids.filter(isUuid);
    const rows = valid.length ? await this.dataSource.getRepository(Cta).findBy({ id: In(valid) }) : [];
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.map((id) => byId.get(id) ?? null);
  }

  /** The organization's CTAs among these public ids (what players know them by). */
  async byPublicUuids(organizationId: string, publicUuids: readonly string[]): Promise<Cta[]> {
    const valid = [...new Set(publicUuids.filter(isUuid))];
    if (valid.length === 0) return [];
    return this.dataSource.getRepository(Cta).findBy({ organizationId, publicUuid: In(valid) });
  }

  /** How many end cards show each CTA as a button, in the ids' order. */
  async usedInCards(ids: readonly string[]): Promise<number[]> {
    if (ids.length === 0) return [];
    const rows = await this.dataSource
      .getRepository(EndCard)
      .createQueryBuilder('card')
      .select('cta.id', 'id')
      .addSelect('COUNT(DISTINCT card.id)', 'count')
      .innerJoin(Cta, 'cta', 'cta.id = card.ctaButton1Id OR cta.id = card.ctaButton2Id')
      .where('cta.id IN (:...ids)', { ids: [...ids] })
      .groupBy('cta.id')
      .getRawMany<{ id: string; count: string }>();
    const counts = new Map(rows.map((row) => [row.id, Number(row.count)]));
    return ids.map((id) => counts.get(id) ?? 0);
  }

  /** How many videos place each CTA, in the ids' order. */
  async usedInVideos(ids: readonly string[]): Promise<number[]> {
    if (ids.length === 0) return [];
    const rows = await this.dataSource
      .getRepository(VideoCta)
      .createQueryBuilder('placed')
      .select('placed.ctaId', 'id')
      .addSelect('COUNT(DISTINCT placed.videoId)', 'count')
      .where('placed.ctaId IN (:...ids)', { ids: [...ids] })
      .groupBy('placed.ctaId')
      .getRawMany<{ id: string; count: string }>();
    const counts = new Map(rows.map((row) => [row.id, Number(row.count)]));
    return ids.map((id) => counts.get(id) ?? 0);
  }

  async createButton(organizationId: string, input: ButtonCtaInput): Promise<Cta> {
    const { name, url, design } = checkedButton({ ...DEFAULT_BUTTON_CTA_FORM, ...sentFields(input) });
    const repository = this.dataSource.getRepository(Cta);
    return repository.save(repository.create({ organizationId, type: CtaType.BUTTON, name, url, design }));
  }

  /** Only the fields sent change; the whole form is checked again. */
  async updateButton(organizationId: string, id: string, input: ButtonCtaInput): Promise<Cta> {
    return this.dataSource.transaction(async (manager) => {
      const cta = await this.lockForChange(manager, organizationId, id, CtaType.BUTTON);
      // A button always has its design (a check of the table).
      const stored = cta.design
        ? buttonCtaFormOf(cta.name, cta.url ?? '', cta.design)
        : DEFAULT_BUTTON_CTA_FORM;
      const { name, url, design } = checkedButton({ ...stored, ...sentFields(input) });
      Object.assign(cta, { name, url, design });
      return manager.getRepository(Cta).save(cta);
    });
  }

  async createImage(organizationId: string, input: ImageCtaInput): Promise<Cta> {
    const name = (input.name ?? '').trim();
    const url = (input.url ?? '').trim();
    new ErrorList()
      .check('name', validateImageCtaName(name))
      .check('url', validateImageCtaUrl(url))
      .check('imageBase64', input.imageBase64 ? undefined : ValidationMessages.imageEmpty)
      .throwIfAny();
    const imageKey = await this.pictures.storeCtaImage(
      organizationId,
      input.imageBase64 ?? '',
      'imageBase64',
    );
    try {
      const repository = this.dataSource.getRepository(Cta);
      return await repository.save(
        repository.create({ organizationId, type: CtaType.IMAGE, name, url: url || null, imageKey }),
      );
    } catch (error) {
      await this.pictures.remove([imageKey]);
      throw error;
    }
  }

  /** Only the fields sent change; a new picture replaces the old one, which is removed after the commit. */
  async updateImage(organizationId: string, id: string, input: ImageCtaInput): Promise<Cta> {
    const name = input.name == null ? undefined : input.name.trim();
    const url = input.url === undefined ? undefined : (input.url ?? '').trim();
    new ErrorList()
      .check('name', name === undefined ? undefined : validateImageCtaName(name))
      .check('url', url === undefined ? undefined : validateImageCtaUrl(url))
      .check('imageBase64', input.imageBase64 === '' ? ValidationMessages.imageEmpty : undefined)
      .throwIfAny();
    await this.findOwned(organizationId, id, CtaType.IMAGE);
    const imageKey = input.imageBase64
      ? await this.pictures.storeCtaImage(organizationId, input.imageBase64, 'imageBase64')
      : null;
    try {
      const { cta, previous } = await this.dataSource.transaction(async (manager) => {
        const cta = await this.lockForChange(manager, organizationId, id, CtaType.IMAGE);
        const previous = imageKey ? cta.imageKey : null;
        if (name !== undefined) cta.name = name;
        if (url !== undefined) cta.url = url || null;
        if (imageKey) cta.imageKey = imageKey;
        return { cta: await manager.getRepository(Cta).save(cta), previous };
      });
      await this.pictures.remove([previous]);
      return cta;
    } catch (error) {
      await this.pictures.remove([imageKey]);
      throw error;
    }
  }

  /**
   * Deletes a CTA no end card shows and no video places; one in use is refused with the counts (the
   * member removes it from them first: a video's CTAs would silently change otherwise).
   */
  async delete(organizationId: string, id: string): Promise<void> {
    const imageKey = await this.dataSource.transaction(async (manager) => {
      const cta = isUuid(id)
        ? await manager
            .getRepository(Cta)
            .findOne({ where: { id, organizationId }, lock: { mode: 'pessimistic_write' } })
        : null;
      if (!cta) throw notFound('id');
      const cards = await manager
        .getRepository(EndCard)
        .createQueryBuilder('card')
        .where('card.ctaButton1Id = :id OR card.ctaButton2Id = :id', { id: cta.id })
        .getCount();
      const videos = await manager
        .getRepository(VideoCta)
        .createQueryBuilder('placed')
        .select('COUNT(DISTINCT placed.videoId)', 'count')
        .where('placed.ctaId = :id', { id: cta.id })
        .getRawOne<{ count: string }>();
      const videoCount = Number(videos?.count ?? 0);
      if (cards > 0 || videoCount > 0) {
        throw contractError(ErrorCode.VALIDATION_ERROR, {
          field: 'id',
          message: OverlayMessages.ctaInUse(cards, videoCount),
        });
      }
      await manager.getRepository(Cta).delete(cta.id);
      return cta.imageKey;
    });
    await this.pictures.remove([imageKey]);
  }

  /** The URL of an image CTA's picture. */
  imageUrl(cta: Cta): string {
    return this.pictures.url(cta.imageKey) ?? '';
  }

  private async lockForChange(
    manager: EntityManager,
    organizationId: string,
    id: string,
    type: CtaType,
  ): Promise<Cta> {
    const cta = isUuid(id)
      ? await manager
          .getRepository(Cta)
          .findOne({ where: { id, organizationId, type }, lock: { mode: 'pessimistic_write' } })
      : null;
    if (!cta) throw notFound('id');
    return cta;
  }
}

/** The button form checked: its problems as VALIDATION_ERRORs on the form's fields, all at once. */
function checkedButton(form: ButtonCtaForm): ReturnType<typeof readButtonCtaForm> {
  const read = readButtonCtaForm(form);
  const errors = new ErrorList();
  for (const problem of read.problems) errors.check(problem.field, problem.message);
  errors.throwIfAny();
  return read;
}
