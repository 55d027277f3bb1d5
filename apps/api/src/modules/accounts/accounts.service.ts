import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  AVATAR_MAX_DIMENSION,
  AVATAR_STORED_SIZE,
  ContextMessages,
  ErrorCode,
  isD2CPlan,
  normalizeEmail,
  OrganizationRole,
  SubscriptionPlan,
  validateAccountName,
  validateEmail,
  validateFullName,
  validateMaxLength,
  validateNewEmail,
} from '@framehouse/domain';
import { randomUUID } from 'node:crypto';
import { DataSource, IsNull, Not, type EntityManager } from 'typeorm';
import { contractError } from '../../common/errors/contract-error';
import { ErrorList } from '../../common/errors/error-list';
import { preparePicture } from '../../common/images/picture';
import { isUniqueViolation } from '../../database/unique-violation';
import { MailService } from '../mail/mail.service';
import { StorageService } from '../storage/storage.service';
import type {
  AccountDetailsInput,
  CreateOwnerInput,
  LegalAgreementsInput,
  UpdatePasswordInput,
} from './dtos/account.inputs';
import { hashPassword, verifyPassword } from './password-hasher';
import { RateLimitService } from './rate-limit.service';
import { UserTokenPurpose } from './user-token-purpose';
import { User, USER_EMAIL_UNIQUE_INDEX } from './user.entity';
import { UserTokensService } from './user-tokens.service';
import { UsersService } from './users.service';

/** Plans a person can register for; UNLIMITED plans are granted by an operator. */
export const REGISTRATION_PLANS: readonly SubscriptionPlan[] = [
  SubscriptionPlan.TRIAL,
  SubscriptionPlan.PREMIUM,
  SubscriptionPlan.D2C_TRIAL,
  SubscriptionPlan.D2C_PREMIUM,
];

const NAME_MAX = 150;

/**
 * Registrations and verifications of one address wait for each other, so that no registration slips in
 * beside an owner being verified and two links of the address opened at once cannot both win.
 */
async function lockRegistrations(manager: EntityManager, email: string): Promise<void> {
  await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`registration:${email}`]);
}

