import { Field, ObjectType } from '@nestjs/graphql';
import { MutationPayload } from '../../../common/errors/payload-error.type';

@ObjectType()
export class TokenAuthPayload extends MutationPayload {
  @Field(() => String, { nullable: true }) token?: string | null;
}

@ObjectType()
export class RequestPasswordResetPayload extends MutationPayload {
  @Field(() => Boolean, { nullable: true }) ok?: boolean | null;
}

@ObjectType()
export class PasswordResetPayload extends MutationPayload {
  @Field(() => Boolean, { nullable: true }) ok?: boolean | null;
}
