import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { ErrorCode, normalizeEmail, OrganizationRole } from '@framehouse/domain';
import { Repository, type EntityManager } from 'typeorm';
import { contractError } from '../../common/errors/contract-error';
import { paginate, type Connection, type ListArgs } from '../../common/graphql/connection';
import { isUuid } from '../../common/ids';
import { isUniqueViolation } from '../../database/unique-violation';
import { StorageService } from '../storage/storage.service';
import { User, USER_EMAIL_UNIQUE_INDEX } from './user.entity';

/** The filters of an organization's accounts list (the members page). */
export interface AccountListArgs extends ListArgs {
  id?: string | null;
  isActive?: boolean | null;
  isVerified?: boolean | null;
  role?: OrganizationRole | null;
}

/**
 * The accounts' rows for the other modules (members, auth): reads, locks and the writes of their flows.
 * The registration, verification and settings flows are AccountsService's.
 */
@Injectable()
export class UsersService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly storage: StorageService,
  ) {}

  /** Every request's session: one statement (findOne with relations sends two, a DISTINCT first). */
  findWithOrganization(id: string): Promise<User | null> {
    return this.users
      .createQueryBuilder('user')
      .leftJoinAndSelect('user.organization', 'organization')
      .leftJoinAndSelect('organization.subscription', 'subscription')
      .where('user.id = :id', { id })
      .getOne();
  }

  /** Every account of an email address, across organizations, with its organization. */
  findAllByEmail(email: string): Promise<User[]> {
    return this.users.find({
      where: { email: normalizeEmail(email) },
      relations: { organization: true },
      order: { dateJoined: 'ASC' },
    });
  }

  avatarUrl(user: User): string | null {
    return this.storage.publicUrl(user.avatarKey);
  }

  /**
   * The account (of `organizationId` when given: another organization's answers as a missing one),
   * locked for the rest of the transaction, or NOT_FOUND on `field`.
   */
  async lock(
    manager: EntityManager,
    id: string,
    scope: { organizationId?: string; field?: string } = {},
  ): Promise<User> {
    const user = isUuid(id)
      ? await manager.getRepository(User).findOne({
          where: { id, ...(scope.organizationId ? { organizationId: scope.organizationId } : {}) },
          lock: { mode: 'pessimistic_write' },
        })
      : null;
    if (!user) throw contractError(ErrorCode.NOT_FOUND, scope.field ? { field: scope.field } : {});
    return user;
  }

  save(manager: EntityManager, user: User): Promise<User> {
    return manager.getRepository(User).save(user);
  }

  /** The organization's accounts, filtered and paged. */
  listInOrganization(organizationId: string, args: AccountListArgs): Promise<Connection<User>> {
    const query = this.users
      .createQueryBuilder('member')
      .where('member.organizationId = :organizationId', { organizationId });
    if (args.id) query.andWhere(isUuid(args.id) ? 'member.id = :id' : 'false', { id: args.id });
    if (typeof args.isActive === 'boolean')
      query.andWhere('member.isActive = :isActive', { isActive: args.isActive });
    if (typeof args.isVerified === 'boolean') {
      query.andWhere('member.isVerified = :isVerified', { isVerified: args.isVerified });
    }
    if (args.role) query.andWhere('member.role = :role', { role: args.role });
    return paginate(query, args, {
      orderable: {
        dateJoined: 'member.dateJoined',
        created: 'member.dateJoined',
        name: 'member.name',
        email: 'member.email',
        role: 'member.role',
        isActive: 'member.isActive',
        isVerified: 'member.isVerified',
      },
      defaultOrderBy: '-dateJoined',
      searchable: ['member.name', 'member.email'],
      tieBreaker: 'member.id',
    });
  }

  /** An invited member's unverified account; DUPLICATED_EMAIL_IN_ORGANIZATION when the address has one there. */
  async insertInvited(
    manager: EntityManager,
    organizationId: string,
    email: string,
    role: OrganizationRole,
  ): Promise<User> {
    const users = manager.getRepository(User);
    const duplicated = () => contractError(ErrorCode.DUPLICATED_EMAIL_IN_ORGANIZATION, { field: 'email' });
    if (await users.exists({ where: { organizationId, email } })) throw duplicated();
    return users
      .save(users.create({ email, organizationId, role, isVerified: false, isActive: true }))
      .catch((error: unknown) => {
        // A concurrent invitation of the same address got in first.
        if (!isUniqueViolation(error, USER_EMAIL_UNIQUE_INDEX)) throw error;
        throw duplicated();
      });
  }

  async recordSignIn(id: string): Promise<void> {
    await this.users.update(id, { lastLoginAt: new Date() });
  }
}
