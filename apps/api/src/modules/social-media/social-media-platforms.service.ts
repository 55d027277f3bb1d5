import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  editedSocialMediaProblems,
  ErrorCode,
  newSocialMediaProblems,
  SOCIAL_MEDIA_MAX_ENTRIES,
  socialMediaLimitMessage,
  ValidationMessages,
  type SocialMediaFields,
} from '@framehouse/domain';
import { DataSource, Not, type EntityManager } from 'typeorm';
import { assertValid, contractError, notFound } from '../../common/errors/contract-error';
import { isUuid } from '../../common/ids';
import { OrganizationsService } from '../organizations/organizations.service';
import type { SocialMediaPlatformInput } from './dtos/social-media.types';
import { SocialMediaPlatform } from './social-media-platform.entity';

/** The input with its texts trimmed (an omitted field stays omitted). */
function trimmed(input: SocialMediaPlatformInput): SocialMediaFields {
  return {
    platformName: input.platformName,
    label: input.label?.trim() ?? input.label,
    accountUrl: input.accountUrl?.trim() ?? input.accountUrl,
  };
}

/**
 * The organization's social media accounts (platform §2 "Social Media", §5): platform, label and URL
 * required, the platform fixed once created; several accounts of one platform are allowed, one address
 * only once, at most SOCIAL_MEDIA_MAX_ENTRIES. Changes lock the organization's row, so that two requests
 * cannot both pass the count or the duplicate check.
 */
@Injectable()
export class SocialMediaPlatformsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly organizations: OrganizationsService,
  ) {}

  /** Oldest first: the order they were added in, on the tab and on the public pages. */
  list(organizationId: string): Promise<SocialMediaPlatform[]> {
    return this.dataSource
      .getRepository(SocialMediaPlatform)
      .find({ where: { organizationId }, order: { created: 'ASC', id: 'ASC' } });
  }

  async create(organizationId: string, input: SocialMediaPlatformInput): Promise<SocialMediaPlatform> {
    const fields = trimmed(input);
    assertValid(newSocialMediaProblems(fields));
    return this.dataSource.transaction(async (manager) => {
      await this.organizations.lock(manager, organizationId);
      const repository = manager.getRepository(SocialMediaPlatform);
      if ((await repository.countBy({ organizationId })) >= SOCIAL_MEDIA_MAX_ENTRIES) {
        throw contractError(ErrorCode.VALIDATION_ERROR, {
          message: socialMediaLimitMessage(SOCIAL_MEDIA_MAX_ENTRIES),
        });
      }
      await this.checkListedOnce(manager, organizationId, fields.accountUrl as string);
      return repository.save(
        repository.create({
          organizationId,
          platformName: fields.platformName ?? undefined,
          label: fields.label as string,
          accountUrl: fields.accountUrl as string,
        }),
      );
    });
  }

  async update(
    organizationId: string,
    id: string,
    input: SocialMediaPlatformInput,
  ): Promise<SocialMediaPlatform> {
    const fields = trimmed(input);
    return this.dataSource.transaction(async (manager) => {
      await this.organizations.lock(manager, organizationId);
      const entry = await this.find(manager, organizationId, id);
      assertValid(editedSocialMediaProblems(entry.platformName, fields));
      if (fields.accountUrl != null && fields.accountUrl !== entry.accountUrl) {
        await this.checkListedOnce(manager, organizationId, fields.accountUrl, entry.id);
        entry.accountUrl = fields.accountUrl;
      }
      if (fields.label != null) entry.label = fields.label;
      return manager.getRepository(SocialMediaPlatform).save(entry);
    });
  }

  async delete(organizationId: string, id: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const entry = await this.find(manager, organizationId, id);
      await manager.getRepository(SocialMediaPlatform).delete(entry.id);
    });
  }

  /** The caller's entry, or NOT_FOUND on `id` (another organization's entry is not there for it). */
  private async find(
    manager: EntityManager,
    organizationId: string,
    id: string,
  ): Promise<SocialMediaPlatform> {
    const entry = isUuid(id)
      ? await manager.getRepository(SocialMediaPlatform).findOneBy({ id, organizationId })
      : null;
    if (!entry) throw notFound('id');
    return entry;
  }

  private async checkListedOnce(
    manager: EntityManager,
    organizationId: string,
    accountUrl: string,
    exceptId?: string,
  ): Promise<void> {
    const listed = await manager.getRepository(SocialMediaPlatform).existsBy({
      organizationId,
      accountUrl,
      ...(exceptId ? { id: Not(exceptId) } : {}),
    });
    assertValid({ accountUrl: listed ? ValidationMessages.socialAccountDuplicate : undefined });
  }
}
