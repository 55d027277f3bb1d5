import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { DEFAULT_SUBSCRIPTION_PLAN, SubscriptionPlan } from '@framehouse/domain';
import { ClientAddress, CurrentSession, Public } from '../auth/auth.decorators';
import type { Session } from '../auth/session';
import { StorageService } from '../storage/storage.service';
import { AccountsService } from './accounts.service';
import {
  AccountDetailsInput,
  CreateOwnerInput,
  LegalAgreementsInput,
  UpdatePasswordInput,
} from './dtos/account.inputs';
import {
  DeleteAvatarPayload,
  RegisterOrganizationOwnerPayload,
  UpdateAccountDetailsPayload,
  UpdateEmailRequestPayload,
  UpdatePasswordPayload,
  UpdateUserEmailPayload,
} from './dtos/account.payloads';
import { UserType } from './dtos/user.type';
import { presentUser } from './user.presenter';

@Resolver()
export class AccountsResolver {
  constructor(
    private readonly accounts: AccountsService,
    private readonly storage: StorageService,
  ) {}

  @Query(() => UserType, { description: 'The signed-in user, with permissions and organization.' })
  me(@CurrentSession() session: Session): UserType {
    return presentUser(
      { ...session.user, organization: session.organization },
      this.storage,
      session.permissions,
    );
  }

  @Public()
  @Mutation(() => RegisterOrganizationOwnerPayload)
  async registerOrganizationOwner(
    @ClientAddress() address: string,
    @Args('user') user: CreateOwnerInput,
    @Args('legalAgreements') legalAgreements: LegalAgreementsInput,
    @Args('subscriptionPlan', { type: () => SubscriptionPlan, defaultValue: DEFAULT_SUBSCRIPTION_PLAN })
    subscriptionPlan: SubscriptionPlan,
  ): Promise<RegisterOrganizationOwnerPayload> {
    const registered = await this.accounts.registerOwner(user, legalAgreements, subscriptionPlan, address);
    return { user: presentUser(registered, this.storage), errors: [] };
  }

  @Mutation(() => UpdateAccountDetailsPayload)
  async updateAccountDetails(
    @CurrentSession() session: Session,
    @Args('accountDetails') accountDetails: AccountDetailsInput,
  ): Promise<UpdateAccountDetailsPayload> {
    const user = await this.accounts.updateAccountDetails(session.user.id, accountDetails);
    return { user: presentUser(user, this.storage), errors: [] };
  }

  @Mutation(() => DeleteAvatarPayload)
  async deleteAvatar(@CurrentSession() session: Session): Promise<DeleteAvatarPayload> {
    await this.accounts.deleteAvatar(session.user.id);
    return { errors: [] };
  }

  @Mutation(() => UpdatePasswordPayload)
  async updatePassword(
    @CurrentSession() session: Session,
    @Args('updatePassword') input: UpdatePasswordInput,
  ): Promise<UpdatePasswordPayload> {
    await this.accounts.updatePassword(session.user.id, input);
    return { errors: [] };
  }

  @Mutation(() => UpdateEmailRequestPayload)
  async updateEmailRequest(
    @CurrentSession() session: Session,
    @ClientAddress() address: string,
    @Args('email') email: string,
  ): Promise<UpdateEmailRequestPayload> {
    await this.accounts.requestEmailChange(session.user.id, email, address);
    return { errors: [] };
  }

  @Public()
  @Mutation(() => UpdateUserEmailPayload, { description: 'Confirms an email change with the mailed token.' })
  async updateUserEmail(@Args('token') token: string): Promise<UpdateUserEmailPayload> {
    await this.accounts.confirmEmailChange(token);
    return { errors: [] };
  }
}
