import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  ContextMessages,
  DEFAULT_INVITE_ROLE,
  ErrorCode,
  normalizeEmail,
  OrganizationRole,
  ToggleAction,
  validateEmail,
  validateFullName,
  validateMaxLength,
} from '@framehouse/domain';
import { DataSource, type EntityManager } from 'typeorm';
import { contractError } from '../../common/errors/contract-error';
import { ErrorList } from '../../common/errors/error-list';
import type { Connection } from '../../common/graphql/connection';
import { AccountsService } from '../accounts/accounts.service';
import type { LegalAgreementsInput } from '../accounts/dtos/account.inputs';
import { UserTokenPurpose } from '../accounts/user-token-purpose';
import type { User } from '../accounts/user.entity';
import { UserTokensService } from '../accounts/user-tokens.service';
import { RateLimitService } from '../accounts/rate-limit.service';
import { UsersService } from '../accounts/users.service';
import type { Session } from '../auth/session';
import type { OrganizationMembersArgs, VerifyMemberInput } from './dtos/member.types';

/** Members are the organization's user accounts; every read and write is scoped by the caller's organization. */
@Injectable()
export class MembersService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly accounts: AccountsService,
    private readonly users: UsersService,
    private readonly tokens: UserTokensService,
    private readonly rateLimit: RateLimitService,
  ) {}

  list(organizationId: string, args: OrganizationMembersArgs): Promise<Connection<User>> {
    return this.users.listInOrganization(organizationId, args);
  }

  /** Creates the unverified account and mails the invitation link. */
  async invite(
    session: Session,
    email: string,
    role: OrganizationRole | null | undefined,
    address: string,
  ): Promise<User> {
    const recipient = normalizeEmail(email ?? '');
    const chosenRole = role ?? DEFAULT_INVITE_ROLE;
    new ErrorList().check('email', validateEmail(recipient)).throwIfAny();
    if (chosenRole === OrganizationRole.ORG_OWNER)
      throw contractError(ErrorCode.ORG_OWNER_ROLE_RESERVED, { field: 'role' });
    const { member, token } = await this.dataSource.transaction(async (manager) => {
      const member = await this.users.insertInvited(manager, session.organization.id, recipient, chosenRole);
      // Counted once the invitation will be mailed (not for a duplicate); a refusal undoes the account.
      await this.rateLimit.consume('mail', { address, email: recipient });
      return {
        member,
        token: await this.tokens.issue(manager, member.id, UserTokenPurpose.MEMBER_INVITATION),
      };
    });
    member.organization = session.organization;
    await this.accounts.mailVerification(member, token, session.user.name);
    return member;
  }

  async changeRole(session: Session, memberId: string, role: OrganizationRole): Promise<User> {
    if (role === OrganizationRole.ORG_OWNER)
      throw contractError(ErrorCode.ORG_OWNER_ROLE_RESERVED, { field: 'role' });
    return this.dataSource.transaction(async (manager) => {
      const member = await this.lockMember(manager, session, memberId);
      if (member.role === OrganizationRole.ORG_OWNER) {
        throw contractError(ErrorCode.CAN_NOT_CHANGE_ORG_OWNER_ROLE, { field: 'role' });
      }
      member.role = role;
      return this.users.save(manager, member);
    });
  }

  /** Deactivation takes effect at once: sessions are read from the database on every request. */
  async toggle(session: Session, memberId: string, action: ToggleAction): Promise<User> {
    return this.dataSource.transaction(async (manager) => {
      const member = await this.lockMember(manager, session, memberId);
      if (member.id === session.user.id) {
        throw contractError(ErrorCode.VALIDATION_ERROR, {
          field: 'id',
          message: ContextMessages.cannotToggleOwnAccount,
        });
      }
      if (member.role === OrganizationRole.ORG_OWNER)
        throw contractError(ErrorCode.CAN_NOT_DEACTIVATE_ORG_OWNER);
      if (!member.isVerified) {
        throw contractError(ErrorCode.ACCOUNT_NOT_VERIFIED, {
          message: ContextMessages.accountNotVerifiedForActivation,
        });
      }
      member.isActive = action === ToggleAction.ENABLE;
      // Disabling ends the member's sessions for good: enabling again does not revive old tokens.
      if (!member.isActive) member.sessionVersion += 1;
      return this.users.save(manager, member);
    });
  }

  /** The invited member opens the mailed link, sets name and password, and is signed in. */
  async verifyInvitation(
    token: string,
    legal: LegalAgreementsInput,
    input: VerifyMemberInput,
  ): Promise<User> {
    return this.dataSource.transaction(async (manager) => {
      const used = await this.tokens.consume(manager, token, [UserTokenPurpose.MEMBER_INVITATION]);
      const member = await this.users.lock(manager, used.userId);
      if (member.isVerified) {
        throw contractError(ErrorCode.ACCOUNT_ALREADY_VERIFIED, {
          message: ContextMessages.accountAlreadyVerifiedForMember,
        });
      }
      new ErrorList()
        .check('name', validateFullName(input.name) ?? validateMaxLength(input.name, 150))
        .password('password', input.password ?? '', member.email)
        .code(!legal.acceptsTermsOfUse, ErrorCode.TERMS_OF_USE_NOT_ACCEPTED, 'acceptsTermsOfUse')
        .code(!legal.acceptsPrivacyPolicy, ErrorCode.PRIVACY_POLICY_NOT_ACCEPTED, 'acceptsPrivacyPolicy')
        .throwIfAny();
      const now = new Date();
      Object.assign(member, {
        name: input.name.trim(),
        isVerified: true,
        termsAcceptedAt: now,
        privacyPolicyAcceptedAt: now,
      });
      await this.users.save(manager, member);
      // setPassword moves the member's sessionVersion on as it does the row's: the token issued next holds.
      await this.accounts.setPassword(manager, member, input.password);
      return member;
    });
  }

  /** Another organization's member answers NOT_FOUND, exactly like a member that does not exist. */
  private lockMember(manager: EntityManager, session: Session, memberId: string): Promise<User> {
    return this.users.lock(manager, memberId, { organizationId: session.organization.id, field: 'id' });
  }
}