@Injectable()
export class AccountsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly tokens: UserTokensService,
    private readonly mail: MailService,
    private readonly storage: StorageService,
    private readonly rateLimit: RateLimitService,
    private readonly users: UsersService,
  ) {}

  /**
   * Registers an owner who will create an organization once the mailed link is opened. Each registration
   * is a pending account of its own, with its own link, name, plan and password: registering an address
   * again changes no earlier registration (which would hand it to whoever registered last), and the
   * first link opened discards the others (`claimRegistration`).
   */
  async registerOwner(
    input: CreateOwnerInput,
    legal: LegalAgreementsInput,
    plan: SubscriptionPlan,
    address: string,
  ): Promise<User> {
    const email = normalizeEmail(input.email ?? '');
    new ErrorList()
      .check('name', validateFullName(input.name) ?? validateMaxLength(input.name, NAME_MAX))
      .check('email', validateEmail(email))
      .password('password', input.password ?? '', email)
      .code(!legal.acceptsTermsOfUse, ErrorCode.TERMS_OF_USE_NOT_ACCEPTED, 'acceptsTermsOfUse')
      .code(!legal.acceptsPrivacyPolicy, ErrorCode.PRIVACY_POLICY_NOT_ACCEPTED, 'acceptsPrivacyPolicy')
      .check(
        'subscriptionPlan',
        REGISTRATION_PLANS.includes(plan) ? undefined : 'This plan cannot be chosen at registration.',
      )
      .throwIfAny();
    await this.rateLimit.consume('mail', { address, email });
    const passwordHash = await hashPassword(input.password);
    const { user, token } = await this.dataSource.transaction(async (manager) => {
      await lockRegistrations(manager, email);
      const users = manager.getRepository(User);
      const verified = await users.find({ where: { email, isVerified: true } });
      if (verified.some((account) => account.organizationId)) {
        throw contractError(ErrorCode.ACCOUNT_FOR_EMAIL_EXISTS, { field: 'email' });
      }
      if (verified.length) throw contractError(ErrorCode.ACCOUNT_ALREADY_VERIFIED, { field: 'email' });
      const now = new Date();
      const saved = await users.save(
        users.create({
          email,
          name: input.name.trim(),
          passwordHash,
          registeredPlan: plan,
          termsAcceptedAt: now,
          privacyPolicyAcceptedAt: now,
        }),
      );
      return {
        user: saved,
        token: await this.tokens.issue(manager, saved.id, UserTokenPurpose.ACCOUNT_VERIFICATION),
      };
    });
    await this.mailVerification(user, token);
    return user;
  }

  /**
   * The pending owner a verification link was mailed to, in the caller's transaction, which verifies the
   * owner and creates the organization. The first registration of an address to be verified wins: the
   * address's other pending registrations are discarded with their links.
   */
  async claimRegistration(manager: EntityManager, token: string): Promise<User> {
    // The address's lock comes before any row lock: the winner deletes the rows a concurrent claim would hold.
    const email = await this.tokens.recipient(manager, token);
    if (email) await lockRegistrations(manager, email);
    const used = await this.tokens.consume(manager, token, [UserTokenPurpose.ACCOUNT_VERIFICATION]);
    const owner = await this.users.lock(manager, used.userId);
    if (owner.organizationId) throw contractError(ErrorCode.ACCOUNT_IN_ORGANIZATION);
    if (owner.isVerified) throw contractError(ErrorCode.ACCOUNT_ALREADY_VERIFIED);
    await manager.getRepository(User).delete({
      email: owner.email,
      organizationId: IsNull(),
      isVerified: false,
      id: Not(owner.id),
    });
    return owner;
  }

  /** The claimed owner becomes the verified, active owner of the organization just created for them. */
  async joinAsOwner(manager: EntityManager, owner: User, organizationId: string): Promise<void> {
    await manager.getRepository(User).update(owner.id, {
      organizationId,
      role: OrganizationRole.ORG_OWNER,
      isVerified: true,
      isActive: true,
    });
  }

  /** An organization's owner made by an operator (the admin CLI): verified and active at once. */
  createOwner(
    manager: EntityManager,
    organizationId: string,
    plan: SubscriptionPlan,
    owner: Pick<User, 'email' | 'name' | 'passwordHash'>,
  ): Promise<User> {
    const users = manager.getRepository(User);
    return users.save(
      users.create({
        ...owner,
        organizationId,
        role: OrganizationRole.ORG_OWNER,
        isVerified: true,
        isActive: true,
        registeredPlan: plan,
      }),
    );
  }

  /** A new verification link for an owner or invited member who tried to log in unverified. */
  async resendVerification(user: User, address: string): Promise<void> {
    await this.rateLimit.consume('mail', { address, email: user.email });
    const purpose = user.organizationId
      ? UserTokenPurpose.MEMBER_INVITATION
      : UserTokenPurpose.ACCOUNT_VERIFICATION;
    const token = await this.dataSource.transaction((manager) =>
      this.tokens.issue(manager, user.id, purpose),
    );
    await this.mailVerification(user, token);
  }

  /** Owners verify at /verify (/verify/d2c on D2C plans); invited members at /verify with member=1. */
  async mailVerification(user: User, token: string, inviterName?: string): Promise<void> {
    if (user.organizationId) {
      const organization =
        user.organization ??
        (
          await this.dataSource
            .getRepository(User)
            .findOne({ where: { id: user.id }, relations: { organization: true } })
        )?.organization;
      const organizationName = organization?.name ?? '';
      await this.mail.send(user.email, {
        kind: 'member-invitation',
        organizationName,
        inviterName: inviterName ?? organizationName,
        link: this.mail.link('/verify', { id: token, member: '1' }),
      });
      return;
    }
    await this.mail.send(user.email, {
      kind: 'account-verification',
      name: user.name,
      link: this.mail.link(isD2CPlan(user.registeredPlan) ? '/verify/d2c' : '/verify', { id: token }),
    });
  }

  /** Name and avatar. A blank name keeps the current one, as the settings form does. */
  async updateAccountDetails(userId: string, input: AccountDetailsInput): Promise<User> {
    const name = input.name?.trim();
    new ErrorList()
      .check('name', name ? (validateAccountName(name) ?? validateMaxLength(name, NAME_MAX)) : undefined)
      .throwIfAny();
    const avatar = input.avatarBase64
      ? await preparePicture(input.avatarBase64, {
          field: 'avatarBase64',
          maxDimension: AVATAR_MAX_DIMENSION,
          resize: { size: AVATAR_STORED_SIZE, fit: 'cover' },
        })
      : undefined;
    const avatarKey = avatar ? `avatars/${userId}/${randomUUID()}.${avatar.extension}` : undefined;
    if (avatar && avatarKey) await this.storage.putPublic(avatarKey, avatar.data, avatar.contentType);
    try {
      const { user, previousAvatarKey } = await this.dataSource.transaction(async (manager) => {
        const user = await this.users.lock(manager, userId);
        const previousAvatarKey = avatarKey ? user.avatarKey : null;
        if (name) user.name = name;
        if (avatarKey) user.avatarKey = avatarKey;
        return { user: await manager.getRepository(User).save(user), previousAvatarKey };
      });
      if (previousAvatarKey) await this.storage.deletePublic(previousAvatarKey);
      return user;
    } catch (error) {
      if (avatarKey) await this.storage.deletePublic(avatarKey);
      throw error;
    }
  }

  async deleteAvatar(userId: string): Promise<void> {
    const previous = await this.dataSource.transaction(async (manager) => {
      const user = await this.users.lock(manager, userId);
      const key = user.avatarKey;
      await manager.getRepository(User).update(user.id, { avatarKey: null });
      return key;
    });
    if (previous) await this.storage.deletePublic(previous);
  }

  /**
   * Checks the current password, at most AUTH_RATE_LIMIT times in 15 minutes per account; the new one must
   * pass the password rules. Other sessions end.
   */
  async updatePassword(userId: string, input: UpdatePasswordInput): Promise<void> {
    // Counted before the check, right or wrong: a stolen session must not guess the password at will.
    await this.rateLimit.consume('password-check', { userId });
    await this.dataSource.transaction(async (manager) => {
      const user = await this.users.lock(manager, userId);
      if (!(await verifyPassword(user.passwordHash, input.currentPassword ?? ''))) {
        throw contractError(ErrorCode.VALIDATION_ERROR, {
          field: 'currentPassword',
          message: ContextMessages.wrongPassword,
        });
      }
      new ErrorList().password('password', input.password ?? '', user.email).throwIfAny();
      await this.setPassword(manager, user, input.password);
    });
  }

  /** Sets the password and ends every session of the account; the caller may issue a new token after. */
  async setPassword(manager: EntityManager, user: User, password: string): Promise<void> {
    await manager.getRepository(User).update(user.id, {
      passwordHash: await hashPassword(password),
      sessionVersion: () => '"sessionVersion" + 1',
    });
    user.sessionVersion += 1;
  }

  /** Mails a confirmation link to the new address; the address changes only when it is opened. */
  async requestEmailChange(userId: string, newEmail: string, address: string): Promise<void> {
    const { user, token, email } = await this.dataSource.transaction(async (manager) => {
      const user = await this.users.lock(manager, userId);
      const email = normalizeEmail(newEmail ?? '');
      new ErrorList().check('email', validateNewEmail(newEmail, user.email)).throwIfAny();
      await this.assertEmailFree(manager, user, email);
      // Before the new link voids the one mailed last.
      await this.rateLimit.consume('mail', { address, email });
      return {
        user,
        email,
        token: await this.tokens.issue(manager, user.id, UserTokenPurpose.EMAIL_CHANGE, { email }),
      };
    });
    await this.mail.send(email, {
      kind: 'email-change',
      name: user.name,
      link: this.mail.link('/update-email/change', { id: token }),
    });
  }

  /** Changes the address, and tells the old one: a change made from a stolen session does not go unnoticed. */
  async confirmEmailChange(token: string): Promise<void> {
    const { user, email } = await this.dataSource.transaction(async (manager) => {
      const used = await this.tokens.consume(manager, token, [UserTokenPurpose.EMAIL_CHANGE]);
      const user = await this.users.lock(manager, used.userId);
      const email = used.data?.email;
      if (!email) throw contractError(ErrorCode.TOKEN_INVALID, { field: 'token' });
      await this.assertEmailFree(manager, user, email);
      await manager
        .getRepository(User)
        .update(user.id, { email })
        .catch((error: unknown) => {
          // Another account of the organization took the address at the same moment.
          if (!isUniqueViolation(error, USER_EMAIL_UNIQUE_INDEX)) throw error;
          throw contractError(ErrorCode.DUPLICATED_EMAIL_IN_ORGANIZATION, { field: 'email' });
        });
      return { user, email };
    });
    await this.mail.send(user.email, { kind: 'email-changed', name: user.name, newEmail: email });
  }

  private async assertEmailFree(manager: EntityManager, user: User, email: string): Promise<void> {
    const taken = await manager.getRepository(User).exists({
      where: { email, id: Not(user.id), organizationId: user.organizationId ?? IsNull() },
    });
    if (taken) throw contractError(ErrorCode.DUPLICATED_EMAIL_IN_ORGANIZATION, { field: 'email' });
  }
}
