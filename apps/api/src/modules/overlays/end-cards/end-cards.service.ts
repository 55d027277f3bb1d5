import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  CtaType,
  endCardDesignParts,
  EndCardOrigin,
  ErrorCode,
  LimitKind,
  OverlayMessages,
  readEndCardDesign,
  validateCustomCode,
  validateEndCardName,
  validatePromoCodeLabel,
  validatePromoCodeText,
  ValidationMessages,
  type EndCardDesign,
} from '@framehouse/domain';
import { randomUUID } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import { notFound } from '../../../common/errors/contract-error';
import { ErrorList } from '../../../common/errors/error-list';
import { paginate, type Connection } from '../../../common/graphql/connection';
import { isUuid } from '../../../common/ids';
import type { Session } from '../../auth/session';
import { LimitsService } from '../../limits/limits.service';
import { VideoHooks } from '../../videos/video-hooks';
import { CtasService } from '../ctas/ctas.service';
import {
  END_CARD_ORDER_FIELDS,
  OVERLAY_PAGE_SIZES,
  type EndCardInput,
  type EndCardsArgs,
} from '../dtos/end-card.types';
import { OverlayPicturesService } from '../overlay-pictures.service';
import { EndCard, type EndCardPromoCode } from './end-card.entity';

/** The input fields only the visual builder takes. */
const BUILDER_FIELDS = [
  'cardOrientation',
  'cardSize',
  'overlay',
  'background',
  'backgroundImageSettings',
  'border',
  'videoControlButtons',
  'headline',
  'subline',
  'ctaButton1',
  'ctaButton2',
  'watchNextButtonVisible',
  'backgroundImageBase64',
  'backgroundImageEnabled',
  'promoCodeButton',
] as const satisfies ReadonlyArray<keyof EndCardInput>;

/** What a save writes besides the name: a custom card's code, or a builder card's design and links. */
type CardContent =
  | { origin: EndCardOrigin.CUSTOM_JS; customCode: string }
  | {
      origin: EndCardOrigin.GUI_BUILDER;
      design: EndCardDesign;
      ctaButton1Id: string | null;
      ctaButton2Id: string | null;
      watchNextButtonVisible: boolean;
      promoCode: EndCardPromoCode | null;
      /** True: the stored picture goes (backgroundImageEnabled false). */
      removeBackgroundImage: boolean;
      backgroundImageBase64: string | null;
    };

/**
 * The organization's end cards (overlays-distribution §3, §5): built in the visual builder or supplied as
 * custom code; the way a card is built is fixed at its creation. Creating one counts against
 * END_CARDS_LIMIT. Deleting one detaches it from the videos and moments that showed it (the foreign keys
 * set them to null). Another organization's card answers NOT_FOUND.
 */
