import { Field, ID, ObjectType } from '@nestjs/graphql';
import { Permission } from '@framehouse/domain';
import { OrganizationType } from '../../organizations/dtos/organization.type';

/** The signed-in user (`me`) and the user of account payloads. */
@ObjectType('UserType')
export class UserType {
  @Field(() => ID) id!: string;
  @Field(() => String) name!: string;
  @Field(() => String) email!: string;
  @Field(() => String, { nullable: true }) avatarUrl!: string | null;
  @Field(() => Date) dateJoined!: Date;
  @Field(() => [Permission]) permissions!: Permission[];
  @Field(() => OrganizationType, { nullable: true }) organization!: OrganizationType | null;
}
