import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  defaultSections,
  ErrorCode,
  LimitKind,
  MICROSITE_FAVICON_MAX_DIMENSION,
  MICROSITE_FAVICON_STORED_SIZE,
  MICROSITE_LOGO_MAX_DIMENSION,
  MICROSITE_LOGO_STORED_SIZE,
  MICROSITE_ORDER_FIELDS,
  MICROSITE_PRESET_COLORS,
  micrositeAddress,
  micrositeDomain,
  MicrositeMessages,
  normalizeTrackingId,
  SECTION_POSITIONS,
  validateGoogleAnalytics4Id,
  validateGoogleAnalyticsId,
  validateHexColor,
  validateMicrositeDescription,
  validateMicrositeHtmlCode,
  validateMicrositeSubdomain,
  validateMicrositeTitleField,
  validateNewMicrositeSubdomain,
  validateSection,
  type SectionRule,
} from '@framehouse/domain';
import { randomUUID } from 'node:crypto';
import { DataSource, In, QueryFailedError, type EntityManager } from 'typeorm';
import { contractError, notFound } from '../../common/errors/contract-error';
import { ErrorList } from '../../common/errors/error-list';
import { paginate, type Connection } from '../../common/graphql/connection';
import { isUuid } from '../../common/ids';
import { preparePicture } from '../../common/images/picture';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { isUniqueViolation } from '../../database/unique-violation';
import type { Session } from '../auth/session';
import { LimitsService } from '../limits/limits.service';
import { PlaylistHooks } from '../playlists/playlist-hooks';
import { PlaylistsService } from '../playlists/playlists.service';
import { StorageService } from '../storage/storage.service';
import type {
  CreateMicrositeInput,
  MicrositeSectionInput,
  MicrositesArgs,
  UpdateMicrositeInput,
} from './dtos/microsite.types';
import { MicrositeHooks } from './microsite-hooks';
import { MicrositeSection } from './microsite-section.entity';
import { Microsite } from './microsite.entity';
import type {
  MicrositeHealthTarget,
  PublicMicrositeRecord,
  PublicMicrositeSection,
} from './public-microsite-record';

const SUBDOMAIN_INDEX = 'microsites_subdomain';
const PLAYLIST_FOREIGN_KEY = 'microsite_sections_playlist_fk';

/** Ours: a new microsite's colour is the first of the editor's preset colours, so one is picked. */
export const DEFAULT_MICROSITE_MAIN_COLOR = MICROSITE_PRESET_COLORS[0] as string;

/** The pictures a microsite has: where each is stored, its field in the input and its sizes. */
const PICTURES = {
  logo: {
    column: 'logoKey',
    field: 'logoBase64',
    maxDimension: MICROSITE_LOGO_MAX_DIMENSION,
    size: MICROSITE_LOGO_STORED_SIZE,
  },
  favicon: {
    column: 'faviconKey',
    field: 'faviconBase64',
    maxDimension: MICROSITE_FAVICON_MAX_DIMENSION,
    size: MICROSITE_FAVICON_STORED_SIZE,
  },
} as const;

export type MicrositePicture = keyof typeof PICTURES;

/**
 * The organization's microsites (overlays-distribution §2–§7) and their three sections. The subdomain is
 * unique on the server (its index answers a race with the same error as the check) and never changes.
 * Creating one counts against MICROSITES_LIMIT, deleting one gives it back. Another organization's
 * microsite or playlist answers NOT_FOUND. Pictures are stored re-encoded before the row is written and
 * removed again when the write fails.
 */
