import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  AVATAR_MAX_DIMENSION,
  AVATAR_STORED_SIZE,
  ContextMessages,
  ErrorCode,
  isD2CPlan,
  normalizeEmail,
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
import { UserTokenPurpose } from './user-token.entity';
import { User, USER_EMAIL_UNIQUE_INDEX } from './user.entity';
import { UserTokensService } from './user-tokens.service';

/** Plans a person can register for; UNLIMITED plans are granted by an operator. */
export const REGISTRATION_PLANS: readonly SubscriptionPlan[] = [
  SubscriptionPlan.TRIAL,
  SubscriptionPlan.PREMIUM,
  SubscriptionPlan.D2C_TRIAL,
  SubscriptionPlan.D2C_PREMIUM,
];

const NAME_MAX = 150;

@Injectable()
export class AccountsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly tokens: UserTokensService,
    private readonly mail: MailService,
    private readonly storage: StorageService,
  ) {}

  /**
   * Registers an owner who will create an organization once the mailed link is opened. Registering
   * again before verifying replaces the pending registration and mails a new link.
   */
  async registerOwner(
    input: CreateOwnerInput,
    legal: LegalAgreementsInput,
    plan: SubscriptionPlan,
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
    const passwordHash = await hashPassword(input.password);
    const { user, token } = await this.dataSource.transaction(async (manager) => {
      // Registrations of one address wait for each other, so two at once cannot both create a pending owner.
      await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`registration:${email}`]);
      const users = manager.getRepository(User);
      const accounts = await users.find({ where: { email }, lock: { mode: 'pessimistic_write' } });
      if (accounts.some((account) => account.isVerified && account.organizationId)) {
        throw contractError(ErrorCode.ACCOUNT_FOR_EMAIL_EXISTS, { field: 'email' });
      }
      if (accounts.some((account) => account.isVerified)) {
        throw contractError(ErrorCode.ACCOUNT_ALREADY_VERIFIED, { field: 'email' });
      }
      const now = new Date();
      const pending = accounts.find((account) => !account.organizationId) ?? users.create({ email });
      Object.assign(pending, {
        name: input.name.trim(),
        passwordHash,
        registeredPlan: plan,
        termsAcceptedAt: now,
        privacyPolicyAcceptedAt: now,
      });
      const saved = await users.save(pending);
      return {
        user: saved,
        token: await this.tokens.issue(manager, saved.id, UserTokenPurpose.ACCOUNT_VERIFICATION),
      };
    });
    await this.mailVerification(user, token);
    return user;
  }

  /** A new verification link for an owner or invited member who tried to log in unverified. */
  async resendVerification(user: User): Promise<void> {
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
        const user = await this.lockUser(manager, userId);
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
      const user = await this.lockUser(manager, userId);
      const key = user.avatarKey;
      await manager.getRepository(User).update(user.id, { avatarKey: null });
      return key;
    });
    if (previous) await this.storage.deletePublic(previous);
  }

  /** Checks the current password; the new one must pass the password rules. Other sessions end. */
  async updatePassword(userId: string, input: UpdatePasswordInput): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const user = await this.lockUser(manager, userId);
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
  async requestEmailChange(userId: string, newEmail: string): Promise<void> {
    const { user, token, email } = await this.dataSource.transaction(async (manager) => {
      const user = await this.lockUser(manager, userId);
      const email = normalizeEmail(newEmail ?? '');
      new ErrorList().check('email', validateNewEmail(newEmail, user.email)).throwIfAny();
      await this.assertEmailFree(manager, user, email);
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

  async confirmEmailChange(token: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const used = await this.tokens.consume(manager, token, [UserTokenPurpose.EMAIL_CHANGE]);
      const user = await this.lockUser(manager, used.userId);
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
    });
  }

  private async assertEmailFree(manager: EntityManager, user: User, email: string): Promise<void> {
    const taken = await manager.getRepository(User).exists({
      where: { email, id: Not(user.id), organizationId: user.organizationId ?? IsNull() },
    });
    if (taken) throw contractError(ErrorCode.DUPLICATED_EMAIL_IN_ORGANIZATION, { field: 'email' });
  }

  private async lockUser(manager: EntityManager, id: string): Promise<User> {
    const user = await manager
      .getRepository(User)
      .findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
    if (!user) throw contractError(ErrorCode.NOT_FOUND);
    return user;
  }
}
