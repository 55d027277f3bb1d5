import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ValidationMessages, validateAdTagName, validateAdTagUrl } from '@framehouse/domain';
import { DataSource, type EntityManager } from 'typeorm';
import { assertValid, notFound } from '../../common/errors/contract-error';
import { isUuid } from '../../common/ids';
import { OrganizationHooks } from '../organizations/organization-hooks';
import { OrganizationsService } from '../organizations/organizations.service';
import { AdTagChecker } from './ad-tag-checker';
import type { OrganizationMonetizationInput } from './dtos/monetization.types';
import { OrganizationMonetization } from './organization-monetization.entity';
import { VideoMonetization } from './video-monetization.entity';

/**
 * The organization's ad tags and platform §4's rules: exactly one default, always active; the default
 * changes only by choosing another; losing the default (deleted, or deactivated as the last active tag)
 * turns the organization's monetization off; videos on a tag that goes away fall back to the default.
 * Every change locks the organization's row, so two changes of one organization's tags run in turn.
 */
@Injectable()
export class OrganizationMonetizationsService implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly checker: AdTagChecker,
    private readonly organizations: OrganizationsService,
    private readonly organizationHooks: OrganizationHooks,
  ) {}

  onModuleInit(): void {
    this.organizationHooks.register({
      // Ads play from the default ad tag: monetization without one would be on in name only.
      monetizationProblem: async (manager, organizationId) =>
        (await manager
          .getRepository(OrganizationMonetization)
          .exists({ where: { organizationId, default: true, active: true } }))
          ? undefined
          : ValidationMessages.organizationMonetizationWithoutAdTag,
    });
  }

  list(organizationId: string): Promise<OrganizationMonetization[]> {
    return this.dataSource
      .getRepository(OrganizationMonetization)
      .find({ where: { organizationId }, order: { created: 'ASC', id: 'ASC' } });
  }

  async create(
    organizationId: string,
    input: OrganizationMonetizationInput,
  ): Promise<OrganizationMonetization> {
    const name = (input.name ?? '').trim();
    const monetizationUrl = (input.monetizationUrl ?? '').trim();
    await this.checkFields({ name, monetizationUrl });
    return this.dataSource.transaction(async (manager) => {
      await this.organizations.lock(manager, organizationId);
      const repository = manager.getRepository(OrganizationMonetization);
      const current = await this.currentDefault(manager, organizationId);
      const active = input.active ?? true;
      // The first tag is the default whatever was asked (an organization with tags always has one), and
      // an active tag replaces a default left inactive.
      const isDefault = !current || input.default === true || (!current.active && active);
      assertValid({ active: isDefault && !active ? ValidationMessages.inactiveAdTagDefault : undefined });
      if (isDefault && current) await repository.update(current.id, { default: false });
      return repository.save(
        repository.create({ organizationId, name, monetizationUrl, default: isDefault, active }),
      );
    });
  }

  async update(
    organizationId: string,
    id: string,
    input: OrganizationMonetizationInput,
  ): Promise<OrganizationMonetization> {
    const name = input.name == null ? undefined : input.name.trim();
    const monetizationUrl = input.monetizationUrl == null ? undefined : input.monetizationUrl.trim();
    const existing = await this.find(this.dataSource.manager, organizationId, id);
    await this.checkFields({
      name,
      // An unchanged URL is not fetched again: the ad server may answer differently from day to day.
      monetizationUrl: monetizationUrl === existing.monetizationUrl ? undefined : monetizationUrl,
    });
    return this.dataSource.transaction(async (manager) => {
      const organization = await this.organizations.lock(manager, organizationId);
      const repository = manager.getRepository(OrganizationMonetization);
      const tag = await this.find(manager, organizationId, id);
      const active = input.active ?? tag.active;
      const makeDefault = input.default === true && !tag.default;
      let activeProblem: string | undefined;
      if (makeDefault && !active) activeProblem = ValidationMessages.inactiveAdTagDefault;
      else if (tag.default && tag.active && !active && (await this.hasOtherActive(manager, tag))) {
        activeProblem = ValidationMessages.defaultAdTagDeactivate;
      }
      assertValid({
        default: input.default === false && tag.default ? ValidationMessages.defaultAdTagUnset : undefined,
        active: activeProblem,
      });
      if (makeDefault) {
        await repository.update({ organizationId, default: true }, { default: false });
        tag.default = true;
      }
      if (name !== undefined) tag.name = name;
      if (monetizationUrl !== undefined) tag.monetizationUrl = monetizationUrl;
      if (tag.active && !active) {
        if (tag.default) await this.organizations.disableMonetization(manager, organization);
        else await this.moveVideosToDefault(manager, tag.id);
      }
      tag.active = active;
      return repository.save(tag);
    });
  }

  async delete(organizationId: string, id: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const organization = await this.organizations.lock(manager, organizationId);
      const repository = manager.getRepository(OrganizationMonetization);
      const tag = await this.find(manager, organizationId, id);
      await this.moveVideosToDefault(manager, tag.id);
      await repository.delete(tag.id);
      if (!tag.default) return;
      await this.organizations.disableMonetization(manager, organization);
      // Exactly one default while any tag is left: the newest active one, else the newest one.
      const successor = await repository.findOne({
        where: { organizationId },
        order: { active: 'DESC', created: 'DESC', id: 'DESC' },
      });
      if (successor) await repository.update(successor.id, { default: true });
    });
  }

  /** The tag a video on the default plays: the organization's default tag, if it has one. */
  currentDefault(manager: EntityManager, organizationId: string): Promise<OrganizationMonetization | null> {
    return manager.getRepository(OrganizationMonetization).findOneBy({ organizationId, default: true });
  }

  /** The caller's tag, or NOT_FOUND on `field`. */
  async find(
    manager: EntityManager,
    organizationId: string,
    id: string,
    field = 'id',
  ): Promise<OrganizationMonetization> {
    const tag = isUuid(id)
      ? await manager.getRepository(OrganizationMonetization).findOneBy({ id, organizationId })
      : null;
    if (!tag) throw notFound(field);
    return tag;
  }

  /** Name and URL rules, then (only when the rest is right) the fetch of the URL as a VAST document. */
  private async checkFields(fields: { name?: string; monetizationUrl?: string }): Promise<void> {
    const urlProblem =
      fields.monetizationUrl === undefined ? undefined : validateAdTagUrl(fields.monetizationUrl);
    assertValid({
      name: fields.name === undefined ? undefined : validateAdTagName(fields.name),
      monetizationUrl: urlProblem,
    });
    if (fields.monetizationUrl !== undefined && !(await this.checker.isVast(fields.monetizationUrl))) {
      assertValid({ monetizationUrl: ValidationMessages.adTagUrlInvalid });
    }
  }

  private async hasOtherActive(manager: EntityManager, tag: OrganizationMonetization): Promise<boolean> {
    const count = await manager
      .getRepository(OrganizationMonetization)
      .createQueryBuilder('tag')
      .where('tag.organizationId = :organizationId AND tag.active AND tag.id <> :id', {
        organizationId: tag.organizationId,
        id: tag.id,
      })
      .getCount();
    return count > 0;
  }

  private async moveVideosToDefault(manager: EntityManager, tagId: string): Promise<void> {
    await manager
      .getRepository(VideoMonetization)
      .update({ orgMonetizationId: tagId }, { orgMonetizationId: null, useDefaultMonetization: true });
  }
}