@Injectable()
export class MicrositesService implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly limits: LimitsService,
    private readonly playlists: PlaylistsService,
    private readonly playlistHooks: PlaylistHooks,
    private readonly storage: StorageService,
    private readonly hooks: MicrositeHooks,
  ) {}

  onModuleInit(): void {
    // A playlist a section shows cannot be deleted (deletePlaylist asks in its transaction).
    this.playlistHooks.register({
      playlistInUse: (manager, playlistId) =>
        manager.getRepository(MicrositeSection).existsBy({ playlistId }),
    });
  }

  /** MICROSITE_HOST: what a subdomain goes before (the admin's create page shows it after the field). */
  host(): string {
    return this.config.micrositeHost;
  }

  domainOf(subdomain: string): string {
    return micrositeDomain(subdomain, this.config.micrositeHost);
  }

  urlOf(subdomain: string): string {
    return micrositeAddress(this.domainOf(subdomain), this.config.publicUrl);
  }

  pictureUrl(key: string | null): string | null {
    return this.storage.publicUrl(key);
  }

  list(organizationId: string, args: MicrositesArgs): Promise<Connection<Microsite>> {
    const query = this.dataSource
      .getRepository(Microsite)
      .createQueryBuilder('microsite')
      .where('microsite.organizationId = :organizationId', { organizationId })
      .setParameter('domainSuffix', `.${this.config.micrositeHost}`);
    return paginate(query, args, {
      orderable: {
        // Ids are uuids: "id" is the spec's default order, read as the order of creation.
        id: 'microsite.created',
        title: 'LOWER(microsite.title)',
        domain: 'microsite.subdomain',
        created: 'microsite.created',
      } satisfies Record<(typeof MICROSITE_ORDER_FIELDS)[number], string>,
      defaultOrderBy: '-id',
      searchable: ['microsite.title', '(microsite.subdomain || :domainSuffix)'],
      tieBreaker: 'microsite.id',
    });
  }

  /** The caller's microsite, or NOT_FOUND on `field`. */
  async findOwned(organizationId: string, id: string, field = 'id'): Promise<Microsite> {
    const microsite = isUuid(id)
      ? await this.dataSource.getRepository(Microsite).findOneBy({ id, organizationId })
      : null;
    if (!microsite) throw notFound(field);
    return microsite;
  }

  /** Each microsite's sections in position order (TOP, MIDDLE, BOTTOM), in the microsites' order. */
  async sectionsOf(micrositeIds: readonly string[]): Promise<MicrositeSection[][]> {
    const rows = micrositeIds.length
      ? await this.dataSource
          .getRepository(MicrositeSection)
          .find({ where: { micrositeId: In([...micrositeIds]) } })
      : [];
    return micrositeIds.map((id) => inPositionOrder(rows.filter((row) => row.micrositeId === id)));
  }

  /**
   * A new microsite with the three default sections (§4), in one transaction: the subdomain checked with
   * the spec's rules, not reserved and free (else on `domain`), one use of MICROSITES_LIMIT.
   */
  async create(session: Session, input: CreateMicrositeInput): Promise<Microsite> {
    const organizationId = session.organization.id;
    const title = (input.title ?? '').trim();
    const description = (input.description ?? '').trim();
    const subdomain = (input.domain ?? '').trim();
    new ErrorList()
      .check('title', validateMicrositeTitleField(title))
      .check('description', validateMicrositeDescription(description))
      .check('domain', validateNewMicrositeSubdomain(subdomain))
      .throwIfAny();
    const microsite = await this.withSubdomainIndex(() =>
      this.dataSource.transaction(async (manager) => {
        const id = randomUUID();
        await this.limits.consume(
          manager,
          organizationId,
          session.subscription?.plan,
          LimitKind.MICROSITES_LIMIT,
          id,
        );
        const repository = manager.getRepository(Microsite);
        if (await repository.existsBy({ subdomain })) throw subdomainTaken();
        const saved = await repository.save(
          repository.create({
            id,
            organizationId,
            title,
            description,
            subdomain,
            mainColor: DEFAULT_MICROSITE_MAIN_COLOR,
            momentsLocationTop: input.momentsLocationTop ?? true,
          }),
        );
        await manager.getRepository(MicrositeSection).insert(
          defaultSections().map((section, index) => ({
            ...section,
            micrositeId: saved.id,
            position: SECTION_POSITIONS[index],
          })),
        );
        return saved;
      }),
    );
    await this.hooks.created(microsite.id);
    return microsite;
  }

  /**
   * Only the fields sent change (the subdomain is not among them). Every rule is checked before anything
   * is written; a new logo or favicon is stored re-encoded first, the previous one removed after the
   * commit, and the new one removed when the commit fails.
   */
  async update(organizationId: string, id: string, input: UpdateMicrositeInput): Promise<Microsite> {
    await this.findOwned(organizationId, id);
    const columns = checkedUpdate(input);
    const stored: Partial<Record<MicrositePicture, string>> = {};
    try {
      for (const picture of Object.keys(PICTURES) as MicrositePicture[]) {
        const base64 = input[PICTURES[picture].field];
        if (base64 != null) stored[picture] = await this.storePicture(organizationId, picture, base64);
      }
      const { microsite, previous } = await this.dataSource.transaction(async (manager) => {
        const microsite = await this.lockOwned(manager, organizationId, id);
        const previous = (Object.keys(stored) as MicrositePicture[]).map(
          (picture) => microsite[PICTURES[picture].column],
        );
        Object.assign(microsite, columns);
        if (stored.logo) microsite.logoKey = stored.logo;
        if (stored.favicon) microsite.faviconKey = stored.favicon;
        return { microsite: await manager.getRepository(Microsite).save(microsite), previous };
      });
      await this.removePictures(previous);
      await this.hooks.republished(microsite.id);
      return microsite;
    } catch (error) {
      await this.removePictures(Object.values(stored));
      throw error;
    }
  }

  /** Removes the logo or the favicon (nothing to remove succeeds) and its stored file. */
  async deletePicture(organizationId: string, id: string, picture: MicrositePicture): Promise<Microsite> {
    const { microsite, previous } = await this.dataSource.transaction(async (manager) => {
      const microsite = await this.lockOwned(manager, organizationId, id);
      const column = PICTURES[picture].column;
      const previous = microsite[column];
      microsite[column] = null;
      return { microsite: await manager.getRepository(Microsite).save(microsite), previous };
    });
    await this.removePictures([previous]);
    return microsite;
  }

  /**
   * Replaces the three sections' settings, in order top, middle, bottom. Every rule is checked (errors on
   * `sections.{index}.{field}`); a playlist must be one of the organization's (else NOT_FOUND there).
   */
  async updateSections(
    organizationId: string,
    id: string,
    inputs: readonly MicrositeSectionInput[],
    idField = 'id',
  ): Promise<Microsite> {
    await this.findOwned(organizationId, id, idField);
    const sections = checkedSections(inputs);
    for (const [index, section] of sections.entries()) {
      if (section.playlistId) {
        await this.playlists.findOwned(organizationId, section.playlistId, sectionField(index, 'playlistId'));
      }
    }
    try {
      return await this.dataSource.transaction(async (manager) => {
        const microsite = await this.lockOwned(manager, organizationId, id, idField);
        await manager.getRepository(MicrositeSection).upsert(
          sections.map((section, index) => ({
            ...section,
            micrositeId: microsite.id,
            position: SECTION_POSITIONS[index],
          })),
          ['micrositeId', 'position'],
        );
        return microsite;
      });
    } catch (error) {
      // The playlist was deleted between the check and the write.
      if (isForeignKeyViolation(error, PLAYLIST_FOREIGN_KEY)) throw notFound('sections');
      throw error;
    }
  }

  /** Deletes the microsite (its sections go with it), its pictures, and gives back its use of the limit. */
  async delete(organizationId: string, id: string): Promise<void> {
    const microsite = await this.dataSource.transaction(async (manager) => {
      const microsite = await this.lockOwned(manager, organizationId, id);
      await manager.getRepository(Microsite).delete(microsite.id);
      await this.limits.release(manager, organizationId, LimitKind.MICROSITES_LIMIT, microsite.id);
      return microsite;
    });
    await this.removePictures([microsite.logoKey, microsite.faviconKey]);
  }

  // For the public site and the health check (no session: the subdomain or the id is the server's).

  /** The microsite a subdomain names, as the public site renders it; null when there is none. */
  async findBySubdomain(subdomain: string): Promise<PublicMicrositeRecord | null> {
    if (validateMicrositeSubdomain(subdomain)) return null;
    const microsite = await this.dataSource.getRepository(Microsite).findOneBy({ subdomain });
    if (!microsite) return null;
    const [sections = []] = await this.sectionsOf([microsite.id]);
    return {
      id: microsite.id,
      organizationId: microsite.organizationId,
      title: microsite.title,
      description: microsite.description,
      subdomain: microsite.subdomain,
      domain: this.domainOf(microsite.subdomain),
      url: this.urlOf(microsite.subdomain),
      logoUrl: this.pictureUrl(microsite.logoKey),
      faviconUrl: this.pictureUrl(microsite.faviconKey),
      logoKey: microsite.logoKey,
      faviconKey: microsite.faviconKey,
      mainColor: microsite.mainColor,
      googleAnalyticsId: microsite.googleAnalyticsId,
      googleAnalytics4Id: microsite.googleAnalytics4Id,
      htmlCode: microsite.htmlCode,
      momentsLocationTop: microsite.momentsLocationTop,
      healthy: microsite.healthy,
      sections: sections.map(publicSection),
    };
  }

  /** What the health check asks of a microsite; null when it was deleted meanwhile. */
  async findForHealthCheck(id: string): Promise<MicrositeHealthTarget | null> {
    const microsite = isUuid(id) ? await this.dataSource.getRepository(Microsite).findOneBy({ id }) : null;
    if (!microsite) return null;
    return {
      id: microsite.id,
      subdomain: microsite.subdomain,
      domain: this.domainOf(microsite.subdomain),
      url: this.urlOf(microsite.subdomain),
      healthy: microsite.healthy,
    };
  }

  /** The microsites still PUBLISHING, whose checks a start queues again (Redis may have lost them). */
  async unhealthyIds(): Promise<string[]> {
    const rows = await this.dataSource
      .getRepository(Microsite)
      .find({ select: { id: true }, where: { healthy: false } });
    return rows.map(({ id }) => id);
  }

  /** Records the health check's outcome; false when the microsite no longer exists. */
  async markHealthy(id: string, healthy = true): Promise<boolean> {
    if (!isUuid(id)) return false;
    const result = await this.dataSource.getRepository(Microsite).update({ id }, { healthy });
    return (result.affected ?? 0) > 0;
  }

  private async storePicture(organizationId: string, picture: MicrositePicture, base64: string) {
    const rules = PICTURES[picture];
    const prepared = await preparePicture(base64, {
      field: rules.field,
      maxDimension: rules.maxDimension,
      resize: { size: rules.size, fit: 'inside' },
    });
    const key = `microsites/${organizationId}/${picture}-${randomUUID()}.${prepared.extension}`;
    await this.storage.putPublic(key, prepared.data, prepared.contentType);
    return key;
  }

  /** Removes stored pictures (after a commit that no longer names them, or a failed one that never did). */
  private async removePictures(keys: ReadonlyArray<string | null | undefined>): Promise<void> {
    for (const key of keys) if (key) await this.storage.deletePublic(key).catch(() => undefined);
  }

  private async lockOwned(
    manager: EntityManager,
    organizationId: string,
    id: string,
    field = 'id',
  ): Promise<Microsite> {
    const microsite = isUuid(id)
      ? await manager
          .getRepository(Microsite)
          .findOne({ where: { id, organizationId }, lock: { mode: 'pessimistic_write' } })
      : null;
    if (!microsite) throw notFound(field);
    return microsite;
  }

  /** Two creations of one subdomain at the same moment: the index keeps the second out, same answer. */
  private async withSubdomainIndex<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error, SUBDOMAIN_INDEX)) throw subdomainTaken();
      throw error;
    }
  }
}

