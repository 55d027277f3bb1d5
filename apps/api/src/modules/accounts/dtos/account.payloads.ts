import { Field, ObjectType } from '@nestjs/graphql';
import { MutationPayload } from '../../../common/errors/payload-error.type';
import { UserType } from './user.type';

@ObjectType()
export class RegisterOrganizationOwnerPayload extends MutationPayload {
  @Field(() => UserType, { nullable: true }) user?: UserType | null;
}

@ObjectType()
export class UpdateAccountDetailsPayload extends MutationPayload {
  @Field(() => UserType, { nullable: true }) user?: UserType | null;
}

@ObjectType()
export class DeleteAvatarPayload extends MutationPayload {}

@ObjectType()
export class UpdatePasswordPayload extends MutationPayload {}

@ObjectType()
export class UpdateEmailRequestPayload extends MutationPayload {}

@ObjectType()
export class UpdateUserEmailPayload extends MutationPayload {}
