import { ArgsType, Field, ID, InputType, ObjectType } from '@nestjs/graphql';
import { OrganizationRole } from '@framehouse/domain';
import { ConnectionType, ListArgs } from '../../../common/graphql/connection';
import { MutationPayload } from '../../../common/errors/payload-error.type';

@ObjectType('OrganizationMemberType')
export class OrganizationMemberType {
  @Field(() => ID) id!: string;
  @Field(() => String) name!: string;
  @Field(() => String) email!: string;
  @Field(() => String, { nullable: true }) avatarUrl!: string | null;
  @Field(() => Date) dateJoined!: Date;
  @Field(() => OrganizationRole, { nullable: true }) role!: OrganizationRole | null;
  @Field(() => Boolean) isActive!: boolean;
  @Field(() => Boolean) isVerified!: boolean;
}

export const OrganizationMemberConnection = ConnectionType(OrganizationMemberType, 'OrganizationMember');

@ArgsType()
export class OrganizationMembersArgs extends ListArgs {
  @Field(() => ID, { nullable: true }) id?: string | null;
  @Field(() => Boolean, { nullable: true }) isActive?: boolean | null;
  @Field(() => Boolean, { nullable: true }) isVerified?: boolean | null;
  @Field(() => OrganizationRole, { nullable: true }) role?: OrganizationRole | null;
}

@InputType()
export class VerifyMemberInput {
  @Field(() => String) name!: string;
  @Field(() => String) password!: string;
}

@ObjectType()
export class InviteOrganizationMemberPayload extends MutationPayload {
  @Field(() => OrganizationMemberType, { nullable: true }) member?: OrganizationMemberType | null;
}

@ObjectType()
export class UpdateOrganizationMemberPayload extends MutationPayload {
  @Field(() => OrganizationMemberType, { nullable: true }) member?: OrganizationMemberType | null;
}

@ObjectType()
export class ToggleOrganizationMemberAccountPayload extends MutationPayload {
  @Field(() => OrganizationMemberType, { nullable: true }) member?: OrganizationMemberType | null;
}

@ObjectType()
export class VerifyOrganizationMemberAccountPayload extends MutationPayload {
  @Field(() => String, { nullable: true, description: 'A bearer token: the new member is signed in.' })
  authToken?: string | null;
}
