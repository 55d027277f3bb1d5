import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ErrorCode, PUBLISHING_TARGET_TYPE_LABELS, PublishingTargetType } from '@framehouse/domain';
import { DataSource, In, type EntityManager } from 'typeorm';
import { contractError } from '../../common/errors/contract-error';
import { isUuid } from '../../common/ids';
import { PublishingTarget } from './publishing-target.entity';

/**
 * The organization's publishing targets. Its SelfPublication target is made on first use (the migration
 * made it for the organizations that existed then); YouTube targets come and go with linked accounts.
 */
@Injectable()
export class PublishingTargetsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Every target of the organization, its own pages first, then by creation. */
  async list(organizationId: string, manager: EntityManager = this.dataSource.manager) {
    await this.ensureSelfPublication(manager, organizationId);
    const targets = await manager
      .getRepository(PublishingTarget)
      .find({ where: { organizationId }, order: { created: 'ASC', id: 'ASC' } });
    return targets.sort((a, b) => selfFirst(a) - selfFirst(b));
  }

  /** The organization's SelfPublication target, made if it is missing. */
  async selfPublication(manager: EntityManager, organizationId: string): Promise<PublishingTarget> {
    await this.ensureSelfPublication(manager, organizationId);
    return manager
      .getRepository(PublishingTarget)
      .findOneOrFail({ where: { organizationId, type: PublishingTargetType.SelfPublication } });
  }

  /** The organization's targets of these ids, all of them or NOT_FOUND on `field`. */
  async findOwned(
    manager: EntityManager,
    organizationId: string,
    ids: readonly string[],
    field: string,
  ): Promise<PublishingTarget[]> {
    const wanted = [...new Set(ids)];
    if (wanted.some((id) => !isUuid(id))) throw contractError(ErrorCode.NOT_FOUND, { field });
    await this.ensureSelfPublication(manager, organizationId);
    const targets = wanted.length
      ? await manager.getRepository(PublishingTarget).find({ where: { id: In(wanted), organizationId } })
      : [];
    if (targets.length !== wanted.length) throw contractError(ErrorCode.NOT_FOUND, { field });
    return targets;
  }

  /** The organization's targets of one type. */
  ofType(manager: EntityManager, organizationId: string, type: PublishingTargetType) {
    return manager.getRepository(PublishingTarget).find({ where: { organizationId, type } });
  }

  /** A linked YouTube account's target (the youtube module calls it inside its own transaction). */
  async addYouTubeTarget(
    manager: EntityManager,
    organizationId: string,
    youtubeAccountId: string,
    name: string,
  ): Promise<PublishingTarget> {
    const repository = manager.getRepository(PublishingTarget);
    // Linking the same account again renames its target rather than adding a second one.
    await repository
      .createQueryBuilder()
      .insert()
      .values({ organizationId, type: PublishingTargetType.YouTube, youtubeAccountId, name })
      .orUpdate(['name'], ['youtubeAccountId'])
      .execute();
    return repository.findOneOrFail({ where: { youtubeAccountId } });
  }

  /** An unlinked account's target goes, and its publications with it (their rows cascade). */
  async removeYouTubeTarget(manager: EntityManager, youtubeAccountId: string): Promise<void> {
    await manager.getRepository(PublishingTarget).delete({ youtubeAccountId });
  }

  private async ensureSelfPublication(manager: EntityManager, organizationId: string): Promise<void> {
    await manager.query(
      `INSERT INTO "publishing_targets" ("organizationId", "type", "name") VALUES ($1, 'SelfPublication', $2)
       ON CONFLICT DO NOTHING`,
      [organizationId, PUBLISHING_TARGET_TYPE_LABELS[PublishingTargetType.SelfPublication]],
    );
  }
}

function selfFirst(target: PublishingTarget): number {
  return target.type === PublishingTargetType.SelfPublication ? 0 : 1;
}