const subdomainTaken = () =>
  contractError(ErrorCode.VALIDATION_ERROR, { field: 'domain', message: MicrositeMessages.subdomainTaken });

/** The field of a section's error: `sections.{index}.{field}` (index 0 is the top section). */
export const sectionField = (index: number, field: string) => `sections.${index}.${field}`;

const POSITION_ORDER = new Map(SECTION_POSITIONS.map((position, index) => [position, index]));

function inPositionOrder(sections: MicrositeSection[]): MicrositeSection[] {
  return sections.sort(
    (a, b) => (POSITION_ORDER.get(a.position) ?? 0) - (POSITION_ORDER.get(b.position) ?? 0),
  );
}

function publicSection(section: MicrositeSection): PublicMicrositeSection {
  return {
    id: section.id,
    position: section.position,
    title: section.title,
    sortBy: section.sortBy,
    contentType: section.contentType,
    internalTag: section.internalTag,
    regularTag: section.regularTag,
    playlistId: section.playlistId,
  };
}

/** A sent text trimmed, empty as none. */
const optionalText = (value: string | null | undefined) => value?.trim() || null;

/** The microsite's changes from the input, every rule checked at once; what is left out is not changed. */
function checkedUpdate(input: UpdateMicrositeInput): Partial<Microsite> {
  const errors = new ErrorList();
  const columns: Partial<Microsite> = {};
  if (input.title !== undefined) {
    columns.title = (input.title ?? '').trim();
    errors.check('title', validateMicrositeTitleField(columns.title));
  }
  if (input.description !== undefined) {
    columns.description = (input.description ?? '').trim();
    errors.check('description', validateMicrositeDescription(columns.description));
  }
  if (input.mainColor !== undefined) {
    columns.mainColor = input.mainColor?.trim() ?? '';
    errors.check('mainColor', validateHexColor(columns.mainColor));
  }
  if (input.googleAnalyticsId !== undefined) {
    columns.googleAnalyticsId = normalizeTrackingId(input.googleAnalyticsId);
    errors.check('googleAnalyticsId', validateGoogleAnalyticsId(columns.googleAnalyticsId));
  }
  if (input.googleAnalytics4Id !== undefined) {
    columns.googleAnalytics4Id = normalizeTrackingId(input.googleAnalytics4Id);
    errors.check('googleAnalytics4Id', validateGoogleAnalytics4Id(columns.googleAnalytics4Id));
  }
  if (input.htmlCode !== undefined) {
    columns.htmlCode = input.htmlCode ?? '';
    errors.check('htmlCode', validateMicrositeHtmlCode(columns.htmlCode));
  }
  if (input.momentsLocationTop != null) columns.momentsLocationTop = input.momentsLocationTop;
  errors.throwIfAny();
  return columns;
}

/** The three sections sent, checked (every problem at once) and trimmed, in order top, middle, bottom. */
function checkedSections(inputs: readonly MicrositeSectionInput[]): SectionRule[] {
  if (inputs.length !== SECTION_POSITIONS.length) {
    throw contractError(ErrorCode.VALIDATION_ERROR, {
      field: 'sections',
      message: MicrositeMessages.sectionsCount,
    });
  }
  const errors = new ErrorList();
  const sections = inputs.map((input, index) => {
    const section: SectionRule = {
      title: (input.title ?? '').trim(),
      sortBy: input.sortBy,
      contentType: input.contentType,
      internalTag: optionalText(input.internalTag),
      regularTag: optionalText(input.regularTag),
      playlistId: optionalText(input.playlistId),
    };
    for (const problem of validateSection(section)) {
      errors.check(sectionField(index, problem.field), problem.message);
    }
    return section;
  });
  errors.throwIfAny();
  return sections;
}

/** True when a statement failed on the named foreign key (PostgreSQL 23503). */
function isForeignKeyViolation(error: unknown, constraint: string): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  const driverError = error.driverError as { code?: string; constraint?: string } | undefined;
  return driverError?.code === '23503' && driverError.constraint === constraint;
}