@Injectable()
export class EndCardsService implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly ctas: CtasService,
    private readonly pictures: OverlayPicturesService,
    private readonly limits: LimitsService,
    private readonly videoHooks: VideoHooks,
  ) {}

  onModuleInit(): void {
    this.videoHooks.register({
      ownsEndCard: async (manager, organizationId, endCardId) =>
        isUuid(endCardId) &&
        (await manager
          .getRepository(EndCard)
          .exists({ where: { id: endCardId, organizationId }, lock: { mode: 'pessimistic_read' } })),
    });
  }

  list(organizationId: string, args: EndCardsArgs): Promise<Connection<EndCard>> {
    const query = this.dataSource
      .getRepository(EndCard)
      .createQueryBuilder('card')
      .where('card.organizationId = :organizationId', { organizationId });
    return paginate(query, args, {
      orderable: {
        name: 'LOWER(card.name)',
        created: 'card.created',
      } satisfies Record<(typeof END_CARD_ORDER_FIELDS)[number], string>,
      defaultOrderBy: '-created',
      searchable: ['card.name'],
      tieBreaker: 'card.id',
      pageSizes: OVERLAY_PAGE_SIZES,
    });
  }

  /** The caller's end card, or NOT_FOUND on `field`. */
  async findOwned(organizationId: string, id: string, field = 'id'): Promise<EndCard> {
    const card = isUuid(id)
      ? await this.dataSource.getRepository(EndCard).findOneBy({ id, organizationId })
      : null;
    if (!card) throw notFound(field);
    return card;
  }

  /** Cards by id, in the ids' order (null for one that is gone). */
  async byIds(ids: readonly string[]): Promise<Array<EndCard | null>> {
    const valid = [...new Set(ids.filter(isUuid))];
    const rows = valid.length
      ? await this.dataSource.getRepository(EndCard).createQueryBuilder('card').whereInIds(valid).getMany()
      : [];
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.map((id) => byId.get(id) ?? null);
  }

  async create(session: Session, input: EndCardInput): Promise<EndCard> {
    const organizationId = session.organization.id;
    const origin = input.customCode != null ? EndCardOrigin.CUSTOM_JS : EndCardOrigin.GUI_BUILDER;
    const name = (input.name ?? '').trim();
    const content = this.checkedContent(
      origin,
      input,
      null,
      new ErrorList().check('name', validateEndCardName(name)),
    );
    const id = randomUUID();
    return this.save(organizationId, content, null, async (manager, backgroundImageKey) => {
      await this.limits.consume(
        manager,
        organizationId,
        session.subscription?.plan,
        LimitKind.END_CARDS_LIMIT,
        id,
      );
      const repository = manager.getRepository(EndCard);
      return repository.save(
        repository.create({ id, organizationId, name, ...this.columnsOf(content), backgroundImageKey }),
      );
    });
  }

  /** A field left out keeps its value; the card is checked whole. */
  async update(organizationId: string, id: string, input: EndCardInput): Promise<EndCard> {
    const found = await this.findOwned(organizationId, id);
    const name = input.name == null ? undefined : input.name.trim();
    const content = this.checkedContent(
      found.origin,
      input,
      found,
      new ErrorList().check('name', name === undefined ? undefined : validateEndCardName(name)),
    );
    return this.save(organizationId, content, found, async (manager, backgroundImageKey) => {
      const repository = manager.getRepository(EndCard);
      const card = await repository.findOne({
        where: { id, organizationId },
        lock: { mode: 'pessimistic_write' },
      });
      if (!card) throw notFound('id');
      Object.assign(card, this.columnsOf(content), { backgroundImageKey });
      if (name !== undefined) card.name = name;
      return repository.save(card);
    });
  }

  /**
   * Deletes the card; its videos and moments show none (the foreign keys' ON DELETE SET NULL). The card
   * gives back its use of END_CARDS_LIMIT: the limit is on cards held, not on cards ever made.
   */
  async delete(organizationId: string, id: string): Promise<void> {
    const card = await this.dataSource.transaction(async (manager) => {
      const card = isUuid(id)
        ? await manager
            .getRepository(EndCard)
            .findOne({ where: { id, organizationId }, lock: { mode: 'pessimistic_write' } })
        : null;
      if (!card) throw notFound('id');
      await manager.getRepository(EndCard).delete(card.id);
      await this.limits.release(manager, organizationId, LimitKind.END_CARDS_LIMIT, card.id);
      return card;
    });
    await this.pictures.remove([card.backgroundImageKey]);
  }

  backgroundImageUrl(card: EndCard): string | null {
    return this.pictures.url(card.backgroundImageKey);
  }

  /**
   * Stores a new background picture first (outside the transaction), then writes the row in one
   * transaction that also checks the button CTAs; the picture is removed when that fails, the replaced
   * one once it commits.
   */
  private async save(
    organizationId: string,
    content: CardContent,
    stored: EndCard | null,
    write: (manager: EntityManager, backgroundImageKey: string | null) => Promise<EndCard>,
  ): Promise<EndCard> {
    const builder = content.origin === EndCardOrigin.GUI_BUILDER ? content : null;
    const newKey = builder?.backgroundImageBase64
      ? await this.pictures.storeEndCardBackground(
          organizationId,
          builder.backgroundImageBase64,
          'backgroundImageBase64',
        )
      : null;
    const keep = builder && !builder.removeBackgroundImage ? (stored?.backgroundImageKey ?? null) : null;
    const backgroundImageKey = newKey ?? keep;
    try {
      const card = await this.dataSource.transaction(async (manager) => {
        if (builder) await this.checkButtons(manager, organizationId, builder);
        return write(manager, backgroundImageKey);
      });
      if (stored?.backgroundImageKey && stored.backgroundImageKey !== backgroundImageKey) {
        await this.pictures.remove([stored.backgroundImageKey]);
      }
      return card;
    } catch (error) {
      await this.pictures.remove([newKey]);
      throw error;
    }
  }

  /** The button CTAs named must be the organization's buttons, kept from deletion until the commit. */
  private async checkButtons(
    manager: EntityManager,
    organizationId: string,
    content: { ctaButton1Id: string | null; ctaButton2Id: string | null },
  ): Promise<void> {
    const named = [content.ctaButton1Id, content.ctaButton2Id].filter((id): id is string => id !== null);
    const found = await this.ctas.lockOwned(manager, organizationId, named);
    const isButton = (id: string | null) =>
      id === null || found.some((cta) => cta.id === id && cta.type === CtaType.BUTTON);
    const errors = new ErrorList();
    if (!isButton(content.ctaButton1Id)) errors.code(true, ErrorCode.NOT_FOUND, 'ctaButton1');
    if (!isButton(content.ctaButton2Id)) errors.code(true, ErrorCode.NOT_FOUND, 'ctaButton2');
    errors.throwIfAny();
  }

  /**
   * The card's content from the input, checked with the spec's rules (after those already in `errors`) (libs/domain): custom code needs its
   * code; a builder card its design parts (readEndCardDesign), promo code and background picture. On
   * update (`stored`), what the input leaves out is the stored card's.
   */
  private checkedContent(
    origin: EndCardOrigin,
    input: EndCardInput,
    stored: EndCard | null,
    errors: ErrorList,
  ): CardContent {
    if (origin === EndCardOrigin.CUSTOM_JS) {
      const extra = BUILDER_FIELDS.find((field) => input[field] != null);
      errors.check(extra ?? 'customCode', extra ? OverlayMessages.customCodeOnly : undefined);
      const customCode = input.customCode ?? stored?.customCode ?? '';
      errors.check('customCode', validateCustomCode(customCode)).throwIfAny();
      return { origin, customCode };
    }
    errors.check('customCode', input.customCode != null ? OverlayMessages.endCardOriginFixed : undefined);
    const storedParts = stored?.design ? endCardDesignParts(stored.design) : null;
    const part = <K extends keyof ReturnType<typeof endCardDesignParts>>(key: K) =>
      input[key] !== undefined ? input[key] : storedParts?.[key];
    const { design, problems } = readEndCardDesign({
      cardOrientation: input.cardOrientation ?? stored?.design?.cardOrientation,
      cardSize: input.cardSize ?? stored?.design?.cardSize,
      overlay: part('overlay'),
      background: part('background'),
      backgroundImageSettings: part('backgroundImageSettings'),
      border: part('border'),
      videoControlButtons: part('videoControlButtons'),
      headline: part('headline'),
      subline: part('subline'),
    });
    for (const problem of problems) errors.check(problem.field, problem.message);
    const promo =
      input.promoCodeButton === undefined ? (stored?.promoCode ?? null) : (input.promoCodeButton ?? null);
    const promoCode = promo ? { text: promo.text.trim(), label: promo.label.trim() } : null;
    if (promoCode) {
      errors.check('promoCodeButton.text', validatePromoCodeText(promoCode.text));
      errors.check('promoCodeButton.label', validatePromoCodeLabel(promoCode.label));
    }
    const removeBackgroundImage = input.backgroundImageEnabled === false;
    const hasImage = Boolean(input.backgroundImageBase64) || Boolean(stored?.backgroundImageKey);
    errors.check(
      'backgroundImageBase64',
      input.backgroundImageEnabled === true && !hasImage ? ValidationMessages.imageEmpty : undefined,
    );
    errors.throwIfAny();
    return {
      origin,
      design,
      ctaButton1Id: input.ctaButton1 === undefined ? (stored?.ctaButton1Id ?? null) : input.ctaButton1,
      ctaButton2Id: input.ctaButton2 === undefined ? (stored?.ctaButton2Id ?? null) : input.ctaButton2,
      watchNextButtonVisible: input.watchNextButtonVisible ?? stored?.watchNextButtonVisible ?? false,
      promoCode,
      removeBackgroundImage,
      backgroundImageBase64: removeBackgroundImage ? null : (input.backgroundImageBase64 ?? null),
    };
  }

  private columnsOf(content: CardContent): Partial<EndCard> {
    if (content.origin === EndCardOrigin.CUSTOM_JS) {
      return {
        origin: content.origin,
        customCode: content.customCode,
        design: null,
        ctaButton1Id: null,
        ctaButton2Id: null,
        watchNextButtonVisible: false,
        promoCode: null,
      };
    }
    return {
      origin: content.origin,
      customCode: null,
      design: content.design,
      ctaButton1Id: content.ctaButton1Id,
      ctaButton2Id: content.ctaButton2Id,
      watchNextButtonVisible: content.watchNextButtonVisible,
      promoCode: content.promoCode,
    };
  }
}
