import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  ErrorCode,
  isPaidPlan,
  isUuid,
  LOGO_MAX_DIMENSION,
  LOGO_STORED_SIZE,
  SubscriptionPlan,
  validateMaxLength,
  validateOrganizationName,
} from '@framehouse/domain';
import { randomBytes, randomUUID } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import { contractError } from '../../common/errors/contract-error';
import { isUniqueViolation } from '../../database/unique-violation';
import { ErrorList } from '../../common/errors/error-list';
import { preparePicture } from '../../common/images/picture';
import { AccountsService } from '../accounts/accounts.service';
import type { User } from '../accounts/user.entity';
import { BillingService } from '../billing/billing.service';
import { PaymentsService, type PaymentSession } from '../billing/payments/payments.service';
import { StorageService } from '../storage/storage.service';
import { OrganizationHooks } from './organization-hooks';
import { Organization } from './organization.entity';

const NAME_MAX = 100;
/** The case-insensitive unique index on the name (the foundation migration). */
const ORGANIZATION_NAME_UNIQUE_INDEX = 'organizations_name_unique';

export interface OrganizationChanges {
  name?: string | null;
  logo?: string | null;
  isMonetizationEnabled?: boolean | null;
}

@Injectable()
export class OrganizationsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly accounts: AccountsService,
    private readonly billing: BillingService,
    private readonly payments: PaymentsService,
    private readonly storage: StorageService,
    private readonly hooks: OrganizationHooks,
  ) {}

  /**
   * The mailed verification link creates the organization: the owner is verified, becomes its owner
   * member, and the subscription of the plan chosen at registration starts. All or nothing.
   */
  async createFromVerification(
    token: string,
    requestedName: string | null | undefined,
    paymentUrls?: { successUrl: string; cancelUrl: string } | null,
  ): Promise<{ organization: Organization; paymentSession: PaymentSession | null }> {
    new ErrorList()
      .check(
        'name',
        validateOrganizationName(requestedName, { required: false }) ??
          validateMaxLength(requestedName, NAME_MAX),
      )
      .throwIfAny();
    return this.dataSource.transaction(async (manager) => {
      const owner = await this.accounts.claimRegistration(manager, token);
      const name = requestedName?.trim() || (await this.freeDefaultName(manager, owner.name));
      const organization = await this.insertOrganization(manager, name);
      await this.accounts.joinAsOwner(manager, owner, organization.id);
      organization.ownerId = owner.id;
      await manager.getRepository(Organization).update(organization.id, { ownerId: owner.id });
      const plan = owner.registeredPlan ?? SubscriptionPlan.TRIAL;
      organization.subscription = await this.billing.startSubscription(manager, organization.id, plan);
      // A paid plan goes on to the hosted checkout where this server sells it; elsewhere the organization
      // waits, deactivated, for its administrator (pay-now says so).
      const paymentSession =
        isPaidPlan(plan) && paymentUrls && this.payments.sellsTo(plan)
          ? await this.payments.checkout(manager, {
              organizationId: organization.id,
              organizationName: organization.name,
              email: owner.email,
              ...paymentUrls,
            })
          : null;
      return { organization, paymentSession };
    });
  }

  /** An organization and its owner made by an operator (the admin CLI), already verified. */
  async createWithOwner(
    manager: EntityManager,
    input: { name: string; plan: SubscriptionPlan; owner: Pick<User, 'email' | 'name' | 'passwordHash'> },
  ): Promise<{ organization: Organization; owner: User }> {
    const organization = await this.insertOrganization(manager, input.name.trim());
    const owner = await this.accounts.createOwner(manager, organization.id, input.plan, input.owner);
    await manager.getRepository(Organization).update(organization.id, { ownerId: owner.id });
    organization.ownerId = owner.id;
    organization.subscription = await this.billing.startSubscription(manager, organization.id, input.plan);
    return { organization, owner };
  }

  async update(organizationId: string, changes: OrganizationChanges): Promise<Organization> {
    const name = changes.name?.trim();
    new ErrorList()
      .check(
        'name',
        changes.name === undefined || changes.name === null
          ? undefined
          : (validateOrganizationName(changes.name) ?? validateMaxLength(name, NAME_MAX)),
      )
      .throwIfAny();
    const logo = changes.logo
      ? await preparePicture(changes.logo, {
          field: 'logo',
          maxDimension: LOGO_MAX_DIMENSION,
          resize: { size: LOGO_STORED_SIZE, fit: 'inside' },
        })
      : undefined;
    const logoKey = logo ? `logos/${organizationId}/${randomUUID()}.${logo.extension}` : undefined;
    if (logo && logoKey) await this.storage.putPublic(logoKey, logo.data, logo.contentType);
    try {
      const { organization, previousLogoKey } = await this.dataSource.transaction(async (manager) => {
        const organization = await this.lock(manager, organizationId);
        const previousLogoKey = logoKey ? organization.logoKey : null;
        if (name) organization.name = name;
        if (logoKey) organization.logoKey = logoKey;
        if (changes.isMonetizationEnabled === true && !organization.isMonetizationEnabled) {
          new ErrorList()
            .check('isMonetizationEnabled', await this.hooks.monetizationProblem(manager, organization.id))
            .throwIfAny();
        }
        if (typeof changes.isMonetizationEnabled === 'boolean') {
          organization.isMonetizationEnabled = changes.isMonetizationEnabled;
        }
        return { organization: await this.saveNamed(manager, organization), previousLogoKey };
      });
      if (previousLogoKey) await this.storage.deletePublic(previousLogoKey);
      return organization;
    } catch (error) {
      if (logoKey) await this.storage.deletePublic(logoKey);
      throw error;
    }
  }

  async deleteLogo(organizationId: string): Promise<void> {
    const previous = await this.dataSource.transaction(async (manager) => {
      const organization = await this.lock(manager, organizationId);
      await manager.getRepository(Organization).update(organization.id, { logoKey: null });
      return organization.logoKey;
    });
    if (previous) await this.storage.deletePublic(previous);
  }

  private async insertOrganization(manager: EntityManager, name: string): Promise<Organization> {
    const repository = manager.getRepository(Organization);
    return this.saveNamed(
      manager,
      repository.create({ name, widgetApiKey: randomBytes(24).toString('base64url') }),
    );
  }

  /** Saves, turning the case-insensitive unique name index into ORGANIZATION_NAME_TAKEN. */
  private async saveNamed(manager: EntityManager, organization: Organization): Promise<Organization> {
    const taken = await manager
      .getRepository(Organization)
      .createQueryBuilder('organization')
      .where('lower(organization.name) = lower(:name)', { name: organization.name })
      .andWhere(organization.id ? 'organization.id <> :id' : 'true', { id: organization.id })
      .getExists();
    if (taken) throw contractError(ErrorCode.ORGANIZATION_NAME_TAKEN, { field: 'name' });
    try {
      return await manager.getRepository(Organization).save(organization);
    } catch (error) {
      if (isUniqueViolation(error, ORGANIZATION_NAME_UNIQUE_INDEX)) {
        throw contractError(ErrorCode.ORGANIZATION_NAME_TAKEN, { field: 'name' });
      }
      throw error;
    }
  }

  /** "{owner}'s organization", numbered when that name is taken, for owners who left the name empty. */
  private async freeDefaultName(manager: EntityManager, ownerName: string): Promise<string> {
    const base = `${ownerName.trim() || 'My'}'s organization`.slice(0, NAME_MAX - 4);
    const rows: Array<{ name: string }> = await manager
      .getRepository(Organization)
      .createQueryBuilder('organization')
      .select('lower(organization.name)', 'name')
      .where('lower(organization.name) LIKE lower(:prefix)', {
        prefix: `${base.replace(/[\\%_]/g, '\\$&')}%`,
      })
      .getRawMany();
    const used = new Set(rows.map((row) => row.name));
    for (let n = 1; ; n++) {
      const candidate = n === 1 ? base : `${base} ${n}`;
      if (!used.has(candidate.toLowerCase())) return candidate;
    }
  }

  /** For the operator CLI: an organization by its id or its name (case-insensitive). */
  async findByNameOrId(reference: string): Promise<Organization | null> {
    const repository = this.dataSource.getRepository(Organization);
    const byId = isUuid(reference) ? await repository.findOneBy({ id: reference }) : null;
    return (
      byId ??
      repository
        .createQueryBuilder('organization')
        .where('lower(organization.name) = lower(:name)', { name: reference.trim() })
        .getOne()
    );
  }

  /** For the public side (no session): the id comes from published content. */
  findById(id: string): Promise<Organization | null> {
    return this.dataSource.getRepository(Organization).findOneBy({ id });
  }

  /**
   * The organization, locked for the rest of the transaction (`shared`: against changes only, so that
   * readers do not wait for each other), or NOT_FOUND.
   */
  async lock(
    manager: EntityManager,
    id: string,
    mode: 'exclusive' | 'shared' = 'exclusive',
  ): Promise<Organization> {
    const organization = await manager.getRepository(Organization).findOne({
      where: { id },
      lock: { mode: mode === 'shared' ? 'pessimistic_read' : 'pessimistic_write' },
    });
    if (!organization) throw contractError(ErrorCode.NOT_FOUND);
    return organization;
  }

  /** Its monetization off (its default ad tag went away), inside the caller's transaction under its lock. */
  async disableMonetization(manager: EntityManager, organization: Organization): Promise<void> {
    if (!organization.isMonetizationEnabled) return;
    await manager.getRepository(Organization).update(organization.id, { isMonetizationEnabled: false });
  }
}
