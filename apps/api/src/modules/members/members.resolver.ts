import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { OrganizationRole, Permission, ToggleAction } from '@framehouse/domain';
import type { Connection } from '../../common/graphql/connection';
import { LegalAgreementsInput } from '../accounts/dtos/account.inputs';
import type { User } from '../accounts/user.entity';
import { ClientAddress, CurrentSession, Public, RequirePermissions } from '../auth/auth.decorators';
import type { Session } from '../auth/session';
import { SessionService } from '../auth/session.service';
import { StorageService } from '../storage/storage.service';
import {
  InviteOrganizationMemberPayload,
  OrganizationMemberConnection,
  OrganizationMembersArgs,
  OrganizationMemberType,
  ToggleOrganizationMemberAccountPayload,
  UpdateOrganizationMemberPayload,
  VerifyMemberInput,
  VerifyOrganizationMemberAccountPayload,
} from './dtos/member.types';
import { MembersService } from './members.service';

@Resolver()
export class MembersResolver {
  constructor(
    private readonly members: MembersService,
    private readonly sessions: SessionService,
    private readonly storage: StorageService,
  ) {}

  @RequirePermissions(Permission.VIEW_ORGANIZATION_MEMBERS)
  @Query(() => OrganizationMemberConnection)
  async organizationMembers(
    @CurrentSession() session: Session,
    @Args() args: OrganizationMembersArgs,
  ): Promise<Connection<OrganizationMemberType>> {
    const page = await this.members.list(session.organization.id, args);
    return { ...page, nodes: page.nodes.map((member) => this.present(member)) };
  }

  @RequirePermissions(Permission.INVITE_ORGANIZATION_MEMBERS)
  @Mutation(() => InviteOrganizationMemberPayload)
  async inviteOrganizationMember(
    @CurrentSession() session: Session,
    @ClientAddress() address: string,
    @Args('email') email: string,
    @Args('role', { type: () => OrganizationRole, nullable: true }) role?: OrganizationRole | null,
  ): Promise<InviteOrganizationMemberPayload> {
    return { member: this.present(await this.members.invite(session, email, role, address)), errors: [] };
  }

  @RequirePermissions(Permission.CHANGE_ORGANIZATION_MEMBERS)
  @Mutation(() => UpdateOrganizationMemberPayload)
  async updateOrganizationMember(
    @CurrentSession() session: Session,
    @Args('id', { type: () => ID }) id: string,
    @Args('role', { type: () => OrganizationRole }) role: OrganizationRole,
  ): Promise<UpdateOrganizationMemberPayload> {
    return { member: this.present(await this.members.changeRole(session, id, role)), errors: [] };
  }

  @RequirePermissions(Permission.TOGGLE_ORGANIZATION_MEMBERS)
  @Mutation(() => ToggleOrganizationMemberAccountPayload)
  async toggleOrganizationMemberAccount(
    @CurrentSession() session: Session,
    @Args('id', { type: () => ID }) id: string,
    @Args('action', { type: () => ToggleAction }) action: ToggleAction,
  ): Promise<ToggleOrganizationMemberAccountPayload> {
    return { member: this.present(await this.members.toggle(session, id, action)), errors: [] };
  }

  @Public()
  @Mutation(() => VerifyOrganizationMemberAccountPayload, {
    description: 'An invited member creates the account from the mailed link and is signed in.',
  })
  async verifyOrganizationMemberAccount(
    @Args('token') token: string,
    @Args('legalAgreements') legalAgreements: LegalAgreementsInput,
    @Args('user') user: VerifyMemberInput,
  ): Promise<VerifyOrganizationMemberAccountPayload> {
    const member = await this.members.verifyInvitation(token, legalAgreements, user);
    return { authToken: this.sessions.issueToken(member), errors: [] };
  }

  private present(member: User): OrganizationMemberType {
    return {
      id: member.id,
      name: member.name,
      email: member.email,
      avatarUrl: this.storage.publicUrl(member.avatarKey),
      dateJoined: member.dateJoined,
      role: member.role,
      isActive: member.isActive,
      isVerified: member.isVerified,
    };
  }
}
